// The `bridge.session` document (a session's schedule, publications and the list of its
// table-boards) and the `bridge.table-board` document (one board at one table: its raw result with
// its director record). A table-board event touches only its own small document, so the fold costs
// the same whatever the size of the session. Derived results (matchpoints, IMPs, rankings) are
// computed from both by the results job, never stored in them.
import type { Card, LawsEdition } from '@club/bridge';
import type {
  Adjustment,
  CarriedOverImps,
  Entrant,
  ImportedFrom,
  ImportedPlayersReviewed,
  RecordedResult,
  ScoringConventions,
  SectionScoring,
  SessionBoardRecord,
  SessionForm,
  SessionScoring,
  TableConfirmation,
} from '@club/club';

export interface SessionSectionSummary {
  readonly section: string;
  readonly movement: string;
  readonly rounds: number;
  readonly pairs: readonly string[];
  /** Pairs without opponents (phantom) in a round: scored their own average on those boards. */
  readonly sitOuts: readonly { readonly round: number; readonly pair: string; readonly boards: readonly number[] }[];
  /** How many of the section's tables play each board (by board number): when all have, nobody can learn from seeing it. */
  readonly boardTables?: Readonly<Record<string, number>>;
}

export interface SessionPublicationRecord {
  readonly version: number;
  readonly availableAt: string;
  readonly correctionDeadline: string;
  readonly appealDeadline: string;
  /** What the director confirmed publishing without (absent: complete). */
  readonly incomplete?: { readonly roundsRemaining: number; readonly missingResults: number };
}

export interface RulingRecord {
  readonly rulingId: string;
  readonly laws: readonly string[];
  readonly rulingType: string;
  readonly text: string;
  readonly edition: string;
  readonly at: string;
}

export interface ResultChange {
  readonly type: 'TableResultRecorded' | 'TricksAgreed' | 'ResultCorrected' | 'ScoreCorrected';
  readonly result: RecordedResult;
  readonly law: string | null;
  readonly reason: string | null;
  readonly at: string | null;
}

export interface TableBoardEntry {
  readonly stream: string;
  readonly section: string;
  readonly table: number;
  readonly round: number;
  readonly board: number;
  readonly ns: string;
  readonly ew: string;
  /** The result scored: the latest of recorded, agreed, corrected. */
  readonly result: RecordedResult | null;
  /** The opening lead: the card faced (play recorded card by card) or the one the table scorer entered; absent in documents stored before version 2. */
  readonly lead?: Card | null;
  readonly history: readonly ResultChange[];
  readonly rulings: readonly RulingRecord[];
  readonly adjustment: {
    readonly rulingId: string;
    readonly adjustment: Adjustment;
    readonly balanced: boolean;
    readonly laws: readonly string[];
    readonly appealId: string | null;
  } | null;
  readonly penalties: readonly {
    readonly contestant: string;
    readonly amount: number;
    readonly unit: string;
    readonly law: string;
    readonly rulingId: string | null;
  }[];
  /**
   * The result standing was entered at the table (its phone or a seated member): only such a result
   * waits for East-West's confirmation. Absent: the director's entry or correction, or no result.
   */
  readonly enteredAtTable?: boolean;
  /** The table's latest entry of another result, for the director (absent: none asked, or answered since). */
  readonly correctionRequest?: { readonly requestId: string; readonly requested: RecordedResult; readonly at: string };
  /** The table's requests so far (absent: none): the next one's id is numbered after them. */
  readonly correctionRequests?: number;
  /** The director kept the recorded result the table's latest request asked to change (absent: not, or corrected since). */
  readonly correctionDeclined?: {
    readonly requestId: string;
    readonly requested: RecordedResult;
    readonly reason: string | null;
    readonly at: string;
  };
}

export interface BridgeSessionDocument {
  readonly sessionId: string;
  readonly status: 'none' | 'scheduled' | 'closed';
  readonly name: string | null;
  readonly leagueId: string | null;
  readonly startsAt: string | null;
  readonly form: SessionForm | null;
  readonly scoring: SessionScoring | null;
  readonly lawsEdition: LawsEdition | null;
  readonly sectionScoring: SectionScoring;
  /** An imported session's scoring as its file's program did it (absent: the defaults). */
  readonly scoringConventions?: ScoringConventions;
  /** Where an imported session came from (absent: run in the club). */
  readonly importedFrom?: ImportedFrom;
  /** A teams session's IMPs carried into each match, by section and team (absent: none). */
  readonly carriedOver?: readonly CarriedOverImps[];
  /** An imported session's player reviews so far (absent: none); its players as the file names them, by seat, after the latest. */
  readonly playerReview?: {
    readonly reviews: number;
    readonly entrants: ImportedPlayersReviewed['entrants'];
    /** Members a review took off the session and none put back: their score in it is withdrawn (written empty). */
    readonly unlinked: readonly string[];
  };
  readonly sections: readonly SessionSectionSummary[];
  readonly boards: readonly SessionBoardRecord[];
  readonly entrants: readonly Entrant[];
  readonly currentRound: number | null;
  readonly roundsEnded: number;
  readonly publications: readonly SessionPublicationRecord[];
  /** Stream ids of the session's table-boards, in the order they were opened (keys of `bridge.table-board`). */
  readonly tableBoards: readonly string[];
  /** Entry at the tables (absent: never opened): its confirmation setting and the boards East-West confirmed. */
  readonly tableEntry?: TableEntryRecord;
}

export interface TableEntryRecord {
  readonly confirmation: TableConfirmation;
  readonly openedAt: string;
  /** Confirmed boards as `<section>/<table>/<board>` (tableBoardKey). */
  readonly confirmed: readonly string[];
}

/** A session with its table-boards: what the derived results are computed from. */
export interface SessionView {
  readonly session: BridgeSessionDocument;
  readonly tables: readonly TableBoardEntry[];
}
