/* options.cc - strict parsing of -fplugin-arg-nospec-KEY[=VALUE].

   Every key is known, every value checked: an unknown key, a missing,
   empty or malformed value, or a key given twice with different values is
   an error naming the full option, and the plugin refuses to run (a
   hardening tool must never silently ignore what it was asked to do).  */

#include "gcc-compat.h"
#include "nospec-plugin.h"

namespace nospec {

struct options opts = {
  MODE_HARDEN, STRATEGY_MASK, TAINT_ALL, CHECKS_BOUNDS, SCOPE_ALL, 0, NULL, NULL
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
  "  taint=all|params|annotated  which values an attacker influences: "
  "parameters,\n"
  "                           memory and call results; only parameters and "
  "memory\n"
  "                           reached through them; only values marked "
  "with\n"
  "                           nospec_untrusted (default: all)\n"
  "  checks=bounds|any        which branches guard a load: conditions "
  "computed from\n"
  "                           the index, or any branch (catches separate "
  "\"is safe\"\n"
  "                           flags; default: bounds)\n"
  "  scope=all|annotated      every function, or only those marked "
  "nospec_harden\n"
  "                           (default: all)\n"
  "  verbose[=0|1]            note every hardened site (default: 0)\n"
  "  stats=FILE               append per-function counts to FILE\n"
  "  report=DIR               audit mode: write a SARIF 2.1.0 file per "
  "translation\n"
  "                           unit into the existing directory DIR\n"
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

bool
parse_arguments (const char *plugin_name, int argc,
                 const struct plugin_argument *argv, bool *disabled)
{
  static const char *const modes[] = { "harden", "audit", NULL };
  static const char *const strategies[] = { "mask", "fence", "load", NULL };
  static const char *const taints[] = { "all", "params", "annotated", NULL };
  static const char *const checks[] = { "bounds", "any", NULL };
  static const char *const scopes[] = { "all", "annotated", NULL };
  static const char *const bools[] = { "0", "1", NULL };
  /* The value each key was given first, to reject contradictions.  */
  const char *seen_key[16];
  const char *seen_value[16];
  int nseen = 0;
  bool ok = true;

  for (int i = 0; i < argc; i++)
    {
      const char *key = argv[i].key;
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
      if (nseen < 16)
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
      else if (strcmp (key, "checks") == 0)
        {
          if ((choice = pick (plugin_name, key, value, checks)) < 0)
            ok = false;
          else
            opts.checks = (enum check_policy) choice;
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
          else if (stat (value, &st) != 0 || !S_ISDIR (st.st_mode))
            {
              error ("%qs: %qs is not a directory", full_name (plugin_name, key),
                     value);
              ok = false;
            }
          else
            opts.report_dir = value;
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
