/* nospec/s390x.h - speculation-safe sequences for IBM Z (s390x).

   Single source of truth for both runtime/nospec.h and the nospec plugin.

   Mask: "lgr m, a; slgr m, b" subtracts logically and leaves a borrow in
   the condition code exactly when a < b (unsigned); "slbgr m, m" computes
   m - m - borrow, that is ~0 when a < b and 0 otherwise.  Branch-free.
   Fence: PERFORM PROCESSOR ASSIST with function code 15 (".long
   0xb2e8f000", i.e. "ppa 0,0,15"), the speculation barrier proposed for
   Linux on IBM Z in January 2018; it is spelled as a word because older
   assemblers lack the PPA mnemonic.  Our tests run it under qemu only,
   which executes it as a no-op; its effect on real hardware is IBM's to
   document.  Rely on the mask first: the Linux kernel protects bounds
   checks on IBM Z with a subtract-with-borrow mask of this kind.  */

#ifndef NOSPEC_ARCH_S390X_H
#define NOSPEC_ARCH_S390X_H

#define NOSPEC_ARCH_NAME "s390x"
#define NOSPEC_ASM_MASK_LTU "lgr %[m],%[a]\n\tslgr %[m],%[b]\n\tslbgr %[m],%[m]"
#define NOSPEC_ASM_MASK_INIT_ONES 0
#define NOSPEC_ASM_FENCE ".long 0xb2e8f000"
#define NOSPEC_HAVE_FENCE 1

#endif
