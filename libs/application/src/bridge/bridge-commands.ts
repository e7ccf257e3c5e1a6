// The club's bridge deciders on top of club.execute. Their events carry their own `schemaVersion`;
// this codec moves it into the envelope and back, so `data` holds only the event's fields.
import type { CommandMetadata, CommandResult, EventCodec } from '@club/event-store';
import { versionedEventOf, type Decider } from '@club/events';
import type { Club } from '../club';

export function versionedEventCodec<
  Event extends { readonly type: string; readonly schemaVersion: number },
>(): EventCodec<Event> {
  return {
    encode(event) {
      const { type, schemaVersion, ...data } = event;
      return { type, schemaVersion, data };
    },
    decode: versionedEventOf<Event>,
  };
}

/** Decides a command on a bridge stream (club, season, league, session, table-board) and appends its events. */
export function executeBridge<Command, Event extends { readonly type: string; readonly schemaVersion: number }, State>(
  club: Club,
  streamId: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  metadata?: CommandMetadata,
): Promise<CommandResult<Event, State>> {
  return club.execute(streamId, decider, command, metadata, { codec: versionedEventCodec<Event>() });
}
