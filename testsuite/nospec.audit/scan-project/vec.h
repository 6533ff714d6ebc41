/* An accessor in a header: inlined into callers in two files, reported
   once by nospec-scan.  */
struct vec { unsigned int len; int *vals; };

static inline int
vec_get (const struct vec *v, unsigned int i)
{
  return v->vals[i];
}
