// The documents of the `appeal.timeline` projection. Three kinds, each folded from its own stream:
// every board's timeline (`board:<tableboard stream>`), every session's publications of the
// official score (`session:<sessionId>`) and every appeal (`appeal:<appealId>`). The timeline of a
// case joins the three at read time (appeal-timeline.ts): the board's events from before the
// appeal was lodged are already in the board's document, whatever the order of the log.
import type { AppealState, OfficialScoreMadeAvailable } from '@club/club';
import type { TimelineSaid } from './timeline-said';

/** A member the line refers to: his id stands in the summary at this offset (UTF-16 units). */
export interface MemberMention {
  readonly memberId: string;
  readonly at: number;
}

export interface TimelineEntry {
  /** Position in the whole log: orders entries of different streams. */
  readonly position: number;
  readonly source: 'board' | 'session' | 'appeal';
  readonly type: string;
  /** When it happened (ISO 8601): the event's own time, else the time it was recorded at the table. */
  readonly at: string;
  /** In the record's words, people by id. */
  readonly summary: string;
  /** The summary as a code and values, for the page's language (absent: the summary's English only). */
  readonly said?: TimelineSaid;
  /** The members the summary names (absent: none), so that names replace exactly these ids. */
  readonly members?: readonly MemberMention[];
  readonly rulingId?: string;
  readonly laws?: readonly string[];
}

export interface BoardTimeline {
  readonly kind: 'board';
  readonly stream: string;
  readonly sessionId: string;
  readonly section: string;
  readonly table: number;
  readonly board: number;
  readonly entries: readonly TimelineEntry[];
  /** Appeals lodged on this board. */
  readonly appeals: readonly string[];
}

/** A publication of the official score with its stored deadlines and periods (Laws 79C, 92B). */
export type TimelinePublication = Omit<OfficialScoreMadeAvailable, 'type' | 'schemaVersion' | 'sessionId' | 'leagueId'>;

export interface SessionClock {
  readonly kind: 'session';
  readonly sessionId: string;
  readonly publications: readonly TimelinePublication[];
  readonly entries: readonly TimelineEntry[];
}

export interface AppealCase {
  readonly kind: 'appeal';
  readonly appealId: string;
  /** The appeal decider's own fold, so the timeline's state is the state commands are judged against. */
  readonly state: AppealState;
  readonly entries: readonly TimelineEntry[];
}

export type AppealTimelineDocument = BoardTimeline | SessionClock | AppealCase;

export interface Deadline {
  readonly name: 'correction' | 'appeal' | 'hearing';
  readonly law: string;
  /** Null while not yet known (the official score not yet made available). */
  readonly at: string | null;
  readonly passed: boolean;
}

/** One case as a reader sees it at a given time. */
export interface AppealTimeline {
  readonly appealId: string;
  readonly sessionId: string;
  readonly tableBoardStream: string;
  readonly section: string | null;
  readonly table: number | null;
  readonly board: number | null;
  readonly status: AppealState['status'];
  readonly state: AppealState;
  readonly asOf: string;
  readonly deadlines: readonly Deadline[];
  /** The board's, the session's and the appeal's events in the order of the log. */
  readonly entries: readonly TimelineEntry[];
}
