// The table's phone in words: signing in with the table's code, the table's page (where it is, the
// pairs, the boards with what was entered, travellers, running ranks) and its pad. What became of an
// entry and the session's confirmation setting are in table-entry.ts.

export const TABLE_SIGN_IN_WORDS = {
  title: 'Score at your table',
  help: "Enter the code on your table's card. Any player at the table may hold the phone.",
  code: 'Table code',
  start: 'Start scoring at this table',
} as const;

export const TABLE_PAGE_WORDS = {
  title: (table: number | string) => `Table ${table}`,
  /** Where the table is: the session's name, the section and the round. */
  where: (name: string, section: string, round: number | null) =>
    `${name} · section ${section} · ${round === null ? 'no round has started' : `round ${round}`}`,
  pairs: (ns: { pair: string; names: readonly string[] }, ew: { pair: string; names: readonly string[] }) =>
    `N-S pair ${ns.pair}: ${ns.names.join(' & ')} · E-W pair ${ew.pair}: ${ew.names.join(' & ')}`,
  over: 'The session is over: results are no longer entered at the tables.',
  boardHeaders: ['Board', 'Contract', 'By', 'Tricks', 'Score NS', ''],
  toPlay: 'to play',
  /** A board's mark: the director decides a request, East-West have or have not confirmed. */
  directorDecides: 'waiting for the director',
  notConfirmed: 'not confirmed',
  confirmed: 'confirmed',
  /** Around the two results of a board the table entered twice: "Board 5: <recorded> is recorded; …". */
  conflict: {
    board: (board: number) => `Board ${board}: `,
    recorded: ' is recorded; this table entered ',
    decides: '. Waiting for the director.',
  },
  traveller: (board: number) => `Traveller of board ${board}`,
  board: (board: number) => `Board ${board}`,
  travellerHeaders: ['Table', 'NS', 'EW', 'Contract', 'By', 'Tricks', 'Score NS', '% NS', '% EW'],
  runningRank: 'Running rank',
  afterRound: (round: number) => `After round ${round}`,
  rank: (pair: string, rank: string) => `Pair ${pair}: rank ${rank}`,
} as const;

export const TABLE_PAD_WORDS = {
  board: 'Board',
  enter: (board: number) => `Enter board ${board}`,
  /** Before a line about one board: its entry's outcome, a refusal, its flags. */
  boardPrefix: (board: number) => `Board ${board}: `,
  outcome: (board: number, outcome: string, scoreNs: number) => `Board ${board}: ${outcome}, N-S ${scoreNs}.`,
  confirmFlags: 'Confirm, the result is right',
  waiting: 'Waiting to be sent',
  /** An entry in the phone's queue: "by N", ", 9 tricks" after its contract, then that it waits. */
  waitingBy: (declarer: string) => ` by ${declarer}`,
  waitingTricks: (tricks: number) => `, ${tricks} tricks`,
  waitingToBeSent: ': waiting to be sent',
  confirmBoard: (board: number) => `East-West confirm board ${board}`,
  confirmRound: "East-West confirm the round's boards",
  /** A board entered this round: its pad opens again, with the recorded result, to ask for a correction. */
  askCorrection: (board: number) => `Ask the director to correct board ${board}`,
  correcting: (board: number) => `Board ${board} as recorded: change what is wrong and send it to the director.`,
  sendCorrection: (board: number) => `Send board ${board} to the director`,
  cancelCorrection: 'Cancel, nothing to correct',
} as const;
