// Builds a real event log for the tests: commands go through the Ulti session decider, and the
// events are wrapped as the store would record them (positions, stream ids, data without type).
import { fold, type RecordedEvent } from '@club/events';
import { plainEventCodec } from '@club/event-store';
import { ULTI_SESSION_SCHEMA_VERSIONS, ultiSessionDecider, ultiSessionStreamId, type UltiSessionCommand, type UltiSessionEvent } from '@club/club';

const codec = plainEventCodec<UltiSessionEvent>({ schemaVersions: ULTI_SESSION_SCHEMA_VERSIONS });

export class Log {
  readonly events: RecordedEvent[] = [];
  private readonly streams = new Map<string, UltiSessionEvent[]>();

  /** Decides a command on the session's stream and appends the events. */
  run(sessionId: string, command: UltiSessionCommand): this {
    const history = this.streams.get(sessionId) ?? [];
    const decided = ultiSessionDecider.decide(command, fold(ultiSessionDecider, history));
    for (const event of decided) {
      history.push(event);
      const { type, schemaVersion, data } = codec.encode(event);
      this.events.push({
        position: this.events.length + 1,
        streamId: ultiSessionStreamId(sessionId),
        streamPosition: history.length,
        type,
        schemaVersion,
        data: JSON.parse(JSON.stringify(data)),
        metadata: { eventId: `00000000-0000-4000-8000-${String(this.events.length + 1).padStart(12, '0')}`, occurredAt: '2026-11-21T10:00:00Z', recordedAt: '2026-11-21T10:00:00Z', actor: { id: 'scorer', role: 'director' } },
      });
    }
    this.streams.set(sessionId, history);
    return this;
  }
}
