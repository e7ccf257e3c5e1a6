// Builds a realistic log by running the club's deciders: each command is decided against its
// stream's folded history and the events are recorded with store positions, as the store would.
import { fold, type Decider, type RecordedEvent } from '@club/events';
import {
  leagueDecider,
  leagueStreamId,
  sessionDecider,
  sessionStreamId,
  tableBoardStreamDecider,
  tableBoardStreamId,
  clubTableBoardCommandOf,
  type ClubTableBoardCommandInput,
  type LeagueCommand,
  type Publication,
  type SessionCommand,
  type SessionScheduled,
} from '@club/club';

export class ClubLog {
  readonly events: RecordedEvent[] = [];
  private readonly streams = new Map<string, { type: string; schemaVersion: number }[]>();

  run<C, E extends { type: string; schemaVersion: number }, S>(
    decider: Decider<C, E, S>,
    streamId: string,
    command: C,
    at = '2026-11-21T18:00:00.000Z',
  ): E[] {
    const history = (this.streams.get(streamId) ?? []) as E[];
    const decided = [...decider.decide(command, fold(decider, history))];
    for (const e of decided) {
      const { type, schemaVersion, ...data } = e as E & Record<string, unknown>;
      history.push(e);
      this.events.push({
        position: this.events.length + 1,
        streamId,
        streamPosition: history.length,
        type,
        schemaVersion,
        data,
        metadata: {
          eventId: `00000000-0000-4000-8000-${String(this.events.length + 1).padStart(12, '0')}`,
          occurredAt: at,
          recordedAt: at,
          actor: { id: 'test', role: 'scorer' },
        },
      });
    }
    this.streams.set(streamId, history);
    return decided;
  }

  session(sessionId: string, command: SessionCommand) {
    return this.run(sessionDecider, sessionStreamId(sessionId), command);
  }

  league(leagueId: string, command: LeagueCommand) {
    return this.run(leagueDecider, leagueStreamId(leagueId), command);
  }

  /** Opens the board from the session's schedule (as the application layer does), then runs the commands. */
  board(
    schedule: SessionScheduled,
    section: string,
    table: number,
    board: number,
    commands: readonly ClubTableBoardCommandInput[],
  ) {
    const stream = tableBoardStreamId({ sessionId: schedule.sessionId, section, table, board });
    if (!this.streams.has(stream)) {
      const movement = schedule.sections.find((s) => s.section === section)!.movement;
      const seat = movement.assignments.find((a) => a.table === table && a.boards.includes(board))!;
      const record = schedule.boards.find((b) => b.board === board)!;
      this.run(tableBoardStreamDecider, stream, {
        type: 'OpenTableBoard',
        sessionId: schedule.sessionId,
        section,
        table,
        round: seat.round,
        board,
        ns: seat.ns,
        ew: seat.ew,
        dealer: record.dealer,
        vulnerability: record.vulnerability,
        deal: record.deal,
        edition: schedule.lawsEdition,
        at: schedule.startsAt,
      });
    }
    for (const c of commands) this.run(tableBoardStreamDecider, stream, clubTableBoardCommandOf(c));
  }
}

export function publicationOf(e: {
  availableAt: string;
  correctionDeadline: string;
  appealDeadline: string;
  version: number;
}): Publication {
  return {
    version: e.version,
    availableAt: e.availableAt,
    correctionDeadline: e.correctionDeadline,
    appealDeadline: e.appealDeadline,
  };
}
