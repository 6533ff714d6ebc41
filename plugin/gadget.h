/* gadget.h - what the detector (detect-*.cc) finds and rewrite.cc changes.

   A "site" is a statement that can leak through the cache when it runs
   under a mispredicted branch: a load, or a return of a pointer computed
   from an index (the BPF map lookup shape: the caller loads through it).
   Its "carriers" are the SSA operands of its address that carry the
   attacker-influenced index: an ARRAY_REF index, or a MEM_REF base
   pointer whose computation adds an influenced offset.  Its "guards" are
   the conditional edges it is control-dependent on whose conditions are
   computed from the same index (or, with checks=any, all of them).  */

#ifndef NOSPEC_GADGET_H
#define NOSPEC_GADGET_H

namespace nospec {

/* The largest number of carriers and guards kept for one site.  Every
   dominating guard's mask is ANDed into the site's, and the guards at
   joins reach it through one predicate state (rewrite.cc), so the limit
   only bounds the work on pathological code: a site with more guards
   than this is hardened with a fence, which covers them all.  */
#define MAX_CARRIERS 4
#define MAX_GUARDS 1024

/* The largest number of case ranges one switch edge is masked with (one
   mask sequence each); an edge reached by more needs a fence.  */
#define MAX_SWITCH_RANGES 8

/* The largest number of loop exit tests of a site's own index kept aside
   as masks (guards=nearest).  */
#define MAX_SPARE_GUARDS 2

struct guard {
  edge on_edge;       /* the edge the site is control-dependent on */
  gcond *cond;        /* the condition at its source, or NULL */
  gswitch *sw;        /* or the switch at its source */
  bool maskable;      /* the relation can be turned into a mask here */
  bool at_join;       /* the edge's destination has other predecessors:
                         the mask reaches the site through a PHI there */
  bool dominates;     /* every path to the site's use crosses the edge */
  tree tested;        /* the value of the index's slice it compares */
  unsigned sides;     /* detect.h's BOUNDS_* bits: does the condition
                         test the index's own value, and which sides of
                         it does it bound */
  const char *why;    /* if not, why not (for the dump file) */
  bool behind_call;   /* the condition sees the index only through a
                         call's result ("if (is_safe (x))") */
};

struct site {
  gimple *stmt;                /* the load or the return */
  tree *carrier[MAX_CARRIERS]; /* operand slots holding the carriers */
  unsigned ncarriers;
  unsigned offset_carriers;    /* bit I: carrier I is a pointer "base +
                                  offset" whose offset is its only
                                  influenced part (rewrite.cc masks the
                                  offset alone) */
  struct guard *guards;         /* heap-allocated, grown as needed (most
                                  sites have one or two): free_site */
  unsigned nguards, guards_alloc;
  bool too_many_guards;
  bool near_upper;             /* the checks of the index itself bound
                                  it from above (guards=nearest) */
  bool near_bounded;           /* and from below: only those are kept */
  struct guard spare[MAX_SPARE_GUARDS]; /* loop exit tests of the index
                                  itself, which the loop rule drops as
                                  reasons but guards=nearest may mask
                                  with */
  unsigned nspare;
  bool far_overflow;           /* checks that do not test the index itself
                                  were left out for want of room */
  bool needs_fence;            /* some guard cannot be expressed as a mask */
  const char *fence_why;       /* why (for the audit note and the census) */
  edge phi_edge;               /* a returned PHI's argument: the edge it
                                  comes in on (else NULL) */
  unsigned phi_arg;            /* and its index */
  bool store;                  /* a store through the index (v1.1) */
  bool known_extent;           /* an array object of known size */
  const char *dropped_by;      /* the rule that dropped a guard (census) */
  struct ext_note *ext;        /* notes of checks and entries elsewhere
                                  (MAX_EXT_NOTES, heap: free_site) */
  unsigned next;
  location_t loc;              /* where to report it */
  tree object;                 /* for messages: the array or pointer */
  tree index;                  /* for messages: the index value (render.cc) */
};

/* detect-sites.cc */
void find_sites (function *fun, vec<site> *sites, bool record,
                 bool last);
void set_flag_join_sites (hash_set<gimple *> *sites); /* detect-guards.cc */
void free_site (site *s);
tree origin_fn (function *fun, gimple *stmt);
tree display_expr (tree name);  /* render.cc: the value itself */

/* handmask.cc */
bool fenced_by_hand_p (const site *s);

/* rewrite.cc */
bool switch_edge_maskable_p (gswitch *sw, edge e);
bool expect_call_p (gcall *call);  /* detect-slice.cc */
void harden_sites (function *fun, vec<site> *sites, unsigned *masks,
                   unsigned *fences, bool *need_vops);

} /* namespace nospec */

#endif
