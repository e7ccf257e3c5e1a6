// A table's request to correct a result in words: on the director's desk (his answer by keeping
// the recorded result) and on the table's phone (what the director answered).

export const CORRECTION_REQUEST_WORDS = {
  title: 'Correction requests',
  recorded: 'recorded',
  tableEntered: 'the table entered',
  reasonLabel: 'Reason for the table (optional)',
  keep: 'Keep the recorded result',
  /** A desk slot's director column. */
  requested: 'correction requested',
} as const;

/** On the table's phone, around the two results: "Board 6: the director kept the recorded result, <…>; …". */
export const CORRECTION_DECLINED_WORDS = {
  kept: (board: number) => `Board ${board}: the director kept the recorded result, `,
  entered: '; this table entered ',
  end: '.',
  reason: (reason: string) => ` The director’s reason: ${reason}.`,
} as const;
