/* AArch64: the index selected or zeroed by hand, in the Arm-recommended
   "cmp; csel; csdb" form, is no gadget at any -O level; a csel that
   keeps the index out of range, or one without csdb, protects nothing
   (plugin/sequences.cc, asm_select_or_zero).  */
/* { dg-do compile { target aarch64 } } */
/* { dg-options "-fplugin-arg-nospec-mode=audit" } */

int table[32];

/* idx if idx < n, else 0.  */
static inline unsigned long
select_below (unsigned long idx, unsigned long n)
{
  unsigned long safe;
  __asm__ __volatile__ ("cmp %1, %2\n\tcsel %0, %1, xzr, lo\n\tcsdb"
                        : "=r" (safe) : "r" (idx), "r" (n) : "cc");
  return safe;
}

int
selected (unsigned long i)
{
  if (i >= 32)
    return -1;
  return table[select_below (i, 32)];
}

/* The same with the operands the other way round, in place.  */
int
selected_in_place (unsigned long i, unsigned long n)
{
  if (i >= n || n > 32)
    return -1;
  __asm__ __volatile__ ("cmp %1, %0\n\tcsel %0, xzr, %0, ls\n\tcsdb"
                        : "+r" (i) : "r" (n) : "cc");
  return table[i];
}

#ifndef HAND_PROTECTED_ONLY
/* Keeps the index when it is at least n: no clamp.  */
int
selected_wrong_way (unsigned long i)
{
  unsigned long safe;
  if (i >= 32)						/* { dg-message "bounds check" } */
    return -1;
  __asm__ __volatile__ ("cmp %1, %2\n\tcsel %0, %1, xzr, hs\n\tcsdb"
                        : "=r" (safe) : "r" (i), "r" (32UL) : "cc");
  return table[safe];					/* { dg-warning "speculative load from 'table'" } */
}

/* Without csdb the selected value may be predicted.  */
int
selected_without_csdb (unsigned long i)
{
  unsigned long safe;
  if (i >= 32)						/* { dg-message "bounds check" } */
    return -1;
  __asm__ __volatile__ ("cmp %1, %2\n\tcsel %0, %1, xzr, lo"
                        : "=r" (safe) : "r" (i), "r" (32UL) : "cc");
  return table[safe];					/* { dg-warning "speculative load from 'table'" } */
}

/* The same code without the select.  */
int
selected_bare (unsigned long i)
{
  if (i >= 32)						/* { dg-message "bounds check" } */
    return -1;
  return table[i];					/* { dg-warning "speculative load from 'table'" } */
}
#endif
