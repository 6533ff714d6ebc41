/* corpus.c - write a deterministic, text-like corpus for the compressor
   and regular-expression benchmarks.

   corpus BYTES [SEED] > FILE

   The same BYTES and SEED give the same file on every machine (own
   xorshift generator, no libc rand).  The text mixes Zipf-distributed
   words from a generated vocabulary, numbers, dates, e-mail and IPv4
   addresses, key=value pairs and some hexadecimal noise, so compressors
   see both redundancy and entropy and regular expressions find matches
   of several shapes.  */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned long long rng_state;

static unsigned long long
rng_next (void)
{
  rng_state ^= rng_state << 13;
  rng_state ^= rng_state >> 7;
  rng_state ^= rng_state << 17;
  return rng_state;
}

static unsigned
rng_below (unsigned limit)
{
  return (unsigned) (rng_next () % limit);
}

#define VOCABULARY 4096
static char words[VOCABULARY][16];
static unsigned cumulative[VOCABULARY];
static unsigned cumulative_total;

static void
make_vocabulary (void)
{
  static const char *const onsets[] = { "b", "c", "d", "f", "g", "h", "l",
    "m", "n", "p", "r", "s", "t", "v", "w", "st", "tr", "ch", "sh", "pl" };
  static const char *const vowels[] = { "a", "e", "i", "o", "u", "ea", "ou",
    "ai" };
  static const char *const codas[] = { "", "", "n", "r", "s", "t", "l",
    "nd", "ng", "rk" };

  for (unsigned w = 0; w < VOCABULARY; w++)
    {
      unsigned syllables = 1 + rng_below (3);
      words[w][0] = '\0';
      for (unsigned s = 0; s < syllables; s++)
        {
          strcat (words[w], onsets[rng_below (20)]);
          strcat (words[w], vowels[rng_below (8)]);
          if (s + 1 == syllables)
            strcat (words[w], codas[rng_below (10)]);
        }
      /* Zipf-like weights: rank r gets about 1/r of the mass.  */
      cumulative_total += 100000 / (w + 1) + 1;
      cumulative[w] = cumulative_total;
    }
}

static const char *
pick_word (void)
{
  unsigned target = rng_below (cumulative_total);
  unsigned lo = 0, hi = VOCABULARY - 1;
  while (lo < hi)
    {
      unsigned mid = (lo + hi) / 2;
      if (cumulative[mid] <= target)
        lo = mid + 1;
      else
        hi = mid;
    }
  return words[lo];
}

int
main (int argc, char **argv)
{
  if (argc < 2)
    {
      fprintf (stderr, "usage: corpus BYTES [SEED]\n");
      return 2;
    }
  unsigned long long want = strtoull (argv[1], NULL, 10);
  rng_state = argc > 2 ? strtoull (argv[2], NULL, 10) : 20240601ULL;
  if (rng_state == 0)
    rng_state = 1;
  make_vocabulary ();

  unsigned long long written = 0;
  char line[512];
  while (written < want)
    {
      int len = 0;
      unsigned items = 6 + rng_below (12);
      for (unsigned k = 0; k < items && len < 400; k++)
        {
          unsigned kind = rng_below (100);
          const char *sep = k ? " " : "";
          if (kind < 78)
            len += snprintf (line + len, sizeof line - len, "%s%s", sep,
                             pick_word ());
          else if (kind < 84)
            len += snprintf (line + len, sizeof line - len, "%s%u", sep,
                             rng_below (100000));
          else if (kind < 87)
            len += snprintf (line + len, sizeof line - len,
                             "%s20%02u-%02u-%02u", sep, rng_below (30),
                             1 + rng_below (12), 1 + rng_below (28));
          else if (kind < 90)
            len += snprintf (line + len, sizeof line - len, "%s%s.%s@%s.org",
                             sep, pick_word (), pick_word (), pick_word ());
          else if (kind < 93)
            len += snprintf (line + len, sizeof line - len, "%s%u.%u.%u.%u",
                             sep, rng_below (256), rng_below (256),
                             rng_below (256), rng_below (256));
          else if (kind < 97)
            len += snprintf (line + len, sizeof line - len, "%s%s=%u", sep,
                             pick_word (), rng_below (1000));
          else
            len += snprintf (line + len, sizeof line - len, "%s0x%08llx",
                             sep, rng_next () & 0xffffffffULL);
        }
      line[len++] = rng_below (8) ? '.' : ';';
      line[len++] = '\n';
      if (written + len > want)
        len = (int) (want - written);
      fwrite (line, 1, len, stdout);
      written += len;
    }
  return ferror (stdout) ? 1 : 0;
}
