/* gcc-compat.h - the one place that includes GCC's headers.

   Every plugin source includes this file first and no GCC header itself,
   so that differences between GCC releases are absorbed here.  Supported:
   GCC 11 to 16 (11 and 12 also as cross compilers).

   Each difference is one section below, named after the GCC change it
   bridges; the rest of plugin/ is written against these names and reads
   the same for every version.  This is the only file that may test the
   GCC version (BUILDING_GCC_VERSION from bversion.h); the shims below
   need no test so far.  */

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

} /* namespace nospec */

#endif
