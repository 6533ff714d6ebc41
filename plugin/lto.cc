/* lto.cc - make a forgotten plugin on an LTO link visible.

   What the plugin inserts at compile time is streamed into the LTO
   bytecode and survives any link.  What it cannot see at compile time is
   a check in one translation unit guarding a load in another that LTO
   inlines across units; covering those needs the plugin on the link line
   too (docs: "-flto").  So that forgetting it there is not silent, every
   slim LTO object compiled with the plugin refers to a symbol that only
   the plugin defines, when it runs at link time:

     compile (-flto, slim):  .dc.a nospec_plugin_missing_on_lto_link
     link with the plugin:   .weak + .set of that symbol to 0
     link without it:        undefined reference to
                             `nospec_plugin_missing_on_lto_link'

   Fat objects (-ffat-lto-objects) also serve non-LTO links, which never
   run the plugin, so they do not get the reference.  The reference sits
   in a section that is not loaded at run time.  */

#include "gcc-compat.h"
#include "nospec-plugin.h"

namespace nospec {

#define LTO_CHECK_SYMBOL "nospec_plugin_missing_on_lto_link"

static void
add_toplevel_asm (const char *text)
{
  symtab->finalize_toplevel_asm (build_string (strlen (text), text));
}

void
lto_start_unit (void *, void *)
{
  if (in_lto_p)
    /* Running at link time: satisfy the references.  */
    add_toplevel_asm ("\t.weak\t" LTO_CHECK_SYMBOL "\n"
                      "\t.set\t" LTO_CHECK_SYMBOL ", 0");
  else if (flag_lto && !flag_fat_lto_objects && opts.mode == MODE_HARDEN)
    add_toplevel_asm ("\t.pushsection\t.nospec.lto_check\n"
                      "\t.dc.a\t" LTO_CHECK_SYMBOL "\n"
                      "\t.popsection");
}

} /* namespace nospec */
