/* nospec-plugin.h - declarations shared by the files of the nospec plugin.

   The plugin is C++ only because GCC's plugin API is; it is written in a
   plain, C-like style: no exceptions, no RTTI, no classes beyond the pass
   objects GCC requires.  Everything lives in namespace nospec.  */

#ifndef NOSPEC_PLUGIN_H
#define NOSPEC_PLUGIN_H

namespace nospec {

/* What the pass does with a gadget.  */
enum run_mode { MODE_HARDEN, MODE_AUDIT };

/* How a gadget is hardened.  */
enum harden_strategy {
  STRATEGY_MASK,   /* clamp the index (fence where no mask can express it) */
  STRATEGY_FENCE,  /* a speculation barrier on every guarded path */
  STRATEGY_LOAD    /* the RFC's nospec_load: zero the loaded value */
};

/* Which values count as attacker-influenced.  */
enum taint_model {
  TAINT_SOURCES,   /* what crosses a trust boundary (default): see
                      sources.cc */
  TAINT_ALL,       /* parameters, memory, call results (policy=paranoid) */
  TAINT_PARAMS,    /* parameters and memory reached through them */
  TAINT_ANNOTATED  /* only what the nospec attributes mark */
};

/* The rules of the gadget model that policy=precise (the default) applies
   and policy=paranoid does not; each has its own key.  */
enum rule_setting { RULE_ON, RULE_OFF };

/* Which branches count as checks.  */
enum check_policy {
  CHECKS_BOUNDS,   /* conditions computed from the index */
  CHECKS_ANY,      /* any conditional branch (flag-style checks) */
  CHECKS_CONTROL   /* bounds, and a branch on attacker data right above
                      an access to an object of known size (default) */
};

/* Which of a site's checks its mask is built from.  */
enum guard_policy {
  GUARDS_NEAREST,  /* the checks of the index itself, when they bound it
                      on both sides and dominate the access */
  GUARDS_ALL       /* every check the site depends on that meets its
                      index (nospec 0.2) */
};

/* A check made by a call's result ("if (is_safe (x))").  */
enum call_check_policy {
  CALL_CHECKS_FENCE, /* a fence, which covers a branch inside the callee
                        too (default) */
  CALL_CHECKS_MASK   /* a mask from the caller's comparison: covers the
                        caller's branch, not a branch inside the callee
                        mispredicted into a forged result (Kocher's
                        example 13 at -O0 leaks through it) */
};

/* User space, taint=sources: whose parameters cross the trust boundary.  */
enum api_policy { API_AUTO, API_PUBLIC };

/* Which functions are looked at.  */
enum scope_policy { SCOPE_ALL, SCOPE_ANNOTATED };

struct options {
  enum run_mode mode;
  enum harden_strategy strategy;
  enum taint_model taint;
  enum check_policy checks;
  enum scope_policy scope;
  enum rule_setting loops;     /* loops=skip: a loop's exit test does not
                                  guard loads indexed by its counter */
  enum rule_setting onesided;  /* onesided=skip: a check must bound the
                                  index from above on the guarded path */
  enum rule_setting init;      /* init=skip: one-shot start-up code */
  enum rule_setting stores;    /* stores=harden: Spectre v1.1 stores */
  enum api_policy api;         /* api=auto: a unit that marks its API
                                  with visibility ("default") exports
                                  only those functions (and main) */
  enum guard_policy guards;    /* guards=nearest: mask with the checks
                                  of the index itself */
  bool paranoid;               /* policy=paranoid was given */
  const char *sources_file;    /* sources=FILE: more source functions */
  const char *facts_out;       /* facts-out=FILE (summary-out): append
                                  what this unit learns (facts.cc) */
  const char *facts_deps;      /* facts-deps=FILE: append the facts this
                                  unit looked up */
  int verbose;
  const char *stats_file;   /* append per-function counts here, or NULL */
  const char *report_dir;   /* write a SARIF file per unit here, or NULL */
  bool report_stderr;       /* report=-: the SARIF log on standard error,
                               in lines nospec-scan collects (triage.cc) */
  const char *suppress_file; /* suppress=FILE: reviewed results */
  enum call_check_policy call_checks; /* call-checks=mask|fence */
};

extern struct options opts;

/* nospec.cc */
const char *built_for_gcc (void);

/* options.cc */
bool parse_arguments (const char *plugin_name, int argc,
                      const struct plugin_argument *argv, bool *disabled);
extern const char *const help_text;

/* attribs.cc */
void register_attributes (void *event_data, void *user_data);
bool fn_skipped (tree fndecl);
bool fn_opted_in (tree fndecl);
bool param_untrusted (tree parm);
bool fn_result_untrusted (tree fndecl);

/* sources.cc: where attacker influence enters (taint=sources).  */
bool load_sources_file (const char *file);
bool kernel_build_p (void);
bool boundary_fn_p (tree fndecl);
void note_api_decl (void *gcc_data, void *user_data);
bool source_result_fn_p (tree fndecl);
int source_buffer_arg (tree fndecl);
int source_asm_kind (const gasm *stmt);
bool uapi_field_ref_p (tree ref);

/* detect-slice.cc */
tree strip_copies (tree name);

/* taint.cc */
void blocks_after (basic_block from, bitmap out);
bool ioctl_param_p (tree fndecl, tree parm);
bool callback_param_p (tree fndecl, unsigned parm_index);
bool user_pointer_arg_p (tree fndecl, unsigned arg);

/* What a site's notes say of a check made in another function, or of
   attacker data that came from another file (detect-facts.cc).  */
#define MAX_EXT_NOTES 6
enum ext_kind {
  EXT_CHECK,   /* the index was checked there (the site's only check) */
  EXT_ENTRY    /* the index came in there (a fact made it attacker data) */
};
enum ext_way {
  EXT_PASSED,    /* passed to the function as an argument */
  EXT_CALLED,    /* passed through a function-pointer field (VIA) */
  EXT_STORED,    /* stored into a field (VIA) */
  EXT_RETURNED,  /* returned by a function */
  EXT_ARRAY,     /* an array whose elements were checked, passed as an
                    argument or in a field (VIA) of a structure */
  EXT_ARRAY_ON   /* that array handed on by a function it was passed to */
};
struct ext_note {
  enum ext_kind kind;
  enum ext_way way;
  location_t check_loc;  /* the check, or UNKNOWN_LOCATION */
  location_t at_loc;     /* the call, store or return it came through */
  char *cond;            /* the check as written, or NULL */
  char *from;            /* the function it was made in, or NULL */
  char *via;             /* the field "TYPE.FIELD", or NULL */
};

/* facts.cc: what the other units of a build know (facts, facts-out).  */
#define MAX_FACT_CHECKS 8
struct fact_check {      /* one writer's record of a value */
  const char *at;        /* FILE:LINE:COL of the call, store or return */
  const char *check;     /* FILE:LINE:COL of a check of the value, or NULL
                            (not checked) */
  const char *cond;      /* that check as written, or NULL */
  const char *bound;     /* the bound it was checked against, or NULL */
  const char *from;      /* the function it was made in, or NULL */
  const char *file;      /* fnptr: the file of a static function */
  bool local;            /* field: stored into an automatic variable of
                            FROM (object=local): the value lives only
                            while that call runs */
  const char *via;       /* icall, field: "TYPE.FIELD" (set by the
                            reader) */
  enum ext_way way;      /* the kind of fact (set by the reader) */
};
struct fact_entry {      /* all that the facts say of one key */
  bool plain;            /* a writer did not check the value */
  vec<struct fact_check> checks;  /* those that did, MAX_FACT_CHECKS at most */
  vec<struct fact_check> entries; /* some of those that did not */
};
bool load_facts_file (const char *file);
bool param_facts (tree fndecl, unsigned parm_index,
                  vec<const struct fact_entry *> *out);
bool fact_param_p (tree fndecl, unsigned parm_index);
const struct fact_entry *return_facts (tree fndecl);
const struct fact_entry *field_facts (tree ref);
bool fact_field_ref_p (tree ref, tree fn, tree origin);
bool fact_made_in_p (const struct fact_check *c, tree fn);
char *field_key (tree ref);
char *position_text (location_t loc);
location_t position_location (const char *pos);
void write_fact (const char *kind, const char *words,
                 const struct fact_check *c);
void facts_finish (void *gcc_data, void *user_data);
bool init_code_p (tree fndecl);
void walk_initializer_fnptrs (void (*visit) (tree, tree, void *),
                              void *data);

/* lto.cc */
void lto_start_unit (void *gcc_data, void *user_data);

/* pass.cc */
void register_passes (const char *plugin_name);
void register_flags_pass (const char *plugin_name);

/* sequences.cc: the target's instruction sequences, from runtime/.  */
gimple *build_mask_ltu (tree mask_lhs, tree a, tree b);
gimple *build_fence (void);
gimple *build_pending_fence (void);
void settle_pending_fence (gasm *stmt);
gimple *build_opaque_copy (tree out, tree in);
bool plugin_mask_operands (const gasm *as, tree *a, tree *b);
gasm *mask_with_flag (const gasm *as, tree flag);
bool mask_flag_available_p (void);
bool target_has_fence (void);
const char *target_arch_name (void);
bool asm_is_nospec_mask (const gasm *stmt);
bool bit_test_asm_p (const gasm *as, unsigned *bit_op, unsigned *base_op,
                     bool *store);
bool asm_is_nospec_source (const gasm *stmt);
bool asm_is_nospec_fence (const gasm *stmt);
bool asm_is_nospec_pending_fence (const gasm *stmt);
gimple *build_source_marker (tree out, tree in);
gimple *build_memory_marker (tree ptr);
bool asm_is_nospec_memory (const gasm *stmt);
bool asm_mask_like_p (const gasm *as);
tree asm_identity_input (const gasm *as);
bool asm_fence_like_p (const gasm *as);
bool asm_select_or_zero (const gasm *as, unsigned *input);

/* handmask.cc: protection written by hand.  */
bool sanitized_by_hand_p (gimple *stmt);

/* report.cc: one record per source load found in audit mode.  */
enum site_rule {
  RULE_ARRAY_INDEX,       /* a[i]: the index of an array */
  RULE_POINTER_OFFSET,    /* p[i], *(p + i): an offset added to a pointer */
  RULE_RETURNED_POINTER,  /* return &a[i]: the caller loads through it */
  RULE_MERGED_INDEX       /* a[c ? i : j]: a value merged into the index */
};
struct check_record {
  location_t loc;         /* the branch */
  char *text;             /* its condition as C text, or NULL */
  bool own;               /* in the function the access is written in */
};
/* How a result was suppressed (triage.cc).  */
enum suppress_kind { SUPPRESS_NONE, SUPPRESS_IN_SOURCE, SUPPRESS_FILE };
struct site_record {
  location_t locus;       /* the load, without inlining context */
  enum site_rule rule;
  char *function;         /* the function the load is written in */
  char *object;           /* the array or pointer, as C text, or NULL */
  char *index;            /* the index as written, or NULL */
  unsigned root_version;  /* the SSA version of the value INDEX is plus
                             or minus a constant ("offset" for "offset +
                             9"), or 0 */
  unsigned root_fn;       /* ... in the function of this DECL_UID */
  bool root_late;         /* ... in the pass instance after inlining */
  bool root_loaded;       /* that value is read from memory */
  bool byte_offset;       /* INDEX counts bytes (no element size found) */
  char *bound;            /* the bound it was checked against, or NULL */
  char *taint;            /* where the index comes from, or NULL */
  struct check_record checks[8];
  unsigned nchecks;
  vec<char *> callers;    /* functions it is inlined into */
  vec<location_t> call_sites; /* where, in each of them */
  bool in_own_body;       /* also found in its own function */
  bool fix;               /* a fix-it: replace columns FIX_FIRST..LAST */
  location_t fix_first, fix_last;
  char *fix_text;
  bool shown;             /* the warning was printed */
  bool store;             /* a store through the index (Spectre v1.1) */
  char *fence_why;        /* why it needs a fence, or NULL */
  char *handed_to;        /* the call (quoted name) or asm an element's
                             address is handed to, or NULL */
  location_t handed_at;   /* ... where */
  vec<site_record *> also; /* further accesses of the same element under
                              the same checks, reported as notes */
  struct ext_note ext[MAX_EXT_NOTES]; /* checks and entries elsewhere */
  unsigned next;
  char fingerprint[17];   /* stable across unrelated edits (triage.cc) */
  const char *macro;      /* the outermost macro the access is written in,
                             or NULL */
  location_t expanded_at; /* where that macro is expanded */
  enum suppress_kind suppressed;
  const char *justification; /* why it is not a gadget */
  const char *suppressed_in;  /* the suppressions file, or the source file
                                 of an in-source marker */
  int suppressed_line;       /* and its line */
};
struct site;
void report_finish (void *gcc_data, void *user_data);
void report_site (function *fun, const struct site *s,
                  const location_t *checks, unsigned nchecks,
                  const char *how);
const char *rule_id (enum site_rule rule);
char *ext_text (const struct ext_note *n, bool check);
expanded_location user_location (location_t loc);
bool in_main_file_p (location_t loc);
void report_unprotectable (location_t load_loc, location_t check_loc,
                           tree object, tree index);
void count_function (const char *fname, unsigned masks, unsigned fences,
                     unsigned gadgets);
void census_line (const char *what, location_t loc, const char *fname,
                  const char *detail);
void count_fence (const char *fname, location_t loc, const char *why);
void report_pending_fence (location_t loc, bool store, const char *why);
void count_unit_function (void);

/* render.cc: source text and C renderings for messages.  */
struct subscript {
  const char *file;
  int line;
  int index_first, index_last;  /* columns of the index text */
  char *index_text;             /* the index as written */
  char *object_text;            /* what is subscripted, as written */
  location_t anchor;            /* the '[' */
  int anchor_column;
  bool in_macro;                /* written in a macro call's argument */
};
bool source_subscript (location_t loc, struct subscript *out);
char *source_path (const char *file);
source_span source_line (const char *file, int line);
location_t subscript_column (const struct subscript *sub, int column);
char *render_expr (tree t);
char *render_elements (tree off, HOST_WIDE_INT size);
char *render_condition (gcond *cond, bool swap);
char *source_condition (location_t loc);
char *taint_source_text (tree index);
tree unscaled_offset (tree off, HOST_WIDE_INT size);

/* sarif.cc */
void write_sarif (const char *dir, const vec<site_record *> &records);

/* triage.cc: fingerprints and suppressions.  */
bool load_suppressions (const char *file);
void triage_records (vec<site_record *> &records);
void write_report_lines (const char *name, const char *text, size_t len);
char *compact_text (const char *text);

/* pass.cc, rewrite.cc, taint.cc: see those files.  */
unsigned int harden_function (function *fun, bool late);
unsigned int mark_sources (function *fun);
void compute_influence (function *fun, bitmap influenced);
void compute_influence_own (function *fun, bitmap influenced);
bool mask_output_p (tree name, bool joins);
void remove_source_marks (function *fun, bool values);

} /* namespace nospec */

#endif
