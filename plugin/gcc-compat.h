/* gcc-compat.h - the one place that includes GCC's headers.

   Every plugin source includes this file first and no GCC header itself,
   so that differences between GCC releases are absorbed here.  Supported:
   GCC 11 to 16 (11 and 12 also as cross compilers).

   Each difference is one section below, named after the GCC change it
   bridges; the rest of plugin/ is written against these names and reads
   the same for every version.  This is the only file that may test the
   GCC version (BUILDING_GCC_VERSION from bversion.h).  */

#ifndef NOSPEC_GCC_COMPAT_H
#define NOSPEC_GCC_COMPAT_H

#include "gcc-plugin.h"
#include "context.h"
#include "config.h"
#include "system.h"
#include "coretypes.h"
#include "backend.h"
#include "target.h"
#include "tree.h"
#include "gimple.h"
#include "tree-pass.h"
#include "ssa.h"
#include "cgraph.h"
#include "diagnostic-core.h"
#include "diagnostic.h"
#include "fold-const.h"
#include "stor-layout.h"
#include "gimple-iterator.h"
#include "gimple-pretty-print.h"
#include "gimplify-me.h"
#include "tree-cfg.h"
#include "cfganal.h"
#include "cfgloop.h"
#include "tree-into-ssa.h"
#include "tree-ssa-operands.h"
#include "stringpool.h"
#include "attribs.h"
#include "langhooks.h"
#include "intl.h"
#include "opts.h"
#include "options.h"
#include "dumpfile.h"
#include "tree-dfa.h"
#include "builtins.h"
#include "dominance.h"
#include "tree-ssa-loop.h"
#include "gimple-fold.h"
#include "toplev.h"
#include "bversion.h"

/* symtab-clones.h: how IPA-CP and IPA-SRA made a clone's parameters of
   the original function's (clone_info), for the calls not yet
   redirected to the clone (detect-facts.cc).  It needs
   symbol-summary.h, whose GCC 11 version names a dependent template
   without the "template" keyword, which g++ 12 and later warn about
   (GCC 12's header has the keyword).  */
#if BUILDING_GCC_VERSION < 12000 && __GNUC__ >= 12
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmissing-template-keyword"
#endif
#include "alloc-pool.h"
#include "symbol-summary.h"
#include "symtab-clones.h"
#if BUILDING_GCC_VERSION < 12000 && __GNUC__ >= 12
#pragma GCC diagnostic pop
#endif

namespace nospec {

/* GCC 14 removed last_stmt (BB) ("remove last_stmt", GCC 14 stage 1; its
   callers now use *gsi_last_bb).  GCC 11 to 13's last_stmt skipped debug
   statements at the end of BB; this keeps that meaning on every version,
   so -g cannot change what the plugin sees.  NULL when BB has no
   statement but debug ones.  */
static inline gimple *
bb_last_stmt (basic_block bb)
{
  return gsi_stmt (gsi_last_nondebug_bb (bb));
}

/* GCC 14 moved location_get_source_line into the diagnostic context's
   file cache ("file_cache::get_source_line", global_dc->get_file_cache
   ()); GCC 16 moved char_span and the file cache into namespace
   diagnostics.  source_line_text (FILE, LINE) is line LINE of FILE, or
   an empty span, on every version.  */
#if BUILDING_GCC_VERSION >= 16000
} /* namespace nospec */
#include "diagnostics/file-cache.h"
namespace nospec {
typedef diagnostics::char_span source_span;
#else
typedef char_span source_span;
#endif

static inline source_span
source_line_text (const char *file, int line)
{
#if BUILDING_GCC_VERSION >= 14000
  return global_dc->get_file_cache ().get_source_line (file, line);
#else
  return location_get_source_line (file, line);
#endif
}

/* Where the macro expansion of MAP is (GCC 14 replaced the accessor
   MACRO_MAP_EXPANSION_POINT_LOCATION by a member function).  */
static inline location_t
macro_map_expansion_point (const line_map_macro *map)
{
#if BUILDING_GCC_VERSION >= 14000
  return map->get_expansion_point_location ();
#else
  return MACRO_MAP_EXPANSION_POINT_LOCATION (map);
#endif
}

} /* namespace nospec */

#endif
