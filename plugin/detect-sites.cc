/* detect-sites.cc - find Spectre v1 gadgets in a function.

   A site (a load, a store, an x86 bit test on memory, or a returned
   pointer) is a gadget when:
   - its address adds an attacker-influenced index to a base (taint.cc;
     the carriers: detect-carrier.cc);
   - it is control-dependent on a conditional edge whose condition is
     computed from that index or from a value the index is computed from
     (detect-slice.cc, detect-guards.cc; with checks=any: on any
     conditional edge) that no rule of the model drops
     (detect-rules.cc);
   - and no architectural fact bounds the index inside the object
     (detect-carrier.cc).

   find_sites walks the function's statements and returns the gadgets
   with their guards; pass.cc's harden_function reports them and has
   rewrite.cc harden them.  PHIs that merge values from different paths
   (a ternary inside the index) are sites of their own on their incoming
   edges, masked where their checks dominate.  */

#include "gcc-compat.h"
#include "nospec-plugin.h"
#include "gadget.h"
#include "detect.h"

namespace nospec {

/* ---- Where a statement came from: attributes survive inlining.  ---- */

/* The function whose body STMT was written in (an inlined callee, or
   FUN itself).  */
tree
origin_fn (function *fun, gimple *stmt)
{
  for (tree block = gimple_block (stmt);
       block && TREE_CODE (block) == BLOCK;
       block = BLOCK_SUPERCONTEXT (block))
    if (inlined_function_outer_scope_p (block))
      {
        tree origin = block_ultimate_origin (block);
        if (origin && TREE_CODE (origin) == FUNCTION_DECL)
          return origin;
      }
  return fun->decl;
}

static bool
site_in_scope (function *fun, gimple *stmt)
{
  tree origin = origin_fn (fun, stmt);
  if (fn_skipped (origin) || init_code_skipped_p (origin))
    return false;
  if (opts.scope == SCOPE_ANNOTATED)
    return fn_opted_in (origin) || fn_opted_in (fun->decl);
  return true;
}

void
free_site (site *s)
{
  free (s->guards);
  s->guards = NULL;
  s->nguards = s->guards_alloc = 0;
  for (unsigned i = 0; i < s->next; i++)
    {
      free (s->ext[i].cond);
      free (s->ext[i].from);
      free (s->ext[i].via);
    }
  free (s->ext);
  s->ext = NULL;
  s->next = 0;
}

static void
init_site (site *s, gimple *stmt, edge phi_edge, unsigned phi_arg)
{
  memset (s, 0, sizeof *s);
  s->stmt = stmt;
  s->phi_edge = phi_edge;
  s->phi_arg = phi_arg;
  s->loc = phi_edge ? gimple_phi_arg_location (as_a <gphi *> (stmt), phi_arg)
                    : gimple_location (stmt);
}

/* A value merged by PHI (argument ARG) into the index of a load: the
   ternary inside the index, "a[x < n ? x + 1 : 0]".  Under misprediction
   the in-bounds arm's value arrives at the load; masking it on its
   incoming edge, where its check dominates, protects every load it
   reaches.  LOAD_SITE gives the location and names for messages.  */
static void
examine_phi_value (struct fn_state *st, gphi *phi, unsigned arg,
                   site *load_site, bool lower_only, vec<site> *sites)
{
  tree value = gimple_phi_arg_def (phi, arg);
  edge e = gimple_phi_arg_edge (phi, arg);
  /* Nothing can be inserted on an abnormal edge (computed goto, setjmp):
     examine_site fences the load for those.  */
  if (!influenced_p (st, value) || e->src->index < NUM_FIXED_BLOCKS
      || (e->flags & EDGE_ABNORMAL)
      || !(INTEGRAL_TYPE_P (TREE_TYPE (value))
           || POINTER_TYPE_P (TREE_TYPE (value)))
      || TYPE_PRECISION (TREE_TYPE (value)) > POINTER_SIZE
      || st->phi_args_seen->add (gimple_phi_arg_imm_use_ptr (phi, arg)))
    return;

  site s;
  init_site (&s, phi, e, arg);
  s.carrier[s.ncarriers++] = gimple_phi_arg_def_ptr (phi, arg);
  auto_vec<tree, 1> indices;
  indices.safe_push (value);
  struct slice idx_slice = { vNULL, vNULL, vNULL, vNULL };
  bool found = find_guards (st, &s, &indices, e->src, e, &idx_slice);
  if (found && lower_only)
    {
      /* The load's own checks bound its index from above: this value
         needs a mask only for a check on its own arm that bounds it
         from below ("x >= 0 ? x : 0").  */
      bool *keep = XALLOCAVEC (bool, s.nguards);
      for (unsigned i = 0; i < s.nguards; i++)
        keep[i] = s.guards[i].dominates
                  && (s.guards[i].sides & BOUNDS_LOWER);
      s.too_many_guards = false;
      keep_guards (&s, keep);
      found = s.nguards > 0;
    }
  if (found)
    {
      s.loc = load_site->loc;
      s.object = load_site->object;
      s.index = display_expr (value);
      sites->safe_push (s);
    }
  else
    free_site (&s);
  idx_slice.nodes.release ();
  idx_slice.behind.release ();
  idx_slice.call_args.release ();
  idx_slice.near.release ();
  idx_slice.keys.release ();
  idx_slice.addr.release ();
}

/* Was V masked right before its use in BB by the first instance of the
   pass with a mask carried to a join?  Such a mask leaves V influenced
   (taint.cc), so the late instance would find the site again.  An AND in
   another block is an earlier site's, not this one's.  */
static bool
join_masked_p (tree v, basic_block bb, unsigned depth)
{
  if (TREE_CODE (v) != SSA_NAME || depth > 4)
    return false;
  gassign *ga = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (v));
  if (!ga || gimple_bb (ga) != bb)
    return false;
  enum tree_code code = gimple_assign_rhs_code (ga);
  if (code == BIT_AND_EXPR)
    return mask_output_p (gimple_assign_rhs1 (ga), true)
           || mask_output_p (gimple_assign_rhs2 (ga), true);
  if (CONVERT_EXPR_CODE_P (code) || code == SSA_NAME)
    return join_masked_p (gimple_assign_rhs1 (ga), bb, depth + 1);
  if (code == PLUS_EXPR || code == POINTER_PLUS_EXPR || code == MULT_EXPR
      || code == MINUS_EXPR)
    return join_masked_p (gimple_assign_rhs1 (ga), bb, depth + 1)
           || join_masked_p (gimple_assign_rhs2 (ga), bb, depth + 1);
  return false;
}

/* Does one of S's checks bound a value of its index from above?  */
static bool
bounded_above_here (const site *s)
{
  for (unsigned i = 0; i < s->nguards; i++)
    if (s->guards[i].sides & BOUNDS_UPPER)
      return true;
  return false;
}

static bool examine_guards (struct fn_state *st, site *sp,
                            vec<tree> *indices_p, vec<site> *sites,
                            const char **dropped);

/* Examine the memory reference at SLOT of STMT (POINTER: SLOT holds a
   returned pointer) and add it to SITES if it is a gadget.  Returns
   whether it is one; if not and a rule dropped a check that would have
   made it one, sets *DROPPED to the rule's name.  */
static bool
examine_site (struct fn_state *st, gimple *stmt, tree *slot, bool pointer,
              edge phi_edge, unsigned phi_arg, vec<site> *sites,
              const char **dropped = NULL)
{
  site s;
  init_site (&s, stmt, phi_edge, phi_arg);

  auto_vec<tree, 4> indices;
  bool bounded = true;
  if (pointer)
    {
      tree obj = pointer_indices (st, *slot, NULL_TREE, &indices, &bounded);
      if (!indices.is_empty ())
        {
          s.carrier[s.ncarriers++] = slot;
          s.object = obj;
        }
    }
  else
    ref_carriers (st, &s, slot, &indices, &bounded);
  if (s.ncarriers == 0 || bounded)
    return false;
  return examine_guards (st, &s, &indices, sites, dropped);
}

/* The rest of examine_site, once S's carriers and INDICES are known:
   find S's guards and, when it has some, add it to SITES.  */
static bool
examine_guards (struct fn_state *st, site *sp, vec<tree> *indices_p,
                vec<site> *sites, const char **dropped)
{
  site &s = *sp;
  vec<tree> &indices = *indices_p;
  gimple *stmt = s.stmt;
  edge phi_edge = s.phi_edge;
  for (unsigned i = 0; i < s.ncarriers; i++)
    if (join_masked_p (*s.carrier[i], gimple_bb (stmt), 0))
      return false;
  if (s.object && TREE_CODE (s.object) == SSA_NAME)
    s.object = display_expr (s.object);

  struct slice idx_slice = { vNULL, vNULL, vNULL, vNULL };
  basic_block use_bb = phi_edge ? phi_edge->src : gimple_bb (stmt);
  find_guards (st, &s, indices_p, use_bb, phi_edge, &idx_slice);

  /* Values merged into the index by a PHI have guards of their own: they
     are masked on their incoming edge, except over an abnormal edge,
     whose guards make this site a fence site instead.  Not needed when
     the checks of the index itself bound it at the access: their mask
     covers whatever value arrives (a state machine's loop merges every
     variable, and would get a mask on every edge).  */
  for (unsigned i = 0; i < idx_slice.nodes.length () && !s.near_bounded;
       i++)
    if (gphi *phi = dyn_cast <gphi *> (SSA_NAME_DEF_STMT (idx_slice.nodes[i])))
      if (merge_phi_p (phi))
        for (unsigned j = 0; j < gimple_phi_num_args (phi); j++)
          {
            edge e = gimple_phi_arg_edge (phi, j);
            if ((e->flags & EDGE_ABNORMAL)
                && e->src->index >= NUM_FIXED_BLOCKS)
              collect_guards (st, &s, &idx_slice, e->src, NULL);
            else
              examine_phi_value (st, phi, j, &s, s.near_upper, sites);
          }
  if (!s.near_upper)
    keep_nearest_guards (&s);
  bool found = s.nguards > 0 || s.too_many_guards;
  if (found)
    {
      external_entries (st, &s, &idx_slice);
      /* Checks here that bound no value of the index from above (an
         equality in a search loop, a flag out of a call): the check to
         bypass is the caller's (ptp_ioctl's "pin_index >= ops->n_pins"
         before ptp_set_pinfunc ()).  Note it too; no mask here comes
         from it.  */
      if (!phi_edge && !bounded_above_here (&s)
          && external_checks (st, &s, &idx_slice))
        {
          s.needs_fence = true;
          if (!s.fence_why)
            s.fence_why = "the check is in another function";
        }
    }
  else if (!phi_edge && external_checks (st, &s, &idx_slice))
    {
      /* Checked in another function only: no mask can be computed here
         from that check.  */
      found = true;
      s.needs_fence = true;
      s.fence_why = "the check is in another function";
    }
  if (found)
    {
      s.index = display_expr (indices[0]);
      sites->safe_push (s);
    }
  else
    {
      if (dropped)
        *dropped = s.dropped_by;
      free_site (&s);
    }
  idx_slice.nodes.release ();
  idx_slice.behind.release ();
  idx_slice.call_args.release ();
  idx_slice.near.release ();
  idx_slice.keys.release ();
  idx_slice.addr.release ();
  return found;
}

/* Operand N of AS, counting outputs first as the template does.  */
static tree
asm_operand_n (gasm *as, unsigned n)
{
  unsigned nout = gimple_asm_noutputs (as);
  if (n < nout)
    return gimple_asm_output_op (as, n);
  if (n - nout < gimple_asm_ninputs (as))
    return gimple_asm_input_op (as, n - nout);
  return NULL_TREE;
}

/* An x86 bit test on memory with a register bit offset (sequences.cc,
   bit_test_asm_p): Linux's test_bit () on a value that is not a
   constant is "bt %2,%1" on the bitmap, and the instruction reads the
   byte at the bitmap plus offset / 8, so an attacker's offset past a
   bounds check reads where the attacker chooses.  The offset is the
   site's carrier (an input of the asm: its mask is applied there); an
   offset whose own computation keeps it inside the memory operand
   ("nr & 63" on one word) is no gadget.  */
static bool
examine_bit_test (struct fn_state *st, gasm *as, vec<site> *sites,
                  const char **dropped)
{
  unsigned bit_op, base_op;
  bool store;
  if (!bit_test_asm_p (as, &bit_op, &base_op, &store)
      || bit_op < gimple_asm_noutputs (as))
    return false;
  tree bit = asm_operand_n (as, bit_op);
  tree base = asm_operand_n (as, base_op);
  if (!bit || !base || TREE_CODE (TREE_VALUE (bit)) != SSA_NAME
      || !REFERENCE_CLASS_P (TREE_VALUE (base))
      || !influenced_p (st, TREE_VALUE (bit))
      || (store && !stores_rule_p ()))
    return false;
  tree mem = TREE_VALUE (base);
  tree size = TYPE_SIZE (TREE_TYPE (mem));
  HOST_WIDE_INT max = syntactic_max (TREE_VALUE (bit), 0);
  if (max >= 0 && size && tree_fits_uhwi_p (size)
      && (unsigned HOST_WIDE_INT) max < tree_to_uhwi (size))
    return false;

  site s;
  init_site (&s, as, NULL, 0);
  s.carrier[s.ncarriers++] = &TREE_VALUE (bit);
  s.store = store;
  tree addr = get_base_address (mem);
  s.object = addr && (TREE_CODE (addr) == MEM_REF
                      || TREE_CODE (addr) == TARGET_MEM_REF)
             ? TREE_OPERAND (addr, 0) : addr;
  auto_vec<tree, 1> indices;
  indices.safe_push (TREE_VALUE (bit));
  return examine_guards (st, &s, &indices, sites, dropped);
}

/* Is the value LOAD defines only used ANDed with a nospec mask (the
   first run of the pass hardened it with strategy=load)?  */
static bool
value_already_masked_p (gimple *load)
{
  tree lhs = gimple_get_lhs (load);
  use_operand_p use_p;
  gimple *use_stmt;
  if (!lhs || TREE_CODE (lhs) != SSA_NAME
      || !single_imm_use (lhs, &use_p, &use_stmt))
    return false;
  gassign *ga = dyn_cast <gassign *> (use_stmt);
  if (ga && CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (ga)))
    {
      if (!single_imm_use (gimple_assign_lhs (ga), &use_p, &use_stmt))
        return false;
      ga = dyn_cast <gassign *> (use_stmt);
    }
  return ga && gimple_assign_rhs_code (ga) == BIT_AND_EXPR
         && (mask_output_p (gimple_assign_rhs1 (ga), true)
             || mask_output_p (gimple_assign_rhs2 (ga), true));
}

/* Would the reference at SLOT of STMT be a gadget under ST's influence
   with the rules off (the census asks what the rules dropped)?  */
static bool
probe_site (struct fn_state *st, gimple *stmt, tree *slot)
{
  enum rule_setting loops = opts.loops, onesided = opts.onesided;
  hash_set<use_operand_p> *seen = st->phi_args_seen;
  hash_set<use_operand_p> scratch_seen;
  auto_vec<site> scratch;
  opts.loops = opts.onesided = RULE_OFF;
  st->phi_args_seen = &scratch_seen;
  bool found = examine_site (st, stmt, slot, false, NULL, 0, &scratch);
  for (unsigned i = 0; i < scratch.length (); i++)
    free_site (&scratch[i]);
  st->phi_args_seen = seen;
  opts.loops = loops;
  opts.onesided = onesided;
  return found;
}

/* The reference at SLOT of STMT goes through a pointer merged from
   element addresses computed on each arm of an if/else, each arm with
   its own check (drm_ioctl: "ioctl = &driver_table[i]" or
   "ioctl = &core_table[nr]", then ioctl->cmd after the join).  Each
   PHI argument is a pointer site on its incoming edge, as a returned
   pointer is; its mask there covers every use after the join.  Returns
   whether one was found.  */
static bool
examine_merged_pointer (struct fn_state *st, gimple *stmt, tree *slot,
                        vec<site> *sites)
{
  tree base = get_base_address (*slot);
  if (!base || (TREE_CODE (base) != MEM_REF
                && TREE_CODE (base) != TARGET_MEM_REF)
      || TREE_CODE (TREE_OPERAND (base, 0)) != SSA_NAME)
    return false;
  gphi *phi = dyn_cast <gphi *> (SSA_NAME_DEF_STMT (TREE_OPERAND (base, 0)));
  if (!phi || !merge_phi_p (phi))
    return false;
  unsigned first = sites->length ();
  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
    if (TREE_CODE (gimple_phi_arg_def (phi, i)) == SSA_NAME
        && !(gimple_phi_arg_edge (phi, i)->flags & EDGE_ABNORMAL)
        && !st->phi_args_seen->add (gimple_phi_arg_imm_use_ptr (phi, i)))
      examine_site (st, phi, gimple_phi_arg_def_ptr (phi, i), true,
                    gimple_phi_arg_edge (phi, i), i, sites);
  for (unsigned i = first; i < sites->length (); i++)
    (*sites)[i].loc = gimple_location (stmt);
  return sites->length () > first;
}

/* ---- Element addresses handed over.  ----

   "sem = &sma->sems[idx]; spin_lock (&sem->lock);" (Linux's ipc/sem.c):
   the access is in the callee, out of sight, but it is made at the
   address computed here with the checked index, so under misprediction
   the callee touches memory the attacker chose.  An argument of a call
   that stays a call, the address of an array element (element_address_p:
   not a position in a buffer), is a pointer site, as a returned pointer
   is: the pointer is masked before the call.  Only calls that stay
   calls: in the last pass instance (after IPA inlining, or at -O0),
   since an inlined callee's accesses are sites of their own; not GCC's
   built-in functions, whose small copies become loads and stores; not a
   kernel's user-space address (copy_to_user's destination), the user's
   own memory.  The same for a memory operand of an asm ("lock incl %0"
   on "+m" (v[i].count)): a load, or a store when the asm writes it.  */

/* The asm statements of our own sequences, which are never sites.  */
static bool
own_asm_p (const gasm *as)
{
  return asm_is_nospec_mask (as) || asm_is_nospec_source (as)
         || asm_is_nospec_fence (as) || asm_is_nospec_pending_fence (as)
         || asm_is_nospec_memory (as);
}

/* Where the user wrote STMT in the file being compiled: its own
   location if it is there, else that of the innermost inlined call in
   that file that led to it ("spin_lock (&sem->lock)" in ipc/sem.c, for
   the call to _raw_spin_lock in spinlock.h's inlined body); else its
   own.  */
static location_t
main_file_location (gimple *stmt)
{
  location_t loc = gimple_location (stmt);
  if (loc == UNKNOWN_LOCATION || in_main_file_p (loc))
    return loc;
  for (tree block = gimple_block (stmt);
       block && TREE_CODE (block) == BLOCK;
       block = BLOCK_SUPERCONTEXT (block))
    if (inlined_function_outer_scope_p (block)
        && in_main_file_p (BLOCK_SOURCE_LOCATION (block)))
      return BLOCK_SOURCE_LOCATION (block);
  return loc;
}

/* Is PTR the address of an array element selected by an influenced
   index ("&sma->sems[idx]", "&table[i].lock"), through copies,
   conversions and constant offsets?  Not a pointer plus an influenced
   offset ("dictionary + length", "put - out"): a position in a buffer,
   handed over with a length for the callee to walk under its own
   bounds.  */
static bool
element_address_p (struct fn_state *st, tree ptr)
{
  for (int depth = 0; depth < 8 && TREE_CODE (ptr) == SSA_NAME; depth++)
    {
      gassign *ga = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (ptr));
      if (!ga)
        return false;
      enum tree_code code = gimple_assign_rhs_code (ga);
      if (code == ADDR_EXPR)
        {
          for (tree ref = TREE_OPERAND (gimple_assign_rhs1 (ga), 0);
               handled_component_p (ref); ref = TREE_OPERAND (ref, 0))
            if (TREE_CODE (ref) == ARRAY_REF
                && influenced_p (st, TREE_OPERAND (ref, 1)))
              return true;
          return false;
        }
      if (code == POINTER_PLUS_EXPR
          ? TREE_CODE (gimple_assign_rhs2 (ga)) != INTEGER_CST
          : code != SSA_NAME && !CONVERT_EXPR_CODE_P (code))
        return false;
      ptr = gimple_assign_rhs1 (ga);
    }
  return false;
}

static void
examine_call_args (struct fn_state *st, gcall *call, vec<site> *sites)
{
  if (gimple_call_internal_p (call))
    return;
  tree fn = gimple_call_fndecl (call);
  if (fn && fndecl_built_in_p (fn))
    return;
  for (unsigned i = 0; i < gimple_call_num_args (call); i++)
    {
      tree *slot = gimple_call_arg_ptr (call, i);
      unsigned before = sites->length ();
      if (TREE_CODE (*slot) == SSA_NAME
          && POINTER_TYPE_P (TREE_TYPE (*slot))
          && element_address_p (st, *slot)
          && !user_pointer_arg_p (fn, i)
          && examine_site (st, call, slot, true, NULL, 0, sites))
        {
          /* A call inlined from a header (spin_lock's _raw_spin_lock)
             is reported at the code in this file that made it.  */
          location_t at = main_file_location (call);
          for (unsigned k = before; k < sites->length (); k++)
            (*sites)[k].loc = at;
        }
    }
}

static void
examine_asm_memory (struct fn_state *st, gasm *as, vec<site> *sites)
{
  if (own_asm_p (as))
    return;
  unsigned nout = gimple_asm_noutputs (as);
  for (unsigned i = 0; i < nout + gimple_asm_ninputs (as); i++)
    {
      tree op = asm_operand_n (as, i);
      tree *slot = &TREE_VALUE (op);
      if (!REFERENCE_CLASS_P (*slot) || DECL_P (*slot)
          || (i < nout && !stores_rule_p ()))
        continue;
      unsigned before = sites->length ();
      examine_site (st, as, slot, false, NULL, 0, sites);
      for (unsigned k = before; k < sites->length (); k++)
        (*sites)[k].store = i < nout;
    }
}

/* Examine the load or store at SLOT of STMT; with stats=FILE, say which
   rule dropped it when the broad model (ST_ALL, or ST) would have found
   it.  INIT: STMT is in one-shot code that the init rule skips.  */
static void
consider_site (struct fn_state *st, struct fn_state *st_all, gimple *stmt,
               tree *slot, bool store, bool init, vec<site> *sites)
{
  location_t loc = gimple_location (stmt);
  const char *fname = function_name (st->fun);
  if (init)
    {
      if (probe_site (st_all ? st_all : st, stmt, slot))
        census_line ("drop", loc, fname, "init-code");
      return;
    }
  unsigned before = sites->length ();
  const char *dropped = NULL;
  bool found = examine_site (st, stmt, slot, false, NULL, 0, sites, &dropped);
  if (!found)
    found = examine_merged_pointer (st, stmt, slot, sites);
  for (unsigned i = before; i < sites->length (); i++)
    (*sites)[i].store = store;
  if (found || !opts.stats_file)
    return;
  if (dropped)
    census_line ("drop", loc, fname, dropped);
  else if (st_all && probe_site (st_all, stmt, slot))
    census_line ("drop", loc, fname, "untainted");
}

void
find_sites (function *fun, vec<site> *sites, bool record, bool last)
{
  struct fn_state st;
  auto_bitmap influenced;
  hash_map<gimple *, struct slice *> cond_slices;
  hash_set<use_operand_p> phi_args_seen;

  st.fun = fun;
  st.influenced = influenced;
  st.cond_slices = &cond_slices;
  st.phi_args_seen = &phi_args_seen;
  compute_influence (fun, influenced);

  /* For the census (stats=FILE) under taint=sources: what the broad
     model would call influenced, to count what the sources dropped.  */
  struct fn_state st_all;
  auto_bitmap influenced_all;
  hash_set<use_operand_p> phi_args_seen_all;
  bool census_taint = opts.stats_file && opts.taint == TAINT_SOURCES;
  if (census_taint)
    {
      opts.taint = TAINT_ALL;
      compute_influence (fun, influenced_all);
      opts.taint = TAINT_SOURCES;
      st_all = st;
      st_all.influenced = influenced_all;
      st_all.phi_args_seen = &phi_args_seen_all;
    }
  if (bitmap_empty_p (influenced)
      && (!census_taint || bitmap_empty_p (influenced_all)))
    return;
  /* From here on the influence sets are only queried, bit by bit and in
     no useful order: the tree view answers in logarithmic time, where
     the list view walks a list as long as the function (quadratic on one
     huge function).  */
  bitmap_tree_view (influenced);
  if (census_taint)
    bitmap_tree_view (influenced_all);

  calculate_dominance_info (CDI_DOMINATORS);
  calculate_dominance_info (CDI_POST_DOMINATORS);
  st.cd = new control_dependences ();
  st_all.cd = st.cd;
  struct fn_state *all = census_taint ? &st_all : NULL;

  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
         gsi_next (&gsi))
      {
        gimple *stmt = gsi_stmt (gsi);
        if (gassign *ga = dyn_cast <gassign *> (stmt))
          {
            if (!gimple_vuse (ga) || !gimple_assign_single_p (ga))
              continue;
            bool init = false;
            if (!site_in_scope (fun, stmt))
              {
                /* The census still counts what the init rule drops.  */
                tree origin = origin_fn (fun, stmt);
                if (!opts.stats_file || fn_skipped (origin)
                    || !init_code_skipped_p (origin))
                  continue;
                init = true;
              }
            tree *rhs = gimple_assign_rhs1_ptr (ga);
            if (REFERENCE_CLASS_P (*rhs) && !DECL_P (*rhs)
                && !value_already_masked_p (stmt))
              consider_site (&st, all, stmt, rhs, false, init, sites);
            /* Spectre v1.1: a store through a checked index can
               overwrite what later speculative code uses (a return
               address, a function pointer).  */
            tree *lhs = gimple_assign_lhs_ptr (ga);
            if (stores_rule_p () && gimple_vdef (ga)
                && REFERENCE_CLASS_P (*lhs) && !DECL_P (*lhs))
              consider_site (&st, all, stmt, lhs, true, init, sites);
          }
        else if (gasm *as = dyn_cast <gasm *> (stmt))
          {
            if (site_in_scope (fun, stmt)
                && !examine_bit_test (&st, as, sites, NULL))
              examine_asm_memory (&st, as, sites);
          }
        else if (gcall *call = dyn_cast <gcall *> (stmt))
          {
            if (last && site_in_scope (fun, stmt))
              examine_call_args (&st, call, sites);
          }
        else if (greturn *ret = dyn_cast <greturn *> (stmt))
          {
            tree val = gimple_return_retval (ret);
            if (!val || TREE_CODE (val) != SSA_NAME
                || !POINTER_TYPE_P (TREE_TYPE (val))
                || !site_in_scope (fun, stmt))
              continue;
            /* The usual shape: the returns merged into one PHI.  */
            gphi *phi = dyn_cast <gphi *> (SSA_NAME_DEF_STMT (val));
            if (phi && gimple_bb (phi) == bb && merge_phi_p (phi))
              {
                unsigned first = sites->length ();
                for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
                  if (TREE_CODE (gimple_phi_arg_def (phi, i)) == SSA_NAME
                      && !(gimple_phi_arg_edge (phi, i)->flags & EDGE_ABNORMAL)
                      && !phi_args_seen.add (gimple_phi_arg_imm_use_ptr (phi, i)))
                    examine_site (&st, phi, gimple_phi_arg_def_ptr (phi, i),
                                  true, gimple_phi_arg_edge (phi, i), i,
                                  sites);
                for (unsigned i = first; i < sites->length (); i++)
                  if ((*sites)[i].loc == UNKNOWN_LOCATION)
                    (*sites)[i].loc = gimple_location (stmt);
              }
            else
              examine_site (&st, stmt, gimple_return_retval_ptr (ret), true,
                            NULL, 0, sites);
          }
      }

  if (record)
    record_facts (&st);
  release_cond_slices (&cond_slices);
  delete st.cd;
  free_dominance_info (CDI_POST_DOMINATORS);
}

} /* namespace nospec */
