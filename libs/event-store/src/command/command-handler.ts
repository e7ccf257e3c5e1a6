// Reads a stream, folds it with a decider, decides, and appends with the version it read.
// If another writer got in between (ConcurrencyError), it starts over from the new history:
// the decision is re-made, never merged. Bounded, then CommandRetriesExhaustedError.
// Asynchronous whatever the log: the SQLite store answers at once, a log in PostgreSQL later.
import { fold, type AppendMetadata, type Decider, type EventToAppend, type RecordedEvent } from '@club/events';
import type { ExpectedVersion } from '../append/expected-version';
import type { AppendResult } from '../append/idempotency';
import { CommandRetriesExhaustedError, ConcurrencyError, InvalidArgumentError } from '../errors/errors';
import { plainEventCodec, type EventCodec } from './event-codec';

export interface CommandHandlerOptions<Event> {
  readonly codec?: EventCodec<Event>;
  /** Attempts before giving up (default 5). */
  readonly maxAttempts?: number;
  /**
   * The id of the decision's last event (a UUID the client made for what it sent, e.g. a table's
   * entry): the writer looks it up before deciding, so a resend records nothing.
   */
  readonly lastEventId?: string;
}

export interface CommandResult<Event, State> {
  readonly events: readonly Event[];
  readonly state: State;
  readonly append: AppendResult;
  readonly attempts: number;
}

/** Metadata for every event of the decision (actor, correlationId, causationId); eventIds are fresh per attempt. */
export type CommandMetadata = Omit<AppendMetadata, 'eventId'>;

export type CommandHandler<Command, Event, State> = (
  streamId: string,
  command: Command,
  metadata?: CommandMetadata,
) => Promise<CommandResult<Event, State>>;

/** Where a handler reads its stream and appends: the SQLite store itself, or a club's log in PostgreSQL. */
export interface CommandTarget {
  readStream(streamId: string): readonly RecordedEvent[] | Promise<readonly RecordedEvent[]>;
  append(
    streamId: string,
    events: readonly EventToAppend[],
    expectedVersion: ExpectedVersion,
  ): AppendResult | Promise<AppendResult>;
}

export function createCommandHandler<Command, Event extends { readonly type: string }, State>(
  store: CommandTarget,
  decider: Decider<Command, Event, State>,
  options: CommandHandlerOptions<Event> = {},
): CommandHandler<Command, Event, State> {
  const codec = options.codec ?? plainEventCodec<Event>();
  const maxAttempts = options.maxAttempts ?? 5;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1)
    throw new InvalidArgumentError(`maxAttempts must be a positive integer, got ${maxAttempts}`);

  return async (streamId, command, metadata) => {
    let lastConflict: ConcurrencyError | undefined;
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      const history = await store.readStream(streamId);
      const last = history[history.length - 1];
      const expected: ExpectedVersion = last ? last.streamPosition : 'no-stream';
      const state = fold(
        decider,
        history.map((e) => codec.decode(e)),
      );
      const decided = decider.decide(command, state);
      const envelopes = decided.map((event, i) => {
        const given =
          i === decided.length - 1 && options.lastEventId ? { ...metadata, eventId: options.lastEventId } : metadata;
        return given ? { ...codec.encode(event), metadata: given } : codec.encode(event);
      });
      try {
        const append = await store.append(streamId, envelopes, expected);
        return { events: decided, state: fold(decider, decided, state), append, attempts: attempt };
      } catch (error) {
        if (!(error instanceof ConcurrencyError)) throw error;
        lastConflict = error;
      }
    }
    throw new CommandRetriesExhaustedError(streamId, maxAttempts, lastConflict!);
  };
}
