// Recording an imported session in the club log. First every command of the plan is decided in
// memory against the streams as they are (the deciders refuse exactly as they will when appending),
// so a file the deciders refuse leaves the log untouched. Then the commands are executed stream by
// stream through club.execute, each skipped inside the command handler when its stream already
// holds it: recording the same import again appends nothing, and recording one that was cut off
// completes it (its official score, made available last, is what marks it complete).
import type { CommandMetadata } from '@club/event-store';
import { fold } from '@club/events';
import type { SessionResults } from '@club/interchange';
import { executeBridge, versionedEventCodec } from '../bridge/bridge-commands';
import type { Club } from '../club';
import { importPlan, type ImportStep } from './league-import-plan';
import { createMembersReader } from './members';

export interface RecordImportInput {
  readonly importId: string;
  readonly file: SessionResults;
  readonly leagueId?: string | null;
  /** The league administrator recording it. */
  readonly by: { readonly memberId: string };
}

export interface RecordImportOutcome {
  readonly sessionId: string;
  /** `recorded`: all of it now; `completed`: the rest of an import cut off before; `already`: nothing new. */
  readonly status: 'recorded' | 'completed' | 'already';
  readonly events: number;
  readonly tableBoards: number;
  readonly players: { readonly members: number; readonly guests: number };
  readonly message: string;
  /** What the file has that is not recorded, with file:line. */
  readonly notes: readonly string[];
}

/** The step's decider, answering nothing when its stream already holds the command. */
const skippingDone = (s: ImportStep): ImportStep['decider'] => ({ ...s.decider, decide: (command, state) => (s.done(state) ? [] : s.decider.decide(command, state)) });

/** Decides every step in memory over the streams' current events: throws the first refusal; returns how many steps remain. */
function rehearse(club: Club, steps: readonly ImportStep[]): number {
  const codec = versionedEventCodec<{ type: string; schemaVersion: number }>();
  const states = new Map<string, unknown>();
  let remaining = 0;
  for (const s of steps) {
    const state = states.get(s.stream) ?? fold(s.decider, club.store.readStream(s.stream).map((e) => codec.decode(e)));
    const events = skippingDone(s).decide(s.command, state);
    if (events.length > 0) remaining++;
    states.set(s.stream, fold(s.decider, events, state));
  }
  return remaining;
}

export async function recordImport(club: Club, clubId: string, input: RecordImportInput, now: () => string = () => new Date().toISOString()): Promise<RecordImportOutcome> {
  const members = createMembersReader(club, clubId).members();
  const plan = importPlan(input.file, { importId: input.importId, members, leagueId: input.leagueId ?? null, at: now() });
  const remaining = rehearse(club, plan.steps);
  const facts = { sessionId: plan.sessionId, tableBoards: plan.tableBoards, players: plan.players, notes: plan.notes };
  if (remaining === 0) return { ...facts, status: 'already', events: 0, message: `Import ${input.importId} is already recorded as session ${plan.sessionId}: nothing new was recorded.` };
  const started = club.store.streamVersion(plan.steps[0]!.stream) > 0;
  const metadata: CommandMetadata = { actor: { id: input.by.memberId, role: 'league-admin' }, correlationId: input.importId };
  let events = 0;
  for (const s of plan.steps) events += executeBridge(club, s.stream, skippingDone(s), s.command, metadata).events.length;
  await club.settle();
  const what = `${plan.tableBoards} table results, ${plan.players.members} players matched to members, ${plan.players.guests} recorded as guests`;
  return started
    ? { ...facts, status: 'completed', events, message: `Import ${input.importId} was partly recorded; the rest is now recorded as session ${plan.sessionId} (${events} events).` }
    : { ...facts, status: 'recorded', events, message: `Recorded as session ${plan.sessionId}: ${what}; the official score is available.` };
}
