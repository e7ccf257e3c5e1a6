// Builds a real event log for the tests: commands go through the Ulti session decider, and the
// events are wrapped as the store would record them (positions, stream ids, data without type and version).
import { fold, type Decider, type RecordedEvent } from '@club/events';
import {
  leagueDecider,
  leagueStreamId,
  ultiSessionDecider,
  ultiSessionStreamId,
  type LeagueCommand,
  type UltiSessionCommand,
} from '@club/club';

export class Log {
  readonly events: RecordedEvent[] = [];
  private readonly streams = new Map<string, { type: string; schemaVersion: number }[]>();

  /** Decides a command on the Ulti session's stream and appends the events. */
  run(sessionId: string, command: UltiSessionCommand): this {
    return this.on(ultiSessionStreamId(sessionId), ultiSessionDecider, command);
  }

  /** The same on a league stream (the bridge slice's league decider). */
  league(leagueId: string, command: LeagueCommand): this {
    return this.on(leagueStreamId(leagueId), leagueDecider, command);
  }

  private on<C, E extends { type: string; schemaVersion: number }, S>(
    streamId: string,
    decider: Decider<C, E, S>,
    command: C,
  ): this {
    const history = (this.streams.get(streamId) ?? []) as E[];
    const decided = decider.decide(command, fold(decider, history));
    for (const event of decided) {
      history.push(event);
      const { type, schemaVersion, ...data } = event;
      this.events.push({
        position: this.events.length + 1,
        streamId,
        streamPosition: history.length,
        type,
        schemaVersion,
        data: JSON.parse(JSON.stringify(data)),
        metadata: {
          eventId: `00000000-0000-4000-8000-${String(this.events.length + 1).padStart(12, '0')}`,
          occurredAt: '2026-11-21T10:00:00Z',
          recordedAt: '2026-11-21T10:00:00Z',
          actor: { id: 'scorer', role: 'director' },
        },
      });
    }
    this.streams.set(streamId, history);
    return this;
  }
}
