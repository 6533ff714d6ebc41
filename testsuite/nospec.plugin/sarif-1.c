/* GCC 13 and later write their diagnostics as SARIF with
   -fdiagnostics-format=sarif-file: the plugin's audit warning goes into
   FILE.c.sarif like GCC's own, with its rule (the option it is under),
   its location and the note at the bounds check as a related location;
   nothing is printed (any output would be an excess error here).  */
/* { dg-do compile } */
/* { dg-require-effective-target sarif } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit -fdiagnostics-format=sarif-file" } */

unsigned long table_size = 16;
unsigned char table[16];
unsigned char probe[256 * 512];
unsigned char sink;

void
leak (unsigned long x)
{
  if (x < table_size)
    sink &= probe[table[x] * 512];
}

/* { dg-final { scan-file sarif-1.c.sarif {"ruleId": *"-Wall"} } } */
/* { dg-final { scan-file sarif-1.c.sarif {"text": *"speculative load from .{1,3}table.{1,3} with attacker-influenced index .{1,3}x.{1,3}} } } */
/* { dg-final { scan-file sarif-1.c.sarif {"startLine": *19} } } */
/* { dg-final { scan-file sarif-1.c.sarif {"relatedLocations"} } } */
/* { dg-final { scan-file sarif-1.c.sarif {"text": *"bounds check [^"]*can be bypassed under speculation} } } */
/* { dg-final { scan-file sarif-1.c.sarif {"startLine": *18} } } */
