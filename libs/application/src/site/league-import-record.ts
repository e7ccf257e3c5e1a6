// Recording an imported session in the club log. First every command of the plan is decided in
// memory against the streams as they are (the deciders refuse exactly as they will when appending),
// so a file the deciders refuse leaves the log untouched. Then the commands are executed stream by
// stream through club.execute, each skipped inside the command handler when its stream already
// holds it: recording the same import again appends nothing, and recording one that was cut off
// completes it (its official score, made available last, is what marks it complete).
// Both passes run in slices of a bounded number of commands with the event loop free between them
// (a file of thousands of boards would otherwise hold every other request for seconds), reporting
// how far they have got.
import { DEFAULT_IMPORT_SLICE } from '@club/settings/defaults';
import type { CommandMetadata } from '@club/event-store';
import { fold, versionedEventOf, type EventHeader } from '@club/events';
import type { SessionResults } from '@club/interchange';
import type { ContestChoices } from '@club/scoring';
import { executeBridge } from '../bridge/bridge-commands';
import type { Club } from '../club';
import type { RecordImportOutcome } from './league-file-shapes';
import { importPlanInSteps, type ImportStep, type StreamStep } from './league-import-plan';
import { nextTurn, runStepsInTurns } from './steps-in-turns';
import { createMembersReader } from './members';
import type { SiteActor } from './site-actor';
import { seasonDateWarnings } from './league-season-dates';

export interface RecordImportInput {
  readonly importId: string;
  readonly file: SessionResults;
  readonly leagueId?: string | null;
  /** The league administrator recording it. */
  readonly by: SiteActor;
}

/** How far a recording has got: each command is decided in memory (`checking`), then appended (`recording`). */
export interface RecordingProgress {
  readonly step: 'checking' | 'recording';
  /** Commands decided plus commands appended, of twice the plan's commands. */
  readonly done: number;
  readonly total: number;
}

export interface RecordImportOptions {
  readonly now?: () => string;
  /** Told how far the recording has got, after every slice. */
  readonly report?: (progress: RecordingProgress) => void;
  /** Commands decided or appended between two turns of the event loop (at most; default CLUB_IMPORT_SLICE's 100, a few milliseconds of work). */
  readonly slice?: number;
  /** A slice also ends once it has taken this long (default SLICE_MS). */
  readonly sliceMs?: number;
  /** The club's scoring choices no file states (CLUB_CROSS_IMP_ARTIFICIAL_IMPS), stored with the session. */
  readonly contest?: ContestChoices;
}

/** A slice also ends once it has taken this long (a session's schedule of thousands of boards is one slow command). */
export const SLICE_MS = 20;

/** Runs `each` over the steps, giving the event loop a turn after every `slice` of them (or SLICE_MS). */
async function inSlices(
  steps: readonly ImportStep[],
  { slice, sliceMs }: { slice: number; sliceMs: number },
  each: (s: ImportStep) => void | Promise<void>,
  after: (done: number) => void,
): Promise<void> {
  let count = 0;
  let started = performance.now();
  for (let i = 0; i < steps.length; i++) {
    await each(steps[i]!);
    if (++count === slice || performance.now() - started >= sliceMs || i + 1 === steps.length) {
      after(i + 1);
      await nextTurn();
      count = 0;
      started = performance.now();
    }
  }
}

/** Decides every step in memory over the streams' current events: throws the first refusal; returns how many steps remain. */
async function rehearse(
  club: Club,
  steps: readonly ImportStep[],
  slice: { slice: number; sliceMs: number },
  after: (done: number) => void,
): Promise<number> {
  // This rehearsal's key to each stream's state so far.
  const rehearsal = {};
  let remaining = 0;
  await inSlices(
    steps,
    slice,
    (s) => {
      if (s.open((step) => rehearseStep(club, step, rehearsal))) remaining++;
    },
    after,
  );
  return remaining;
}

/** Decides one step over its stream's state so far (its stored events, then what this rehearsal decided): whether it appends. */
function rehearseStep<C, E extends EventHeader, S>(club: Club, step: StreamStep<C, E, S>, rehearsal: object): boolean {
  const state =
    step.rehearsed.get(rehearsal) ??
    fold(
      step.decider,
      club.store.readStream(step.stream).map((e) => versionedEventOf<E>(e)),
    );
  const events = step.decider.decide(step.command, state);
  step.rehearsed.set(rehearsal, fold(step.decider, events, state));
  return events.length > 0;
}

export async function recordImport(
  club: Club,
  clubId: string,
  input: RecordImportInput,
  options: RecordImportOptions = {},
): Promise<RecordImportOutcome> {
  const now = options.now ?? (() => new Date().toISOString());
  const slice = { slice: options.slice ?? DEFAULT_IMPORT_SLICE, sliceMs: options.sliceMs ?? SLICE_MS };
  const members = createMembersReader(club, clubId).members();
  const plan = await runStepsInTurns(
    importPlanInSteps(input.file, {
      importId: input.importId,
      members,
      leagueId: input.leagueId ?? null,
      at: now(),
      ...(options.contest ? { contest: options.contest } : {}),
    }),
  );
  const total = 2 * plan.steps.length;
  const report = (step: RecordingProgress['step'], done: number) => options.report?.({ step, done, total });
  report('checking', 0);
  const remaining = await rehearse(club, plan.steps, slice, (done) => report('checking', done));
  const facts = {
    sessionId: plan.sessionId,
    tableBoards: plan.tableBoards,
    players: { ...plan.players },
    notes: [...plan.notes],
    warnings: seasonDateWarnings(
      club,
      input.file.event.date ?? now().slice(0, 10),
      input.leagueId ? [input.leagueId] : [],
    ),
  };
  if (remaining === 0)
    return {
      ...facts,
      status: 'already',
      events: 0,
      message: `Import ${input.importId} is already recorded as session ${plan.sessionId}: nothing new was recorded.`,
    };
  const started = club.store.streamVersion(plan.steps[0]!.stream) > 0;
  const metadata: CommandMetadata = {
    actor: { id: input.by.memberId, role: 'league-admin' },
    correlationId: input.importId,
  };
  let events = 0;
  const half = plan.steps.length;
  // The session's results job would otherwise be computed again after every slice.
  await club.holdingJobs(() =>
    inSlices(
      plan.steps,
      slice,
      async (s) => {
        events += await s.open(
          async (step) => (await executeBridge(club, step.stream, step.decider, step.command, metadata)).events.length,
        );
      },
      (done) => report('recording', half + done),
    ),
  );
  const what = `${plan.tableBoards} table results, ${plan.players.members} players matched to members, ${plan.players.guests} recorded as guests`;
  return started
    ? {
        ...facts,
        status: 'completed',
        events,
        message: `Import ${input.importId} was partly recorded; the rest is now recorded as session ${plan.sessionId} (${events} events).`,
      }
    : {
        ...facts,
        status: 'recorded',
        events,
        message: `Recorded as session ${plan.sessionId}: ${what}; the official score is available. Review the players to link them to members: the league tables count the session after that review.`,
      };
}
