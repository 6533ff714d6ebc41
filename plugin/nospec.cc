/* nospec.cc - entry point of the nospec GCC plugin.

   gcc -fplugin=nospec [-fplugin-arg-nospec-KEY[=VALUE] ...]

   Finds loads guarded by a bounds check on an attacker-influenced index
   (Spectre variant 1 gadgets) and makes them speculation-safe, or, with
   -fplugin-arg-nospec-mode=audit, only reports them.  Keys: see
   -fplugin-arg-nospec-help or options.cc.

   Before:                          After (x86-64, default strategy):
     if (x < n)                       if (x < n)
       v = a[x];                        { m = mask_ltu (x, n);  // cmp; sbb
                                          v = a[x & m]; }  */

#include "gcc-compat.h"
#include "plugin-version.h"
#include "nospec-plugin.h"

int plugin_is_GPL_compatible;

static struct plugin_info nospec_plugin_info = {
  NOSPEC_PLUGIN_VERSION,
  nospec::help_text
};

/* The GCC this plugin was built for (plugin-version.h may only be
   included once).  */
const char *
nospec::built_for_gcc (void)
{
  return gcc_version.basever;
}

int
plugin_init (struct plugin_name_args *info, struct plugin_gcc_version *version)
{
  bool disabled = false;

  /* A plugin built for another GCC must not load: its view of GCC's
     internal structures would be wrong.  */
  if (!plugin_default_version_check (version, &gcc_version))
    {
      error ("nospec: this plugin was built for GCC %s (%s) and cannot be "
             "loaded into GCC %s; rebuild it with %<--with-gcc%> for this compiler",
             gcc_version.basever, NOSPEC_TARGET_TRIPLET, version->basever);
      return 1;
    }

  if (!nospec::parse_arguments (info->base_name, info->argc, info->argv,
                                &disabled))
    return 1;

  register_callback (info->base_name, PLUGIN_INFO, NULL, &nospec_plugin_info);
  /* Even when disabled: annotated code must compile without warnings
     about unknown attributes.  */
  register_callback (info->base_name, PLUGIN_ATTRIBUTES,
                     nospec::register_attributes, NULL);
  if (disabled)
    return 0;

  register_callback (info->base_name, PLUGIN_FINISH, nospec::report_finish,
                     NULL);
  register_callback (info->base_name, PLUGIN_FINISH, nospec::facts_finish,
                     NULL);
  register_callback (info->base_name, PLUGIN_START_UNIT,
                     nospec::lto_start_unit, NULL);
  register_callback (info->base_name, PLUGIN_FINISH_DECL,
                     nospec::note_api_decl, NULL);
  nospec::register_passes (info->base_name);
  return 0;
}
