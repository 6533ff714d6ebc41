/* A helper of a header, as Linux's spin_lock () is: it hands the address
   on to a call that stays a call.  */
extern void take (int *);

static inline void
lock_it (int *p)
{
  take (p);
}
