/* nospec/ppc64.h - speculation-safe sequences for 64-bit POWER (ppc64le).

   Single source of truth for both runtime/nospec.h and the nospec plugin.

   Mask: "subfc m, b, a" computes a - b and sets CA when no borrow occurs
   (a >= b, unsigned); "subfe m, m, m" computes ~m + m + CA = CA - 1, that
   is ~0 when a < b and 0 otherwise.  Branch-free: nothing is predicted.
   Fence: "ori 31,31,0", the speculation barrier IBM defined for POWER7
   to POWER9 with the 2018 firmware updates and Linux uses as
   barrier_nospec on 64-bit Book3S (an ordinary no-op where the firmware
   does not enable it; GCC's own __builtin_speculation_safe_value emits
   it too).  */

#ifndef NOSPEC_ARCH_PPC64_H
#define NOSPEC_ARCH_PPC64_H

#define NOSPEC_ARCH_NAME "ppc64"
#define NOSPEC_ASM_MASK_LTU "subfc %[m],%[b],%[a]\n\tsubfe %[m],%[m],%[m]"
#define NOSPEC_ASM_MASK_INIT_ONES 0
#define NOSPEC_ASM_FENCE "ori 31,31,0"
#define NOSPEC_HAVE_FENCE 1

#endif
