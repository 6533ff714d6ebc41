/* strategy=fence is refused where the architecture has no speculation
   barrier (riscv64) and accepted everywhere else.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-nospec-strategy=fence" } */
/* { dg-error "has no speculation barrier" "" { target riscv64 } 0 } */
/* { dg-error "failed to initialize plugin" "" { target riscv64 } 0 } */

int f (int x) { return x; }
