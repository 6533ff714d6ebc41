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
   mask this plugin inserted) is sanitized: no longer influenced.

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
        gcall *call = dyn_cast <gcall *> (gsi_stmt (gsi));
        if (!call || !fn_result_untrusted (gimple_call_fndecl (call)))
          continue;
        tree lhs = gimple_call_lhs (call);
        if (!lhs || TREE_CODE (lhs) != SSA_NAME
            || !markable_type_p (TREE_TYPE (lhs)) || has_zero_uses (lhs)
            || stmt_ends_bb_p (call))
          continue;
        mark_value (lhs, NULL, &gsi);
        marked++;
      }

  /* The IL stays in SSA form; the markers touch no memory.  */
  return marked ? TODO_cleanup_cfg : 0;
}

} /* namespace nospec */
