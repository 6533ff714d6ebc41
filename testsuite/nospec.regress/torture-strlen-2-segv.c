/* Reduced by cvise from gcc.c-torture/execute/strlen-2.c (bench/torture,
   2026-12-03): the plugin crashed (segmentation fault in detect.cc,
   same_value_p via slices_meet_p and add_guard) with its default options
   at -O2.  Implicit int and an implicit strlen are part of the trigger.  */
/* { dg-do compile } */
/* GCC 14 made implicit int, implicit declarations and incompatible
   pointer types errors; -Wno-error= keeps them the warnings (silenced by
   -w) they are in GCC 11 to 13, so every GCC compiles the same code.  */
/* { dg-options "-O2 -w -Wno-error=implicit-int -Wno-error=implicit-function-declaration -Wno-error=incompatible-pointer-types" } */

b[];
v1;
test_array_off_2_2_5() { strlen(0) ?: strlen(b + v1) == 0; }
