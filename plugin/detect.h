/* detect.h - what the files of the detector (detect-*.cc) share.

   The detector finds Spectre v1 gadgets in a function; pass.cc's
   harden_function drives it and hands what it finds to rewrite.cc.
   One concern per file:

   detect-slice.cc    backward slices, and when two values are the same
   detect-carrier.cc  where an index enters an address (its carriers),
                      and the bounds the index's own computation gives
   detect-rules.cc    the rules of the gadget model, one predicate each
   detect-guards.cc   a site's guards, and which of them its mask needs
                      (guards=nearest)
   detect-sites.cc    the sites of a function (find_sites)

   gadget.h holds what the detector hands to rewrite.cc (struct site and
   struct guard); this header holds what only the detector uses.  */

#ifndef NOSPEC_DETECT_H
#define NOSPEC_DETECT_H

namespace nospec {

#define SLICE_LIMIT 48

#define NOSPEC_STR_1(x) #x
#define NOSPEC_STR(x) NOSPEC_STR_1 (x)

/* Per-function state.  */
struct fn_state {
  function *fun;
  bitmap influenced;
  control_dependences *cd;
  hash_map<gimple *, struct slice *> *cond_slices;
  hash_set<use_operand_p> *phi_args_seen;  /* PHI arguments examined */
};

static inline bool
influenced_p (struct fn_state *st, tree name)
{
  return name && TREE_CODE (name) == SSA_NAME
         && bitmap_bit_p (st->influenced, SSA_NAME_VERSION (name));
}

/* What same_value_p compares of a slice's node, computed once per node:
   slices_meet runs for every guard of every site, and comparing every
   pair of nodes with same_value_p made it the pass's hot spot
   (policy=paranoid on pcre2_match.c).  KIND: 0 a name equal only to
   itself, 1 a load, 2 a bit-field extraction; HASH: of what same_value_p
   compares with operand_equal_p (operands it calls equal hash equally),
   so that only pairs of the same kind and hash need same_value_p.
   INFLUENCED: influenced_p under the fn_state of the first slices_meet
   (an index slice lives within one examine_* call and one fn_state; for
   condition slices, which two fn_states share, it is not used).  */
struct value_key {
  hashval_t hash;
  unsigned char kind;
  bool influenced;
};

/* A backward slice: the names a value is computed from.  BEHIND holds
   those reached only through a call result: values that may encode a
   branch outcome inside the callee (an "is_safe (x)" call), which a mask
   cannot be computed from.  (__builtin_expect is no such call.)  */
struct slice {
  vec<tree> nodes;
  vec<tree> behind;
  vec<tree> call_args;  /* names passed by value to such a call */
  vec<tree> near;       /* index slices only: the names the index is
                           computed from by arithmetic alone, without a
                           PHI, load or call between (near_slice) */
  bool one_root;        /* one index: near[0] is the index itself */
  vec<value_key> keys;  /* slices_meet's view of each node, filled lazily */
  gimple *branch;       /* condition slices: the branch (cond_slice) */
  vec<tree> addr;       /* index slices only: the site's address pointers
                           "base + index" and what they are a constant
                           away from (address_slice, detect-guards.cc) */
  int addr_sign;        /* the sign of the influenced offsets from the
                           base (offset_sign): 1, -1, or 0 unknown */
};

/* How a condition's slice meets an index's (slices_meet): not at all,
   only through a value handed to a call, or directly.  */
enum meeting { MEET_NONE, MEET_BEHIND, MEET_DIRECT };

/* The sides a check bounds (bound_sides, detect-guards.cc; kept in
   struct guard's SIDES).  */
#define BOUNDS_UPPER 1u
#define BOUNDS_LOWER 2u
#define BOUNDS_NEAR 4u   /* tests the index's own value */
#define BOUNDS_ROOT 8u   /* tests the index itself (the only one) */

/* detect-slice.cc */
bool bit_scan_asm_p (gasm *as);
bool narrowing_p (gassign *ga);
bool merge_phi_p (gphi *phi);
void backward_slice (tree name, struct slice *out);
void near_slice (tree name, struct slice *out);
bool slice_has_control_p (struct slice *s);
bool same_value_p (tree a, tree b);
enum meeting slices_meet (struct fn_state *st, struct slice *idx,
                          struct slice *cond);
struct slice *cond_slice (struct fn_state *st, gimple *branch);
void look_through_flag (enum tree_code *code, tree *lhs, tree *rhs);
bool operand_in_p (vec<tree> *nodes, tree op, bool structural = false);
bool index_operand_p (struct slice *idx, tree op);
bool equivalent_p (tree a, tree b, int depth);
bool slice_without (vec<tree> *indices, tree stop, vec<tree> *out);
tree array_root (tree v);
bool array_element_load_p (tree ref, tree *start, HOST_WIDE_INT *off);
bool element_maximum_p (tree op, tree root, HOST_WIDE_INT off, tree size,
                        basic_block *header);
void release_slice (struct slice *s);
void release_cond_slices (hash_map<gimple *, struct slice *> *slices);

/* detect-carrier.cc */
HOST_WIDE_INT syntactic_max (tree name, int depth);
int offset_sign (tree off);
tree pointer_indices (struct fn_state *st, tree ptr, tree access_type,
                      vec<tree> *indices, bool *bounded);
void ref_carriers (struct fn_state *st, site *s, tree *slot,
                   vec<tree> *indices, bool *bounded);

/* detect-rules.cc */
bool init_code_skipped_p (tree fndecl);
bool stores_rule_p (void);
const char *check_dropped_by (struct fn_state *st, struct slice *idx,
                              edge e, gimple *last, enum meeting meet);
bool loop_counter_test_p (struct fn_state *st, struct slice *idx, edge e,
                          gcond *cond);
bool bounds_from_above_p (struct fn_state *st, struct slice *idx, edge e,
                          gimple *last, enum meeting meet);
bool tainted_condition_p (struct fn_state *st, gcond *cond,
                          struct slice *idx);

/* detect-guards.cc */
bool edge_dominates_p (edge e, basic_block bb);
void keep_guards (site *s, const bool *keep);
void keep_nearest_guards (site *s);
void collect_guards (struct fn_state *st, site *s, struct slice *idx_slice,
                     basic_block bb, basic_block use_bb);
bool find_guards (struct fn_state *st, site *s, vec<tree> *indices,
                  basic_block use_bb, edge site_edge,
                  struct slice *idx_slice);

/* detect-facts.cc */
void record_facts (struct fn_state *st);
void record_fnptr_stores (function *fun);
void record_initializer_fnptrs (void);
bool external_checks (struct fn_state *st, site *s, struct slice *idx);
void external_entries (struct fn_state *st, site *s, struct slice *idx);

} /* namespace nospec */

#endif
