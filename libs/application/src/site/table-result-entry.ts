// A table enters a board: checked against the movement (the board due at this table this round,
// the pairs seated), then recorded with the phone's entry id as the last event's id. A resend of
// the same entry is found by that id first and answers the original outcome, recording nothing;
// the same board entered again with another result is a request to the director, not a result.
// A first entry far from the field's (flagsFor) is answered with its flags and records nothing until
// the players resend it with those flags confirmed: then it is recorded with them.
import { parseContract } from '@club/bridge';
import {
  onTableBoardDecider,
  refuseBoardNotDue,
  refusePairNotSeated,
  tableBoardStreamDecider,
  tableBoardStreamId,
  type ClubTableBoardCommand,
  type TableBoardStreamEvent,
} from '@club/club';
import type { CommandMetadata } from '@club/event-store';
import { fold, versionedEventOf, type Decider } from '@club/events';
import type { Club } from '../club';
import type { TableActor } from './table-shapes';
import { versionedEventCodec } from '../bridge/bridge-commands';
import { openTableBoardCommand, roundsOf } from '../bridge/session-facts';
import { refuseSite } from './site-refusal';
import { refuseClosedTableEntry, tableRoundOf, tableSessionState } from './table-session';
import type { TableEnterResultInput, TableEnterResultOutput } from './table-shapes';
import { tableMetadataOf } from './table-actor';
import { flagsDecision, flagsFor } from './result-flags';
import { resultLineOf } from './director-reader';

export async function enterTableResult(
  club: Club,
  now: () => string,
  input: TableEnterResultInput,
  by: TableActor,
): Promise<TableEnterResultOutput> {
  const stream = tableBoardStreamId(input);
  const entryId = input.entryId.toLowerCase();
  const recorded = club.store.readStream(stream);
  const sent = recorded.findIndex((e) => e.metadata.eventId === entryId);
  if (sent >= 0) return outcomeOf(recorded.slice(0, sent + 1).map((e) => versionedEventOf<TableBoardStreamEvent>(e)));
  const state = tableSessionState(club, input.sessionId);
  refuseClosedTableEntry(state);
  const round = tableRoundOf(state, input);
  if (round === null) refuseSite('table-not-in-play', 'no round has started yet: enter the boards once it has');
  const at = { section: input.section, table: input.table, round };
  const seating = refuseBoardNotDue(state.scheduled!, { ...at, board: input.board })!;
  refusePairNotSeated(seating, input, at);
  const result = {
    contract: parseContract(input.contract),
    declarer: input.declarer,
    tricks: input.tricks,
  };
  const board = fold(
    tableBoardStreamDecider,
    recorded.map((e) => versionedEventOf<TableBoardStreamEvent>(e)),
  );
  const metadata = tableMetadataOf(by);
  if (board.result) {
    const command: ClubTableBoardCommand = {
      type: 'RequestResultCorrection',
      ...result,
      lead: input.lead ?? null,
      at: now(),
    };
    const decided = await execute(club, stream, tableBoardStreamDecider, command, metadata, entryId);
    return decided.events.length === 0
      ? { outcome: 'unchanged', scoreNs: board.result.nsScore }
      : outcomeOf(decided.events);
  }
  // The field is read from the read models: bring them up to the log first (a run of appends, as the
  // demo's, may not have caught them up).
  club.runner.catchUp();
  const flags = flagsDecision(flagsFor(club, input, result), input.confirmedFlags ?? [], now());
  if (flags.status === 'flagged') return { outcome: 'flagged', flags: [...flags.flags] };
  const open = board.opened ? null : openTableBoardCommand(club.store, input, now());
  const command: ClubTableBoardCommand = {
    type: 'EnterResult',
    ...result,
    ...(input.lead ? { lead: input.lead } : {}),
    ...(flags.confirmedFlags ? { confirmedFlags: flags.confirmedFlags } : {}),
  };
  const decided = await execute(
    club,
    stream,
    onTableBoardDecider,
    { open, command, rounds: roundsOf(club.store, input.sessionId) },
    metadata,
    entryId,
  );
  return outcomeOf(decided.events);
}

async function execute<Command, State>(
  club: Club,
  stream: string,
  decider: Decider<Command, TableBoardStreamEvent, State>,
  command: Command,
  metadata: CommandMetadata,
  entryId: string,
) {
  const result = await club.execute(stream, decider, command, metadata, {
    codec: versionedEventCodec<TableBoardStreamEvent>(),
    lastEventId: entryId,
  });
  // The table's page reads the read models, which never catch up themselves.
  club.runner.catchUp();
  return result;
}

/**
 * What an entry's recorded events answer: its result, or its request to the director (the flags the
 * players confirmed follow the result, so the last of them is not always the answer).
 */
function outcomeOf(events: readonly TableBoardStreamEvent[]): TableEnterResultOutput {
  const event = events.findLast((e) => e.type === 'ResultCorrectionRequested' || e.type === 'TableResultRecorded');
  if (event?.type === 'ResultCorrectionRequested')
    return {
      outcome: 'correction-requested',
      scoreNs: event.requested.nsScore,
      standing: resultLineOf(event.recorded),
    };
  if (event?.type === 'TableResultRecorded') return { outcome: 'recorded', scoreNs: event.result.nsScore };
  throw new Error(`an entry recorded ${events.at(-1)?.type}, not a result`);
}
