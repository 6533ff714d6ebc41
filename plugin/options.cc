/* options.cc - strict parsing of -fplugin-arg-nospec-KEY[=VALUE].

   Every key is known, every value checked: an unknown key, a missing,
   empty or malformed value, or a key given twice with different values is
   an error naming the full option, and the plugin refuses to run (a
   hardening tool must never silently ignore what it was asked to do).  */

#include "gcc-compat.h"
#include "nospec-plugin.h"

namespace nospec {

struct options opts = {
  MODE_HARDEN, STRATEGY_MASK, TAINT_SOURCES, CHECKS_CONTROL, SCOPE_ALL,
  RULE_ON, RULE_ON, RULE_ON, RULE_ON, API_AUTO, GUARDS_NEAREST, false, NULL,
  NULL, NULL, 0, NULL, NULL, false, NULL, CALL_CHECKS_FENCE
};

const char *const help_text =
  "nospec: harden Spectre v1 (bounds-check bypass) gadgets.\n"
  "Options, each as -fplugin-arg-nospec-KEY[=VALUE]:\n"
  "  mode=harden|audit        harden gadgets, or only warn about them "
  "(default: harden)\n"
  "  strategy=mask|fence|load how to harden: clamp the index, with a fence "
  "where no\n"
  "                           mask can express the check; a fence on every "
  "guarded\n"
  "                           path; or zero the loaded value like "
  "nospec_load()\n"
  "                           (default: mask)\n"
  "  policy=precise|paranoid  the gadget model: the rules below (default), "
  "or every\n"
  "                           checked load with an index the function did "
  "not compute\n"
  "                           itself (taint=all loops=all onesided=keep "
  "init=harden\n"
  "                           stores=no: the broad model of nospec 0.1 "
  "before the rules)\n"
  "  taint=sources|all|params|annotated  which values an attacker "
  "influences:\n"
  "                           what crosses a trust boundary (parameters of "
  "exported\n"
  "                           functions, input functions and the memory "
  "they fill,\n"
  "                           in a kernel syscall arguments and user "
  "copies); every\n"
  "                           parameter, memory and call result; only "
  "parameters and\n"
  "                           memory reached through them; only values "
  "marked with\n"
  "                           nospec_untrusted (default: sources)\n"
  "  api=auto|public          in user space, whose parameters are attacker "
  "data: in a\n"
  "                           unit that declares functions with "
  "visibility(\"default\"),\n"
  "                           only those and main; or every public "
  "function\n"
  "                           (default: auto)\n"
  "  sources=FILE             more source functions, one per line: NAME "
  "(its result)\n"
  "                           or NAME arg=N (the memory its Nth argument "
  "points to)\n"
  "  facts-out=FILE           append to FILE what this unit learns about "
  "attacker data\n"
  "                           that crosses files: parameters of public "
  "functions and\n"
  "                           calls through function pointers handed "
  "attacker data,\n"
  "                           functions returning it, fields storing it, "
  "and whether\n"
  "                           it was checked first (alias: summary-out)\n"
  "  facts=FILE               read such facts (of an earlier compile of the "
  "build)\n"
  "                           and take what they name as attacker data "
  "(taint=sources;\n"
  "                           alias: summary-in)\n"
  "  facts-deps=FILE          append the facts this unit looked up "
  "(nospec-scan)\n"
  "  loops=skip|all           a loop's exit test guards no load indexed by "
  "the loop's\n"
  "                           own counter, or it does (default: skip)\n"
  "  onesided=skip|keep       a check that bounds the index only from below "
  "(x > 0,\n"
  "                           x != C) is no bounds check, or it is (default: "
  "skip)\n"
  "  init=skip|harden         leave one-shot start-up code (.init/.exit "
  "sections,\n"
  "                           constructors) alone, or not (default: skip)\n"
  "  stores=yes|no            stores through a checked index are sites "
  "too\n"
  "                           (Spectre v1.1; default: yes)\n"
  "  checks=control|bounds|any  which branches guard a load: conditions "
  "computed\n"
  "                           from the index, and a branch on attacker "
  "data right\n"
  "                           above an access to an object of known size "
  "(a separate\n"
  "                           \"is safe\" flag); only the former; or any "
  "branch\n"
  "                           (default: control)\n"
  "  guards=nearest|all       mask with the checks of the index itself "
  "when they\n"
  "                           bound it on both sides, or with every check "
  "the load\n"
  "                           depends on that shares a value with its "
  "index\n"
  "                           (default: nearest)\n"
  "  call-checks=fence|mask   a check made by a call's result (\"if "
  "(is_safe (x))\")\n"
  "                           that stays a call: a fence, or a mask from "
  "the caller's\n"
  "                           comparison, which does not cover a branch "
  "inside the\n"
  "                           callee mispredicted into a forged result "
  "(default: fence)\n"
  "  scope=all|annotated      every function, or only those marked "
  "nospec_harden\n"
  "                           (default: all)\n"
  "  verbose[=0|1]            note every hardened site (default: 0)\n"
  "  stats=FILE               append per-function counts to FILE\n"
  "  report=DIR               audit mode: write a SARIF 2.1.0 file per "
  "translation\n"
  "                           unit into the existing directory DIR; "
  "report=-: on\n"
  "                           standard error, for nospec-scan to collect "
  "(it survives\n"
  "                           ccache and distcc)\n"
  "  suppress=FILE            reviewed results: lines 'FINGERPRINT # REASON' "
  "or\n"
  "                           'FILE:FUNCTION:INDEX # REASON'; a comment "
  "'nospec-suppress:\n"
  "                           REASON' on the line or above it does the "
  "same\n"
  "  disable                  load the plugin but do nothing\n"
  "  help                     print this text\n"
  "  version                  print the plugin version\n"
  "Attributes: nospec_harden, nospec_skip (functions), nospec_untrusted "
  "(parameters),\n"
  "nospec_untrusted_result (functions returning attacker data).\n";

/* The full spelling of KEY, for messages.  */
static const char *
full_name (const char *plugin_name, const char *key)
{
  /* Leaked on purpose: only used on the way to an error.  */
  return concat ("-fplugin-arg-", plugin_name, "-", key, NULL);
}

/* The CHOICES as "'a', 'b' or 'c'", for messages.  */
static const char *
choice_list (const char *const *choices)
{
  const char *list = "";
  for (int i = 0; choices[i]; i++)
    list = concat (list, i == 0 ? "" : choices[i + 1] ? ", " : " or ",
                   "'", choices[i], "'", NULL);
  return list;
}

/* Match VALUE against the NULL-terminated CHOICES; return its index or -1
   after an error.  */
static int
pick (const char *plugin_name, const char *key, const char *value,
      const char *const *choices)
{
  if (value == NULL || *value == '\0')
    {
      error ("%qs needs a value: %s", full_name (plugin_name, key),
             choice_list (choices));
      return -1;
    }
  for (int i = 0; choices[i]; i++)
    if (strcmp (value, choices[i]) == 0)
      return i;
  error ("%qs: unknown value %qs; valid values are %s",
         full_name (plugin_name, key), value, choice_list (choices));
  return -1;
}

/* A key that takes no value (or 0/1 for verbose).  */
static bool
flag_without_value (const char *plugin_name, const struct plugin_argument *arg)
{
  if (arg->value != NULL)
    {
      error ("%qs takes no value (got %qs)", full_name (plugin_name, arg->key),
             arg->value);
      return false;
    }
  return true;
}

/* Was KEY among the NSEEN keys given?  */
static bool
key_given (const char *key, const char *const *seen, int nseen)
{
  for (int i = 0; i < nseen; i++)
    if (strcmp (seen[i], key) == 0)
      return true;
  return false;
}

bool
parse_arguments (const char *plugin_name, int argc,
                 const struct plugin_argument *argv, bool *disabled)
{
  static const char *const modes[] = { "harden", "audit", NULL };
  static const char *const strategies[] = { "mask", "fence", "load", NULL };
  static const char *const taints[] = { "sources", "all", "params",
                                        "annotated", NULL };
  static const char *const policies[] = { "precise", "paranoid", NULL };
  static const char *const loop_values[] = { "skip", "all", NULL };
  static const char *const onesided_values[] = { "skip", "keep", NULL };
  static const char *const init_values[] = { "skip", "harden", NULL };
  static const char *const store_values[] = { "yes", "no", NULL };
  static const char *const api_values[] = { "auto", "public", NULL };
  static const char *const checks[] = { "bounds", "any", "control", NULL };
  static const char *const scopes[] = { "all", "annotated", NULL };
  static const char *const guard_values[] = { "nearest", "all", NULL };
  static const char *const call_check_values[] = { "fence", "mask", NULL };
  static const char *const bools[] = { "0", "1", NULL };
  /* The value each key was given first, to reject contradictions.  */
  const char *seen_key[48];
  const char *seen_value[48];
  int nseen = 0;
  bool ok = true;

  const char *facts_in = NULL;

  for (int i = 0; i < argc; i++)
    {
      /* summary-in and summary-out (nospec 0.2) are facts and
         facts-out.  */
      const char *key = argv[i].key;
      if (strcmp (key, "summary-in") == 0)
        key = "facts";
      else if (strcmp (key, "summary-out") == 0)
        key = "facts-out";
      const char *value = argv[i].value;
      int choice;

      /* A key repeated with the same value is harmless (build systems add
         flags twice); with another value it is a contradiction.  */
      bool repeated = false;
      for (int j = 0; j < nseen; j++)
        if (strcmp (seen_key[j], key) == 0)
          {
            const char *old = seen_value[j] ? seen_value[j] : "";
            const char *now = value ? value : "";
            if (strcmp (old, now) != 0)
              {
                error ("%qs given twice with different values (%qs and %qs)",
                       full_name (plugin_name, key), old, now);
                ok = false;
              }
            repeated = true;
          }
      if (repeated)
        continue;
      if (nseen < 48)
        {
          seen_key[nseen] = key;
          seen_value[nseen] = value;
          nseen++;
        }

      if (strcmp (key, "mode") == 0)
        {
          if ((choice = pick (plugin_name, key, value, modes)) < 0)
            ok = false;
          else
            opts.mode = (enum run_mode) choice;
        }
      else if (strcmp (key, "strategy") == 0)
        {
          if ((choice = pick (plugin_name, key, value, strategies)) < 0)
            ok = false;
          else
            opts.strategy = (enum harden_strategy) choice;
        }
      else if (strcmp (key, "taint") == 0)
        {
          if ((choice = pick (plugin_name, key, value, taints)) < 0)
            ok = false;
          else
            opts.taint = (enum taint_model) choice;
        }
      else if (strcmp (key, "policy") == 0)
        {
          if ((choice = pick (plugin_name, key, value, policies)) < 0)
            ok = false;
          else
            opts.paranoid = choice == 1;
        }
      else if (strcmp (key, "loops") == 0)
        {
          if ((choice = pick (plugin_name, key, value, loop_values)) < 0)
            ok = false;
          else
            opts.loops = (enum rule_setting) choice;
        }
      else if (strcmp (key, "onesided") == 0)
        {
          if ((choice = pick (plugin_name, key, value, onesided_values)) < 0)
            ok = false;
          else
            opts.onesided = (enum rule_setting) choice;
        }
      else if (strcmp (key, "init") == 0)
        {
          if ((choice = pick (plugin_name, key, value, init_values)) < 0)
            ok = false;
          else
            opts.init = (enum rule_setting) choice;
        }
      else if (strcmp (key, "stores") == 0)
        {
          if ((choice = pick (plugin_name, key, value, store_values)) < 0)
            ok = false;
          else
            opts.stores = (enum rule_setting) choice;
        }
      else if (strcmp (key, "api") == 0)
        {
          if ((choice = pick (plugin_name, key, value, api_values)) < 0)
            ok = false;
          else
            opts.api = (enum api_policy) choice;
        }
      else if (strcmp (key, "sources") == 0)
        {
          if (value == NULL || *value == '\0')
            {
              error ("%qs needs a file name", full_name (plugin_name, key));
              ok = false;
            }
          else if (!load_sources_file (value))
            ok = false;
          else
            opts.sources_file = value;
        }
      else if (strcmp (key, "facts") == 0
               || strcmp (key, "facts-out") == 0
               || strcmp (key, "facts-deps") == 0)
        {
          if (value == NULL || *value == '\0')
            {
              error ("%qs needs a file name", full_name (plugin_name, key));
              ok = false;
            }
          else if (strcmp (key, "facts-out") == 0)
            opts.facts_out = value;
          else if (strcmp (key, "facts-deps") == 0)
            opts.facts_deps = value;
          else
            facts_in = value;
        }
      else if (strcmp (key, "checks") == 0)
        {
          if ((choice = pick (plugin_name, key, value, checks)) < 0)
            ok = false;
          else
            opts.checks = (enum check_policy) choice;
        }
      else if (strcmp (key, "guards") == 0)
        {
          if ((choice = pick (plugin_name, key, value, guard_values)) < 0)
            ok = false;
          else
            opts.guards = (enum guard_policy) choice;
        }
      else if (strcmp (key, "call-checks") == 0)
        {
          if ((choice = pick (plugin_name, key, value, call_check_values)) < 0)
            ok = false;
          else
            opts.call_checks = (enum call_check_policy) choice;
        }
      else if (strcmp (key, "scope") == 0)
        {
          if ((choice = pick (plugin_name, key, value, scopes)) < 0)
            ok = false;
          else
            opts.scope = (enum scope_policy) choice;
        }
      else if (strcmp (key, "verbose") == 0)
        {
          if (value == NULL)
            opts.verbose = 1;
          else if ((choice = pick (plugin_name, key, value, bools)) < 0)
            ok = false;
          else
            opts.verbose = choice;
        }
      else if (strcmp (key, "stats") == 0)
        {
          if (value == NULL || *value == '\0')
            {
              error ("%qs needs a file name", full_name (plugin_name, key));
              ok = false;
            }
          else
            opts.stats_file = value;
        }
      else if (strcmp (key, "report") == 0)
        {
          struct stat st;
          if (value == NULL || *value == '\0')
            {
              error ("%qs needs a directory name", full_name (plugin_name, key));
              ok = false;
            }
          else if (strcmp (value, "-") == 0)
            opts.report_stderr = true;
          else if (stat (value, &st) != 0 || !S_ISDIR (st.st_mode))
            {
              error ("%qs: %qs is not a directory", full_name (plugin_name, key),
                     value);
              ok = false;
            }
          else
            opts.report_dir = value;
        }
      else if (strcmp (key, "suppress") == 0)
        {
          /* Reviewed results (triage.cc); a malformed line is an error
             naming FILE:LINE.  */
          if (value == NULL || *value == '\0')
            {
              error ("%qs needs a file name", full_name (plugin_name, key));
              ok = false;
            }
          else if (!load_suppressions (value))
            ok = false;
          else
            opts.suppress_file = value;
        }
      else if (strcmp (key, "disable") == 0)
        {
          if (!flag_without_value (plugin_name, &argv[i]))
            ok = false;
          else
            *disabled = true;
        }
      else if (strcmp (key, "help") == 0)
        {
          if (!flag_without_value (plugin_name, &argv[i]))
            ok = false;
          else
            fnotice (stderr, "%s", help_text);
        }
      else if (strcmp (key, "version") == 0)
        {
          if (!flag_without_value (plugin_name, &argv[i]))
            ok = false;
          else
            fnotice (stderr, "nospec %s for GCC %s (%s, %s sequences)\n",
                     NOSPEC_PLUGIN_VERSION, built_for_gcc (),
                     NOSPEC_TARGET_TRIPLET, target_arch_name ());
        }
      else
        {
          error ("unknown option %qs (see %qs)", full_name (plugin_name, key),
                 full_name (plugin_name, "help"));
          ok = false;
        }
    }

  /* policy=paranoid is the broad model: every rule off, every value
     that the function did not compute itself attacker-influenced.  A
     key given explicitly wins over the policy, whatever the order.  */
  if (opts.paranoid)
    {
      if (!key_given ("taint", seen_key, nseen))
        opts.taint = TAINT_ALL;
      if (!key_given ("loops", seen_key, nseen))
        opts.loops = RULE_OFF;
      if (!key_given ("onesided", seen_key, nseen))
        opts.onesided = RULE_OFF;
      if (!key_given ("init", seen_key, nseen))
        opts.init = RULE_OFF;
      if (!key_given ("stores", seen_key, nseen))
        opts.stores = RULE_OFF;
    }

  /* After every key, so that the reader knows whether facts-out names
     the same file.  */
  if (ok && facts_in && !load_facts_file (facts_in))
    ok = false;

  if (ok && opts.strategy == STRATEGY_FENCE && !target_has_fence ())
    {
      error ("%qs: the %s architecture has no speculation barrier; use "
             "%<strategy=mask%>", full_name (plugin_name, "strategy=fence"),
             target_arch_name ());
      ok = false;
    }
  return ok;
}

} /* namespace nospec */
