/* facts: get_one is stored into the get field (fnptr ops get): what the
   writer calls through it is its parameter, checked there; put_one only
   gets kernel values.  */
struct ops { int (*get) (unsigned long); int (*put) (unsigned long); };
static int table[8];

static int
get_one (unsigned long i)
{
  return table[i];	/* warn */
}

static int
put_one (unsigned long i)
{
  return table[i];	/* quiet */
}

struct ops my_ops = { .get = get_one, .put = put_one };
