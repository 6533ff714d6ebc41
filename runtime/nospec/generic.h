/* nospec/generic.h - C fallback for architectures nospec does not know.

   This gives NO protection against speculation: a compiler may turn the
   comparison below back into a branch, and even when it does not, nothing
   stops the processor from predicting it.  runtime/nospec.h only includes
   this file when the user defines NOSPEC_GENERIC_UNSAFE, saying in the
   build that they accept this.  */

#ifndef NOSPEC_ARCH_GENERIC_H
#define NOSPEC_ARCH_GENERIC_H

#define NOSPEC_ARCH_NAME "generic-unsafe"
#define NOSPEC_GENERIC 1
#define NOSPEC_HAVE_FENCE 0

#endif
