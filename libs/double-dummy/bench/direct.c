/* The baseline of `npm run bench` for @club/double-dummy: the same DDS calls made directly from C.
   Reads PBN deals, one a line, from stdin; `direct single` solves them one by one with one thread
   (CalcDDtablePBN), `direct threads` in batches of 40 with DDS's own threads (CalcAllTablesPBN).
   Prints the milliseconds taken (wall clock, then CPU of all threads) and the sum of every cell (to
   check both sides solved the same). */
#include <dds/dll.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#define MAX_DEALS 1000
#define PER_CALL 40

static char deals[MAX_DEALS][80];

static double ms_of(clockid_t clock) {
  struct timespec t;
  clock_gettime(clock, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static long sum_of(const struct ddTableResults *table) {
  long sum = 0;
  for (int s = 0; s < DDS_STRAINS; s++)
    for (int h = 0; h < DDS_HANDS; h++) sum += table->resTable[s][h];
  return sum;
}

int main(int argc, char **argv) {
  int single = argc > 1 && strcmp(argv[1], "single") == 0;
  int count = 0;
  while (count < MAX_DEALS && fgets(deals[count], sizeof deals[count], stdin)) {
    deals[count][strcspn(deals[count], "\n")] = '\0';
    if (deals[count][0] != '\0') count++;
  }
  SetMaxThreads(single ? 1 : 0);
  long sum = 0;
  double start = ms_of(CLOCK_MONOTONIC), cpu = ms_of(CLOCK_PROCESS_CPUTIME_ID);
  if (single) {
    for (int i = 0; i < count; i++) {
      struct ddTableDealPBN deal;
      struct ddTableResults table;
      strcpy(deal.cards, deals[i]);
      if (CalcDDtablePBN(deal, &table) != RETURN_NO_FAULT) return 1;
      sum += sum_of(&table);
    }
  } else {
    static struct ddTableDealsPBN batch;
    static struct ddTablesRes results;
    int filter[DDS_STRAINS] = {0, 0, 0, 0, 0};
    for (int first = 0; first < count; first += PER_CALL) {
      int n = count - first < PER_CALL ? count - first : PER_CALL;
      batch.noOfTables = n;
      for (int i = 0; i < n; i++) strcpy(batch.deals[i].cards, deals[first + i]);
      if (CalcAllTablesPBN(&batch, -1, filter, &results, NULL) != RETURN_NO_FAULT) return 1;
      for (int i = 0; i < n; i++) sum += sum_of(&results.results[i]);
    }
  }
  printf("%.3f %.3f %ld\n", ms_of(CLOCK_MONOTONIC) - start, ms_of(CLOCK_PROCESS_CPUTIME_ID) - cpu, sum);
  return 0;
}
