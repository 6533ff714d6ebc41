/* The shapes of index and object that lua 5.4 (policy=paranoid) showed
   without their text, or with a wrong one: every warning names them as
   the source does.
   - an index read through a pointer at a constant offset, "*(pi - 1)"
     (lcode.c getjumpcontrol: GIMPLE's MEM[pi + -4B]): the index was
     missing, and the load of *(pi - 1) itself named 'pc';
   - a member reached at a constant offset, "&ls->dyd->gt" passed to an
     inline function (lparser.c: GIMPLE's MEM[dyd + 16B].arr): the object
     was missing;
   - a subscript written in a macro's argument, "l_unlikely (str[...])"
     (lstrlib.c): its source text, as written;
   - an index that is a conditional GCC made branches of, in a macro
     (ltable.c hashmod of l_hashfloat): "c ? a : b".  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit -fplugin-arg-nospec-policy=paranoid" } */
/* The notes: the macros, the checks, the inlining.  */
/* { dg-message "in definition of macro 'test_t_mode'" "" { target *-*-* } 26 } */
/* { dg-message "in expansion of macro" "" { target *-*-* } 34 } */
/* { dg-message "bounds check 'pc > 0'" "" { target *-*-* } 34 } */
/* { dg-message "'label_pc' is inlined into 'goto_pc'" "" { target *-*-* } 54 } */
/* { dg-message "in definition of macro 'l_unlikely'" "" { target *-*-* } 58 } */

typedef unsigned int instruction;
extern const unsigned char opmodes[83];
#define get_opcode(i)	((int) ((i) & 0x7f))
#define test_t_mode(m)	(opmodes[m] & (1 << 4))	/* { dg-warning "speculative load from 'opmodes' with attacker-influenced index '\\*\\(pi - 1\\) & 127'" } */
struct proto { instruction *code; };
struct func_state { struct proto *f; int pc; };

int
jump_control (struct func_state *fs, int pc)
{
  instruction *pi = &fs->f->code[pc];
  if (pc >= 1 && test_t_mode (get_opcode (*(pi - 1))))	/* { dg-warning "speculative load from 'fs->f->code' with attacker-influenced index 'pc - 1'" } */
    return 1;
  return 0;
}

struct label { void *name; int pc; int line; unsigned char nactvar; };
struct label_list { long pad; struct label *arr; int n; int size; };
struct dyndata { long actvar[2]; struct label_list gt; };
struct lex_state { struct dyndata *dyd; };

static inline int
label_pc (struct label_list *gl, int g)
{
  return gl->arr[g].pc;	/* { dg-warning "speculative load from 'ls->dyd->gt.arr' with attacker-influenced index 'g'" } */
}

int
goto_pc (struct lex_state *ls, int g)
{
  if (g < ls->dyd->gt.n)	/* { dg-message "bounds check 'g < ls->dyd->gt.n'" } */
    return label_pc (&ls->dyd->gt, g);
  return 0;
}

#define l_unlikely(x)	__builtin_expect (((x) != 0), 0)
extern void fail (void);

void
check_bytes (const unsigned char *str, int islittle, int limit, int size,
             int mask)
{
  for (int i = limit; i < size; i++)	/* { dg-message "bounds check 'i < size'" } */
    if (l_unlikely (str[islittle ? i : size - 1 - i] != mask))	/* { dg-warning "speculative load from 'str' with attacker-influenced index '(islittle \\? i : size - 1 - i|islittle == 0 \\? size - 1 - i : i)'" } */
      fail ();
}

struct node { long key, val; };
struct table { unsigned char lsizenode; struct node *node; };
#define gnode(t, i)	(&(t)->node[i])

static inline int
hash_value (unsigned int u)
{
  return (int) (u <= 0x7fffffffu ? u : ~u);	/* { dg-message "bounds check 'u < 0'" } */
}

long
lookup (struct table *t, unsigned int u, int limit)
{
  if (hash_value (u) < limit)	/* { dg-message "bounds check 'hash_value \\(u\\) < limit'" } */
    return gnode (t, hash_value (u))->val;	/* { dg-warning "speculative load from 't->node' with attacker-influenced index 'u < 0 \\? ~u : u'" } */
  return 0;
}
