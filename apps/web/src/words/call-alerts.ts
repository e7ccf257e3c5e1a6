// Alerted calls in words: the mark in an auction, the list under it (the replay page and the
// director's live board) and the bidding box's alert field.

/** An alert as recorded: the explanation given, null when the call was only alerted. */
export interface AlertWordsInput {
  readonly explanation: string | null;
}

export const SEAT_NAMES = { N: 'North', E: 'East', S: 'South', W: 'West' } as const;

export const CALL_ALERT_WORDS = {
  /** `alerted: strong`, or `alerted` when no explanation was given. */
  alert: (alert: AlertWordsInput) => (alert.explanation ? `alerted: ${alert.explanation}` : 'alerted'),
  listLabel: 'Alerts',
  /** The bidding box: the next call is alerted, with what the caller's partner explained. */
  alertToggle: 'Alert the next call',
  explanation: 'Explanation (optional)',
} as const;
