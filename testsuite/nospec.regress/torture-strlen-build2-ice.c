/* Reduced by cvise from gcc.c-torture/execute/strlen-2.c and strlen-3.c
   (bench/torture, 2026-12-03): with taint=all checks=any at -O2 the plugin
   hit an internal compiler error "in build2, at tree.cc:5028" from
   examine_site (detect.cc), for every strategy.  */
/* { dg-do compile } */
/* GCC 14 made implicit int, implicit declarations and incompatible
   pointer types errors; -Wno-error= keeps them the warnings (silenced by
   -w) they are in GCC 11 to 13, so every GCC compiles the same code.  */
/* { dg-options "-O2 -w -Wno-error=implicit-int -Wno-error=implicit-function-declaration -Wno-error=incompatible-pointer-types -fplugin-arg-nospec-taint=all -fplugin-arg-nospec-checks=any" } */

char b[];
v1;
test_array_off_2_2_5() { b == 1 ?: strlen(b + v1) == 0; }
