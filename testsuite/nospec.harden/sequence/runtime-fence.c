/* A barrier by hand with nospec.h (see sequence.exp).  */
#include "nospec.h"

void
fence (void)
{
  nospec_barrier ();
}
