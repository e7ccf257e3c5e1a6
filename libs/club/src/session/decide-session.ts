// The session decider: schedule (validated against the movements), rounds in order, publication of
// the official score with its Law 79C / 92B deadlines computed and stored, close.
import { defaultDealer, defaultVulnerability, parsePbnDeal } from '@club/bridge';
import { refuseLongName } from '../shared/name-limit';
import { refuse } from '../shared/refuse';
import { addMinutes, isAfter } from '../shared/score-clock';
import { parseCommand } from '../shared/parse-command';
import { buildMovement } from './build-movement';
import { reviewImportedPlayers } from './review-imported-players';
import { describeIncomplete, isIncomplete, roundsRemaining } from './session-incomplete';
import { scheduleSessionSchema, type SessionCommand } from './session-commands';
import { SESSION_EVENT_VERSIONS, type SessionEvent, type SessionScheduled } from './session-events';
import type { SessionSection } from './session-setup';
import type { SessionState } from './session-state';
import { confirmTableResults, moveTable, refuseEndedEntry } from './table-entry';
import { event, eventsAt } from '@club/events';

const sessionEvent = eventsAt(SESSION_EVENT_VERSIONS);

/** The players an entrant of each form has, fewest and most. */
export const ENTRANT_PLAYERS: Readonly<Record<SessionScheduled['form'], readonly [number, number]>> = {
  pairs: [2, 2],
  individual: [1, 1],
  teams: [4, 6],
};

/**
 * An imported team keeps every player who sat for it, substitutes included (a vugraph match may field
 * more than six over its boards): the file, not the club's entry form, says who played.
 */
function playersOf(form: SessionScheduled['form'], imported: boolean): [number, number] {
  const [min, max] = ENTRANT_PLAYERS[form];
  return form === 'teams' && imported ? [min, Number.POSITIVE_INFINITY] : [min, max];
}

export function decideSession(command: SessionCommand, state: SessionState): readonly SessionEvent[] {
  if (command.type === 'ScheduleSession') {
    if (state.scheduled) refuse('session-exists', `session '${state.scheduled.sessionId}' is already scheduled`);
    return [schedule(command)];
  }
  if (command.type === 'ReviewImportedPlayers') return [reviewImportedPlayers(command, state)];
  const s = state.scheduled ?? refuse('no-session', 'the session is not scheduled yet');
  const rounds = Math.max(...s.sections.map((x) => x.movement.rounds));
  switch (command.type) {
    case 'StartRound':
      if (state.closed) refuse('session-closed', 'the session is closed');
      if (state.currentRound !== null)
        refuse('round-running', `round ${state.currentRound} has not ended`, { round: state.currentRound });
      if (command.round !== state.lastRoundEnded + 1)
        refuse('round-order', `round: ${command.round} cannot start; the next round is ${state.lastRoundEnded + 1}`);
      if (command.round > rounds)
        refuse('round-order', `round: ${command.round} is beyond the movement's ${rounds} rounds`);
      return [event('RoundStarted', { round: command.round, at: command.at })];
    case 'EndRound':
      if (state.currentRound !== command.round)
        refuse(
          'round-not-running',
          `round: ${command.round} is not the round in play (${state.currentRound ?? 'none'})`,
        );
      return [event('RoundEnded', { round: command.round, at: command.at })];
    case 'MakeOfficialScoreAvailable': {
      const missing = {
        roundsRemaining: roundsRemaining({
          rounds,
          currentRound: state.currentRound,
          lastRoundEnded: state.lastRoundEnded,
        }),
        missingResults: command.missingResults ?? 0,
      };
      const confirmed = command.confirmIncomplete;
      if (
        isIncomplete(missing) &&
        (confirmed?.roundsRemaining !== missing.roundsRemaining || confirmed.missingResults !== missing.missingResults)
      ) {
        refuse(
          'incomplete',
          `the session is not complete: ${describeIncomplete(missing)}; publishing now needs the director's confirmation of exactly that`,
          { ...missing },
        );
      }
      const first = state.publications[0];
      const last = state.publications.at(-1);
      if (last && isAfter(last.availableAt, command.availableAt))
        refuse(
          'publication-order',
          `availableAt: ${command.availableAt} is before the previous publication at ${last.availableAt}`,
        );
      // Spec §9: by default both clocks run from the first publication (a TO setting restarts them).
      const from = first && !s.restartClocksOnRepublish ? first.availableAt : command.availableAt;
      return [
        event('OfficialScoreMadeAvailable', {
          sessionId: s.sessionId,
          leagueId: s.leagueId,
          version: state.publications.length + 1,
          availableAt: new Date(command.availableAt).toISOString(),
          correctionDeadline: addMinutes(from, s.correctionPeriodMinutes),
          appealDeadline: addMinutes(from, s.appealPeriodMinutes),
          correctionPeriodMinutes: s.correctionPeriodMinutes,
          appealPeriodMinutes: s.appealPeriodMinutes,
          ...(isIncomplete(missing) ? { publishedIncomplete: missing } : {}),
        }),
      ];
    }
    case 'OpenTableEntry':
      refuseEndedEntry(state);
      if (state.tableEntry)
        refuse('table-entry-open', 'the session is already open for entry at the tables', {
          confirmation: state.tableEntry.confirmation,
        });
      return [event('TableEntryOpened', { confirmation: command.confirmation, at: command.at })];
    case 'ConfirmTableResults':
      return [confirmTableResults(command, state, s)];
    case 'MoveTable':
      return [moveTable(command, state, s)];
    case 'CloseSession':
      if (state.closed) refuse('session-closed', 'the session is already closed');
      if (state.publications.length === 0)
        refuse('not-published', 'the official score has not been made available: the session cannot close');
      return [event('SessionClosed', { sessionId: s.sessionId, leagueId: s.leagueId, at: command.at })];
  }
}

function schedule(input: SessionCommand & { type: 'ScheduleSession' }): SessionScheduled {
  const c = parseCommand('ScheduleSession', scheduleSessionSchema, input);
  refuseLongName('name', c.name);
  c.sections.forEach((x, i) =>
    refuseLongName(`sections.${i}.movement.name`, x.movement.kind === 'recorded' ? x.movement.name : null),
  );
  c.entrants.forEach((e, i) => {
    refuseLongName(`entrants.${i}.name`, e.name);
    e.guests?.forEach((guest, g) => refuseLongName(`entrants.${i}.guests.${g}.name`, guest.name));
  });
  const sections: SessionSection[] = c.sections.map((x, i) => {
    try {
      return { section: x.section, spec: x.movement, movement: buildMovement(x.movement) };
    } catch (error) {
      return refuse('bad-movement', `sections.${i}.movement: ${(error as Error).message}`);
    }
  });
  checkIndividual(c.form, c.scoring, sections);
  const seenSections = new Set<string>();
  for (const x of sections) {
    if (seenSections.has(x.section)) refuse('duplicate-section', `sections: section '${x.section}' is listed twice`);
    seenSections.add(x.section);
  }
  const boards = c.boards.map((b, i) => {
    if (b.deal !== null) {
      try {
        parsePbnDeal(b.deal);
      } catch (error) {
        refuse('bad-deal', `boards.${i} (board ${b.board}): ${(error as Error).message}`);
      }
    }
    return {
      board: b.board,
      dealer: b.dealer ?? defaultDealer(b.board),
      vulnerability: b.vulnerability ?? defaultVulnerability(b.board),
      deal: b.deal,
    };
  });
  const boardNumbers = new Set<number>();
  for (const b of boards) {
    if (boardNumbers.has(b.board)) refuse('duplicate-board', `boards: board ${b.board} is listed twice`);
    boardNumbers.add(b.board);
  }
  for (const x of sections) {
    for (const a of x.movement.assignments) {
      const missing = a.boards.find((b) => !boardNumbers.has(b));
      if (missing !== undefined)
        refuse(
          'missing-board',
          `boards: section ${x.section}'s movement plays board ${missing}, which the schedule does not list`,
        );
    }
  }
  if (c.sectionScoring === 'across-field') {
    const boardsOf = (x: SessionSection) =>
      [...new Set(x.movement.assignments.flatMap((a) => a.boards))].sort((a, b) => a - b).join(',');
    const other = sections.find((x) => boardsOf(x) !== boardsOf(sections[0]!));
    if (other)
      refuse(
        'across-field',
        `sectionScoring: across-field needs every section to play the same boards; section ${other.section} plays ${boardsOf(other)}, section ${sections[0]!.section} plays ${boardsOf(sections[0]!)}`,
      );
  }
  const [min, max] = playersOf(c.form, c.importedFrom !== undefined);
  const entered = new Set<string>();
  const playing = new Set<string>();
  c.entrants.forEach((e, i) => {
    const section = sections.find((x) => x.section === e.section);
    if (!section) refuse('unknown-section', `entrants.${i}.section: '${e.section}' is not a section of the session`);
    // A team enters as a whole: its pairs are the movement's `<team>/<room>`.
    const known =
      c.form === 'teams'
        ? section.movement.pairs.some((p) => p.startsWith(`${e.pair}/`))
        : section.movement.pairs.includes(e.pair);
    if (!known)
      refuse(
        'unknown-pair',
        `entrants.${i}.pair: '${e.pair}' is not a ${c.form === 'teams' ? 'team' : c.form === 'individual' ? 'player' : 'pair'} of section ${e.section}'s movement (${section.movement.pairs.join(', ')})`,
      );
    if (entered.has(`${e.section}/${e.pair}`))
      refuse('duplicate-entrant', `entrants.${i}: pair ${e.pair} of section ${e.section} is entered twice`);
    entered.add(`${e.section}/${e.pair}`);
    const count = e.players.length + (e.guests?.length ?? 0);
    if (count < min || count > max)
      refuse(
        'players',
        `entrants.${i}.players: ${c.form === 'individual' ? 'an individual entrant is 1 player' : `a ${c.form} entrant has ${min === max ? min : max === Number.POSITIVE_INFINITY ? `at least ${min}` : `${min} to ${max}`} players`}, not ${count}`,
      );
    for (const p of e.players) {
      if (playing.has(p)) refuse('player-twice', `entrants.${i}.players: member '${p}' is entered twice`);
      playing.add(p);
    }
  });
  c.carriedOver?.forEach((x, i) => {
    if (c.form !== 'teams') refuse('form-scoring', `carriedOver.${i}: only a teams match carries IMPs over`);
    const section = sections.find((y) => y.section === x.section);
    if (!section?.movement.pairs.some((p) => p.startsWith(`${x.team}/`)))
      refuse('unknown-pair', `carriedOver.${i}.team: '${x.team}' is not a team of section ${x.section}'s movement`);
  });
  return sessionEvent('SessionScheduled', {
    sessionId: c.sessionId,
    name: c.name,
    leagueId: c.leagueId,
    startsAt: c.startsAt,
    form: c.form,
    scoring: c.scoring,
    lawsEdition: c.lawsEdition,
    sectionScoring: c.sectionScoring,
    sections,
    boards,
    entrants: c.entrants.map((e) => ({
      section: e.section,
      pair: e.pair,
      players: e.players,
      ...(e.guests?.length
        ? {
            guests: e.guests.map((g) => ({
              name: g.name,
              ...(g.federationId ? { federationId: g.federationId } : {}),
            })),
          }
        : {}),
      ...(e.name ? { name: e.name } : {}),
    })),
    correctionPeriodMinutes: c.correctionPeriodMinutes,
    appealPeriodMinutes: c.appealPeriodMinutes,
    restartClocksOnRepublish: c.restartClocksOnRepublish,
    ...(c.scoringConventions ? { scoringConventions: c.scoringConventions } : {}),
    ...(c.importedFrom ? { importedFrom: c.importedFrom } : {}),
    ...(c.carriedOver?.length ? { carriedOver: c.carriedOver } : {}),
  });
}

/** Players, not pairs, move in an individual: its sections play an individual movement, and only it does; it is scored like pairs. */
function checkIndividual(
  form: SessionScheduled['form'],
  scoring: SessionScheduled['scoring'],
  sections: readonly SessionSection[],
): void {
  sections.forEach((x, i) => {
    if ((x.movement.kind === 'individual') === (form === 'individual')) return;
    refuse(
      'form-movement',
      form === 'individual'
        ? `sections.${i}.movement: an individual plays an individual movement, not '${x.spec.kind}'`
        : `sections.${i}.movement: an individual movement is for form 'individual', not '${form}'`,
    );
  });
  if (form === 'individual' && scoring === 'TEAMS-IMP-VP')
    refuse('form-scoring', "scoring: an individual is scored by matchpoints or IMPs, not 'TEAMS-IMP-VP'");
}
