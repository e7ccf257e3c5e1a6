// Events of a table-board stream (`tableboard-<sessionId>-<section>-<table>-<board>`): the events
// of @club/bridge's table-board decider as they are (every call, card, claim, result entry), the
// club's own record of the board, and the director's events (../director).
import {
  TABLE_BOARD_EVENT_TYPES,
  type LawsEdition,
  type ResultFlag,
  type Seat,
  type TableBoardEvent,
  type Vulnerability,
} from '@club/bridge';
import { DIRECTOR_EVENT_TYPES, type DirectorEvent } from '../director/director-events';
import type { RecordedResult } from './recorded-result';

export interface TableBoardOpened {
  readonly type: 'TableBoardOpened';
  readonly schemaVersion: number;
  readonly sessionId: string;
  readonly section: string;
  readonly table: number;
  readonly round: number;
  readonly board: number;
  /** The movement's pair ids seated North-South and East-West. */
  readonly ns: string;
  readonly ew: string;
  /** From the session's board record (Law 2 markings stored, never recomputed). */
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  /** The PBN hand record, or null when only the result will be entered. */
  readonly deal: string | null;
  readonly edition: LawsEdition;
  readonly at: string;
}

/** The board's result became known or changed through the auction, play or claim (spec §10.5 TableResultRecorded). */
export interface TableResultRecorded {
  readonly type: 'TableResultRecorded';
  readonly schemaVersion: number;
  readonly result: RecordedResult;
  readonly source: 'play' | 'claim' | 'entered' | 'passed-out';
}

/** Law 79A: the number of tricks agreed before the hands are returned; it is what is scored. */
export interface TricksAgreed {
  readonly type: 'TricksAgreed';
  readonly schemaVersion: number;
  readonly tricks: number;
  readonly result: RecordedResult;
  readonly at: string;
}

/** A correction of the recorded result before the official score was made available (e.g. a 79B ruling, a wrong entry). */
export interface ResultCorrected {
  readonly type: 'ResultCorrected';
  readonly schemaVersion: number;
  readonly before: RecordedResult;
  readonly after: RecordedResult;
  readonly reason: string;
  readonly law: string;
  readonly at: string;
}

/** Law 79C: a computing or tabulating error corrected after publication: inside the period (79C1) or authorised after it (79C2). */
export interface ScoreCorrected {
  readonly type: 'ScoreCorrected';
  readonly schemaVersion: number;
  readonly before: RecordedResult;
  readonly after: RecordedResult;
  readonly reason: string;
  readonly law: '79C1' | '79C2';
  readonly authorizationId: string | null;
  readonly correctionDeadline: string;
  readonly at: string;
}

/**
 * The players confirmed, with one more tap, that their entered result stands although it is far from
 * the field's (@club/bridge resultFlags): recorded right after the result, for the director's list.
 */
export interface ResultFlagsConfirmed {
  readonly type: 'ResultFlagsConfirmed';
  readonly schemaVersion: number;
  readonly flags: readonly ResultFlag[];
  readonly at: string;
}

/**
 * A table entered the board again with another result: not a new result, a request to the
 * director, who decides it with a correction or declines it (the recorded result stands until
 * then). Its id is its place among the board's requests (`q1`, `q2`…, correctionRequestId): the
 * log is append-only, so the numbering never changes and old events need no stored id.
 */
export interface ResultCorrectionRequested {
  readonly type: 'ResultCorrectionRequested';
  readonly schemaVersion: number;
  readonly recorded: RecordedResult;
  readonly requested: RecordedResult;
  /** The opening lead the table gave with its second entry, as text (`HQ`); null: none given. */
  readonly lead: string | null;
  readonly at: string;
}

/**
 * The director answered a table's request by keeping the recorded result: with the decline on the
 * desk, or with a correction to the result already recorded. `director`: null when the command
 * named none (an import, a script).
 */
export interface ResultCorrectionDeclined {
  readonly type: 'ResultCorrectionDeclined';
  readonly schemaVersion: number;
  readonly requestId: string;
  readonly director: string | null;
  readonly reason: string | null;
  readonly at: string;
}

export type ClubTableBoardRecordEvent =
  | TableBoardOpened
  | TableResultRecorded
  | TricksAgreed
  | ResultCorrected
  | ScoreCorrected
  | ResultFlagsConfirmed
  | ResultCorrectionRequested
  | ResultCorrectionDeclined;

export type TableBoardStreamEvent = TableBoardEvent | ClubTableBoardRecordEvent | DirectorEvent;

export const TABLE_BOARD_RECORD_EVENT_TYPES = [
  'TableBoardOpened',
  'TableResultRecorded',
  'TricksAgreed',
  'ResultCorrected',
  'ScoreCorrected',
  'ResultFlagsConfirmed',
  'ResultCorrectionRequested',
  'ResultCorrectionDeclined',
] as const satisfies readonly ClubTableBoardRecordEvent['type'][];

/** Every event type of a table-board stream, each once: the board's (@club/bridge), the club's record, the director's. */
export const TABLE_BOARD_STREAM_EVENT_TYPES: readonly TableBoardStreamEvent['type'][] = [
  ...TABLE_BOARD_EVENT_TYPES,
  ...TABLE_BOARD_RECORD_EVENT_TYPES,
  ...DIRECTOR_EVENT_TYPES,
];
