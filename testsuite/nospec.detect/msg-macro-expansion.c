/* Three pairs of different gadgets written inside macros, the shapes of
   lua 5.4 under policy=paranoid (luaV_fastgeti expanded in two functions;
   a dispatch macro expanded twice in one function under the same check
   text; iscont twice in one function): each pair used to print one
   identical warning line, at the macro's definition.  The warning names
   the outermost macro and where the code expands it: six distinct lines
   (each dg-warning below matches one of them, so a repeated line fails).
   The dg directives are at the end, so that the lines they name stay
   put.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit -fplugin-arg-nospec-policy=paranoid" } */
struct tab { unsigned alimit; int *array; };

#define fastgeti(t, k, res) \
  ((k) - 1u < (t)->alimit ? ((res) = (t)->array[(k) - 1], 1) : 0)

int
geti (struct tab *t, unsigned k)
{
  int v = 0;
  if (fastgeti (t, k, v))
    return v;
  return -1;
}

int
seti (struct tab *t, unsigned k, int w)
{
  int v = 0;
  if (fastgeti (t, k, v))
    return v + w;
  return -1;
}

static int handlers[83];
#define dispatch(x)	(handlers[(x) & 127])
#define next		dispatch (code[pc])

int
run (const unsigned *code, unsigned pc, unsigned n)
{
  int r = 0;
  if (code[pc] < n)
    r += next;
  pc++;
  if (code[pc] < n)
    r += next;
  return r;
}

#define iscont(p)	((*(p) & 0xC0) == 0x80)

int
utf8_back (const unsigned char *s, unsigned posi, unsigned len)
{
  int k = 0;
  if (posi < len)
    k += iscont (s + posi);
  if (posi <= len - 2)
    k += iscont (s + posi);
  return k;
}

/* { dg-warning "'t->array' with attacker-influenced index 'k - 1' checked against 't->alimit' in the expansion of 'fastgeti' at \[^ \]*msg-macro-expansion.c:21:7" "" { target *-*-* } 15 } */
/* { dg-warning "'t->array' with attacker-influenced index 'k - 1' checked against 't->alimit' in the expansion of 'fastgeti' at \[^ \]*msg-macro-expansion.c:30:7" "" { target *-*-* } 15 } */
/* { dg-message "bounds check 'k - 1 < t->alimit'" "" { target *-*-* } 15 } */
/* { dg-warning "'handlers' with attacker-influenced index .* in the expansion of 'next' at \[^ \]*msg-macro-expansion.c:44:10" "" { target *-*-* } 36 } */
/* { dg-warning "'handlers' with attacker-influenced index .* in the expansion of 'next' at \[^ \]*msg-macro-expansion.c:47:10" "" { target *-*-* } 36 } */
/* { dg-message "bounds check 'code\\\[pc\\\] < n'" "" { target *-*-* } 43 } */
/* { dg-message "bounds check 'code\\\[pc\\\] < n'" "" { target *-*-* } 46 } */
/* { dg-warning "'s' with attacker-influenced index 'posi' checked against 'len' in the expansion of 'iscont' at \[^ \]*msg-macro-expansion.c:58:10" "" { target *-*-* } 51 } */
/* { dg-warning "'s' with attacker-influenced index 'posi' checked against .* in the expansion of 'iscont' at \[^ \]*msg-macro-expansion.c:60:10" "" { target *-*-* } 51 } */
/* { dg-message "bounds check 'posi < len'" "" { target *-*-* } 57 } */
/* { dg-message "bounds check 'posi <= len - 2'" "" { target *-*-* } 59 } */
/* GCC's own notes, where each macro is expanded.  */
/* { dg-message "in expansion of macro 'fastgeti'" "" { target *-*-* } 21 } */
/* { dg-message "in expansion of macro 'fastgeti'" "" { target *-*-* } 30 } */
/* { dg-message "in expansion of macro 'dispatch'" "" { target *-*-* } 37 } */
/* { dg-message "in expansion of macro 'next'" "" { target *-*-* } 44 } */
/* { dg-message "in expansion of macro 'next'" "" { target *-*-* } 47 } */
/* { dg-message "in expansion of macro 'iscont'" "" { target *-*-* } 58 } */
/* { dg-message "in expansion of macro 'iscont'" "" { target *-*-* } 60 } */
