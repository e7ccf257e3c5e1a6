// Entry at the tables in words: how East-West confirm, what is unusual about a table's round, and
// what became of an entry.
import type { TableNotice, TableEnterResultOutput } from '@club/application/shapes';

export const TABLE_CONFIRMATION_WORDS: Record<'none' | 'board' | 'round', string> = {
  none: 'No confirmation: results count as entered',
  board: 'East-West confirm each board',
  round: "East-West confirm the round's boards once",
};

export function tableNoticeWords(notice: TableNotice): string {
  switch (notice.kind) {
    case 'sit-out':
      return `Pair ${notice.pair} sits out this round: no opponents at this table.`;
    case 'shared-boards':
      return `Relay: these boards are shared with table ${notice.tables.join(', ')}: pass them on when played.`;
    case 'no-play':
      return `Nobody plays at this table in round ${notice.round}.`;
  }
}

/** Above an entry's flags: nothing is recorded until the players confirm it or enter it again corrected. */
export const TABLE_FLAGGED_WORDS =
  'Not entered yet: this result is far from the other tables’. Check it; if it is right, confirm it below, otherwise correct it and enter it again.';

export const TABLE_OUTCOME_WORDS: Record<Exclude<TableEnterResultOutput['outcome'], 'flagged'>, string> = {
  recorded: 'Entered',
  // Another result than the one recorded: a request to the director, not a result.
  'correction-requested': 'Asked the director to correct it to this result',
  unchanged: 'Nothing changed, this result is already recorded (the director was not asked)',
};

/** A table on the director's page: where it is in the movement. */
export function tableRoundWords(t: { section: string; table: number; round: number | null; rounds: number }): string {
  const at = t.round === null ? 'before the first round' : `round ${t.round} of ${t.rounds}`;
  return `Section ${t.section} · Table ${t.table}: ${at}`;
}

/** A result the tables entered that East-West have not confirmed yet (the session asks them to): it counts, marked. */
export const TABLE_UNCONFIRMED_WORDS = 'not confirmed by East-West';
