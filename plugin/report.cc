/* report.cc - what the plugin tells the user.

   Audit mode: one warning per gadget, at its first load or store in
   source order, naming the object, the index as the source writes it
   (render.cc) and the bound it was checked against, with a note at each
   bounds check, and a note naming the callers a load was inlined into.
   A gadget is an element reached with one index under one set of
   checks: the other accesses of that element in the function
   ("s->layer[n].a = x; s->layer[n].b = y;") are notes under the first
   one's warning, each with its own fix-it, since one mask of the index
   protects them all (fold_records).  The pass sees one load several
   times (its two instances, every inlined copy), so sites are collected
   per source location while the passes run and reported once, in source
   order, when the compilation ends (report_finish).  Where the bound is
   known, the warning carries a fix-it hint that wraps the index in
   array_index_nospec () and, once per file, adds "#include <nospec.h>":
   -fdiagnostics-generate-patch prints it as a patch.  With report=DIR the
   same sites go to a SARIF file (sarif.cc).

   Harden mode with verbose: one note per hardened site.  Always: a warning
   where a gadget could not be protected (no barrier on the target).
   stats=FILE: one line per function, "nospec-stats FILE FUNCTION gadgets=N
   masks=N fences=N", for the benchmarks' census; one "nospec-fence" line
   per fence the default strategy placed, with the reason no mask could
   do; the census by reason ("nospec-census" lines, census_line); and
   one "nospec-unit FILE functions=N" line per translation unit whose
   functions the pass looked at, so that a whole build's census can tell
   that the flags reached every compilation (count_unit_function).

   Plugins cannot register -W options in GCC 12, so the warnings use
   OPT_Wall: -w silences them and -Werror turns them into errors, which is
   what audit users expect; audit mode is itself the opt-in.

   Before (warning only):            After (the fix-it, applied):
     if (x < n)                        if (x < n)
       v = a[x];                         v = a[array_index_nospec (x, n)];  */

#include "gcc-compat.h"
#include "nospec-plugin.h"
#include "gadget.h"

namespace nospec {

/* Every site found, once per source location.  */
static vec<site_record *> records;
typedef hash_map<int_hash <location_t, UNKNOWN_LOCATION, UINT_MAX>, unsigned>
  locus_map;
static locus_map *by_locus;

/* Harden mode: sites already reported, by source location.  */
static hash_set<int_hash <location_t, UNKNOWN_LOCATION, UINT_MAX> >
  *reported;

/* Where, in the function it is compiled in, the call was whose inlined
   body holds STMT: the outermost inlined block's call location.  */
static location_t
call_site_of (gimple *stmt)
{
  location_t site = UNKNOWN_LOCATION;
  for (tree block = gimple_block (stmt);
       block && TREE_CODE (block) == BLOCK;
       block = BLOCK_SUPERCONTEXT (block))
    if (inlined_function_outer_scope_p (block))
      site = BLOCK_SOURCE_LOCATION (block);
  return site;
}

static char *
function_text (tree fndecl)
{
  return xstrdup (lang_hooks.decl_printable_name (fndecl, 2));
}

/* Why S needs a fence where the default strategy would mask, or NULL
   (strategy=fence fences every site and needs no reason).  */
static const char *
site_fence_why (const site *s)
{
  return s->needs_fence && opts.strategy != STRATEGY_FENCE ? s->fence_why
                                                           : NULL;
}

/* The rule a site falls under (its SARIF rule id).  */
static enum site_rule
site_rule_of (const site *s)
{
  if (is_a <greturn *> (s->stmt))
    return RULE_RETURNED_POINTER;
  if (gphi *phi = dyn_cast <gphi *> (s->stmt))
    {
      /* A PHI of returned pointers, or a value merged into an index.  */
      imm_use_iterator it;
      use_operand_p use;
      FOR_EACH_IMM_USE_FAST (use, it, gimple_phi_result (phi))
        if (is_a <greturn *> (USE_STMT (use)))
          return RULE_RETURNED_POINTER;
      /* Element addresses merged into a pointer loaded through after
         the join (detect-sites.cc, examine_merged_pointer).  */
      if (POINTER_TYPE_P (TREE_TYPE (gimple_phi_result (phi))))
        return RULE_POINTER_OFFSET;
      return RULE_MERGED_INDEX;
    }
  if (gimple_assign_single_p (s->stmt) && s->ncarriers > 0)
    for (tree ref = gimple_assign_rhs1 (s->stmt); handled_component_p (ref);
         ref = TREE_OPERAND (ref, 0))
      if (TREE_CODE (ref) == ARRAY_REF && &TREE_OPERAND (ref, 1) == s->carrier[0])
        return RULE_ARRAY_INDEX;
  return RULE_POINTER_OFFSET;
}

/* The element size of the pointer byte offset OFF is added to, or 0.  */
static HOST_WIDE_INT
element_size (tree off)
{
  if (TREE_CODE (off) != SSA_NAME)
    return 0;
  imm_use_iterator it;
  use_operand_p use;
  FOR_EACH_IMM_USE_FAST (use, it, off)
    if (gassign *ga = dyn_cast <gassign *> (USE_STMT (use)))
      if (gimple_assign_rhs_code (ga) == POINTER_PLUS_EXPR
          && gimple_assign_rhs2 (ga) == off)
        {
          tree type = TREE_TYPE (gimple_assign_lhs (ga));
          tree size = TYPE_SIZE_UNIT (TREE_TYPE (type));
          if (!size || !tree_fits_shwi_p (size))
            return 0;
          return tree_to_shwi (size);
        }
  return 0;
}

/* T without the conversions that keep its value.  */
static tree
strip_value_conversions (tree t)
{
  for (int depth = 0; depth < 6 && TREE_CODE (t) == SSA_NAME; depth++)
    {
      gassign *ga = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (t));
      if (!ga)
        break;
      enum tree_code code = gimple_assign_rhs_code (ga);
      tree op = gimple_assign_rhs1 (ga);
      if (!(CONVERT_EXPR_CODE_P (code) || code == SSA_NAME)
          || !INTEGRAL_TYPE_P (TREE_TYPE (op))
          || TYPE_PRECISION (TREE_TYPE (op)) > TYPE_PRECISION (TREE_TYPE (t)))
        break;
      t = op;
    }
  return t;
}

/* Do A (an operand of a check) and B (the index) hold the same value:
   the same name up to widening conversions, two loads of the same place,
   or the same constant added to such values?  With SIZE, B is an element
   index GIMPLE scales by SIZE in sizetype: on a 32-bit target it folds
   "(m - 1) * 8" to "(m + 536870911) * 8", the same address as the
   checked "m - 1", so the constants need only agree in the bits that
   survive the scaling.  */
/* Are the constants CA (added to a checked value) and CB (added to an
   element index scaled by SIZE, or 0) the same addend?  */
static bool
same_addend_p (tree ca, tree cb, HOST_WIDE_INT size)
{
  if (wi::to_widest (ca) == wi::to_widest (cb))
    return true;
  unsigned prec = TYPE_PRECISION (sizetype);
  if (size <= 1 || TYPE_PRECISION (TREE_TYPE (ca)) != prec
      || TYPE_PRECISION (TREE_TYPE (cb)) != prec
      || !TYPE_UNSIGNED (TREE_TYPE (ca)) || !TYPE_UNSIGNED (TREE_TYPE (cb)))
    return false;
  /* Equal in the low PREC - log2 (SIZE) bits.  */
  wide_int diff = wi::to_wide (ca) - wi::to_wide (cb);
  return (unsigned) wi::ctz (diff) >= prec - ctz_hwi (size);
}

static bool
same_index_p (tree a, tree b, int depth, HOST_WIDE_INT size = 0)
{
  a = strip_value_conversions (a);
  b = strip_value_conversions (b);
  if (a == b)
    return true;
  if (TREE_CODE (a) != SSA_NAME || TREE_CODE (b) != SSA_NAME || depth > 3)
    return false;
  gassign *da = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (a));
  gassign *db = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (b));
  if (!da || !db)
    return false;
  if (gimple_assign_load_p (da) && gimple_assign_load_p (db))
    return operand_equal_p (gimple_assign_rhs1 (da), gimple_assign_rhs1 (db), 0);
  if (gimple_assign_rhs_code (da) == PLUS_EXPR
      && gimple_assign_rhs_code (db) == PLUS_EXPR
      && TREE_CODE (gimple_assign_rhs2 (da)) == INTEGER_CST
      && TREE_CODE (gimple_assign_rhs2 (db)) == INTEGER_CST
      && same_addend_p (gimple_assign_rhs2 (da), gimple_assign_rhs2 (db),
                        size))
    return same_index_p (gimple_assign_rhs1 (da), gimple_assign_rhs1 (db),
                         depth + 1);
  return false;
}

/* From guard G of a site whose element index is INDEX: the bound N such
   that the guard's edge is taken only when INDEX < N, as C text, or NULL.
   *UNSIGNED_CHECK says whether the comparison is unsigned (a negative
   index fails it too, so array_index_nospec keeps the program's
   behaviour).  */
static char *
guard_bound (const struct guard *g, tree index, bool *unsigned_check,
             HOST_WIDE_INT size)
{
  if (!g->cond || !index)
    return NULL;
  tree lhs = gimple_cond_lhs (g->cond);
  tree rhs = gimple_cond_rhs (g->cond);
  enum tree_code code = gimple_cond_code (g->cond);
  if (!INTEGRAL_TYPE_P (TREE_TYPE (lhs)))
    return NULL;
  if (g->on_edge->flags & EDGE_FALSE_VALUE)
    code = invert_tree_comparison (code, false);
  if (same_index_p (rhs, index, 0, size)
      && !same_index_p (lhs, index, 0, size))
    {
      std::swap (lhs, rhs);
      code = swap_tree_comparison (code);
    }
  else if (!same_index_p (lhs, index, 0, size))
    return NULL;
  /* array_index_nospec takes what fits in an unsigned long.  */
  *unsigned_check = TYPE_UNSIGNED (TREE_TYPE (lhs))
                    && TYPE_PRECISION (TREE_TYPE (lhs))
                       <= TYPE_PRECISION (long_unsigned_type_node)
                    && TYPE_PRECISION (TREE_TYPE (rhs))
                       <= TYPE_PRECISION (long_unsigned_type_node);
  char *bound = render_expr (rhs);
  if (!bound)
    return NULL;
  if (code == LT_EXPR)
    return bound;
  if (code == LE_EXPR)
    {
      /* x <= n: the bound is n + 1, unless n + 1 can wrap.  */
      if (TREE_CODE (rhs) == INTEGER_CST)
        {
          if (!tree_fits_uhwi_p (rhs) || tree_to_uhwi (rhs) >= HOST_WIDE_INT_M1U / 2)
            return NULL;
          free (bound);
          return xasprintf (HOST_WIDE_INT_PRINT_UNSIGNED,
                            tree_to_uhwi (rhs) + 1);
        }
      char *sum = xasprintf ("(%s) + 1", bound);
      free (bound);
      return sum;
    }
  free (bound);
  return NULL;
}

/* Add the checks of S (their locations CHECKS) to R.  */
static void
add_checks (function *fun, site_record *r, const site *s,
            const location_t *checks, unsigned nchecks)
{
  for (unsigned i = 0; i < nchecks; i++)
    {
      location_t loc = get_pure_location (checks[i]);
      bool dup = false;
      for (unsigned j = 0; j < r->nchecks; j++)
        dup |= r->checks[j].loc == loc;
      if (dup || r->nchecks == ARRAY_SIZE (r->checks))
        continue;
      struct check_record *c = &r->checks[r->nchecks++];
      c->loc = loc;
      c->text = NULL;
      c->own = false;
      for (unsigned g = 0; g < s->nguards && !c->text; g++)
        if (s->guards[g].cond
            && get_pure_location (gimple_location (s->guards[g].cond)) == loc)
          {
            /* For the fingerprint (triage.cc): a check of the access's
               own function is the same in every unit.  */
            c->own = origin_fn (fun, s->guards[g].cond)
                     == origin_fn (fun, s->stmt);
            /* As written when the source has it: GCC orders the operands
               of a comparison its own way.  */
            c->text = source_condition (loc);
            if (!c->text)
              c->text = render_condition (s->guards[g].cond, false);
          }
    }
}

static void
add_caller (site_record *r, function *fun, gimple *stmt)
{
  if (origin_fn (fun, stmt) == fun->decl)
    {
      r->in_own_body = true;
      return;
    }
  char *name = function_text (fun->decl);
  for (unsigned i = 0; i < r->callers.length (); i++)
    if (strcmp (r->callers[i], name) == 0)
      {
        free (name);
        return;
      }
  r->callers.safe_push (name);
  r->call_sites.safe_push (call_site_of (stmt));
}

/* How many SIZE-byte elements past the pointer plus byte offset OFF the
   access of S is: GIMPLE loads "*(pi - 1)" after "pi = a + i * 4" as
   MEM[pi + -4B], the offset to the element in constants on the way from
   the sum to the access.  0 when there are none or the chain is another
   shape.  */
static HOST_WIDE_INT
element_delta (const site *s, tree off, HOST_WIDE_INT size)
{
  gassign *ga = dyn_cast <gassign *> (s->stmt);
  if (!ga || !off)
    return 0;
  tree ref = s->store ? gimple_assign_lhs (ga) : gimple_assign_rhs1 (ga);
  while (handled_component_p (ref))
    ref = TREE_OPERAND (ref, 0);
  if (TREE_CODE (ref) != MEM_REF)
    return 0;
  wide_int bytes = wi::to_wide (TREE_OPERAND (ref, 1));
  if (!wi::fits_shwi_p (bytes))
    return 0;
  HOST_WIDE_INT sum = bytes.to_shwi ();
  tree ptr = TREE_OPERAND (ref, 0);
  for (int depth = 0; depth < 4 && TREE_CODE (ptr) == SSA_NAME; depth++)
    {
      gassign *def = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (ptr));
      if (!def || gimple_assign_rhs_code (def) != POINTER_PLUS_EXPR)
        return 0;
      tree add = gimple_assign_rhs2 (def);
      if (add == off)
        /* The element: the bytes past it, rounded down, are a member.  */
        return sum >= 0 ? sum / size : -((size - 1 - sum) / size);
      if (TREE_CODE (add) != INTEGER_CST)
        return 0;
      wide_int c = wi::to_wide (add);
      if (!wi::fits_shwi_p (c))
        return 0;
      sum += c.to_shwi ();
      ptr = gimple_assign_rhs1 (def);
    }
  return 0;
}

static bool same_text_p (const char *a, const char *b);

/* INDEX without the constants added to it or subtracted from it, and
   the conversions around them: "offset" for "offset + 9" (GIMPLE's
   _5 = offset_3 + 9).  One mask of that value protects every such
   access, so they are one gadget (same_element_p).  */
static tree
index_without_addend (tree t)
{
  for (unsigned depth = 0; t && depth < 8; depth++)
    {
      if (CONVERT_EXPR_P (t))
        {
          t = TREE_OPERAND (t, 0);
          continue;
        }
      if ((TREE_CODE (t) == PLUS_EXPR || TREE_CODE (t) == MINUS_EXPR)
          && TREE_CODE (TREE_OPERAND (t, 1)) == INTEGER_CST)
        {
          t = TREE_OPERAND (t, 0);
          continue;
        }
      gassign *ga = TREE_CODE (t) == SSA_NAME
                    ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (t)) : NULL;
      if (!ga)
        break;
      enum tree_code code = gimple_assign_rhs_code (ga);
      tree rhs1 = gimple_assign_rhs1 (ga);
      if ((CONVERT_EXPR_CODE_P (code)
           && INTEGRAL_TYPE_P (TREE_TYPE (rhs1)))
          || ((code == PLUS_EXPR || code == MINUS_EXPR)
              && TREE_CODE (gimple_assign_rhs2 (ga)) == INTEGER_CST))
        {
          t = rhs1;
          continue;
        }
      break;
    }
  return t;
}

/* Describe site S of FUN as a new record.  */
/* Add external note N (of a site) to R, unless R has it.  */
static void
add_ext_record (site_record *r, const struct ext_note *n)
{
  for (unsigned i = 0; i < r->next; i++)
    if (r->ext[i].kind == n->kind && r->ext[i].check_loc == n->check_loc
        && r->ext[i].at_loc == n->at_loc)
      return;
  if (r->next == MAX_EXT_NOTES)
    return;
  struct ext_note *e = &r->ext[r->next++];
  *e = *n;
  e->cond = n->cond ? xstrdup (n->cond) : NULL;
  e->from = n->from ? xstrdup (n->from) : NULL;
  e->via = n->via ? xstrdup (n->via) : NULL;
}

/* The text of external note N's part at its check (CHECK) or at where
   the value came in, for SARIF; the compiler's notes say the same
   (emit_ext).  */
char *
ext_text (const struct ext_note *n, bool check)
{
  const char *from = n->from ? n->from : "another function";
  if (check)
    return n->cond ? xasprintf ("bounds check '%s' in '%s' can be bypassed "
                                "under speculation", n->cond, from)
                   : xasprintf ("bounds check in '%s' that can be bypassed "
                                "under speculation", from);
  const char *what = n->kind == EXT_CHECK ? "the checked index"
                     : "attacker data (the index)";
  switch (n->way)
    {
    case EXT_CALLED:
      return xasprintf ("'%s' passes %s through '%s' here", from, what,
                        n->via ? n->via : "a function pointer");
    case EXT_STORED:
      return xasprintf ("'%s' stores %s in '%s' here", from, what,
                        n->via ? n->via : "a field");
    case EXT_RETURNED:
      return xasprintf ("'%s' returns %s here", from, what);
    case EXT_ARRAY:
    case EXT_ARRAY_ON:
      return n->via
             ? xasprintf ("'%s' passes the checked array %sin '%s' here", from,
                          n->way == EXT_ARRAY_ON ? "on " : "", n->via)
             : xasprintf ("'%s' passes the checked array %shere", from,
                          n->way == EXT_ARRAY_ON ? "on " : "");
    default:
      return xasprintf ("'%s' passes %s here", from, what);
    }
}

/* The notes of R's checks and entries in other functions.  */
static void
emit_ext (const site_record *r)
{
  for (unsigned i = 0; i < r->next; i++)
    {
      const struct ext_note *n = &r->ext[i];
      const char *from = n->from ? n->from : "?";
      if (n->kind == EXT_CHECK && n->check_loc != UNKNOWN_LOCATION)
        {
          if (n->cond)
            inform (n->check_loc, "bounds check %qs in %qs can be bypassed "
                    "under speculation", n->cond, from);
          else
            inform (n->check_loc, "bounds check in %qs that can be bypassed "
                    "under speculation is here", from);
        }
      if (n->at_loc == UNKNOWN_LOCATION)
        continue;
      bool checked = n->kind == EXT_CHECK;
      switch (n->way)
        {
        case EXT_CALLED:
          if (checked)
            inform (n->at_loc, "%qs passes the checked index through %qs "
                    "here", from, n->via ? n->via : "?");
          else
            inform (n->at_loc, "%qs passes attacker data (the index) "
                    "through %qs here", from, n->via ? n->via : "?");
          break;
        case EXT_STORED:
          if (checked)
            inform (n->at_loc, "%qs stores the checked index in %qs here",
                    from, n->via ? n->via : "?");
          else
            inform (n->at_loc, "%qs stores attacker data (the index) in %qs "
                    "here", from, n->via ? n->via : "?");
          break;
        case EXT_RETURNED:
          if (checked)
            inform (n->at_loc, "%qs returns the checked index here", from);
          else
            inform (n->at_loc, "%qs returns attacker data (the index) here",
                    from);
          break;
        case EXT_ARRAY:
          if (n->via)
            inform (n->at_loc, "%qs passes the checked array in %qs here",
                    from, n->via);
          else
            inform (n->at_loc, "%qs passes the checked array here", from);
          break;
        case EXT_ARRAY_ON:
          if (n->via)
            inform (n->at_loc, "%qs passes the checked array on in %qs "
                    "here", from, n->via);
          else
            inform (n->at_loc, "%qs passes the checked array on here", from);
          break;
        default:
          if (checked)
            inform (n->at_loc, "%qs passes the checked index here", from);
          else
            inform (n->at_loc, "%qs passes attacker data (the index) here",
                    from);
          break;
        }
    }
}

static site_record *
make_record (function *fun, const site *s, location_t locus)
{
  site_record *r = XCNEW (site_record);
  r->rule = site_rule_of (s);
  r->store = s->store;
  /* An element address handed to a call or used by an asm: the access
     happens there (detect-sites.cc, examine_call_args).  */
  if (gcall *call = dyn_cast <gcall *> (s->stmt))
    {
      tree fn = gimple_call_fndecl (call);
      r->handed_to = fn ? xasprintf ("%s%s%s", open_quote,
                                     lang_hooks.decl_printable_name (fn, 2),
                                     close_quote)
                        : xstrdup ("an indirect call");
      r->handed_at = gimple_location (call);
      /* A call in a helper inlined from a header: said at the helper's
         call in this file, where the site is reported (detect-sites.cc,
         main_file_location), naming the helper.  */
      if (s->loc != r->handed_at && !in_main_file_p (r->handed_at))
        {
          char *via = function_text (origin_fn (fun, call));
          char *to = xasprintf ("%s (by the inlined %s%s%s)", r->handed_to,
                                open_quote, via, close_quote);
          free (via);
          free (r->handed_to);
          r->handed_to = to;
          r->handed_at = s->loc;
        }
    }
  else if (gasm *as = dyn_cast <gasm *> (s->stmt))
    {
      unsigned bit_op, base_op;
      bool bit_store;
      if (!bit_test_asm_p (as, &bit_op, &base_op, &bit_store))
        {
          r->handed_to = xstrdup ("an asm statement");
          r->handed_at = gimple_location (as);
        }
    }
  r->fence_why = site_fence_why (s) ? xstrdup (site_fence_why (s)) : NULL;
  tree origin = origin_fn (fun, s->stmt);
  /* A load GCC kept no location for is reported at its function.  */
  r->locus = locus != UNKNOWN_LOCATION
             ? locus : get_pure_location (DECL_SOURCE_LOCATION (origin));
  r->function = function_text (origin);

  /* The element index, whatever the site's shape.  */
  tree index = s->index;
  char *elements_text = NULL;
  bool scaled = false;   /* INDEX is a byte offset, ELEMENTS_TEXT its C */
  r->byte_offset = false;
  /* A pointer site's index is the byte offset added to the pointer, or
     (an element address, &a[i]) an element index already.  */
  HOST_WIDE_INT size = 0;
  if (index && (r->rule == RULE_POINTER_OFFSET
                || r->rule == RULE_RETURNED_POINTER)
      && (size = element_size (index)) > 0)
    {
      tree elements = unscaled_offset (index, size);
      if (elements)
        {
          /* The text from the byte offset: an added constant GIMPLE
             wrapped at the offset's precision reads as it should.  */
          elements_text = render_elements (index, size);
          index = elements;
        }
      else if ((elements_text = render_elements (index, size)))
        scaled = true;
      else
        r->byte_offset = true;
    }

  struct subscript sub;
  bool from_source = !r->byte_offset && s->ncarriers == 1
                     && r->rule != RULE_MERGED_INDEX
                     && source_subscript (s->loc, &sub);
  if (from_source)
    {
      free (elements_text);
      r->index = sub.index_text;
      r->object = sub.object_text;
    }
  else
    {
      r->index = elements_text ? elements_text : render_expr (index);
      r->object = render_expr (s->object);
    }
  /* "*(pi - 1)" after "pi = &a[i]": the load is at a[i - 1].  */
  HOST_WIDE_INT delta = 0;
  if (!from_source && r->index && size > 0 && !r->byte_offset
      && r->rule == RULE_POINTER_OFFSET
      && (delta = element_delta (s, s->index, size)) != 0)
    {
      pretty_printer pp;
      pp_string (&pp, r->index);
      pp_string (&pp, delta < 0 ? " - " : " + ");
      pp_scalar (&pp, HOST_WIDE_INT_PRINT_UNSIGNED,
                 delta < 0 ? -(unsigned HOST_WIDE_INT) delta
                           : (unsigned HOST_WIDE_INT) delta);
      free (r->index);
      r->index = xstrdup (pp_formatted_text (&pp));
    }
  r->taint = taint_source_text (index);
  if (index && !r->byte_offset && !scaled)
    {
      /* Named by the SSA value, in this function and this instance of
         the pass: the text of a root may be another variable's too.  */
      tree root = index_without_addend (index);
      if (root && TREE_CODE (root) == SSA_NAME)
        {
          r->root_version = SSA_NAME_VERSION (root);
          r->root_fn = DECL_UID (fun->decl);
          r->root_late = fun->after_inlining;
          r->root_loaded = gimple_assign_load_p (SSA_NAME_DEF_STMT (root));
        }
    }

  /* The bound: from the first check on this very index, in this very
     function (a check in a caller names the caller's variables).  */
  bool unsigned_check = false;
  for (unsigned g = 0; g < s->nguards && !r->bound; g++)
    if (!r->byte_offset && !scaled && delta == 0 && s->guards[g].cond
        && origin_fn (fun, s->guards[g].cond) == origin)
      {
        r->bound = guard_bound (&s->guards[g], index, &unsigned_check,
                                size);
        /* "i < n" names a bound of [0, n) only when a negative i fails it
           too; a signed "i <= 0" says nothing of the sort.  */
        if (r->bound && !unsigned_check)
          {
            free (r->bound);
            r->bound = NULL;
          }
      }

  /* The fix: only where the text replaced is the index as written, and
     the check unsigned (a negative index fails it: the mask keeps what
     the program computes for every index the check lets through).  */
  if (from_source && r->bound && unsigned_check && !sub.in_macro)
    {
      location_t first = subscript_column (&sub, sub.index_first);
      location_t last = subscript_column (&sub, sub.index_last);
      expanded_location xf = expand_location (first);
      expanded_location xl = expand_location (last);
      if (xf.line == sub.line && xl.line == sub.line
          && xf.column == sub.index_first && xl.column == sub.index_last)
        {
          r->fix = true;
          r->fix_first = first;
          r->fix_last = last;
          r->fix_text = concat ("array_index_nospec (", sub.index_text, ", ",
                                r->bound, ")", NULL);
        }
    }
  for (unsigned i = 0; i < s->next; i++)
    add_ext_record (r, &s->ext[i]);
  return r;
}

void
report_site (function *fun, const site *s, const location_t *checks,
             unsigned nchecks, const char *how)
{
  location_t locus = get_pure_location (s->loc);
  if (opts.mode == MODE_AUDIT)
    {
      if (!by_locus)
        by_locus = new locus_map;
      unsigned *slot = locus != UNKNOWN_LOCATION ? by_locus->get (locus)
                                                 : NULL;
      site_record *r;
      if (slot)
        {
          r = records[*slot];
          /* A value merged into the index of this load was seen first:
             the load's own description replaces it, its checks stay.  */
          if (r->rule == RULE_MERGED_INDEX
              && site_rule_of (s) != RULE_MERGED_INDEX)
            {
              site_record *own = make_record (fun, s, locus);
              own->nchecks = r->nchecks;
              memcpy (own->checks, r->checks, sizeof r->checks);
              own->callers = r->callers;
              own->call_sites = r->call_sites;
              own->in_own_body = r->in_own_body;
              records[*slot] = own;
              r = own;
            }
        }
      else
        {
          r = make_record (fun, s, locus);
          if (locus != UNKNOWN_LOCATION)
            by_locus->put (locus, records.length ());
          records.safe_push (r);
        }
      add_checks (fun, r, s, checks, nchecks);
      add_caller (r, fun, s->stmt);
      /* The late instance may know more of where the index came from
         (a check in a caller, once the callers are in SSA form).  */
      if (slot)
        for (unsigned i = 0; i < s->next; i++)
          add_ext_record (r, &s->ext[i]);
      return;
    }

  if (!reported)
    reported = new hash_set<int_hash <location_t, UNKNOWN_LOCATION,
                                      UINT_MAX> >;
  if (locus != UNKNOWN_LOCATION && reported->add (locus))
    return;
  if (opts.verbose)
    {
      char *index = render_expr (s->index);
      const char *what = s->store ? "store" : "load";
      const char *why = site_fence_why (s);
      if (index && why)
        inform (s->loc, "nospec: hardened %s with index %qs (%s: %s)", what,
                index, how, why);
      else if (index)
        inform (s->loc, "nospec: hardened %s with index %qs (%s)", what,
                index, how);
      else if (why)
        inform (s->loc, "nospec: hardened %s (%s: %s)", what, how, why);
      else
        inform (s->loc, "nospec: hardened %s (%s)", what, how);
      free (index);
    }
}

/* Harden mode, the second pass instance: a fence the first one left
   pending (pass.cc) stays, and the site it was for was not seen again
   (an IPA clone whose parameters are no longer the caller's data):
   report it as the first instance would have.  */
void
report_pending_fence (location_t loc, bool store, const char *why)
{
  location_t locus = get_pure_location (loc);
  if (!reported)
    reported = new hash_set<int_hash <location_t, UNKNOWN_LOCATION,
                                      UINT_MAX> >;
  if (locus != UNKNOWN_LOCATION && reported->add (locus))
    return;
  if (opts.verbose)
    inform (loc, "nospec: hardened %s (fence: %s)", store ? "store" : "load",
            why);
}

void
report_unprotectable (location_t load_loc, location_t check_loc, tree object,
                      tree index)
{
  location_t locus = get_pure_location (load_loc);
  if (!reported)
    reported = new hash_set<int_hash <location_t, UNKNOWN_LOCATION,
                                      UINT_MAX> >;
  if (locus != UNKNOWN_LOCATION && reported->add (locus))
    return;
  auto_diagnostic_group group;
  char *obj = render_expr (object);
  char *idx = render_expr (index);
  if (warning_at (load_loc, OPT_Wall, "cannot harden speculative load "
                  "from %qs with index %qs: the %s architecture has no "
                  "speculation barrier", obj ? obj : "memory",
                  idx ? idx : "?", target_arch_name ())
      && check_loc != UNKNOWN_LOCATION)
    inform (check_loc, "guarding branch is here");
  free (obj);
  free (idx);
}

/* ---- The report at the end of the compilation.  ---- */

/* Where the user reads LOC: a load inside a macro's definition at the
   macro's use.  */
expanded_location
user_location (location_t loc)
{
  return expand_location (linemap_resolve_location
                            (line_table, loc, LRK_MACRO_EXPANSION_POINT,
                             NULL));
}

/* Is LOC, where the user wrote it, in the file being compiled (not a
   header)?  */
bool
in_main_file_p (location_t loc)
{
  expanded_location x = user_location (loc);
  return x.file && main_input_filename
         && strcmp (x.file, main_input_filename) == 0;
}

static int
record_order (const void *a, const void *b)
{
  const site_record *ra = *(const site_record *const *) a;
  const site_record *rb = *(const site_record *const *) b;
  expanded_location xa = user_location (ra->locus);
  expanded_location xb = user_location (rb->locus);
  int c = strcmp (xa.file ? xa.file : "", xb.file ? xb.file : "");
  if (c)
    return c;
  if (xa.line != xb.line)
    return xa.line < xb.line ? -1 : 1;
  if (xa.column != xb.column)
    return xa.column < xb.column ? -1 : 1;
  return 0;
}

/* A location at column 1 of line LINE of the file LOC is in, or
   UNKNOWN_LOCATION when the line table has none there.  */
static location_t
line_start (location_t loc, int line)
{
  expanded_location want = expand_location (loc);
  for (unsigned i = 0; i < LINEMAPS_ORDINARY_USED (line_table); i++)
    {
      const line_map_ordinary *map = LINEMAPS_ORDINARY_MAP_AT (line_table, i);
      if (!ORDINARY_MAP_FILE_NAME (map)
          || strcmp (ORDINARY_MAP_FILE_NAME (map), want.file) != 0
          || ORDINARY_MAP_STARTING_LINE_NUMBER (map) > (linenum_type) line)
        continue;
      const line_map_ordinary *next
        = i + 1 < LINEMAPS_ORDINARY_USED (line_table)
          ? LINEMAPS_ORDINARY_MAP_AT (line_table, i + 1) : NULL;
      location_t cand
        = linemap_position_for_line_and_column (line_table, map, line, 1);
      if (next && cand >= MAP_START_LOCATION (next))
        continue;
      expanded_location got = expand_location (cand);
      if (got.file && strcmp (got.file, want.file) == 0 && got.line == line
          && got.column == 1)
        return cand;
    }
  return UNKNOWN_LOCATION;
}

/* Where "#include <nospec.h>" goes in the file of R: after the last
   #include above the site, else at the first line.  UNKNOWN_LOCATION when
   the file includes nospec.h already or no place is found.  */
static location_t
include_point (const site_record *r)
{
  expanded_location x = expand_location (r->locus);
  int after = 0;
  for (int line = 1; line < x.line; line++)
    {
      source_span text = source_line (x.file, line);
      if (!text)
        break;
      const char *p = text.get_buffer ();
      size_t len = text.length (), k = 0;
      while (k < len && ISSPACE (p[k]))
        k++;
      if (k < len && p[k] == '#')
        {
          k++;
          while (k < len && ISSPACE (p[k]))
            k++;
          if (len - k >= 7 && strncmp (p + k, "include", 7) == 0)
            {
              for (size_t m = k; m + 8 <= len; m++)
                if (strncmp (p + m, "nospec.h", 8) == 0)
                  return UNKNOWN_LOCATION;
              after = line;
            }
        }
    }
  return line_start (r->locus, after + 1);
}

/* R's fix-it on RICH, with the #include the first fix of a file needs.  */
static void
add_fix (rich_location *rich, const site_record *r,
         hash_set<nofree_string_hash> *files_fixed)
{
  if (!r->fix)
    return;
  source_range range;
  range.m_start = r->fix_first;
  range.m_finish = r->fix_last;
  rich->add_fixit_replace (range, r->fix_text);
  expanded_location x = expand_location (r->locus);
  if (x.file && !files_fixed->contains (x.file))
    {
      location_t at = include_point (r);
      if (at != UNKNOWN_LOCATION)
        rich->add_fixit_insert_before (at, "#include <nospec.h>\n");
      files_fixed->add (x.file);
    }
}

/* For an access written in a macro: " in the expansion of 'M' at
   FILE:LINE:COL", where the user's code expands it, so that the
   warning's own line tells apart the expansions of one macro
   (triage.cc); else "".  */
static char *
expansion_text (const site_record *r)
{
  if (!r->macro)
    return xstrdup ("");
  expanded_location x = expand_location (r->expanded_at);
  if (!x.file || x.line <= 0)
    return xasprintf (" in the expansion of %s%s%s", open_quote, r->macro,
                      close_quote);
  return xasprintf (" in the expansion of %s%s%s at %s:%d:%d", open_quote,
                    r->macro, close_quote, x.file, x.line, x.column);
}

static void
emit_record (site_record *r, hash_set<nofree_string_hash> *files_fixed)
{
  /* Reviewed: in the SARIF log only, with its justification.  */
  if (r->suppressed != SUPPRESS_NONE)
    return;
  rich_location rich (line_table, r->locus);
  add_fix (&rich, r, files_fixed);

  auto_diagnostic_group group;
  bool shown;
  const char *obj = r->object, *idx = r->index;
  /* A store (Spectre v1.1) is reported in the same words.  */
  const char *what = r->store ? "store" : "load";
  const char *from = r->store ? "to" : "from";
  char *in_macro = expansion_text (r);
  if (obj && idx && r->byte_offset)
    shown = warning_at (&rich, OPT_Wall, "speculative %s %s %qs with "
                        "attacker-influenced byte offset %qs%s", what, from,
                        obj, idx, in_macro);
  else if (obj && idx && r->bound)
    shown = warning_at (&rich, OPT_Wall, "speculative %s %s %qs with "
                        "attacker-influenced index %qs checked against "
                        "%qs%s", what, from, obj, idx, r->bound, in_macro);
  else if (obj && idx)
    shown = warning_at (&rich, OPT_Wall, "speculative %s %s %qs with "
                        "attacker-influenced index %qs%s", what, from, obj,
                        idx, in_macro);
  else if (idx)
    shown = warning_at (&rich, OPT_Wall, "speculative %s with "
                        "attacker-influenced index %qs%s", what, idx,
                        in_macro);
  else if (obj)
    shown = warning_at (&rich, OPT_Wall, "speculative %s %s %qs with an "
                        "attacker-influenced index%s", what, from, obj,
                        in_macro);
  else
    shown = warning_at (&rich, OPT_Wall, "speculative %s through an "
                        "attacker-influenced pointer%s", what, in_macro);
  free (in_macro);
  if (!shown)
    return;
  r->shown = true;
  for (unsigned i = 0; i < r->nchecks; i++)
    if (r->checks[i].text)
      inform (r->checks[i].loc, "bounds check %qs can be bypassed under "
              "speculation", r->checks[i].text);
    else
      inform (r->checks[i].loc, "bounds check that can be bypassed under "
              "speculation is here");
  emit_ext (r);
  if (r->handed_to)
    inform (r->handed_at != UNKNOWN_LOCATION ? r->handed_at : r->locus,
            "the address of the element is handed to %s here, which "
            "accesses it", r->handed_to);
  if (r->fence_why)
    inform (r->locus, "no mask can protect this %s (%s): it needs a "
            "speculation barrier", what, r->fence_why);
  for (unsigned i = 0; i < r->also.length (); i++)
    {
      site_record *a = r->also[i];
      rich_location more (line_table, a->locus);
      add_fix (&more, a, files_fixed);
      a->shown = true;
      if (!same_text_p (a->index, r->index) && a->index)
        inform (&more, "speculative %s %qs with index %qs (the same index "
                "plus a constant) and the same checks here",
                a->store ? "store to" : "load from", a->object, a->index);
      else if (a->store)
        inform (&more, "speculative store to %qs with the same index and "
                "checks here", a->object);
      else
        inform (&more, "speculative load from %qs with the same index and "
                "checks here", a->object);
    }
  /* The note points at the first caller's call: where the bounds check
     that matters usually is.  */
  unsigned n = r->callers.length ();
  location_t at = n && r->call_sites[0] != UNKNOWN_LOCATION
                  ? r->call_sites[0] : r->locus;
  if (n == 1)
    inform (at, "%qs is inlined into %qs", r->function, r->callers[0]);
  else if (n > 1)
    inform (at, "%qs is inlined into %u callers, %qs first",
            r->function, n, r->callers[0]);
}

const char *
rule_id (enum site_rule rule)
{
  switch (rule)
    {
    case RULE_ARRAY_INDEX: return "nospec.array-index";
    case RULE_POINTER_OFFSET: return "nospec.pointer-offset";
    case RULE_RETURNED_POINTER: return "nospec.returned-pointer";
    case RULE_MERGED_INDEX: return "nospec.merged-index";
    }
  return "nospec";
}

static FILE *stats_stream;

/* The stats file, opened on first use; NULL when there is none.  */
static FILE *
stats (void)
{
  if (!opts.stats_file)
    return NULL;
  if (!stats_stream)
    {
      stats_stream = fopen (opts.stats_file, "a");
      if (!stats_stream)
        {
          error ("cannot open %qs for nospec statistics: %m",
                 opts.stats_file);
          opts.stats_file = NULL;
          return NULL;
        }
      /* One write per line: parallel compilations append to one file.  */
      setvbuf (stats_stream, NULL, _IOLBF, 0);
    }
  return stats_stream;
}

void
count_function (const char *fname, unsigned masks, unsigned fences,
                unsigned gadgets)
{
  FILE *f = gadgets ? stats () : NULL;
  if (f)
    fprintf (f, "nospec-stats %s %s gadgets=%u masks=%u fences=%u\n",
             main_input_filename ? main_input_filename : "-", fname, gadgets,
             masks, fences);
}

static unsigned unit_functions;

/* The pass looked at one more function of this translation unit.  */
void
count_unit_function (void)
{
  unit_functions++;
}

/* One line per fence the default strategy had to place, with why no
   mask could do: "nospec-fence SOURCE:LINE FUNCTION REASON".  */
void
count_fence (const char *fname, location_t loc, const char *why)
{
  FILE *f = stats ();
  if (!f)
    return;
  expanded_location xl = expand_location (loc);
  fprintf (f, "nospec-fence %s:%d %s %s\n",
           xl.file ? xl.file : "-", xl.line, fname, why ? why : "-");
}

/* The census by reason: "nospec-census FILE:LINE FUNCTION site DETAIL"
   for a site (DETAIL: load or store, its protection), "... drop RULE"
   for a candidate a rule of the gadget model dropped (the rule names
   are those of doc/usage.md: untainted, loop-counter, one-sided,
   init-code).  */
void
census_line (const char *what, location_t loc, const char *fname,
             const char *detail)
{
  FILE *f = stats ();
  if (!f)
    return;
  expanded_location xl = expand_location (loc);
  fprintf (f, "nospec-census %s:%d %s %s %s\n",
           xl.file ? xl.file : (main_input_filename ? main_input_filename
                                                    : "-"),
           xl.line, fname, what, detail);
}

static bool
same_text_p (const char *a, const char *b)
{
  return a == b || (a && b && strcmp (a, b) == 0);
}

/* Add the callers R was inlined into to KEEP's.  */
static void
merge_callers (site_record *keep, const site_record *r)
{
  for (unsigned c = 0; c < r->callers.length (); c++)
    {
      bool dup = false;
      for (unsigned k = 0; k < keep->callers.length (); k++)
        dup |= strcmp (keep->callers[k], r->callers[c]) == 0;
      if (!dup)
        {
          keep->callers.safe_push (r->callers[c]);
          keep->call_sites.safe_push (r->call_sites[c]);
        }
    }
}

/* Whether B is the access A is at A's place: the loads of two fields
   of one element inside one macro use ("setobj (L, o, &t->array[i])")
   have two locations in the macro's definition, one where the user
   reads.  */
static bool
same_access_p (const site_record *a, const site_record *b)
{
  return a->rule == b->rule && same_text_p (a->object, b->object)
         && same_text_p (a->index, b->index);
}

/* Whether A and B index with the same value, or that value plus a
   constant: by the SSA value of the root when both were made in one
   function by one instance of the pass (the text "n" may name two
   values: n = m between them), by the index text otherwise, and when
   both roots are reads from memory (s->n reloaded after a call is one
   index to a reader).  */
static bool
same_index_p (const site_record *a, const site_record *b)
{
  if (a->root_version && b->root_version && a->root_fn == b->root_fn
      && a->root_late == b->root_late)
    {
      if (a->root_version == b->root_version)
        return true;
      if (!a->root_loaded || !b->root_loaded)
        return false;
    }
  return same_text_p (a->index, b->index);
}

/* Whether A and B name the same checks.  */
static bool
same_checks_p (const site_record *a, const site_record *b)
{
  for (unsigned i = 0; i < a->nchecks; i++)
    {
      bool found = false;
      for (unsigned k = 0; k < b->nchecks && !found; k++)
        found = a->checks[i].loc == b->checks[k].loc;
      if (!found)
        return false;
    }
  return true;
}

/* Whether R has a check in another function (an EXT_CHECK note: a
   caller's check, or one the facts name) at LOC.  */
static bool
ext_check_at_p (const site_record *r, location_t loc)
{
  for (unsigned i = 0; i < r->next; i++)
    if (r->ext[i].kind == EXT_CHECK && r->ext[i].check_loc == loc)
      return true;
  return false;
}

/* Whether every check of A in another function is one of B's.  */
static bool
ext_checks_within_p (const site_record *a, const site_record *b)
{
  for (unsigned i = 0; i < a->next; i++)
    if (a->ext[i].kind == EXT_CHECK
        && !ext_check_at_p (b, a->ext[i].check_loc))
      return false;
  return true;
}

/* Whether A and B have the same checks: the same checks in their own
   function, or, where neither has one, the same checks in other
   functions (a caller's check of the index or of the array it comes
   from, which one mask of the index in this function answers as well).
   False for records with no check at all, or only checks elsewhere
   whose place is unknown: those are never one gadget by their checks.  */
static bool
same_check_set_p (const site_record *a, const site_record *b)
{
  if (a->nchecks != b->nchecks)
    return false;
  if (a->nchecks)
    return same_checks_p (a, b);
  bool known = false;
  for (unsigned i = 0; i < a->next && !known; i++)
    known = a->ext[i].kind == EXT_CHECK
            && a->ext[i].check_loc != UNKNOWN_LOCATION;
  return known && ext_checks_within_p (a, b) && ext_checks_within_p (b, a);
}

/* Whether B accesses the element A does: the same object and index in
   the same function, under the same checks (a check elsewhere is another
   gadget, with another fix), with the same need for a fence.  Records
   without an object or an index text, or without a check in this
   function or a caller's (same_check_set_p), are never folded.  */
static bool
same_element_p (const site_record *a, const site_record *b)
{
  if (!a->object || !a->index
      || !same_text_p (a->object, b->object)
      || !same_index_p (a, b)
      || !same_text_p (a->bound, b->bound)
      || !same_text_p (a->function, b->function)
      || !same_text_p (a->fence_why, b->fence_why)
      || a->byte_offset != b->byte_offset)
    return false;
  return same_check_set_p (a, b);
}

/* Whether B indexes with the value A does, under A's checks, whatever
   it accesses: one SSA value of one function in one pass instance
   (not two reads of the same text), the same checks (its own, or where
   it has none the same callers' checks: caller-check-fold.c), the same
   need for a fence.  One mask of that value after those checks protects
   every such access, which is how the kernel's developers place
   array_index_nospec () (once, then the masked index everywhere), so it
   is one gadget to review: the other accesses, of other arrays, in
   other inlined functions or in headers, are notes under it.  */
static bool
same_gadget_p (const site_record *a, const site_record *b)
{
  return a->root_version && a->root_version == b->root_version
         && a->root_fn == b->root_fn && a->root_late == b->root_late
         && same_text_p (a->fence_why, b->fence_why)
         && same_check_set_p (a, b);
}


/* Move R, and the notes it gathered, under KEEP.  */
static void
fold_under (site_record *keep, site_record *r)
{
  keep->also.safe_push (r);
  for (unsigned i = 0; i < r->also.length (); i++)
    keep->also.safe_push (r->also[i]);
  r->also.truncate (0);
  if (same_text_p (keep->function, r->function))
    merge_callers (keep, r);
}

/* Fold the records that are one gadget (same_gadget_p) into one: the
   first in source order that is written in the file being compiled, or
   the first at all (a warning at the caller's access, where the check
   usually is, rather than in a header's helper).  */
static void
fold_gadgets (void)
{
  auto_vec<site_record *> kept;
  for (unsigned i = 0; i < records.length (); i++)
    {
      site_record *r = records[i];
      unsigned k;
      for (k = 0; k < kept.length (); k++)
        if (same_gadget_p (kept[k], r))
          break;
      if (k == kept.length ())
        kept.safe_push (r);
      else if (in_main_file_p (r->locus) && !in_main_file_p (kept[k]->locus))
        {
          fold_under (r, kept[k]);
          kept[k] = r;
        }
      else
        fold_under (kept[k], r);
    }
  /* The records kept, in source order.  */
  hash_set<site_record *> keep;
  for (unsigned k = 0; k < kept.length (); k++)
    keep.add (kept[k]);
  unsigned out = 0;
  for (unsigned i = 0; i < records.length (); i++)
    if (keep.contains (records[i]))
      records[out++] = records[i];
  records.truncate (out);
}

/* Fold the records that are one source access (SAME_PLACE: one
   location, same_access_p; its checks and callers join the first's) or
   one element (same_element_p; they become the first's notes) into the
   first of them in source order.  The records are in source order, so
   one file's are together, and one location's next to each other.  */
static void
fold_records (bool same_place)
{
  unsigned out = 0;
  for (unsigned i = 0; i < records.length (); i++)
    {
      site_record *r = records[i];
      site_record *keep = NULL;
      expanded_location xr = user_location (r->locus);
      for (unsigned j = out; j-- > 0 && !keep; )
        {
          expanded_location xk = user_location (records[j]->locus);
          if (!same_text_p (xk.file, xr.file)
              || (same_place
                  && (xk.line != xr.line || xk.column != xr.column)))
            break;
          if (same_place ? same_access_p (records[j], r)
                         : same_element_p (records[j], r))
            keep = records[j];
        }
      if (!keep)
        {
          records[out++] = r;
          continue;
        }
      if (same_place)
        for (unsigned c = 0; c < r->nchecks; c++)
          {
            bool dup = false;
            for (unsigned k = 0; k < keep->nchecks; k++)
              dup |= keep->checks[k].loc == r->checks[c].loc;
            if (!dup && keep->nchecks < ARRAY_SIZE (keep->checks))
              keep->checks[keep->nchecks++] = r->checks[c];
          }
      else
        keep->also.safe_push (r);
      merge_callers (keep, r);
      for (unsigned e = 0; same_place && e < r->next; e++)
        add_ext_record (keep, &r->ext[e]);
    }
  records.truncate (out);
}

void
report_finish (void *, void *)
{
  if (!records.is_empty ())
    records.qsort (record_order);
  fold_records (true);
  fold_records (false);
  fold_gadgets ();
  triage_records (records);
  hash_set<nofree_string_hash> files_fixed;
  for (unsigned i = 0; i < records.length (); i++)
    emit_record (records[i], &files_fixed);
  /* gcc -E (ccache and distcc preprocess first) analyzes nothing.  */
  if ((opts.report_dir || opts.report_stderr) && !flag_preprocess_only)
    write_sarif (opts.report_dir, records);
  FILE *f = unit_functions ? stats () : NULL;
  if (f)
    fprintf (f, "nospec-unit %s functions=%u\n",
             main_input_filename ? main_input_filename : "-", unit_functions);
  if (stats_stream)
    fclose (stats_stream);
  stats_stream = NULL;
}

} /* namespace nospec */
