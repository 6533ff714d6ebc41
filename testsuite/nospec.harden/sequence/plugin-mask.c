/* Hardened by the plugin: one check, one mask (see sequence.exp).  */
int table[16];
unsigned long table_size = 16;

int
lookup (unsigned long i)
{
  if (i < table_size)
    return table[i];
  return 0;
}
