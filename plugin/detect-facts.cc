/* detect-facts.cc - the detector's side of what crosses functions and
   files: the facts a unit writes (facts-out) and the checks made in
   another function.

   Writing (record_facts, once per function after inlining): each call
   to a public function, or through a function-pointer field, that hands
   an attacker integer (param, icall); each store of one into a field
   of a named structure (field); each return of one from a public
   function (return); and each function stored into a field (fnptr,
   from code and from static initializers).  A value is recorded as
   checked, with the check's position, when the call, store or return
   sits under a check of the value's own upper bound (detect-guards.cc
   finds it as it would for a load indexed by the value).  A value
   bounded by its own computation ("x & 7") makes no fact unless it is
   checked.  A checked value stored into a structure on the function's
   own stack is marked object=local: it is read only within this call.

   Reading (external_checks): a load whose index has no check in its
   function but is a parameter its callers checked (callers in this unit,
   through the call graph; in other units, by the facts), a field stored
   after a check, the result of a function that checked it before
   returning, or a field of an element of an array whose elements the
   callers in this unit checked before they handed it over, as the
   argument or in a structure on their stack (ipc/sem.c's
   perform_atomic_semop (), below), is a gadget whose check is in the
   other function: the speculation window spans the call (Linux puts
   array_index_nospec () in the caller for these: perf's
   x86_pmu.event_map (), ptp_ioctl () before ptp_set_pinfunc ()).  Its
   notes point at that check and at where the value came in; it is
   hardened with a fence, since no mask can be computed here from a
   check made there.  A site whose index is attacker data only by the
   facts gets a note at where the data came in from the other file
   (external_entries).

   Example:
     core.c:     if (attr->config >= x86_pmu.max_events) return -EINVAL;
                 config = x86_pmu.event_map (attr->config);
       -> icall x86_pmu event_map 1 at=core.c:507 check=core.c:499
     intel/core.c: static const struct x86_pmu intel_pmu = {
                   .event_map = intel_pmu_event_map, ... };
       -> fnptr x86_pmu event_map intel_pmu_event_map file=intel/core.c
     intel/core.c, next round: intel_pmu_event_map (int hw_event)
                 { return intel_perfmon_event_map[hw_event]; }
       -> a gadget, with notes at core.c:499 and core.c:507.  */

#include "gcc-compat.h"
#include "nospec-plugin.h"
#include "gadget.h"
#include "detect.h"

namespace nospec {

/* ---- Writing.  ---- */

/* The check of VALUE's upper bound that STMT sits under, if any: fills
   *CHECK (position, text, bound), and *LOC when given, and returns
   true.  */
static bool
value_checked_at (struct fn_state *st, gimple *stmt, tree value,
                  struct fact_check *check, location_t *check_loc = NULL,
                  edge on_edge = NULL)
{
  site s;
  memset (&s, 0, sizeof s);
  s.stmt = stmt;
  s.loc = gimple_location (stmt);
  auto_vec<tree, 1> indices;
  indices.safe_push (value);
  struct slice sl = { vNULL, vNULL, vNULL, vNULL };
  /* A value coming into a PHI on ON_EDGE: checked on its way there.  */
  find_guards (st, &s, &indices, on_edge ? on_edge->src : gimple_bb (stmt),
               on_edge, &sl);
  bool found = false;
  for (unsigned i = 0; i < s.nguards && !found; i++)
    {
      struct guard *g = &s.guards[i];
      if (!g->cond || !(g->sides & BOUNDS_UPPER) || !(g->sides & BOUNDS_NEAR))
        continue;
      location_t loc = gimple_location (g->cond);
      check->check = position_text (loc);
      if (!check->check)
        continue;
      if (check_loc)
        *check_loc = loc;
      char *text = source_condition (loc);
      check->cond = text ? text : render_condition (g->cond, false);
      found = true;
    }
  free_site (&s);
  release_slice (&sl);
  return found;
}

/* Fill the position and origin of a fact made at STMT of FUN.  */
static void
fact_origin (function *fun, gimple *stmt, struct fact_check *c)
{
  memset (c, 0, sizeof *c);
  c->at = position_text (gimple_location (stmt));
  tree origin = origin_fn (fun, stmt);
  c->from = origin && DECL_NAME (origin)
            ? IDENTIFIER_POINTER (DECL_NAME (origin)) : NULL;
}

static void
free_fact_text (struct fact_check *c)
{
  free (const_cast<char *> (c->at));
  free (const_cast<char *> (c->check));
  free (const_cast<char *> (c->cond));
  free (const_cast<char *> (c->bound));
}

/* Is NAME an attacker integer: influenced, integral?  (value_fact
   leaves out those bounded by their own computation and not checked.)  */
static bool
attacker_integer_p (struct fn_state *st, tree name)
{
  return name && TREE_CODE (name) == SSA_NAME
         && INTEGRAL_TYPE_P (TREE_TYPE (name)) && influenced_p (st, name);
}

/* The "TYPE FIELD" of the function-pointer field a call goes through
   (gimple_call_fn loaded from a COMPONENT_REF), or NULL.  */
static char *
call_field_key (gcall *call)
{
  tree fn = gimple_call_fn (call);
  if (!fn || TREE_CODE (fn) != SSA_NAME)
    return NULL;
  gassign *ga = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (fn));
  if (!ga || !gimple_assign_load_p (ga))
    return NULL;
  return field_key (gimple_assign_rhs1 (ga));
}

/* The name a fact knows FNDECL by: its symbol (public), or NULL when it
   is not public.  */
static const char *
public_name (tree fndecl)
{
  if (!fndecl || !TREE_PUBLIC (fndecl) || !DECL_NAME (fndecl)
      || fndecl_built_in_p (fndecl))
    return NULL;
  return IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (fndecl));
}

/* Is VALUE, through conversions, a copy of a field of a user-space ABI
   structure (uapi_field_ref_p) of 16 bits or more, as read: the user's
   number as is, which its type bounds by 65535 at the least, a bound no
   table has (io_uring's "req->buf_index = READ_ONCE (sqe->buf_index)",
   a u16 that io_prep_rw_fixed () indexes the buffer table with)?  */
static bool
wide_user_copy_p (tree value)
{
  tree copied = strip_copies (value);
  gassign *ga = TREE_CODE (copied) == SSA_NAME
                ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (copied)) : NULL;
  return ga && gimple_assign_load_p (ga)
         && uapi_field_ref_p (gimple_assign_rhs1 (ga))
         && TYPE_PRECISION (TREE_TYPE (value)) >= 16
         && TYPE_PRECISION (TREE_TYPE (copied)) >= 16;
}

/* Write the fact KIND WORDS for VALUE, used by STMT (coming in on
   ON_EDGE, for a PHI's argument; LOCAL for a store into an automatic
   variable of the function).  A value bounded by its own computation
   ("x & 7", an unsigned char) makes a fact only when STMT sits under a
   check of it: the check says the bound its type gives is too large
   (nl80211's "ac >= NL80211_NUM_ACS" on a u8).  Except a field that
   gets a copy of the user's 16-bit or wider number (wide_user_copy_p):
   measured on Linux, taking every value of 16 bits or more instead
   flooded the audit with kernel-chosen console numbers.  */
static void
value_fact (struct fn_state *st, gimple *stmt, tree value, const char *kind,
            const char *words, edge on_edge = NULL,
            location_t at = UNKNOWN_LOCATION, bool local = false)
{
  struct fact_check c;
  fact_origin (st->fun, stmt, &c);
  if (at != UNKNOWN_LOCATION)
    {
      free (const_cast<char *> (c.at));
      c.at = position_text (at);
    }
  bool checked = value_checked_at (st, stmt, value, &c, NULL, on_edge);
  c.local = local && checked;
  if (checked || syntactic_max (value, 0) < 0
      || (strcmp (kind, "field") == 0 && wide_user_copy_p (value)))
    write_fact (kind, words, &c);
  free_fact_text (&c);
}

/* facts-out: what FUN hands to other functions and files.  */
void
record_facts (struct fn_state *st)
{
  function *fun = st->fun;
  basic_block bb;
  /* Returns: only what FUN brings in itself (not what its callers pass:
     with those, every helper that returns a function of its arguments
     would make its result attacker data in every file).  */
  auto_bitmap own;
  struct fn_state st_own = *st;
  st_own.influenced = own;
  if (public_name (fun->decl)
      && INTEGRAL_TYPE_P (TREE_TYPE (TREE_TYPE (fun->decl))))
    {
      compute_influence_own (fun, own);
      bitmap_tree_view (own);
    }
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
         gsi_next (&gsi))
      {
        gimple *stmt = gsi_stmt (gsi);
        tree origin = origin_fn (fun, stmt);
        if (fn_skipped (origin) || init_code_skipped_p (origin))
          continue;
        if (gcall *call = dyn_cast <gcall *> (stmt))
          {
            tree callee = gimple_call_fndecl (call);
            const char *name = public_name (callee);
            char *field = callee ? NULL : call_field_key (call);
            if (!name && !field)
              continue;
            for (unsigned i = 0; i < gimple_call_num_args (call); i++)
              {
                tree arg = gimple_call_arg (call, i);
                if (!attacker_integer_p (st, arg))
                  continue;
                char *words = name ? xasprintf ("%s %u", name, i + 1)
                                   : xasprintf ("%s %u", field, i + 1);
                value_fact (st, stmt, arg, name ? "param" : "icall", words);
                free (words);
              }
            free (field);
          }
        else if (greturn *ret = dyn_cast <greturn *> (stmt))
          {
            tree val = gimple_return_retval (ret);
            const char *name = public_name (fun->decl);
            if (!name || !val || TREE_CODE (val) != SSA_NAME
                || !INTEGRAL_TYPE_P (TREE_TYPE (val)))
              continue;
            /* The returns merged into one PHI: each attacker value with
               the check on its own way there.  */
            gphi *phi = dyn_cast <gphi *> (SSA_NAME_DEF_STMT (val));
            if (phi && gimple_bb (phi) == bb && merge_phi_p (phi))
              {
                for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
                  {
                    tree arg = gimple_phi_arg_def (phi, i);
                    edge e = gimple_phi_arg_edge (phi, i);
                    if (attacker_integer_p (&st_own, arg)
                        && !(e->flags & EDGE_ABNORMAL))
                      value_fact (st, stmt, arg, "return", name, e,
                                  gimple_phi_arg_location (phi, i));
                  }
              }
            else if (attacker_integer_p (&st_own, val))
              value_fact (st, stmt, val, "return", name);
          }
        else if (gimple_assign_single_p (stmt) && gimple_vdef (stmt))
          {
            tree rhs = gimple_assign_rhs1 (stmt);
            char *key;
            tree lhs = gimple_assign_lhs (stmt);
            if (attacker_integer_p (st, rhs) && (key = field_key (lhs)))
              {
                tree base = get_base_address (lhs);
                bool local = base && VAR_P (base)
                             && auto_var_in_fn_p (base, fun->decl);
                value_fact (st, stmt, rhs, "field", key, NULL,
                            UNKNOWN_LOCATION, local);
                free (key);
              }
          }
      }
}

/* facts-out: the fnptr fact of FN stored into FIELD_KEY.  */
static void
fnptr_fact (const char *field_key_text, tree fn)
{
  if (!fn || TREE_CODE (fn) != FUNCTION_DECL || !DECL_NAME (fn)
      || fndecl_built_in_p (fn))
    return;
  struct fact_check c;
  memset (&c, 0, sizeof c);
  const char *name = IDENTIFIER_POINTER (TREE_PUBLIC (fn)
                                         ? DECL_ASSEMBLER_NAME (fn)
                                         : DECL_NAME (fn));
  if (!TREE_PUBLIC (fn))
    c.file = DECL_SOURCE_FILE (fn);
  char *words = xasprintf ("%s %s", field_key_text, name);
  write_fact ("fnptr", words, &c);
  free (words);
}

/* facts-out: the functions FUN's code stores into fields ("ops->fn =
   handler").  Independent of attacker data.  */
void
record_fnptr_stores (function *fun)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
         gsi_next (&gsi))
      {
        gimple *stmt = gsi_stmt (gsi);
        if (!gimple_assign_single_p (stmt) || !gimple_vdef (stmt))
          continue;
        tree rhs = gimple_assign_rhs1 (stmt);
        if (TREE_CODE (rhs) != ADDR_EXPR
            || TREE_CODE (TREE_OPERAND (rhs, 0)) != FUNCTION_DECL)
          continue;
        char *key = field_key (gimple_assign_lhs (stmt));
        if (key)
          fnptr_fact (key, TREE_OPERAND (rhs, 0));
        free (key);
      }
}

/* facts-out: the functions the unit's static initializers store into
   fields (".event_map = intel_pmu_event_map"), once per unit.  */
static void
initializer_fnptrs (tree field, tree fn, void *)
{
  tree ref = build3 (COMPONENT_REF, TREE_TYPE (field),
                     build_zero_cst (DECL_CONTEXT (field)), field,
                     NULL_TREE);
  char *key = field_key (ref);
  if (key)
    fnptr_fact (key, fn);
  free (key);
}

void
record_initializer_fnptrs (void)
{
  static bool done;
  if (done || !opts.facts_out)
    return;
  done = true;
  walk_initializer_fnptrs (initializer_fnptrs, NULL);
}

/* ---- Reading: checks made in another function.  ---- */

/* Add to S an external note (KIND) at CHECK_LOC / AT_LOC.  */
static void
add_ext (site *s, enum ext_kind kind, enum ext_way way, location_t check_loc,
         location_t at_loc, const char *cond, const char *from,
         const char *via)
{
  if (s->next == MAX_EXT_NOTES)
    return;
  for (unsigned i = 0; i < s->next; i++)
    if (s->ext[i].kind == kind && s->ext[i].check_loc == check_loc
        && s->ext[i].at_loc == at_loc)
      return;
  if (!s->ext)
    s->ext = XCNEWVEC (struct ext_note, MAX_EXT_NOTES);
  struct ext_note *n = &s->ext[s->next++];
  n->kind = kind;
  n->way = way;
  n->check_loc = check_loc;
  n->at_loc = at_loc;
  n->cond = cond ? xstrdup (cond) : NULL;
  n->from = from ? xstrdup (from) : NULL;
  n->via = via ? xstrdup (via) : NULL;
}

/* The notes of the checks the facts ENTRY records for a value.  A
   field's value checked before the store is a check only in the function
   that made it (FN, or ORIGIN where that function is inlined): see
   fact_field_ref_p.  Returns whether a check was added.  */
static bool
ext_checks_from_entry (site *s, const struct fact_entry *e, tree fn,
                       tree origin)
{
  bool added = false;
  for (unsigned i = 0; i < e->checks.length (); i++)
    {
      const struct fact_check *c = &e->checks[i];
      if (c->way == EXT_STORED && !c->local && !fact_made_in_p (c, fn)
          && !fact_made_in_p (c, origin))
        continue;
      location_t at = position_location (c->at);
      location_t chk = position_location (c->check);
      if (chk == UNKNOWN_LOCATION && at == UNKNOWN_LOCATION)
        continue;
      add_ext (s, EXT_CHECK, c->way, chk, at, c->cond, c->from, c->via);
      added = true;
    }
  return added;
}

/* The notes of the facts ENTRY about a value: each check (CHECKS) or,
   without, where the value came in.  Where it came in, the places that
   check it before they hand it over are noted as well: a gadget with a
   check of its own is reached from there too, and a mask there (where
   the experts may put it) protects that way in.  Returns whether a
   check was added.  */
static bool
ext_from_entry (site *s, const struct fact_entry *e, bool checks,
                tree fn = NULL_TREE, tree origin = NULL_TREE)
{
  if (checks)
    return ext_checks_from_entry (s, e, fn, origin);
  for (unsigned i = 0; i < e->entries.length (); i++)
    {
      const struct fact_check *c = &e->entries[i];
      location_t at = position_location (c->at);
      if (at != UNKNOWN_LOCATION)
        add_ext (s, EXT_ENTRY, c->way, UNKNOWN_LOCATION, at, NULL, c->from,
                 c->via);
    }
  ext_checks_from_entry (s, e, fn, origin);
  return false;
}

/* The argument the call of edge E passes for parameter PARM of its
   callee, or NULL_TREE.  When IPA-SRA made that parameter of the value
   that a field of what the argument points to holds, *SPLIT_POS and
   *SPLIT_BITS say where that field is (else *SPLIT_BITS is 0).  */
static tree
call_argument (cgraph_edge *e, unsigned parm, HOST_WIDE_INT *split_pos,
               HOST_WIDE_INT *split_bits)
{
  gcall *call = e->call_stmt;
  unsigned index = parm;
  *split_pos = *split_bits = 0;
  if (gimple_call_fndecl (call) != e->callee->decl)
    {
      /* A call of the function a clone was made of (IPA-CP's, IPA-SRA's):
         its caller's IPA transforms, which redirect it to the clone, run
         only when the caller is compiled, after its callees.  Its
         arguments are the original function's; the clone's adjustments
         say which one the parameter is (a copy, or the value a field of
         what it points to holds).  A caller that is such a clone itself
         may have had its calls' arguments rearranged: left alone.  */
      if (!e->callee->former_clone_of
          || gimple_call_fndecl (call) != e->callee->former_clone_of)
        return NULL_TREE;
      clone_info *info = clone_info::get (e->callee);
      ipa_param_adjustments *adj = info ? info->param_adjustments : NULL;
      if (adj)
        {
          clone_info *caller_info = clone_info::get (e->caller);
          if ((caller_info && caller_info->param_adjustments)
              || index >= vec_safe_length (adj->m_adj_params))
            return NULL_TREE;
          ipa_adjusted_param *a = &(*adj->m_adj_params)[index];
          index = a->base_index;
          if (a->op == IPA_PARAM_OP_SPLIT)
            {
              if (!a->type || !TYPE_SIZE (a->type)
                  || !tree_fits_shwi_p (TYPE_SIZE (a->type)))
                return NULL_TREE;
              *split_pos = (HOST_WIDE_INT) a->unit_offset * BITS_PER_UNIT;
              *split_bits = tree_to_shwi (TYPE_SIZE (a->type));
            }
          else if (a->op != IPA_PARAM_OP_COPY)
            return NULL_TREE;
        }
    }
  if (index >= gimple_call_num_args (call))
    return NULL_TREE;
  tree arg = gimple_call_arg (call, index);
  if (*split_bits && !POINTER_TYPE_P (TREE_TYPE (arg)))
    return NULL_TREE;
  return arg;
}

/* In-unit callers' checks, by callee and parameter, for the whole
   compile.  */
struct caller_check {
  location_t check_loc, at_loc;
  char *cond;
  char *from;
  enum ext_way way;
  char *via;
};
typedef hash_map<tree, vec<caller_check> *> caller_check_map;
static hash_map<tree, caller_check_map *> *caller_check_cache;

/* The checks FUN's callers in this unit make of the value they pass as
   parameter PARM_INDEX (0-based) before the call, computed in each
   caller as for a load indexed by that value.  */
static vec<caller_check> *
checks_in_callers (function *fun, unsigned parm_index)
{
  tree parm = DECL_ARGUMENTS (fun->decl);
  for (unsigned i = 0; parm && i < parm_index; i++)
    parm = DECL_CHAIN (parm);
  if (!parm)
    return NULL;
  if (!caller_check_cache)
    caller_check_cache = new hash_map<tree, caller_check_map *>;
  caller_check_map *&per_fn = caller_check_cache->get_or_insert (fun->decl);
  if (!per_fn)
    per_fn = new caller_check_map;
  bool existed;
  vec<caller_check> *&found = per_fn->get_or_insert (parm, &existed);
  if (existed)
    return found;
  found = new vec<caller_check> ();

  cgraph_node *node = cgraph_node::get (fun->decl);
  unsigned examined = 0;
  for (cgraph_edge *e = node ? node->callers : NULL; e && examined < 16;
       e = e->next_caller)
    {
      gcall *call = e->call_stmt;
      cgraph_node *caller = e->caller;
      if (!call || !caller || caller->decl == fun->decl
          || !gimple_has_body_p (caller->decl))
        continue;
      function *cfun_caller = DECL_STRUCT_FUNCTION (caller->decl);
      if (!cfun_caller || !cfun_caller->cfg || !gimple_in_ssa_p (cfun_caller))
        continue;
      HOST_WIDE_INT split_pos, split_bits;
      tree arg = call_argument (e, parm_index, &split_pos, &split_bits);
      if (!arg || split_bits || TREE_CODE (arg) != SSA_NAME
          || !INTEGRAL_TYPE_P (TREE_TYPE (arg)))
        continue;
      examined++;
      push_cfun (cfun_caller);
      bool had_dom = dom_info_available_p (CDI_DOMINATORS);
      bool had_pdom = dom_info_available_p (CDI_POST_DOMINATORS);
      struct fn_state cst;
      auto_bitmap influenced;
      hash_map<gimple *, struct slice *> cond_slices;
      hash_set<use_operand_p> seen;
      cst.fun = cfun_caller;
      cst.influenced = influenced;
      cst.cond_slices = &cond_slices;
      cst.phi_args_seen = &seen;
      compute_influence (cfun_caller, influenced);
      if (bitmap_bit_p (influenced, SSA_NAME_VERSION (arg)))
        {
          calculate_dominance_info (CDI_DOMINATORS);
          calculate_dominance_info (CDI_POST_DOMINATORS);
          cst.cd = new control_dependences ();
          struct fact_check c;
          memset (&c, 0, sizeof c);
          struct caller_check cc;
          cc.check_loc = UNKNOWN_LOCATION;
          if (value_checked_at (&cst, call, arg, &c, &cc.check_loc))
            {
              cc.at_loc = gimple_location (call);
              cc.cond = const_cast<char *> (c.cond);
              c.cond = NULL;
              tree origin = origin_fn (cfun_caller, call);
              cc.from = xstrdup (origin && DECL_NAME (origin)
                                 ? IDENTIFIER_POINTER (DECL_NAME (origin))
                                 : "?");
              cc.way = EXT_PASSED;
              cc.via = NULL;
              found->safe_push (cc);
            }
          free_fact_text (&c);
          delete cst.cd;
          if (!had_pdom)
            free_dominance_info (CDI_POST_DOMINATORS);
          if (!had_dom)
            free_dominance_info (CDI_DOMINATORS);
        }
      release_cond_slices (&cond_slices);
      pop_cfun ();
    }
  return found;
}

/* The parameter number (0-based) whose incoming value NAME is, or -1.  */
static int
parm_number (function *fun, tree name)
{
  if (TREE_CODE (name) != SSA_NAME || !SSA_NAME_IS_DEFAULT_DEF (name)
      || !SSA_NAME_VAR (name) || TREE_CODE (SSA_NAME_VAR (name)) != PARM_DECL)
    return -1;
  int n = 0;
  for (tree p = DECL_ARGUMENTS (fun->decl); p; p = DECL_CHAIN (p), n++)
    if (p == SSA_NAME_VAR (name))
      return n;
  return -1;
}

/* The call whose result NAME is (through our source marker), or NULL.  */
static gcall *
result_call (tree name)
{
  gimple *def = SSA_NAME_DEF_STMT (name);
  if (gasm *as = dyn_cast <gasm *> (def))
    if (asm_is_nospec_source (as))
      {
        tree in = TREE_VALUE (gimple_asm_input_op (as, 0));
        if (TREE_CODE (in) != SSA_NAME)
          return NULL;
        def = SSA_NAME_DEF_STMT (in);
      }
  return dyn_cast <gcall *> (def);
}

/* ---- Reading: an array whose elements a caller checked.  ----

   ipc/sem.c's __do_semtimedop () checks every sem_num of the user's
   operations at once (rule array-maximum: the largest of them against
   the set's size), stores the array in the sem_queue on its stack and
   calls perform_atomic_semop (sma, &queue), which walks q->sops and
   indexes the set with each sop->sem_num.  That load has no check of
   its own: its check is the caller's, made of every element the callee
   reads, and the speculation window spans the call as for an index
   passed by value (checks_in_callers).  So that the check a note names
   is the one the load relies on:
   - the callee reads the field of an element of the array it was
     handed, through a loop's cursor or in the first element
     (array_element_load_p), and the array is its parameter or the
     pointer in a field of the structure its parameter points to, read
     before anything in the callee may write that field
     (callee_array_way);
   - the caller hands over that array: the argument, or the value of the
     store into that field of a structure on its stack whose address it
     passes, with nothing between the store and the call that may write
     the field (array_at_call).  A function that passes its own
     parameter on unchanged (perform_atomic_semop () calling
     perform_atomic_semop_slow ()) is looked through, to its callers;
   - the caller checks from above, on attacker data, the largest of that
     field over the elements of that array, or that field of each
     element in a loop; the check's block dominates the call, its failing
     edge does not lead to the call, and the call does not lead back to
     the check (element_check_before).
   Another field, another array, no check, or another store into the
   structure's field after the check: no note.  As for a scalar, one
   caller's check makes the gadget; the callers that check nothing
   (update_queue (), with a queue from a list) add no note: what they
   pass was never checked, there is no check to bypass on that way.  */

/* How a function reaches the array whose element a load reads: its
   parameter PARM is the array or, when FIELD_BITS is nonzero, points to
   the structure whose field FIELD_POS bits in holds the array
   ("q->sops"; VIA names it, "sem_queue.sops").  The load reads the
   field ELEM_OFF bytes into the element, ELEM_SIZE bits wide.  */
struct array_way {
  unsigned parm;
  HOST_WIDE_INT field_pos, field_bits;
  HOST_WIDE_INT elem_off;
  tree elem_size;
  char *via;
};

/* The checks found in the callers of one function for one way in.  */
struct array_checks {
  struct array_way way;
  vec<caller_check> *checks;
};
static hash_map<tree, vec<array_checks> *> *array_check_cache;

/* How many functions handing an array on unchanged are looked through.  */
#define ARRAY_HAND_ON_DEPTH 3

/* What a walk back from a statement finds written to one place
   (walk_aliased_vdefs): the value of the store into exactly that place
   that ends every path (VALUE), whether something else may write it
   (UNKNOWN), and whether a path reaches the function's entry with no
   write at all (ENTRY).  */
struct place_writes {
  tree value;
  gimple *store;
  bool unknown;
  bool entry;
};

/* walk_aliased_vdefs's walker: VDEF's statement may write REF's place;
   note what it writes there in DATA (a place_writes) and end the path
   there.  */
static bool
place_write (ao_ref *ref, tree vdef, void *data)
{
  struct place_writes *w = (struct place_writes *) data;
  gimple *def = SSA_NAME_DEF_STMT (vdef);
  tree base = NULL_TREE;
  HOST_WIDE_INT pos = 0, bits = 0;
  bool reverse = false;
  if (gimple_assign_single_p (def) && !gimple_clobber_p (def))
    base = get_ref_base_and_extent_hwi (gimple_assign_lhs (def), &pos,
                                        &bits, &reverse);
  if (base && !reverse && DECL_P (base) && base == ref->base
      && known_eq (ref->offset, pos) && known_eq (ref->size, bits))
    {
      tree value = gimple_assign_rhs1 (def);
      w->store = def;
      if (!w->value)
        w->value = value;
      else if (!operand_equal_p (w->value, value, 0))
        w->unknown = true;
    }
  else
    w->unknown = true;
  return true;
}

/* Fill *W with what is written to REF's place before STMT, back to the
   function's entry.  */
static void
place_writes_before (gimple *stmt, ao_ref *ref, struct place_writes *w)
{
  memset (w, 0, sizeof *w);
  tree vuse = gimple_vuse (stmt);
  if (!vuse
      || walk_aliased_vdefs (ref, vuse, place_write, w, NULL, &w->entry,
                             256) < 0)
    w->unknown = true;
}

/* V, or the value a load V of a variable on FN's stack reads (FN is
   the current function): the one store into that place that reaches
   the load (IPA-SRA's "_34 = MEM[&queue]" before a call of a clone that
   takes q->sops itself).  */
static tree
held_value (function *fn, tree v)
{
  for (int depth = 0; depth < 2 && TREE_CODE (v) == SSA_NAME; depth++)
    {
      gassign *load = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (v));
      if (!load || !gimple_assign_load_p (load))
        break;
      tree base = get_base_address (gimple_assign_rhs1 (load));
      if (!base || !VAR_P (base) || !auto_var_in_fn_p (base, fn->decl))
        break;
      ao_ref r;
      ao_ref_init (&r, gimple_assign_rhs1 (load));
      struct place_writes w;
      place_writes_before (load, &r, &w);
      if (w.unknown || w.entry || !w.value)
        break;
      v = w.value;
    }
  return v;
}

/* The field REF names, as the notes say it ("TYPE.FIELD"), or NULL.  */
static char *
field_via (tree ref)
{
  char *key = field_key (ref);
  if (key)
    if (char *space = strchr (key, ' '))
      *space = '.';
  return key;
}

/* Is TO reached from FROM (FROM itself included)?  */
static bool
block_reaches_p (basic_block from, basic_block to)
{
  if (from == to)
    return true;
  auto_bitmap after;
  blocks_after (from, after);
  return bitmap_bit_p (after, to->index);
}

/* Is every path to CALL_BB through the check in BB, taken the way that
   does not fail?  BB dominates CALL_BB; or, for a check of each element
   in the loop whose cursor's PHI is in HEADER (at this point of the
   pipeline loops are not yet rotated: the test of the loop's end comes
   first, the check does not dominate the exit), HEADER dominates
   CALL_BB and BB every iteration's way back to HEADER, so that an
   element the loop reads is checked before the next one is.  Either
   way, the check's failing edge FAILS does not lead to CALL_BB, and
   CALL_BB does not lead back to the check (a loop around both).  */
static bool
check_covers_call_p (basic_block bb, edge fails, basic_block header,
                     basic_block call_bb)
{
  if (!dominated_by_p (CDI_DOMINATORS, call_bb, bb))
    {
      if (!header || !dominated_by_p (CDI_DOMINATORS, call_bb, header)
          || !dominated_by_p (CDI_DOMINATORS, bb, header))
        return false;
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, header->preds)
        if (dominated_by_p (CDI_DOMINATORS, e->src, header)
            && !dominated_by_p (CDI_DOMINATORS, e->src, bb))
          return false;
    }
  return !block_reaches_p (fails->dest, call_bb)
         && !block_reaches_p (call_bb, bb);
}

/* The check, in FN (the current function), of the field at OFF (SIZE
   bits) of every element of the array ROOT (array_root) that CALL sits
   under: a condition that bounds from above the largest of those fields
   (array-maximum), or that field of each element in a loop, on attacker
   data (check_covers_call_p).  NULL if there is none.  */
static gcond *
element_check_before (function *fn, gcall *call, tree root,
                      HOST_WIDE_INT off, tree size)
{
  basic_block call_bb = gimple_bb (call);
  auto_bitmap influenced;
  bool influence_known = false;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fn)
    {
      gcond *cond = safe_dyn_cast <gcond *> (bb_last_stmt (bb));
      if (!cond)
        continue;
      for (int side = 0; side < 2; side++)
        {
          tree op = side ? gimple_cond_rhs (cond) : gimple_cond_lhs (cond);
          enum tree_code code = gimple_cond_code (cond);
          if (side)
            code = swap_tree_comparison (code);
          /* "OP CODE bound": which way does OP stay below the bound?  */
          bool below_on_true;
          if (code == LT_EXPR || code == LE_EXPR)
            below_on_true = true;
          else if (code == GT_EXPR || code == GE_EXPR)
            below_on_true = false;
          else
            continue;
          basic_block header;
          if (TREE_CODE (op) != SSA_NAME
              || !element_maximum_p (op, root, off, size, &header))
            continue;
          edge true_edge, false_edge;
          extract_true_false_edges_from_block (bb, &true_edge, &false_edge);
          if (!check_covers_call_p (bb, below_on_true ? false_edge : true_edge,
                                    header, call_bb))
            continue;
          if (!influence_known)
            {
              compute_influence (fn, influenced);
              influence_known = true;
            }
          if (bitmap_bit_p (influenced, SSA_NAME_VERSION (op)))
            return cond;
        }
    }
  return NULL;
}

static vec<caller_check> *array_checks_in_callers (tree fndecl,
                                                   const struct array_way *w,
                                                   int depth);

/* What the call CALL of FN (the current function) hands as W's array,
   ARG being the argument for W's parameter and POS, BITS the field of
   what it points to that holds the array (BITS zero: ARG is the array).
   Sets *ARRAY to the array there (and *STORE to the store that put it
   in the field of a structure on FN's stack), and *PARM to the number
   of FN's parameter it comes in by, unchanged, with *ON the way it
   does; or leaves them NULL and -1.  */
static void
array_at_call (function *fn, gcall *call, tree arg, HOST_WIDE_INT pos,
               HOST_WIDE_INT bits, tree *array, gimple **store, int *parm,
               struct array_way *on)
{
  *array = NULL_TREE;
  *store = NULL;
  *parm = -1;
  if (bits)
    {
      /* The field, BITS wide at POS in what ARG points to: a place in a
         variable whose address ARG is, or one through a pointer.  */
      ao_ref r;
      ao_ref_init_from_ptr_and_size (&r, arg, NULL_TREE);
      r.offset += pos;
      r.size = r.max_size = bits;
      struct place_writes pw;
      place_writes_before (call, &r, &pw);
      if (parm_number (fn, arg) >= 0)
        {
          /* FN's own parameter points to the structure: handed on, if
             nothing here may write the field first.  */
          if (!pw.unknown && !pw.value)
            {
              *parm = parm_number (fn, arg);
              on->field_pos = pos;
              on->field_bits = bits;
            }
          return;
        }
      if (TREE_CODE (arg) != ADDR_EXPR || !VAR_P (TREE_OPERAND (arg, 0))
          || !auto_var_in_fn_p (TREE_OPERAND (arg, 0), fn->decl)
          || pw.unknown || pw.entry)
        return;
      *array = pw.value;
      *store = pw.store;
    }
  else
    *array = arg;
  *array = held_value (fn, *array);
  /* The array is FN's parameter: checked here, or handed on.  */
  *parm = parm_number (fn, *array);
  on->field_pos = on->field_bits = 0;
}

/* Add to FOUND the check of W's array that the caller of edge E makes
   before the call, with the call; or, when that caller checks nothing
   and hands on what its own parameter brings, the checks its callers
   make, with a note at its call too.  */
static void
array_checks_at_call (cgraph_edge *e, const struct array_way *w, int depth,
                      vec<caller_check> *found)
{
  HOST_WIDE_INT pos, bits;
  tree arg = call_argument (e, w->parm, &pos, &bits);
  if (!arg || (bits && w->field_bits))
    return;
  if (!bits)
    {
      pos = w->field_pos;
      bits = w->field_bits;
    }
  if (bits && !POINTER_TYPE_P (TREE_TYPE (arg)))
    return;
  function *fn = DECL_STRUCT_FUNCTION (e->caller->decl);
  gcall *call = e->call_stmt;
  tree origin = origin_fn (fn, call);
  const char *from = origin && DECL_NAME (origin)
                     ? IDENTIFIER_POINTER (DECL_NAME (origin)) : "?";
  push_cfun (fn);
  bool had_dom = dom_info_available_p (CDI_DOMINATORS);
  calculate_dominance_info (CDI_DOMINATORS);
  tree array;
  gimple *store;
  int parm;
  struct array_way on = *w;
  array_at_call (fn, call, arg, pos, bits, &array, &store, &parm, &on);
  gcond *check = NULL;
  if (array)
    check = element_check_before (fn, call, array_root (array), w->elem_off,
                                  w->elem_size);
  /* The field, as the callee's load names it, or else as the store does
     (a clone IPA-SRA made is handed the array itself).  */
  char *via = w->via ? xstrdup (w->via) : NULL;
  if (!via && store)
    via = field_via (gimple_assign_lhs (store));
  struct caller_check cc;
  cc.at_loc = gimple_location (call);
  if (check)
    {
      cc.check_loc = gimple_location (check);
      char *text = source_condition (cc.check_loc);
      cc.cond = text ? text : render_condition (check, false);
      cc.from = xstrdup (from);
      cc.way = EXT_ARRAY;
      cc.via = via;
      found->safe_push (cc);
    }
  if (!had_dom)
    free_dominance_info (CDI_DOMINATORS);
  pop_cfun ();
  if (check)
    return;

  vec<caller_check> *up = NULL;
  if (parm >= 0 && depth < ARRAY_HAND_ON_DEPTH)
    {
      on.parm = parm;
      up = array_checks_in_callers (e->caller->decl, &on, depth + 1);
    }
  if (!up || up->is_empty ())
    {
      free (via);
      return;
    }
  cc.check_loc = UNKNOWN_LOCATION;
  cc.cond = NULL;
  cc.from = xstrdup (from);
  cc.way = EXT_ARRAY_ON;
  cc.via = via;
  found->safe_push (cc);
  for (unsigned i = 0; i < up->length (); i++)
    {
      cc = (*up)[i];
      cc.cond = cc.cond ? xstrdup (cc.cond) : NULL;
      cc.from = xstrdup (cc.from);
      cc.via = cc.via ? xstrdup (cc.via) : NULL;
      found->safe_push (cc);
    }
}

/* The checks FNDECL's callers in this unit make of the array W says it
   is handed, each with the call (and the calls of the functions that
   hand it on between), for the whole compile.  */
static vec<caller_check> *
array_checks_in_callers (tree fndecl, const struct array_way *w, int depth)
{
  if (!array_check_cache)
    array_check_cache = new hash_map<tree, vec<array_checks> *>;
  vec<array_checks> *&per_fn = array_check_cache->get_or_insert (fndecl);
  if (!per_fn)
    per_fn = new vec<array_checks> ();
  for (unsigned i = 0; i < per_fn->length (); i++)
    {
      struct array_way *k = &(*per_fn)[i].way;
      if (k->parm == w->parm && k->field_pos == w->field_pos
          && k->field_bits == w->field_bits && k->elem_off == w->elem_off
          && tree_int_cst_equal (k->elem_size, w->elem_size))
        return (*per_fn)[i].checks;
    }
  /* In the cache before the callers are looked at: a cycle of functions
     handing the array round finds nothing more.  */
  vec<caller_check> *found = new vec<caller_check> ();
  struct array_checks entry;
  entry.way = *w;
  entry.way.via = w->via ? xstrdup (w->via) : NULL;
  entry.checks = found;
  per_fn->safe_push (entry);

  cgraph_node *node = cgraph_node::get (fndecl);
  unsigned examined = 0;
  for (cgraph_edge *e = node ? node->callers : NULL; e && examined < 16;
       e = e->next_caller)
    {
      if (!e->call_stmt || !e->caller || e->caller->decl == fndecl
          || !gimple_has_body_p (e->caller->decl))
        continue;
      function *fn = DECL_STRUCT_FUNCTION (e->caller->decl);
      if (!fn || !fn->cfg || !gimple_in_ssa_p (fn))
        continue;
      examined++;
      array_checks_at_call (e, w, depth, found);
    }
  return found;
}

/* How the current function reaches the array whose element the load
   defining NAME reads (struct array_way; W->via is allocated), or
   false.  */
static bool
callee_array_way (function *fun, tree name, struct array_way *w)
{
  memset (w, 0, sizeof *w);
  gassign *load = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (name));
  if (!load || !gimple_assign_load_p (load))
    return false;
  tree ref = gimple_assign_rhs1 (load), start;
  if (!array_element_load_p (ref, &start, &w->elem_off))
    return false;
  w->elem_size = TYPE_SIZE (TREE_TYPE (ref));
  int parm = parm_number (fun, start);
  if (parm >= 0)
    {
      w->parm = parm;
      return true;
    }
  /* "sops = q->sops": a field of what a parameter points to, read
     before anything here may write it.  */
  gassign *held = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (start));
  if (!held || !gimple_assign_load_p (held))
    return false;
  tree field = gimple_assign_rhs1 (held);
  HOST_WIDE_INT pos, bits;
  bool reverse;
  tree base = get_ref_base_and_extent_hwi (field, &pos, &bits, &reverse);
  if (!base || reverse || bits <= 0 || TREE_CODE (base) != MEM_REF
      || !tree_fits_shwi_p (TREE_OPERAND (base, 1)))
    return false;
  parm = parm_number (fun, TREE_OPERAND (base, 0));
  if (parm < 0)
    return false;
  ao_ref r;
  ao_ref_init (&r, field);
  struct place_writes pw;
  place_writes_before (held, &r, &pw);
  if (pw.unknown || pw.value)
    return false;
  w->parm = parm;
  w->field_pos = pos + tree_to_shwi (TREE_OPERAND (base, 1)) * BITS_PER_UNIT;
  w->field_bits = bits;
  w->via = field_via (field);
  return true;
}

/* The load defining NAME reads an element of an array S's function was
   handed: add the notes of the checks its callers in this unit make of
   that field of every element of the array before they hand it over.
   Returns whether there is one.  */
static bool
array_checked_by_callers (struct fn_state *st, site *s, tree name)
{
  struct array_way w;
  if (!callee_array_way (st->fun, name, &w))
    return false;
  vec<caller_check> *cc = array_checks_in_callers (st->fun->decl, &w, 0);
  free (w.via);
  bool added = false;
  for (unsigned k = 0; cc && k < cc->length (); k++)
    {
      add_ext (s, EXT_CHECK, (*cc)[k].way, (*cc)[k].check_loc,
               (*cc)[k].at_loc, (*cc)[k].cond, (*cc)[k].from, (*cc)[k].via);
      added |= (*cc)[k].check_loc != UNKNOWN_LOCATION;
    }
  return added;
}

/* Notes for the values of IDX's near slice (the index, and what it is
   computed from by arithmetic alone) that other functions checked
   (CHECKS) or that are attacker data by the facts (!CHECKS).  Returns
   whether a check was added.  */
static bool
near_value_notes (struct fn_state *st, site *s, struct slice *idx,
                  bool checks)
{
  bool added = false;
  for (unsigned i = 0; i < idx->near.length (); i++)
    {
      tree n = idx->near[i];
      if (!influenced_p (st, n))
        continue;
      int parm = parm_number (st->fun, n);
      if (parm >= 0)
        {
          auto_vec<const struct fact_entry *, 4> entries;
          param_facts (st->fun->decl, parm, &entries);
          for (unsigned k = 0; k < entries.length (); k++)
            added |= ext_from_entry (s, entries[k], checks);
          /* In a kernel only, where attacker data reaches a static
             function's parameters through its callers (taint.cc); and
             once the callers are in SSA form (after IPA inlining: the
             early instance sees callees before their callers).  */
          if (checks && kernel_build_p () && st->fun->after_inlining)
            if (vec<caller_check> *cc = checks_in_callers (st->fun, parm))
              for (unsigned k = 0; k < cc->length (); k++)
                {
                  add_ext (s, EXT_CHECK, (*cc)[k].way, (*cc)[k].check_loc,
                           (*cc)[k].at_loc, (*cc)[k].cond, (*cc)[k].from,
                           (*cc)[k].via);
                  added = true;
                }
          continue;
        }
      gimple *def = SSA_NAME_DEF_STMT (n);
      if (gimple_assign_load_p (def))
        {
          /* An element of an array a caller checked (as for a
             parameter: in a kernel, after IPA inlining).  */
          if (checks && kernel_build_p () && st->fun->after_inlining)
            added |= array_checked_by_callers (st, s, n);
          if (const struct fact_entry *e
                = field_facts (gimple_assign_rhs1 (def)))
            added |= ext_from_entry (s, e, checks, st->fun->decl,
                                     origin_fn (st->fun, def));
          continue;
        }
      if (gcall *call = result_call (n))
        if (const struct fact_entry *e
              = return_facts (gimple_call_fndecl (call)))
          added |= ext_from_entry (s, e, checks);
    }
  return added;
}

/* S has no check in its function: is its index one that another
   function checked?  Adds the notes; returns whether there is one.  */
bool
external_checks (struct fn_state *st, site *s, struct slice *idx)
{
  return near_value_notes (st, s, idx, true);
}

/* S is a gadget: note where its index came in from another file, when
   the facts made it attacker data.  */
void
external_entries (struct fn_state *st, site *s, struct slice *idx)
{
  near_value_notes (st, s, idx, false);
}

} /* namespace nospec */
