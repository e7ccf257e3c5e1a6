// The raw results of one session as another program recorded them: what was played at each table,
// plus that program's own computed values (`oracle`) so our scoring can be compared with them.
import type {
  Call,
  Card,
  FinalContract,
  PartialDeal,
  Seat,
  Side,
  TableBoardCommand,
  Vulnerability,
} from '@club/bridge';
import type { BoardOptimum } from '../pbn/optimum-tags';
import type { PbnTable } from '../pbn/table';
import type { Cell } from '../pbn/table-cell';

export type SourceFormat = 'PBN' | 'USEBIO' | 'LIN' | 'BWS';

/** The scoring the file declares, mapped to the CLI's vocabulary; null when the file names none we know. */
export type ScoringMethodHint = 'MP' | 'MP-NA' | 'IMP-BUTLER' | 'IMP-CROSS' | 'TEAMS';

export interface SessionEvent {
  readonly name: string;
  /** ISO `yyyy-mm-dd`, or null when the file has no usable date. */
  readonly date: string | null;
  /** The scoring as the file writes it: PBN `Scoring` tag (`IMP;Butler-2;Mean`) or USEBIO `EVENT_TYPE`. */
  readonly scoring: string | null;
  readonly method: ScoringMethodHint | null;
  readonly site: string | null;
  /** The session number when the file holds several (USEBIO SESSION_NUMBER). */
  readonly session?: number;
  /**
   * How the file's program compared the results of several sections, when the file shows it (USEBIO:
   * read off the printed points): each section on its own, or all together across the field. Absent:
   * the file does not say (sections on the same boards are then taken as compared across the field).
   */
  readonly sectionScoring?: 'per-section' | 'across-field';
  /**
   * How the file ranked its pairs, when it shows it (PBN: read off the TotalScoreTable's printed ranks):
   * `two`, each direction on its own (a two-winner Mitchell), or `one`, all in one list. Absent: not shown.
   */
  readonly winners?: 'one' | 'two';
}

/**
 * Artificial adjusted score (Law 12C2): each side's percentage, scored separately (may not balance).
 * A side's percentage is null when the row gives that side an explicit score instead (PBN `"A=" "+0"`):
 * that side is scored on the row's `scoreNS`, the table's result, like any played score.
 */
export interface ArtificialScore {
  readonly kind: 'artificial';
  readonly nsPercent: number | null;
  readonly ewPercent: number | null;
  /** As written in the file: `A+`/`A=`/`A-` (PBN, per side), `A6060` (USEBIO). */
  readonly text: string;
}

/** A value the other program computed, keyed by its own column or element name (`MP_NS`, `NS_MATCH_POINTS`). */
export type OracleValues = Readonly<Record<string, Cell>>;

export interface TableResult {
  /**
   * Pair (or team) ids as the file writes them; null when the row does not name one (Ruter's `-`: a
   * pair missing from the table, the present pair scored on its own).
   */
  readonly ns: string | null;
  readonly ew: string | null;
  /** Null when not played (artificial score). `'Pass'` for a passed-out board. */
  readonly contract: FinalContract | null;
  readonly declarer: Seat | null;
  /** Tricks taken by declarer (0-13), null when not played. */
  readonly tricks: number | null;
  /** The score from North-South's view as the file records it, null when none (artificial score). */
  readonly scoreNS: number | null;
  readonly adjusted: ArtificialScore | null;
  /**
   * True when the score cell marks the score adjusted (Ruter's suffix, `800>a`): `scoreNS` is an
   * assigned adjusted score (Law 12C1) that replaces what the contract would score.
   */
  readonly assigned?: boolean;
  /**
   * Present when the director assigned each side its own score (a non-balancing adjustment, Law
   * 12C1(f); PBN: Score_NS and Score_EW both given, and not the same score from each side): each
   * side's score from North-South's view, each side compared with its own. `scoreNS` is then
   * North-South's and `assigned` is true.
   */
  readonly assignedSides?: { readonly ns: number; readonly ew: number };
  /**
   * Present when the line is an adjusted score written as its points alone (USEBIO: points, but neither
   * a SCORE nor a contract), as this club writes a weighted score (Law 12C1c) USEBIO 1.2 cannot carry:
   * the file's points, in its points elements; the board is then taken as the file prints it.
   */
  readonly printedPoints?: { readonly ns: number; readonly ew: number };
  readonly lead: Card | null;
  readonly section: string | null;
  readonly round: number | null;
  readonly table: number | null;
  /** True when the file marks a value of the row artificial (`^`), e.g. a result agreed by the players. */
  readonly marked: boolean;
  /** The other program's computed values for this row (every column or element of the row). */
  readonly oracle: OracleValues;
  /** Source line of the row, for messages. */
  readonly line: number;
  /**
   * The auction and play as the table made them (a LIN record): the rules engine's commands, calls,
   * cards, a claim and its acquiescences, which give this row's result. Absent: the file has only the result.
   */
  readonly play?: readonly TableBoardCommand[];
  /** The table's calls in order, when the file records them (BWS BiddingData). */
  readonly auction?: readonly Call[];
  /** The cards played in order, when the file records them (BWS PlayData). */
  readonly cards?: readonly Card[];
  /** Earlier readings this result replaced, as the file wrote them (BWS ReceivedData rows erased or superseded). */
  readonly corrected?: readonly string[];
}

/** A pair sitting out a round (Ruter's `Bye` row), with the program's values for it. */
export interface SitOut {
  readonly pair: string;
  readonly side: Side;
  readonly round: number | null;
  readonly table: number | null;
  readonly section: string | null;
  readonly oracle: OracleValues;
  readonly line: number;
}

/**
 * A procedural penalty row (Ruter's `"Pen" "Pen"`, Law 90): the pairs of a result row of the board,
 * the penalty in the file's own points columns (matchpoints or IMPs), added to each pair's total.
 */
export interface BoardPenalty {
  readonly ns: string | null;
  readonly ew: string | null;
  /** The points each side gets (a penalty is negative), null when the side has none. */
  readonly nsPoints: number | null;
  readonly ewPoints: number | null;
  /** The columns the points were read from: matchpoints (`MP_NS`) or IMPs (`IMP_NS`). */
  readonly unit: 'MP' | 'IMP';
  readonly section: string | null;
  readonly round: number | null;
  readonly table: number | null;
  readonly oracle: OracleValues;
  readonly line: number;
}

export interface BoardResults {
  readonly board: number;
  readonly dealer: Seat | null;
  readonly vulnerability: Vulnerability | null;
  /** The deal in PBN notation (`N:AKQ.. ...`), as written or rebuilt from the file's hands. */
  readonly deal: string | null;
  /** The same deal parsed and checked (no card twice, no hand over 13); hands may be null (unknown). */
  readonly hands: PartialDeal | null;
  readonly results: readonly TableResult[];
  readonly sitOuts: readonly SitOut[];
  /** Procedural penalties recorded on the board (absent: the format carries none). */
  readonly penalties?: readonly BoardPenalty[];
  /** Board-level values the program computed (USEBIO `BOARD_AVERAGE`, PBN `OptimumScore`...). */
  readonly oracle: OracleValues;
  /** Every PBN table of the board's game, raw (ScoreTable, OptimumResultTable...); empty for USEBIO. */
  readonly tables: readonly PbnTable[];
  /** The double-dummy table and par the file printed (PBN `Optimum*` tags), as far as it gives them. */
  readonly optimum?: BoardOptimum;
}

export interface Participant {
  /**
   * Unique in its section (in the session when `section` is null): the id the results use in `ns`/`ew`
   * (PBN PairId/TeamId, USEBIO PAIR_NUMBER, numbered within its SECTION).
   */
  readonly id: string;
  /** The number a player sees (`1` for USEBIO `1NS`). */
  readonly number: string;
  readonly kind: 'pair' | 'team';
  /** Direction for a Mitchell field or the team's home/away label, null when not given. */
  readonly direction: Side | null;
  readonly section: string | null;
  readonly names: readonly string[];
  /** Each named player's federation (national) membership number, beside `names`; null where the file gives none. Absent: the format carries none. */
  readonly federationIds?: readonly (string | null)[];
  /** The program's totals for this participant (`TotalScoreMP`, `Rank`, `PERCENTAGE`, `PLACE`...). */
  readonly oracle: OracleValues;
}

/** A teams match of a round: totals only (team files carry no board rows), with the program's VPs. */
export interface TeamMatch {
  readonly round: number | null;
  readonly table: number | null;
  readonly home: string;
  readonly away: string;
  /** IMPs won by each team in the match, when the file gives them. */
  readonly impsHome: number | null;
  readonly impsAway: number | null;
  /** The IMPs each team brings into the match (a vugraph header's carry-over); absent: none. */
  readonly carriedOver?: { readonly home: number; readonly away: number };
  readonly oracle: OracleValues;
  readonly line: number;
}

export interface SessionResults {
  /** `generator`: the program that wrote the file (PBN `% <META name=Generator>` or the Application tag; USEBIO PROGRAM_NAME), when it says. */
  readonly source: { readonly format: SourceFormat; readonly file: string; readonly generator?: string };
  readonly event: SessionEvent;
  readonly boards: readonly BoardResults[];
  readonly participants: readonly Participant[];
  readonly matches: readonly TeamMatch[];
  /** Session-level PBN tables, raw (TotalScoreTable, a teams ScoreTable); empty for USEBIO. */
  readonly tables: readonly PbnTable[];
  /**
   * What the file records that is not taken as written, each naming file, board and row (a BWS
   * auction or play the rules engine refuses); the results stand. Absent: nothing to say.
   */
  readonly notes?: readonly string[];
  /**
   * What the replay of a board found irregular and kept (a LIN revoke, a record cut short, a header
   * disagreeing with the play), each as a code with its parameters and in English. Absent: none.
   */
  readonly irregularities?: readonly ReaderIrregularity[];
}

/** A board's irregularity as the reader reports it (a LIN replay's: libs/interchange/src/lin/lin-problems.ts). */
export interface ReaderIrregularity {
  readonly board: number;
  readonly line: number;
  /** The token's position and text. */
  readonly token: string;
  readonly code: string;
  readonly params: Readonly<Record<string, string | number>>;
  /** In English. */
  readonly problem: string;
}
