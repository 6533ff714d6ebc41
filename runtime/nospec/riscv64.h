/* nospec/riscv64.h - speculation-safe sequences for RISC-V 64.

   Single source of truth for both runtime/nospec.h and the nospec plugin.

   Mask: "sltu m, a, b" gives 1 when a < b (unsigned), else 0; "neg m, m"
   turns that into ~0 or 0.  Branch-free: nothing is predicted.
   Fence: the RISC-V ISA has NO speculation barrier.  "fence rw,rw" orders
   memory accesses but does not stop speculative execution, so it is not
   offered as one: NOSPEC_HAVE_FENCE is 0, nospec_barrier() refuses to
   compile unless NOSPEC_ALLOW_NO_BARRIER is defined, and the plugin warns
   at every site it could only have protected with a fence.  */

#ifndef NOSPEC_ARCH_RISCV64_H
#define NOSPEC_ARCH_RISCV64_H

#define NOSPEC_ARCH_NAME "riscv64"
#define NOSPEC_ASM_MASK_LTU "sltu %[m],%[a],%[b]\n\tneg %[m],%[m]"
#define NOSPEC_ASM_MASK_INIT_ONES 0
#define NOSPEC_ASM_FENCE "fence rw,rw"
#define NOSPEC_HAVE_FENCE 0

#endif
