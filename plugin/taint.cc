/* taint.cc - which values an attacker influences.

   Sources, by taint model (-fplugin-arg-nospec-taint=):
     all (default)  parameters, every value loaded from memory, every call
                    result: whatever the function cannot prove it produced
                    itself from constants;
     params         parameters, and values loaded through an address
                    computed from a parameter;
     annotated      only values marked by the nospec attributes.
   In every model, values marked by the attributes are sources.  Anything
   computed from a source (arithmetic, conversions, PHIs) is influenced.
   A value ANDed with a nospec mask (array_index_nospec and friends, or a
   mask this plugin inserted) is sanitized: no longer influenced; so is a
   value protected by hand in the shapes handmask.cc knows (Linux's
   array_index_nospec on each architecture).  A load that reads back a
   sanitized value from the place it was stored to, with nothing between
   that may write there ("req->idx = array_index_nospec (req->idx, n);
   ... t[req->idx]", reads_back_sanitized_p), is neither a source nor
   influenced.

   Marks (mark_sources, run before inlining): the value of a parameter
   declared nospec_untrusted, and the result of a call to a function
   declared nospec_untrusted_result, are copied through an empty asm
   (build_source_marker) and every use is redirected to the copy.  The
   asm emits no instruction, survives inlining and LTO, and tells
   is_source below that the value is attacker-controlled wherever its
   function ends up.

   Before:                         After nospec_mark:
     f (int i untrusted)             f (int i untrusted)
       ... a[i] ...                    i.1 = asm ("# nospec..." : "0" i);
                                       ... a[i.1] ...  */

#include "gcc-compat.h"
#include "nospec-plugin.h"
#include "gadget.h"

namespace nospec {

/* Values we can mark: scalars that fit in a general register.  */
static bool
markable_type_p (tree type)
{
  return (INTEGRAL_TYPE_P (type) || POINTER_TYPE_P (type))
         && TYPE_SIZE (type) && TREE_CODE (TYPE_SIZE (type)) == INTEGER_CST
         && tree_to_uhwi (TYPE_SIZE (type)) <= BITS_PER_WORD;
}

/* Redirect every use of OLD_NAME except in KEEP to NEW_NAME.  */
static void
redirect_uses (tree old_name, tree new_name, gimple *keep)
{
  imm_use_iterator iter;
  use_operand_p use_p;
  gimple *use_stmt;

  FOR_EACH_IMM_USE_STMT (use_stmt, iter, old_name)
    {
      if (use_stmt == keep)
        continue;
      FOR_EACH_IMM_USE_ON_STMT (use_p, iter)
        SET_USE (use_p, new_name);
      update_stmt (use_stmt);
    }
}

/* Copy VALUE through a marker and make every former use read the copy.
   The marker goes on EDGE when given (parameters: the entry edge), else
   after the statement at GSI (calls).  */
static void
mark_value (tree value, edge on_edge, gimple_stmt_iterator *gsi)
{
  tree copy = make_ssa_name (TREE_TYPE (value));
  redirect_uses (value, copy, NULL);
  gimple *marker = build_source_marker (copy, value);
  if (on_edge)
    gsi_insert_on_edge_immediate (on_edge, marker);
  else
    gsi_insert_after (gsi, marker, GSI_NEW_STMT);
}

/* Do the input functions of sources.cc count under this taint model
   (taint=sources, and taint=params, which adds them to the
   parameters)?  */
static bool
named_sources_p (void)
{
  return opts.taint == TAINT_SOURCES || opts.taint == TAINT_PARAMS;
}

unsigned int
mark_sources (function *fun)
{
  unsigned marked = 0;

  for (tree parm = DECL_ARGUMENTS (fun->decl); parm; parm = DECL_CHAIN (parm))
    {
      if (!param_untrusted (parm) || !markable_type_p (TREE_TYPE (parm)))
        continue;
      tree value = ssa_default_def (fun, parm);
      if (!value || has_zero_uses (value))
        continue;
      mark_value (value, single_succ_edge (ENTRY_BLOCK_PTR_FOR_FN (fun)),
                  NULL);
      marked++;
    }

  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
         gsi_next (&gsi))
      {
        gimple *stmt = gsi_stmt (gsi);
        if (stmt_ends_bb_p (stmt))
          continue;
        /* get_user and its relatives: inline asm whose outputs were read
           from user space.  */
        if (gasm *as = dyn_cast <gasm *> (stmt))
          {
            if (!named_sources_p () || !source_asm_kind (as))
              continue;
            auto_vec<tree, 4> outs;
            for (unsigned i = 0; i < gimple_asm_noutputs (as); i++)
              {
                tree out = TREE_VALUE (gimple_asm_output_op (as, i));
                if (TREE_CODE (out) == SSA_NAME
                    && markable_type_p (TREE_TYPE (out))
                    && !has_zero_uses (out))
                  outs.safe_push (out);
              }
            for (unsigned i = 0; i < outs.length (); i++)
              {
                mark_value (outs[i], NULL, &gsi);
                marked++;
              }
            continue;
          }
        gcall *call = dyn_cast <gcall *> (stmt);
        if (!call)
          continue;
        tree fndecl = gimple_call_fndecl (call);
        tree lhs = gimple_call_lhs (call);
        bool result = fn_result_untrusted (fndecl)
                      || (named_sources_p () && source_result_fn_p (fndecl));
        int buffer = named_sources_p () ? source_buffer_arg (fndecl) : -1;
        if (result && lhs && TREE_CODE (lhs) == SSA_NAME
            && markable_type_p (TREE_TYPE (lhs)) && !has_zero_uses (lhs))
          {
            mark_value (lhs, NULL, &gsi);
            marked++;
          }
        /* The memory an input function filled: a marker naming the
           buffer, read by compute_influence.  */
        if (buffer >= 0 && (unsigned) buffer < gimple_call_num_args (call))
          {
            tree ptr = gimple_call_arg (call, buffer);
            if (POINTER_TYPE_P (TREE_TYPE (ptr))
                && (TREE_CODE (ptr) == SSA_NAME
                    || TREE_CODE (ptr) == ADDR_EXPR))
              {
                gsi_insert_after (&gsi, build_memory_marker (ptr),
                                  GSI_NEW_STMT);
                marked++;
              }
          }
      }

  /* The IL stays in SSA form; the markers touch no memory.  */
  return marked ? TODO_cleanup_cfg : 0;
}

} /* namespace nospec */

namespace nospec {

/* Is NAME the output of a nospec mask (a value ANDed with it is clean)?
   With JOINS, also a mask carried to a join by a PHI, which leaves the
   value unmasked on the join's other paths: such a value is hardened for
   the site it was masked for, but not clean.  */
static bool
mask_output_p_1 (tree name, bool joins, unsigned depth)
{
  if (TREE_CODE (name) != SSA_NAME || depth > 8)
    return false;
  gasm *as = dyn_cast <gasm *> (SSA_NAME_DEF_STMT (name));
  if (as)
    return asm_is_nospec_mask (as);
  /* A mask carried to a join (rewrite.cc): PHI <mask, ~0, ...>.  */
  gphi *phi = dyn_cast <gphi *> (SSA_NAME_DEF_STMT (name));
  if (phi && joins)
    {
      bool some_mask = false;
      for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
        {
          tree arg = gimple_phi_arg_def (phi, i);
          if (arg == name || integer_all_onesp (arg))
            continue;
          if (!mask_output_p_1 (arg, joins, depth + 1))
            return false;
          some_mask = true;
        }
      return some_mask;
    }
  /* A copy, a conversion or the complement of a mask is still one, and
     so are two masks ANDed or ORed together.  */
  gassign *ga = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (name));
  if (!ga)
    return false;
  enum tree_code code = gimple_assign_rhs_code (ga);
  if (code == BIT_NOT_EXPR || code == SSA_NAME || CONVERT_EXPR_CODE_P (code))
    return mask_output_p_1 (gimple_assign_rhs1 (ga), joins, depth + 1);
  if (code == BIT_AND_EXPR || code == BIT_IOR_EXPR)
    return mask_output_p_1 (gimple_assign_rhs1 (ga), joins, depth + 1)
           && mask_output_p_1 (gimple_assign_rhs2 (ga), joins, depth + 1);
  return false;
}

bool
mask_output_p (tree name, bool joins)
{
  return mask_output_p_1 (name, joins, 0);
}

/* Is STMT a source of attacker influence under the current model?
   FILLED holds the objects an input function filled (taint=sources).  */
static bool
source_stmt_p (gimple *stmt, hash_set<tree> *filled)
{
  if (gasm *as = dyn_cast <gasm *> (stmt))
    return asm_is_nospec_source (as);
  if (opts.taint == TAINT_SOURCES || opts.taint == TAINT_PARAMS)
    {
      /* A function the facts say returns attacker data.  */
      if (opts.taint == TAINT_SOURCES && is_gimple_call (stmt)
          && gimple_call_lhs (stmt)
          && INTEGRAL_TYPE_P (TREE_TYPE (gimple_call_lhs (stmt)))
          && return_facts (gimple_call_fndecl (stmt)))
        return true;
      if (gimple_assign_single_p (stmt) && VAR_P (gimple_assign_rhs1 (stmt))
          && DECL_HARD_REGISTER (gimple_assign_rhs1 (stmt)))
        return filled->contains (gimple_assign_rhs1 (stmt));
      if (!gimple_assign_load_p (stmt))
        return false;
      tree ref = gimple_assign_rhs1 (stmt);
      if (uapi_field_ref_p (ref)
          || (opts.taint == TAINT_SOURCES
              && fact_field_ref_p (ref, cfun ? cfun->decl : NULL_TREE,
                                   cfun ? origin_fn (cfun, stmt) : NULL_TREE)))
        return true;
      if (filled->is_empty ())
        return false;
      tree base = get_base_address (ref);
      return base && DECL_P (base) && filled->contains (base);
    }
  if (opts.taint != TAINT_ALL)
    return false;
  /* Not a call that returns a value sanitized by hand, nor a select
     that does (handmask.cc).  */
  if (is_gimple_call (stmt))
    return !sanitized_by_hand_p (stmt);
  if (gimple_assign_load_p (stmt))
    return true;
  if (gimple_code (stmt) == GIMPLE_ASM)
    return !asm_is_nospec_mask (as_a <gasm *> (stmt))
           && !sanitized_by_hand_p (stmt);
  return false;
}

/* Does the value STMT defines carry influence from an influenced operand?
   Loads carry it from their address (memory reached through an
   attacker-influenced pointer), calls from their arguments.  A value
   sanitized by hand does not (handmask.cc: the kernel's
   array_index_nospec on each architecture, a select-or-zero asm, a
   function returning such values).  */
static bool
propagates_p (gimple *stmt)
{
  if (gasm *as = dyn_cast <gasm *> (stmt))
    return !asm_is_nospec_mask (as) && !asm_is_nospec_source (as)
           && !sanitized_by_hand_p (stmt);
  if (gassign *ga = dyn_cast <gassign *> (stmt))
    {
      /* idx & mask: the runtime's array_index_nospec and our own masks.  */
      if (gimple_assign_rhs_code (ga) == BIT_AND_EXPR
          && (mask_output_p (gimple_assign_rhs1 (ga), false)
              || mask_output_p (gimple_assign_rhs2 (ga), false)))
        return false;
    }
  return !sanitized_by_hand_p (stmt);
}

/* Is V sanitized: defined, through copies and conversions, by a statement
   propagates_p stops at (a value ANDed with a nospec mask, or sanitized
   by hand), other than a source mark?  */
static bool
sanitized_value_p (tree v)
{
  v = strip_copies (v);
  if (TREE_CODE (v) != SSA_NAME)
    return false;
  gimple *def = SSA_NAME_DEF_STMT (v);
  if (gimple_nop_p (def) || is_a <gphi *> (def))
    return false;
  if (gasm *as = dyn_cast <gasm *> (def))
    if (asm_is_nospec_source (as))
      return false;
  return !propagates_p (def);
}

/* Is STMT a store of a sanitized value?  */
static bool
sanitized_store_p (gimple *stmt)
{
  return gimple_vdef (stmt) && gimple_assign_single_p (stmt)
         && TREE_CODE (gimple_assign_rhs1 (stmt)) == SSA_NAME
         && sanitized_value_p (gimple_assign_rhs1 (stmt));
}

/* How many statements that write memory reads_back_sanitized_p looks
   past between a store and a load.  */
#define READ_BACK_STEPS 8

/* Does LOAD read back a sanitized value stored to the very place it reads
   ("req->idx = array_index_nospec (req->idx, n); ... t[req->idx]"; the
   pass runs before GCC forwards the stored value to the load)?  The
   store must be the last to write that place before LOAD: the walk goes
   up LOAD's chain of memory states and crosses only statements that
   cannot write the place (alias oracle, without type-based rules); a
   join of memory states, an unknown call or a store that may alias the
   place stops it.  The store then dominates LOAD, and under speculation
   LOAD gets the stored, masked value from the store buffer.  That the
   load might bypass the store and read the stale value is a speculative
   store bypass (Spectre v4), which this plugin does not address.  */
static bool
reads_back_sanitized_p (gimple *load)
{
  tree ref = gimple_assign_rhs1 (load);
  tree vuse = gimple_vuse (load);
  for (unsigned steps = 0; vuse && steps < READ_BACK_STEPS; steps++)
    {
      gimple *def = SSA_NAME_DEF_STMT (vuse);
      if (gimple_nop_p (def) || is_a <gphi *> (def))
        return false;
      if (gimple_assign_single_p (def)
          && operand_equal_p (gimple_assign_lhs (def), ref, 0))
        return sanitized_store_p (def);
      /* A compiler barrier (an empty asm with a "memory" clobber, in
         Linux's rcu_read_lock and preempt_disable) emits nothing: it
         writes no memory when the program runs.  */
      gasm *as = dyn_cast <gasm *> (def);
      bool barrier = as && gimple_asm_noutputs (as) == 0
                     && gimple_asm_string (as)[0] == '\0';
      if (!barrier && stmt_may_clobber_ref_p (def, ref, false))
        return false;
      vuse = gimple_vuse (def);
    }
  return false;
}

/* Set in OUT the loads of FUN that read back a sanitized value
   (reads_back_sanitized_p): neither sources nor influenced.  */
static void
find_read_backs (function *fun, bitmap out)
{
  basic_block bb;
  bool any = false;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb);
         !any && !gsi_end_p (gsi); gsi_next (&gsi))
      any = sanitized_store_p (gsi_stmt (gsi));
  if (!any)
    return;
  /* The alias oracle reads the current function's escape solution.  */
  bool other = fun != cfun;
  if (other)
    push_cfun (fun);
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
         gsi_next (&gsi))
      {
        gimple *stmt = gsi_stmt (gsi);
        if (gimple_assign_load_p (stmt)
            && TREE_CODE (gimple_assign_lhs (stmt)) == SSA_NAME
            && reads_back_sanitized_p (stmt))
          bitmap_set_bit (out, SSA_NAME_VERSION (gimple_assign_lhs (stmt)));
      }
  if (other)
    pop_cfun ();
}

/* Is BASE an automatic variable of FUN (memory only FUN itself reads and
   writes, unless its address escapes)?  */
static bool
local_variable_p (function *fun, tree base)
{
  return base && VAR_P (base) && !TREE_STATIC (base)
         && !DECL_EXTERNAL (base) && DECL_CONTEXT (base) == fun->decl;
}

/* How many rounds of copies into locals compute_influence follows.  */
#define COPY_ROUNDS 4

/* If STMT copies memory into a local variable of FUN (an aggregate
   assignment, or memcpy/memmove to its address), return that variable
   and set *SRC (when SRC is given) to the source: a memory reference,
   or for a call the source pointer.  */
static tree
copy_into_local (function *fun, gimple *stmt, tree *src)
{
  if (gimple_assign_single_p (stmt) && gimple_vdef (stmt)
      && gimple_vuse (stmt))
    {
      tree rhs = gimple_assign_rhs1 (stmt);
      tree base = get_base_address (gimple_assign_lhs (stmt));
      if (TREE_CODE (rhs) == SSA_NAME || !local_variable_p (fun, base)
          || !(REFERENCE_CLASS_P (rhs) || DECL_P (rhs)))
        return NULL_TREE;
      if (src)
        *src = rhs;
      return base;
    }
  gcall *call = dyn_cast <gcall *> (stmt);
  if (call && (gimple_call_builtin_p (call, BUILT_IN_MEMCPY)
               || gimple_call_builtin_p (call, BUILT_IN_MEMMOVE))
      && gimple_call_num_args (call) >= 2
      && TREE_CODE (gimple_call_arg (call, 0)) == ADDR_EXPR)
    {
      tree base = get_base_address (TREE_OPERAND (gimple_call_arg (call, 0),
                                                   0));
      if (!local_variable_p (fun, base))
        return NULL_TREE;
      if (src)
        *src = gimple_call_arg (call, 1);
      return base;
    }
  return NULL_TREE;
}

/* Does SRC (a memory reference, or a pointer to memory) hold attacker
   data: memory reached through an influenced pointer, an object FILLED
   marks, a uapi structure's field?  */
static bool
attacker_memory_p (tree src, bitmap influenced, hash_set<tree> *filled)
{
  if (TREE_CODE (src) == SSA_NAME)
    return bitmap_bit_p (influenced, SSA_NAME_VERSION (src));
  if (TREE_CODE (src) == ADDR_EXPR)
    src = TREE_OPERAND (src, 0);
  if (uapi_field_ref_p (src))
    return true;
  tree base = get_base_address (src);
  if (base && DECL_P (base))
    return filled->contains (base);
  if (base && (TREE_CODE (base) == MEM_REF
               || TREE_CODE (base) == TARGET_MEM_REF)
      && TREE_CODE (TREE_OPERAND (base, 0)) == SSA_NAME)
    return bitmap_bit_p (influenced,
                         SSA_NAME_VERSION (TREE_OPERAND (base, 0)));
  return false;
}

/* The blocks that can run after a statement of block FROM: those
   reachable from FROM's successors (FROM itself only round a loop).  */
void
blocks_after (basic_block from, bitmap out)
{
  auto_vec<basic_block, 32> work;
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, from->succs)
    work.safe_push (e->dest);
  while (!work.is_empty ())
    {
      basic_block bb = work.pop ();
      if (!bitmap_set_bit (out, bb->index))
        continue;
      FOR_EACH_EDGE (e, ei, bb->succs)
        work.safe_push (e->dest);
    }
}

/* Can LOAD read what STORE wrote: does it run after it, later in its
   block or in a block AFTER (blocks_after of STORE's block) holds?  */
static bool
runs_after_p (gimple *store, gimple *load, bitmap after)
{
  basic_block bb = gimple_bb (store);
  if (bitmap_bit_p (after, gimple_bb (load)->index))
    return true;
  if (gimple_bb (load) != bb)
    return false;
  for (gimple_stmt_iterator gsi = gsi_for_stmt (store); !gsi_end_p (gsi);
       gsi_next (&gsi))
    if (gsi_stmt (gsi) == load)
      return true;
  return false;
}

/* Mark NAME influenced, unless it is in READ_BACKS (find_read_backs).  */
static void
mark_influenced (tree name, bitmap influenced, bitmap read_backs,
                 vec<tree> *work)
{
  if (name && TREE_CODE (name) == SSA_NAME
      && !virtual_operand_p (name)
      && !bitmap_bit_p (read_backs, SSA_NAME_VERSION (name))
      && bitmap_set_bit (influenced, SSA_NAME_VERSION (name)))
    work->safe_push (name);
}

static void compute_influence_1 (function *fun, bitmap influenced,
                                 int depth);

/* How many levels of callers compute_influence looks through, and how
   many callers of one function it examines.  */
#define CALLER_DEPTH 3
#define CALLER_LIMIT 16

/* How many loads of non-local memory a function's stores of attacker
   values are matched against (the matching is linear in them).  */
#define FORWARD_LIMIT 4096

/* The influence computed in callers, by function, during one top-level
   compute_influence.  */
static hash_map<tree, bitmap> *caller_influence;

/* taint=sources in a kernel: is parameter number PARM_INDEX of FUN
   handed attacker data at one of its calls in this translation unit (a
   syscall handing its argument to a static helper that checks and
   loads)?  The callers' influence is computed again, DEPTH levels up at
   most.  Functions whose address is taken have callers nobody sees: only
   the calls seen count.  In user space the boundary is already wide
   (every exported function), and following it into the callees made
   nearly every function of a program attacker-facing (bench/CENSUS.md),
   so this is for the kernel's narrow boundary only.  */
static bool
tainted_by_callers (function *fun, unsigned parm_index, int depth)
{
  cgraph_node *node = cgraph_node::get (fun->decl);
  if (!node || depth >= CALLER_DEPTH || !caller_influence)
    return false;
  unsigned examined = 0;
  for (cgraph_edge *e = node->callers; e && examined < CALLER_LIMIT;
       e = e->next_caller)
    {
      gcall *call = e->call_stmt;
      cgraph_node *caller = e->caller;
      if (!call || !caller || caller->decl == fun->decl
          || parm_index >= gimple_call_num_args (call)
          || !gimple_has_body_p (caller->decl))
        continue;
      function *caller_fun = DECL_STRUCT_FUNCTION (caller->decl);
      if (!caller_fun || !caller_fun->cfg || !gimple_in_ssa_p (caller_fun))
        continue;
      tree arg = gimple_call_arg (call, parm_index);
      if (TREE_CODE (arg) != SSA_NAME)
        continue;
      examined++;
      /* Each caller once per top-level computation; an entry is made
         before computing it, so a cycle of calls sees no influence.  */
      bitmap *slot = caller_influence->get (caller->decl);
      bitmap caller_influenced;
      if (slot)
        caller_influenced = *slot;
      else
        {
          caller_influenced = BITMAP_ALLOC (NULL);
          caller_influence->put (caller->decl, caller_influenced);
          compute_influence_1 (caller_fun, caller_influenced, depth + 1);
        }
      if (bitmap_bit_p (caller_influenced, SSA_NAME_VERSION (arg)))
        return true;
    }
  return false;
}

/* Set in INFLUENCED the version of every SSA name an attacker influences
   in FUN: the sources, then everything computed from them (a forward
   walk over immediate uses, linear in the size of the function; under
   taint=sources, the parameters of a function its callers in this unit
   hand attacker data too).  */
/* compute_influence_own: leave FUN's parameters out.  */
static bool without_params;

void
compute_influence (function *fun, bitmap influenced)
{
  hash_map<tree, bitmap> cache;
  caller_influence = &cache;
  compute_influence_1 (fun, influenced, 0);
  caller_influence = NULL;
  for (hash_map<tree, bitmap>::iterator it = cache.begin ();
       it != cache.end (); ++it)
    BITMAP_FREE ((*it).second);
}

/* What FUN itself brings in: the influence of its own sources, without
   its parameters (a function that returns what its caller passed makes
   no attacker data of its own: facts-out's "return" facts).  */
void
compute_influence_own (function *fun, bitmap influenced)
{
  without_params = true;
  compute_influence (fun, influenced);
  without_params = false;
}

static void
compute_influence_1 (function *fun, bitmap influenced, int depth)
{
  auto_vec<tree> work;
  basic_block bb;

  /* The loads that read back a sanitized value stored to the place they
     read: no source, and nothing makes them influenced.  */
  auto_bitmap read_backs;
  find_read_backs (fun, read_backs);

  /* Parameters; under taint=annotated only those marked untrusted (their
     marks may have been removed by remove_source_marks in audit mode),
     under taint=sources those of a function at a trust boundary.  */
  bool boundary = opts.taint != TAINT_SOURCES || boundary_fn_p (fun->decl);
  unsigned parm_index = 0;
  for (tree parm = DECL_ARGUMENTS (fun->decl); parm;
       parm = DECL_CHAIN (parm), parm_index++)
    {
      tree value = ssa_default_def (fun, parm);
      if (!value || has_zero_uses (value) || (without_params && depth == 0))
        continue;
      if (opts.taint == TAINT_ANNOTATED ? param_untrusted (parm)
          : boundary || param_untrusted (parm)
            || ioctl_param_p (fun->decl, parm)
            || (opts.taint == TAINT_SOURCES
                && INTEGRAL_TYPE_P (TREE_TYPE (parm))
                && (callback_param_p (fun->decl, parm_index)
                    || fact_param_p (fun->decl, parm_index)))
            || (opts.taint == TAINT_SOURCES && kernel_build_p ()
                && tainted_by_callers (fun, parm_index, depth)))
        mark_influenced (value, influenced, read_backs, &work);
    }

  /* Buffers filled by input functions (mark_sources): a pointer to one
     is influenced, so what is loaded through it is; an object whose
     address was handed over is recorded, and loads from it are
     sources.  */
  hash_set<tree> filled;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
         gsi_next (&gsi))
      {
        gasm *as = dyn_cast <gasm *> (gsi_stmt (gsi));
        /* get_user's value comes out in a register variable (x86's
           "register ... asm ("%rdx")"): what is read from it is a
           source.  */
        if (as && named_sources_p () && source_asm_kind (as))
          for (unsigned i = 0; i < gimple_asm_noutputs (as); i++)
            {
              tree out = TREE_VALUE (gimple_asm_output_op (as, i));
              if (VAR_P (out) && DECL_HARD_REGISTER (out))
                filled.add (out);
            }
        if (!as || !asm_is_nospec_memory (as))
          continue;
        tree ptr = TREE_VALUE (gimple_asm_input_op (as, 0));
        if (TREE_CODE (ptr) == SSA_NAME)
          mark_influenced (ptr, influenced, read_backs, &work);
        else if (TREE_CODE (ptr) == ADDR_EXPR)
          {
            tree base = get_base_address (TREE_OPERAND (ptr, 0));
            if (base && DECL_P (base))
              filled.add (base);
          }
      }

  /* Loads from the function's own local variables, by variable: under
     the narrow models an attacker value stored into one taints what is
     loaded from it ("req.idx = x; ... t[req.idx]").  */
  bool narrow = opts.taint == TAINT_SOURCES || opts.taint == TAINT_PARAMS;
  hash_map<tree, vec<gimple *> > local_loads;
  /* And, in a kernel, loads of other memory, for "req->idx = x; ...
     t[req->idx]": a load of the very place an attacker value was stored
     to.  */
  auto_vec<gimple *> other_loads;
  /* And copies of memory into local variables ("req = *uarg;",
     memcpy (&req, uarg, sizeof req)), which carry the source's taint.  */
  auto_vec<gimple *> local_copies;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
         gsi_next (&gsi))
      {
        gimple *stmt = gsi_stmt (gsi);
        if (narrow && gimple_assign_load_p (stmt))
          {
            tree base = get_base_address (gimple_assign_rhs1 (stmt));
            if (local_variable_p (fun, base))
              local_loads.get_or_insert (base).safe_push (stmt);
            else if (other_loads.length () < FORWARD_LIMIT)
              other_loads.safe_push (stmt);
          }
        if (narrow && copy_into_local (fun, stmt, NULL))
          local_copies.safe_push (stmt);
        if (!source_stmt_p (stmt, &filled))
          continue;
        ssa_op_iter iter;
        tree def;
        FOR_EACH_SSA_TREE_OPERAND (def, stmt, iter, SSA_OP_DEF)
          mark_influenced (def, influenced, read_backs, &work);
      }

  for (int round = 0; round < COPY_ROUNDS; round++)
  {
  while (!work.is_empty ())
    {
      tree name = work.pop ();
      imm_use_iterator iter;
      gimple *use_stmt;
      FOR_EACH_IMM_USE_STMT (use_stmt, iter, name)
        {
          if (is_gimple_debug (use_stmt))
            continue;
          if (gphi *phi = dyn_cast <gphi *> (use_stmt))
            {
              mark_influenced (gimple_phi_result (phi), influenced,
                               read_backs, &work);
              continue;
            }
          if (narrow && gimple_vdef (use_stmt)
              && gimple_assign_single_p (use_stmt)
              && gimple_assign_rhs1 (use_stmt) == name)
            {
              /* Only the loads that run after the store and may read
                 the place it writes can read the value: a buffer an
                 attacker value is written into at the end does not
                 taint what was read from it before (cdrom.c reads a
                 device's reply from a local buffer, then writes the
                 user's settings into it), nor does one field of a
                 local structure taint another (i915's engine iterator:
                 "it.engines = e" and the counter "it.idx").  */
              tree lhs = gimple_assign_lhs (use_stmt);
              tree base = get_base_address (lhs);
              vec<gimple *> *loads = local_variable_p (fun, base)
                                     ? local_loads.get (base) : NULL;
              auto_bitmap after;
              bool after_known = false;
              if (loads)
                {
                  filled.add (base);
                  blocks_after (gimple_bb (use_stmt), after);
                  for (unsigned i = 0; i < loads->length (); i++)
                    if (runs_after_p (use_stmt, (*loads)[i], after)
                        && refs_may_alias_p (lhs,
                                             gimple_assign_rhs1 ((*loads)[i])))
                      mark_influenced (gimple_assign_lhs ((*loads)[i]),
                                       influenced, read_backs, &work);
                }
              if (!loads && kernel_build_p ())
                for (unsigned i = 0; i < other_loads.length (); i++)
                  if (operand_equal_p (gimple_assign_rhs1 (other_loads[i]),
                                       lhs, 0))
                    {
                      if (!after_known)
                        blocks_after (gimple_bb (use_stmt), after);
                      after_known = true;
                      if (runs_after_p (use_stmt, other_loads[i], after))
                        mark_influenced (gimple_assign_lhs (other_loads[i]),
                                         influenced, read_backs, &work);
                    }
              continue;
            }
          if (!propagates_p (use_stmt))
            continue;
          ssa_op_iter oi;
          tree def;
          FOR_EACH_SSA_TREE_OPERAND (def, use_stmt, oi, SSA_OP_DEF)
            mark_influenced (def, influenced, read_backs, &work);
        }
    }
  /* A copy into a local variable from attacker memory taints the
     local: what is loaded from it is influenced, and that may reach
     further copies (a few rounds).  */
  bool more = false;
  for (unsigned i = 0; i < local_copies.length (); i++)
    {
      tree src;
      tree dst = copy_into_local (fun, local_copies[i], &src);
      if (filled.contains (dst) || !attacker_memory_p (src, influenced, &filled))
        continue;
      filled.add (dst);
      more = true;
      if (vec<gimple *> *loads = local_loads.get (dst))
        for (unsigned j = 0; j < loads->length (); j++)
          mark_influenced (gimple_assign_lhs ((*loads)[j]), influenced,
                           read_backs, &work);
    }
  if (!more)
    break;
  }
  for (hash_map<tree, vec<gimple *> >::iterator it = local_loads.begin ();
       it != local_loads.end (); ++it)
    (*it).second.release ();
}

} /* namespace nospec */

namespace nospec {

/* Remove the memory marks, and with VALUES turn every source mark back
   into a plain copy.  Audit mode promises code identical to a build
   without the plugin, and the marks, though they emit nothing, constrain
   register allocation; the memory marks serve detection only and go in
   every mode once the last instance of the pass has read them.  */
void
remove_source_marks (function *fun, bool values)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi); )
      {
        gasm *as = dyn_cast <gasm *> (gsi_stmt (gsi));
        if (as && asm_is_nospec_memory (as))
          {
            unlink_stmt_vdef (as);
            gsi_remove (&gsi, true);
            release_defs (as);
            continue;
          }
        if (values && as && asm_is_nospec_source (as))
          {
            tree out = TREE_VALUE (gimple_asm_output_op (as, 0));
            tree in = TREE_VALUE (gimple_asm_input_op (as, 0));
            gimple *copy = gimple_build_assign (out, in);
            gimple_set_location (copy, gimple_location (as));
            gsi_replace (&gsi, copy, false);
          }
        gsi_next (&gsi);
      }
}

} /* namespace nospec */
