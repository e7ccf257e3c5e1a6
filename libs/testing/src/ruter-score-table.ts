// One board of a Ruter-like PBN results file, for tests that write such a file by hand: the tags
// and the ScoreTable header Ruter writes (nobody vulnerable), then the rows the test gives, each
// `Table Round PairId_NS PairId_EW Contract Declarer Result Score_NS Score_EW MP_NS MP_EW`.
export const RUTER_SCORE_COLUMNS =
  'Table\\2R;Round\\2R;PairId_NS\\2R;PairId_EW\\2R;Contract\\5L;Declarer\\1R;Result\\2R;Score_NS\\6R;Score_EW\\6R;MP_NS\\5R;MP_EW\\5R';

/** The board's game: the event's tags (`[Event "…"]`, `[Scoring "…"]`…) first, then the board and its rows. */
export function ruterBoardGame(board: number, rows: readonly string[], eventTags: readonly string[] = []): string {
  return [
    ...eventTags,
    `[Board "${board}"]`,
    '[Dealer "N"]',
    '[Vulnerable "None"]',
    `[ScoreTable "${RUTER_SCORE_COLUMNS}"]`,
    ...rows,
  ].join('\n');
}

/**
 * A two-board file with the rows Ruter writes beyond a plain result: board 1, table 3 a grade for
 * North-South beside East-West's explicit `+0`; board 2, table 1 an assigned `800>a` and a `Pen`
 * row for pair 1 (−1), tables 2 and 3 played results; `moreOnBoard2` rows are added to board 2.
 */
export function ruterSpecialRowsFile(moreOnBoard2: readonly string[] = []): string {
  const event = ['[Event "Ruter rows"]', '[Date "2026.11.20"]', '[Scoring "MatchPoints;MP1"]'];
  return [
    ruterBoardGame(
      1,
      ['1 1 1 2 4S N 10 "420" - 2 -2', '2 1 3 4 4S N 9 - "50" -2 2', '3 1 5 6 - - - "A=" "+0" 0 0'],
      event,
    ),
    ruterBoardGame(
      2,
      [
        '1 1 1 2 4H S 10 "800>a" - 2 -2',
        '1 1 1 2 - - - "Pen" "Pen" -1.0 -',
        '2 1 3 4 4H S 10 "420" - 0 0',
        '3 1 5 6 3N S 9 "400" - -2 2',
        ...moreOnBoard2,
      ],
      event,
    ),
  ].join('\n\n');
}
