// What recording an imported results file appends, as commands for libs/club's deciders, stream by
// stream: the session scheduled with the movement the file records (its origin and its program's
// scoring conventions kept), each table result entered at its table (result-only entry, with the
// lead when the file has it; a file recording the auction and play, LIN or a BWS with BiddingData and
// PlayData, has them made call by call and card by card instead, so the board's replay shows them), the file's artificial and assigned scores as the director's Law 12C
// adjustments, the session added to a league when one is chosen, and last the official score made
// available — so a session whose recording was cut off is never shown as published, and recording
// it again completes it. Each command carries a test of whether its stream already holds it: the
// import id is the idempotency key. Pure: the members come in, nothing is read here. In steps
// (importPlanInSteps), so that a caller can let other work run while a large file is planned.
import { leftOf, parsePbnDeal, type Card, type PartialDeal, type Seat } from '@club/bridge';
import type { Decider } from '@club/events';
import {
  runSteps,
  type BoardPenalty,
  type Participant,
  type SessionResults,
  type Steps,
  type TableResult,
} from '@club/interchange';
import {
  ENTRANT_PLAYERS,
  federationIdSchema,
  leagueDecider,
  leagueStreamId,
  sessionDecider,
  sessionStreamId,
  tableBoardStreamDecider,
  tableBoardStreamId,
  type ClubTableBoardCommand,
  type Guest,
  type LeagueState,
  type ScheduleSession,
  type SessionScheduled,
  type SessionState,
  type TableBoardStreamState,
} from '@club/club';
import {
  pairsOptionsFromFile,
  recordedMovement,
  type ContestChoices,
  type Movement,
  type PairsMethod,
} from '@club/scoring';
import { openTableBoardOf } from '../bridge/session-facts';
import { printedPointsAdjustment, type PrintedPointsAdjustment } from './league-import-printed-points';
import { ImportPlanError } from './league-import-plan-error';
import { recordsSeating, withInferredSeating } from './league-import-seating';
import { clubTeamName, twoRoomMovement } from './league-import-teams';
import { teamMatchesOfFile, type ClubTeamMatch } from './league-import-team-matches';

type VersionedEvent = { readonly type: string; readonly schemaVersion: number };

/**
 * One command on one stream, used through `open` as the stream's own types: a plan's streams are of
 * several kinds (session, table-board, league), each with its own command, event and state.
 */
export interface ImportStep {
  readonly stream: string;
  open<R>(use: <C, E extends VersionedEvent, S>(step: StreamStep<C, E, S>) => R): R;
}

export interface StreamStep<C, E extends VersionedEvent, S> {
  readonly stream: string;
  /** The stream's decider, deciding nothing when the stream's state already holds the command. */
  readonly decider: Decider<C, E, S>;
  readonly command: C;
  /** The stream's state as a rehearsal (the key) has decided it so far: shared by the stream's steps. */
  readonly rehearsed: WeakMap<object, S>;
}

/** A stream of the plan: each call is one of its steps; `done` tests whether the stream holds the command. */
type StreamSteps<C, S> = (command: C, done: (state: S) => boolean) => ImportStep;

function streamOf<C, E extends VersionedEvent, S>(stream: string, decider: Decider<C, E, S>): StreamSteps<C, S> {
  const rehearsed = new WeakMap<object, S>();
  return (command, done) => {
    const step: StreamStep<C, E, S> = {
      stream,
      decider: { ...decider, decide: (c, state) => (done(state) ? [] : decider.decide(c, state)) },
      command,
      rehearsed,
    };
    return { stream, open: (use) => use(step) };
  };
}

export interface ImportPlanOptions {
  readonly importId: string;
  /** The club's members by name; a name two members share matches neither. */
  readonly members: readonly { readonly memberId: string; readonly name: string }[];
  readonly leagueId?: string | null;
  /** When the import is recorded (every command's time, and the publication's). */
  readonly at: string;
  /** The club's scoring choices no file states (the cross-IMP value of an artificial score), stored with the session. */
  readonly contest?: ContestChoices;
}

export interface ImportPlan {
  readonly sessionId: string;
  readonly schedule: ScheduleSession;
  readonly steps: readonly ImportStep[];
  readonly tableBoards: number;
  readonly players: { readonly members: number; readonly guests: number };
  /** What the file has that is not recorded, with file:line (a lead the hand record contradicts). */
  readonly notes: readonly string[];
}

export { IMPORT_PLAN_CODES, ImportPlanError, type ImportPlanCode } from './league-import-plan-error';

const PAIRS_METHODS: readonly string[] = ['MP', 'MP-NA', 'IMP-BUTLER', 'IMP-CROSS'];
/** The club's section for a file that names none. */
const SECTION = 'A';
const sectionName = (s: string | null) => s ?? SECTION;
const RULING = 'import';
/** The ruling an imported adjusted score hangs on: the file names no offending side, rectification or notification. */
const importRuling = (
  laws: string[],
  rulingType: 'artificial-adjusted-score' | 'assigned-adjusted-score',
  text: string,
  at: string,
) => ({
  type: 'GiveRuling' as const,
  rulingId: RULING,
  laws,
  rulingType,
  offendingSide: null,
  rectifications: [],
  text,
  appealRightNotified: false,
  at,
});

export function importPlan(file: SessionResults, options: ImportPlanOptions): ImportPlan {
  return runSteps(importPlanInSteps(file, options));
}

/** Boards planned between two pauses of importPlanInSteps. */
const BOARDS_PER_STEP = 50;

/** importPlan pausing around the schedule's decision and after every few dozen boards' commands. */
export function* importPlanInSteps(file: SessionResults, options: ImportPlanOptions): Steps<ImportPlan> {
  const method = file.event.method;
  // Two-room matches recorded board by board (a vugraph LIN, a Bridgemate teams session) are a teams
  // session; a teams file of match totals is not.
  const teams = method === 'TEAMS' ? teamMatchesOfFile(file) : null;
  if (teams === null && (method === null || !PAIRS_METHODS.includes(method))) {
    const source = { file: file.source.file, scoring: file.event.scoring ?? '' };
    if (method === 'TEAMS')
      throw new ImportPlanError(
        'teams-file',
        file.boards.some((b) => b.results.length > 0)
          ? `${file.source.file}: the teams file's matches have no board played in both rooms: it cannot be recorded as a session (club results scores its totals)`
          : `${file.source.file}: a teams file carries match totals, not table results: it cannot be recorded as a session`,
        source,
      );
    throw new ImportPlanError(
      'not-pairs-scoring',
      `${file.source.file}: scoring '${file.event.scoring ?? ''}' is not a pairs method the club scores by`,
      source,
    );
  }
  const sessionId = options.importId;
  const { at } = options;
  // A teams file's results stand at their match's section and room.
  const placed = teams?.file ?? file;
  const fileSections = [...new Set(placed.boards.flatMap((b) => b.results.map((r) => r.section)))];
  let seated = placed;
  for (const s of fileSections) if (!recordsSeating(seated, s)) seated = withInferredSeating(seated, s);
  const common = {
    type: 'ScheduleSession' as const,
    sessionId,
    name: file.event.name || file.source.file,
    startsAt: file.event.date ? `${file.event.date}T00:00:00.000Z` : at,
    boards: placed.boards.map((b) => ({
      board: b.board,
      ...(b.dealer ? { dealer: b.dealer } : {}),
      ...(b.vulnerability ? { vulnerability: b.vulnerability } : {}),
      deal: completeDeal(b.deal),
    })),
    importedFrom: {
      importId: options.importId,
      fileName: file.source.file,
      format: file.source.format,
      program: file.source.generator ?? null,
      eventName: file.event.name || null,
      eventDate: file.event.date,
    },
  };
  const { schedule, players } =
    teams === null
      ? pairsSchedule(file, seated, fileSections, method as PairsMethod, options, common)
      : teamsSchedule(placed, teams.matches, options, common);
  yield;
  // The schedule as the decider stores it: the table-boards are opened from it.
  const scheduled = sessionDecider.decide(schedule, sessionDecider.initialState)[0] as SessionScheduled;
  yield;
  const scheduledDeals = new Map(scheduled.boards.map((b) => [b.board, b.deal]));

  const sessionStep = streamOf(sessionStreamId(sessionId), sessionDecider);
  const steps: ImportStep[] = [sessionStep(schedule, (s: SessionState) => sameImport(s, options.importId))];
  const tableBoardStreams = new Map<string, StreamSteps<ClubTableBoardCommand, TableBoardStreamState>>();
  let tableBoards = 0;
  // What the reader already set aside (a BWS auction or play the engine refuses) leads the notes.
  const notes: string[] = [...(file.notes ?? []), ...(teams?.notes ?? [])];
  for (const [index, board] of seated.boards.entries()) {
    if (index > 0 && index % BOARDS_PER_STEP === 0) yield;
    const deal = scheduledDeals.get(board.board) ?? null;
    const hands = deal === null ? null : parsePbnDeal(deal);
    for (const r of board.results) {
      const ref = { sessionId, section: sectionName(r.section), table: r.table!, board: board.board };
      const stream = tableBoardStreamId(ref);
      // Two results at one table and board (a file may repeat one) are steps of the one stream.
      const tableBoardStep = tableBoardStreams.get(stream) ?? streamOf(stream, tableBoardStreamDecider);
      tableBoardStreams.set(stream, tableBoardStep);
      tableBoards++;
      // The engine refuses a lead the opening leader (declarer's left) does not hold: the result is recorded without it, and said so.
      // A result made card by card has its lead checked by the engine already (the reader's notes say what it refused).
      const lead = !r.play && r.lead && r.declarer && hands && !leadHeld(hands, r.declarer, r.lead) ? null : r.lead;
      if (lead !== r.lead)
        notes.push(
          `${file.source.file}:${r.line}: board ${board.board}, ${r.ns} v ${r.ew}: the lead ${r.lead} is not in the opening leader's hand on the board's deal (${r.declarer} declares, ${leftOf(r.declarer!)} leads): the result is recorded without it`,
        );
      const asPrinted = pointsAlone(r)
        ? printedPointsAdjustment(r.printedPoints!, {
            method: schedule.scoring,
            conventions: schedule.scoringConventions,
            tables: board.results.filter((x) => schedule.sectionScoring === 'across-field' || x.section === r.section)
              .length,
          })
        : null;
      if (asPrinted?.beyond)
        notes.push(
          `${file.source.file}:${r.line}: board ${board.board}, ${r.ns} v ${r.ew}: the printed points (${asPrinted.printed}) are beyond what an artificial score can give at this session's IMP value: recorded as NS ${round2(asPrinted.ns)} %, EW ${round2(asPrinted.ew)} %`,
        );
      for (const [command, done] of tableBoardCommands(
        { ...r, lead },
        openTableBoardOf(scheduled, ref, at),
        at,
        asPrinted,
      ))
        steps.push(tableBoardStep(command, done));
    }
    // A penalty is assessed at the table where its pairs played the board (the file's Table, else their result's).
    for (const p of board.penalties ?? []) {
      const played = board.results.find((r) => r.ns === p.ns && r.ew === p.ew && r.section === p.section);
      const table = p.table ?? played?.table ?? null;
      const stream =
        table === null
          ? undefined
          : tableBoardStreams.get(
              tableBoardStreamId({ sessionId, section: sectionName(p.section), table, board: board.board }),
            );
      if (stream === undefined) {
        notes.push(
          `${file.source.file}:${p.line}: board ${board.board}: the penalty of ${p.ns} v ${p.ew} is at no table with a result of theirs: not recorded`,
        );
        continue;
      }
      for (const [command, done] of penaltyCommands(p, at)) steps.push(stream(command, done));
      // Law 90 takes points off; a row that gives a side points is said, not recorded.
      if ((p.nsPoints ?? 0) > 0 || (p.ewPoints ?? 0) > 0)
        notes.push(
          `${file.source.file}:${p.line}: board ${board.board}: the "Pen" row of ${p.ns} v ${p.ew} gives points, not a penalty: not recorded`,
        );
    }
  }
  const leagueId = options.leagueId ?? null;
  if (leagueId)
    steps.push(
      streamOf(leagueStreamId(leagueId), leagueDecider)(
        { type: 'AddSessionToLeague', sessionId, game: 'bridge' },
        (s: LeagueState) => s.sessions.includes(sessionId),
      ),
    );
  steps.push(
    sessionStep(
      { type: 'MakeOfficialScoreAvailable', availableAt: at },
      (s: SessionState) => s.publications.length > 0,
    ),
  );
  return { sessionId, schedule, steps, tableBoards, players, notes };
}

type ScheduleCommon = Pick<ScheduleSession, 'type' | 'sessionId' | 'name' | 'startsAt' | 'boards' | 'importedFrom'>;

/** A pairs session: each section with the movement its file records, scored as its file's program did. */
function pairsSchedule(
  file: SessionResults,
  seated: SessionResults,
  fileSections: readonly (string | null)[],
  method: PairsMethod,
  options: ImportPlanOptions,
  common: ScheduleCommon,
) {
  const movements = fileSections.map((s) => {
    try {
      return { file: s, section: sectionName(s), movement: recordedMovement(seated, s) };
    } catch (error) {
      throw new ImportPlanError('no-movement', (error as Error).message, { section: s });
    }
  });
  const entrants = entrantsOf(
    file,
    (p) => {
      const home = movements.find(
        (m) => (p.section === null || m.section === p.section) && m.movement.pairs.includes(p.id),
      );
      return home && p.names.length === 2 ? { section: home.section, pair: p.id } : null;
    },
    options.members,
  );
  // Sections are compared as the file shows its program compared them (USEBIO: its printed points);
  // when it does not say, sections playing the same boards were compared together (as the check
  // scored them); sections playing different boards can only be scored each on its own.
  const boardsOf = (m: Movement) =>
    [...new Set(m.assignments.flatMap((a) => a.boards))].sort((a, b) => a - b).join(',');
  const acrossField =
    movements.length > 1 &&
    (file.event.sectionScoring
      ? file.event.sectionScoring === 'across-field'
      : movements.every((m) => boardsOf(m.movement) === boardsOf(movements[0]!.movement)));
  const schedule: ScheduleSession = {
    ...common,
    form: 'pairs',
    scoring: method,
    sectionScoring: acrossField ? 'across-field' : 'per-section',
    sections: movements.map((m) => ({ section: m.section, movement: recordedSpec(seated, m.file, m.movement) })),
    entrants: entrants.list,
    scoringConventions: conventionsOf(file, method, options.contest),
  };
  return { schedule, players: entrants.count };
}

/**
 * Two-room teams matches, a section each: the teams entered whole (substitutes too), scored in IMPs
 * with what each carries over, converted to VPs.
 */
function teamsSchedule(
  file: SessionResults,
  matches: readonly ClubTeamMatch[],
  options: ImportPlanOptions,
  common: ScheduleCommon,
) {
  // An imported team keeps every player who sat for it, substitutes included: no most.
  const [min] = ENTRANT_PLAYERS.teams;
  const entrants = entrantsOf(
    file,
    (p) => {
      const match = matches.find((m) => m.home === p.id || m.away === p.id);
      // A team the file names with too few players is left unentered, as a pair is.
      return match && p.names.length >= min ? { section: match.section, pair: clubTeamName(p.id) } : null;
    },
    options.members,
  );
  const schedule: ScheduleSession = {
    ...common,
    form: 'teams',
    scoring: 'TEAMS-IMP-VP',
    sections: matches.map((m) => ({
      section: m.section,
      movement: twoRoomMovement(clubTeamName(m.home), clubTeamName(m.away), m.boards),
    })),
    entrants: entrants.list,
    ...(matches.some((m) => m.carriedOver)
      ? {
          carriedOver: matches.flatMap((m) =>
            m.carriedOver
              ? [
                  { section: m.section, team: clubTeamName(m.home), imps: m.carriedOver.home },
                  { section: m.section, team: clubTeamName(m.away), imps: m.carriedOver.away },
                ]
              : [],
          ),
        }
      : {}),
  };
  return { schedule, players: entrants.count };
}

/** The session stream holds this import's schedule; another session under the id is refused here. */
function sameImport(state: SessionState, importId: string): boolean {
  if (!state.scheduled) return false;
  if (state.scheduled.importedFrom?.importId !== importId)
    throw new ImportPlanError(
      'session-not-this-import',
      `session '${state.scheduled.sessionId}' exists and is not import ${importId}`,
      { sessionId: state.scheduled.sessionId, importId },
    );
  return true;
}

type TableBoardStep = readonly [ClubTableBoardCommand, (s: TableBoardStreamState) => boolean];

/** A line of points alone: an adjusted score the file gives as its points only (a weighted score USEBIO cannot carry). */
const pointsAlone = (r: TableResult) => r.printedPoints !== undefined && r.contract === null && r.scoreNS === null;

const round2 = (value: number) => Math.round(value * 100) / 100;

/** `asPrinted`: the percentages that give a line of points alone its printed points, when any do. */
function tableBoardCommands(
  r: TableResult,
  open: ClubTableBoardCommand,
  at: string,
  asPrinted: PrintedPointsAdjustment | null,
): TableBoardStep[] {
  const steps: TableBoardStep[] = [[open, (s) => s.opened !== null]];
  if (r.play) {
    // The engine's commands in order: the n-th is held once the stream has made n of them.
    r.play.forEach((command, i) => steps.push([command, (s) => s.result !== null || playMade(s) > i]));
  } else if (r.contract !== null) {
    const entry =
      r.contract === 'Pass'
        ? { contract: 'Pass' as const, declarer: null, tricks: null }
        : { contract: r.contract, declarer: r.declarer, tricks: r.tricks };
    steps.push([{ type: 'EnterResult', ...entry, ...(r.lead ? { lead: r.lead } : {}) }, (s) => s.result !== null]);
  }
  const clock = { now: at, publication: null };
  const assigned = (scoreNS: number) => ({ kind: 'assigned' as const, outcome: { scoreNS } });
  if (r.adjusted) {
    // Law 12C2: each side's percentage as the file writes it (the sides need not balance, 12C1(f));
    // a side the file gives an explicit score (`"A=" "+0"`) is assigned that score, the table's result.
    const { nsPercent, ewPercent } = r.adjusted;
    const mixed = nsPercent === null || ewPercent === null;
    const text = `${mixed ? 'adjusted' : 'artificial adjusted'} score as the imported file records it (${r.adjusted.text})`;
    const laws = mixed ? ['12C1a', '12C2'] : ['12C2'];
    steps.push([
      importRuling(laws, mixed ? 'assigned-adjusted-score' : 'artificial-adjusted-score', text, at),
      (s) => s.rulings.some((x) => x.rulingId === RULING),
    ]);
    const side = (percentage: number | null) =>
      percentage === null ? assigned(r.scoreNS!) : { kind: 'artificial-percentage' as const, percentage };
    steps.push([
      {
        type: 'AdjustScore',
        rulingId: RULING,
        laws,
        ns: side(nsPercent),
        ew: side(ewPercent),
        appealId: null,
        clock,
      },
      (s) => s.adjustment !== null,
    ]);
  } else if (pointsAlone(r)) {
    // Points alone (a weighted score the file cannot carry, libs/interchange README): each side the
    // artificial percentage that gives it the file's points, the nearest the club can record.
    if (asPrinted) {
      const text = `adjusted score as the imported file prints it (${asPrinted.printed})`;
      steps.push([
        importRuling(['12C2'], 'artificial-adjusted-score', text, at),
        (s) => s.rulings.some((x) => x.rulingId === RULING),
      ]);
      const side = (percentage: number) => ({ kind: 'artificial-percentage' as const, percentage });
      steps.push([
        {
          type: 'AdjustScore',
          rulingId: RULING,
          laws: ['12C2'],
          ns: side(asPrinted.ns),
          ew: side(asPrinted.ew),
          appealId: null,
          clock,
        },
        (s) => s.adjustment !== null,
      ]);
    }
  } else if ((r.contract === null || r.assigned) && r.scoreNS !== null) {
    // A score without a contract, or marked adjusted (`800>a`): an assigned adjusted score in total points
    // (Law 12C1(a)); each side its own when the file assigns the sides different scores (12C1(f)).
    const sides = r.assignedSides ?? { ns: r.scoreNS, ew: r.scoreNS };
    const scores = r.assignedSides ? `NS ${sides.ns} to North-South, NS ${sides.ew} to East-West` : `NS ${r.scoreNS}`;
    const text = `assigned adjusted score as the imported file records it (${scores})`;
    steps.push([
      importRuling(['12C1a'], 'assigned-adjusted-score', text, at),
      (s) => s.rulings.some((x) => x.rulingId === RULING),
    ]);
    steps.push([
      {
        type: 'AdjustScore',
        rulingId: RULING,
        laws: ['12C1a'],
        ns: assigned(sides.ns),
        ew: assigned(sides.ew),
        appealId: null,
        clock,
      },
      (s) => s.adjustment !== null,
    ]);
  }
  return steps;
}

/** Calls, cards, and a claim with its acquiescences made so far at the table. */
function playMade(s: TableBoardStreamState): number {
  const board = s.board;
  if (board === null) return 0;
  const cards = board.play ? board.play.tricks.length * 4 + board.play.current.cards.length : 0;
  const claim = board.claim.status === 'none' ? 0 : 1 + board.claim.acquiescedBy.length;
  return board.auction.entries.length + cards + claim;
}

/** A procedural penalty row (Ruter's "Pen"): each penalised side's points as a Law 90 penalty, in the file's unit. */
function penaltyCommands(p: BoardPenalty, at: string): TableBoardStep[] {
  const sides = [
    [p.ns, p.nsPoints],
    [p.ew, p.ewPoints],
  ] as const;
  return sides.flatMap(([contestant, points]): TableBoardStep[] =>
    contestant === null || points === null || points >= 0
      ? []
      : [
          [
            {
              type: 'AssessProceduralPenalty',
              rulingId: null,
              contestant,
              amount: -points,
              unit: p.unit,
              law: '90',
              at,
            },
            (s) => s.penalties.some((x) => x.contestant === contestant),
          ],
        ],
  );
}

/** The movement spec of a section, as the file records it (sit-outs with the boards of their round). */
function recordedSpec(
  file: SessionResults,
  section: string | null,
  movement: Movement,
): ScheduleSession['sections'][number]['movement'] {
  const idle = new Map<string, { round: number; table: number; pair: string; boards: number[] }>();
  for (const b of file.boards) {
    for (const s of b.sitOuts) {
      if (s.section !== section || s.round === null || s.table === null) continue;
      const entry = idle.get(`${s.round}/${s.pair}`) ?? { round: s.round, table: s.table, pair: s.pair, boards: [] };
      entry.boards.push(b.board);
      idle.set(`${s.round}/${s.pair}`, entry);
    }
  }
  // A table that did not play every board of its set (a board withdrawn, a late start) was still
  // scheduled the set: the missing board simply has no result there, and is factored as the file's
  // program did. Its set is the smallest other table's set holding all the boards it played.
  const sets = movement.assignments.map((a) => a.boards);
  const scheduledSet = (boards: readonly number[]) =>
    sets
      .filter((s) => s.length > boards.length && boards.every((b) => s.includes(b)))
      .sort((a, b) => a.length - b.length)[0] ?? boards;
  const tables = movement.assignments.map((a) => ({
    round: a.round,
    table: a.table,
    ns: a.ns,
    ew: a.ew,
    boards: [...scheduledSet(a.boards)],
  }));
  // A set widened to another table's (a match's closed room that skipped a board) is then at two
  // tables in one round: it was played from duplicated boards.
  const setRounds = new Set(tables.map((t) => `${t.round}/${t.boards.join(',')}`));
  return {
    kind: 'recorded',
    name: movement.name,
    copies: setRounds.size < tables.length ? 'per-table' : movement.copies,
    tables,
    sitOuts: [...idle.values()],
  };
}

/**
 * Pairs (or teams) by the file's numbers and names: a name equal to exactly one member's name is that
 * member (each member once), any other name is a guest, with the federation id the file gives him (the
 * review matches it to the members). A participant `entrantOf` places nowhere (a pair the file names
 * with other than two players) is left unentered (its results stand, under its number).
 */
function entrantsOf(
  file: SessionResults,
  entrantOf: (p: Participant) => { section: string; pair: string } | null,
  members: ImportPlanOptions['members'],
) {
  const byName = new Map<string, string | null>();
  for (const m of members) byName.set(m.name, byName.has(m.name) ? null : m.memberId);
  const used = new Set<string>();
  const count = { members: 0, guests: 0 };
  const list: { section: string; pair: string; players: string[]; guests?: Guest[] }[] = [];
  for (const p of file.participants) {
    const entrant = entrantOf(p);
    if (!entrant) continue;
    const players: string[] = [];
    const guests: Guest[] = [];
    for (const [i, name] of p.names.entries()) {
      const id = byName.get(name);
      // An id the club could not record (spaces, symbols) is left out rather than refuse the file.
      const federationId = federationIdSchema.safeParse(p.federationIds?.[i]).data;
      if (id && !used.has(id)) {
        used.add(id);
        players.push(id);
      } else guests.push({ name, ...(federationId ? { federationId } : {}) });
    }
    count.members += players.length;
    count.guests += guests.length;
    list.push({ ...entrant, players, ...(guests.length ? { guests } : {}) });
  }
  return { list, count };
}

function conventionsOf(
  file: SessionResults,
  method: PairsMethod,
  contest: ContestChoices = {},
): ScheduleSession['scoringConventions'] {
  const { method: _, ...conventions } = pairsOptionsFromFile(file, method, contest);
  return conventions;
}

const leadHeld = (deal: PartialDeal, declarer: Seat, lead: Card) => deal[leftOf(declarer)]?.includes(lead) ?? true;

/** A hand record goes with the board only when all four hands are known. */
function completeDeal(deal: string | null): string | null {
  if (deal === null) return null;
  try {
    parsePbnDeal(deal);
    return deal;
  } catch {
    return null;
  }
}
