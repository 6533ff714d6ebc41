/* The shapes of call-status*.c: a load checked by the status code of a
   call (pcre2_substring_copy_bynumber's "rc = get_length (...); if
   (rc < 0) return rc;" before "ovector[2 * n]"), the callee a public
   function too big for GCC to inline on its own, which returns error
   constants, 0 on success, and another field's value when that is
   negative.  GET_LEN_ATTR is empty, or noinline for the control.  */

#ifndef GET_LEN_ATTR
#define GET_LEN_ATTR
#endif

struct matches {
  int rc;
  unsigned int count;
  unsigned long vec[16];
};

GET_LEN_ATTR int
get_len (struct matches *m, unsigned int n, unsigned long *len)
{
  int count = m->rc;
  if (count == -2)
    {
      if (n > 0)
        return -2;
      count = 0;
    }
  else if (count < 0)
    return count;
  if (n >= m->count)
    return -54;
  if (n >= 8)
    return -49;
  if (m->vec[2 * n] == ~0UL)
    return -55;
  if (m->vec[2 * n + 1] < m->vec[2 * n])
    return -60;
  *len = m->vec[2 * n + 1] - m->vec[2 * n];
  return 0;
}

long
start_of (struct matches *m, unsigned int n)
{
  unsigned long len;
  int rc = get_len (m, n, &len);
  if (rc < 0)
    return rc;
  return (long) (m->vec[2 * n] + len);
}

long
end_of (struct matches *m, unsigned int n)
{
  unsigned long len;
  int rc = get_len (m, n, &len);
  if (rc != 0)
    return rc;
  return (long) (m->vec[2 * n + 1] - len);
}
