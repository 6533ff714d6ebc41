/* Reduced by cvise from gcc.c-torture/execute/strlen-2.c and strlen-3.c
   (bench/torture, 2026-12-03): with taint=all checks=any at -O2 the plugin
   hit an internal compiler error "in build2, at tree.cc:5028" from
   examine_site (detect.cc), for every strategy.  */
/* { dg-do compile } */
/* { dg-options "-O2 -w -fplugin-arg-nospec-taint=all -fplugin-arg-nospec-checks=any" } */

char b[];
v1;
test_array_off_2_2_5() { b == 1 ?: strlen(b + v1) == 0; }
