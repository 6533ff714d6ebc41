/* victim.h - the data shared by the Spectre v1 victims and the attack.

   data.c defines these objects; victim.c (the demo's victim), kocher.c
   (the 15 classic variants), hand.c (the same victims hardened by hand
   with runtime/nospec.h) and attack.c (the flush+reload attack) use them.
   Only the victims are meant to be compiled with -fplugin=nospec; the
   attack never is.

   Layout, after Kocher's 2018 proof of concept:
     array1           the array the victim indexes with the attacker's x;
                      16 entries are valid (array1_size), the storage is
                      256 bytes so that the in-bounds calls of the variants
                      that transform the index (x << 1, x + 1, x ^ 255 for
                      x < 16) stay inside the object
     array1_size      the bound, starting its own cache line so the attack
                      can flush it and make the bounds check slow
     array_size_mask  v06's bound, written as a mask (15)
     array2           the probe array: one 512-byte slot per byte value, so
                      each value has its own cache lines
     secret           a string the victims never read architecturally,
                      above array1 in memory  */

#ifndef SPECTRE_V1_VICTIM_H
#define SPECTRE_V1_VICTIM_H

#include <stddef.h>
#include <stdint.h>

#define ARRAY1_STORAGE 256
#define ARRAY2_STRIDE 512

extern unsigned int array1_size;
extern size_t array_size_mask;
extern uint8_t array1[ARRAY1_STORAGE];
extern uint8_t array2[256 * ARRAY2_STRIDE];
extern const char *secret;
extern volatile uint8_t temp;

/* The demo's victim (victim.c).  */
void victim_function (size_t x);

/* The 15 classic variants (kocher.c).  */
extern size_t v07_last_x;       /* the last x that passed v07's check */
void victim_v01 (size_t x);
void victim_v02 (size_t x);
void victim_v03 (size_t x);
void victim_v04 (size_t x);
void victim_v05 (size_t x);
void victim_v06 (size_t x);
void victim_v07 (size_t x);
void victim_v08 (size_t x);
void victim_v09 (size_t x, int *x_is_safe);
void victim_v10 (size_t x, uint8_t k);
void victim_v11 (size_t x);
void victim_v12 (size_t x, size_t y);
void victim_v13 (size_t x);
void victim_v14 (size_t x);
void victim_v15 (size_t *x);

#endif
