// Projection `bridge.director-session`: the facts a director's pages need that no other document
// keeps — when each round started and ended, when the session closed, and each table-board's
// director calls and rulings (a call without a ruling yet is open), and the results a table
// confirmed although they were far from the field's (version 2). Folded once here, so the
// director's reader reads a document instead of folding the session's and boards' streams.
import { eventOf } from '@club/events';
import { sessionIdOfStream, type ResultFlagsConfirmed, type SessionEvent } from '@club/club';
import type { ResultFlag } from '@club/bridge';
import type { DocumentProjection, DocumentReader } from '../framework/document-projection';
import { tableBoardRefOf } from './table-board-ref';

export const BRIDGE_DIRECTOR_SESSION_PROJECTION = 'bridge.director-session';

export interface RoundTime {
  readonly round: number;
  readonly startedAt: string;
  readonly endedAt: string | null;
}

export interface DirectorSessionDocument {
  readonly sessionId: string;
  readonly roundTimes: readonly RoundTime[];
  readonly currentRound: number | null;
  readonly lastRoundEnded: number;
  readonly closedAt: string | null;
  /** Per table-board stream: how many times the director was called there, and how many rulings he gave. */
  readonly calls: Readonly<Record<string, { readonly called: number; readonly ruled: number }>>;
  /** Per table-board stream: the flags its table confirmed with its result, and when; absent in documents before version 2. */
  readonly flagged?: Readonly<Record<string, TableConfirmedFlags>>;
}

export interface TableConfirmedFlags {
  readonly flags: readonly ResultFlag[];
  readonly at: string;
}

const SESSION_TYPES = ['RoundStarted', 'RoundEnded', 'SessionClosed'];
const BOARD_TYPES = ['DirectorCalled', 'RulingGiven', 'ResultFlagsConfirmed'];

export const bridgeDirectorSessionProjection: DocumentProjection<DirectorSessionDocument> = {
  name: BRIDGE_DIRECTOR_SESSION_PROJECTION,
  version: 2,
  types: [...SESSION_TYPES, ...BOARD_TYPES],
  keysOf(event) {
    if (SESSION_TYPES.includes(event.type)) {
      return event.streamId.startsWith('session-') ? [sessionIdOfStream(event.streamId)!] : [];
    }
    const ref = tableBoardRefOf(event.streamId);
    return ref ? [ref.sessionId] : [];
  },
  initial: (sessionId) => ({
    sessionId,
    roundTimes: [],
    currentRound: null,
    lastRoundEnded: 0,
    closedAt: null,
    calls: {},
    flagged: {},
  }),
  evolve(doc, recorded) {
    const event = eventOf<SessionEvent | ResultFlagsConfirmed | { readonly type: 'DirectorCalled' | 'RulingGiven' }>(
      recorded,
    );
    switch (event.type) {
      case 'RoundStarted': {
        const { round, at } = event;
        const roundTimes = [...doc.roundTimes, { round, startedAt: at, endedAt: null }];
        return { ...doc, roundTimes, currentRound: round };
      }
      case 'RoundEnded': {
        const { round, at } = event;
        const ended = (r: RoundTime) => (r.round === round && r.endedAt === null ? { ...r, endedAt: at } : r);
        const roundTimes = doc.roundTimes.map(ended);
        return { ...doc, roundTimes, currentRound: null, lastRoundEnded: round };
      }
      case 'SessionClosed':
        return { ...doc, closedAt: event.at };
      case 'ResultFlagsConfirmed': {
        const { flags, at } = event;
        return { ...doc, flagged: { ...doc.flagged, [recorded.streamId]: { flags, at } } };
      }
      default: {
        const before = doc.calls[recorded.streamId] ?? { called: 0, ruled: 0 };
        const called = event.type === 'DirectorCalled';
        const after = called ? { ...before, called: before.called + 1 } : { ...before, ruled: before.ruled + 1 };
        return { ...doc, calls: { ...doc.calls, [recorded.streamId]: after } };
      }
    }
  },
};

/** The director's facts of a session, through any DocumentReader (none before its first round, call or ruling). */
export function directorSessionOf(documents: DocumentReader, sessionId: string): DirectorSessionDocument | undefined {
  return documents.document<DirectorSessionDocument>(BRIDGE_DIRECTOR_SESSION_PROJECTION, sessionId);
}

/** Director calls not yet answered by a ruling, over the session's table-boards. */
export function openDirectorCalls(doc: DirectorSessionDocument | undefined): number {
  return Object.values(doc?.calls ?? {}).reduce((open, c) => open + Math.max(0, c.called - c.ruled), 0);
}

/** The round in play, the next one the director may start (null after the last or once closed), each round's times. */
export function directorRounds(doc: DirectorSessionDocument | undefined, rounds: number) {
  const currentRound = doc?.currentRound ?? null;
  const closedAt = doc?.closedAt ?? null;
  const lastEnded = doc?.lastRoundEnded ?? 0;
  const nextRound = closedAt !== null || currentRound !== null || lastEnded >= rounds ? null : lastEnded + 1;
  return { currentRound, nextRound, roundTimes: [...(doc?.roundTimes ?? [])], closedAt };
}
