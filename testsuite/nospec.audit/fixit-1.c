/* Fix-it hints: every site marked "fix" gets array_index_nospec (i, n)
   from -fdiagnostics-generate-patch, and the file one #include
   <nospec.h>; the sites marked "nofix" are warned about without one (a
   signed check: a negative index passes it, a mask would change what the
   program computes; a check in another function).  A site marked "fix
   same" is a further access of the element of the site above it, under
   the same check: a note under that site's warning, with its own
   fix-it.  audit.exp applies the patch, recompiles, and expects
   warnings at the "nofix" sites only and the mask instructions in the
   assembly.  */

#include <stddef.h>

struct value { long v; long tt; };
struct table { unsigned int alimit; long *array; };
struct vec { unsigned int len; int *vals; };

size_t array1_size = 16;
unsigned char array1[160];
unsigned char array2[256 * 512];
unsigned char temp;
int table16[16];

void
kocher (size_t x)
{
  if (x < array1_size)
    temp &= array2[array1[x] * 512];			/* fix */
}

long
minus_one (struct table *t, unsigned int m)
{
  if (m - 1 < t->alimit)
    return t->array[m - 1];				/* fix */
  return 0;
}

int
early_return (const struct vec *v, unsigned int i)
{
  if (i >= v->len)
    return -1;
  return v->vals[i];					/* fix */
}

int
constant_le (unsigned int i)
{
  if (i <= 15)
    return table16[i];					/* fix */
  return 0;
}

int
swapped (const int *a, unsigned long n, unsigned long i)
{
  if (n > i)
    return a[i];					/* fix */
  return 0;
}

int
signed_check (const int *a, int n, int i)
{
  if (i < n)
    return a[i];					/* nofix */
  return 0;
}

int
same_element (const struct vec *v, unsigned int i, int *out)
{
  if (i >= v->len)
    return -1;
  *out = v->vals[i];					/* fix */
  return v->vals[i] + 1;				/* fix same */
}
