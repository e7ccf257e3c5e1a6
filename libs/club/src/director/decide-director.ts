// The director's commands on one board at one table (Laws 9, 12, 79, 81–85, 90). Adjustments need
// a ruling to hang on; after the Law 92B period an adjustment comes only from an appeal decision.
import { refuse } from '../shared/refuse';
import { isAfter } from '../shared/score-clock';
import { recordResult, sameResult } from '../table-board/recorded-result';
import { declined, openRequestOf } from '../table-board/correction-requests';
import type { TableBoardOpened, TableBoardStreamEvent } from '../table-board/table-board-events';
import type { TableBoardStreamState } from '../table-board/table-board-stream-state';
import { isBalanced, type Adjustment, type AssignedOutcome, type SideAdjustment } from './adjustment';
import { correctionPermit } from './correction-gate';
import { nextId } from './next-id';
import { rulingForAdjustment } from './ruling-for-adjustment';
import type { DirectorCommand } from './director-commands';
import { event } from '@club/events';

type ParsedSide = Extract<DirectorCommand, { type: 'AdjustScore' }>['ns'];
type ParsedOutcome = Extract<ParsedSide, { kind: 'assigned' }>['outcome'];

const ADJUSTING_RULINGS = new Set([
  'assigned-adjusted-score',
  'weighted-adjusted-score',
  'artificial-adjusted-score',
  'director-error-correction',
  'claim-adjudication',
  'concession-cancelled',
]);

/** The command arrives typed (built in code, or parsed once at the edge by parseDirectorCommand): no parse here. */
export function decideDirector(
  command: DirectorCommand,
  state: TableBoardStreamState,
  opened: TableBoardOpened,
): readonly TableBoardStreamEvent[] {
  switch (command.type) {
    case 'CallDirector': {
      // A given id must be new; without one, the same call at the same moment (a repeated submit) is
      // the one already recorded.
      const same = state.directorCalls.find((c) =>
        command.callId !== undefined
          ? c.callId === command.callId
          : c.at === command.at &&
            c.calledBy === command.calledBy &&
            c.stage === command.stage &&
            c.irregularity === command.irregularity,
      );
      if (same) refuse('duplicate-call', `callId: '${same.callId}' is already recorded`, { callId: same.callId });
      const callId =
        command.callId ??
        nextId(
          'c',
          state.directorCalls.map((c) => c.callId),
        );
      return [
        event('DirectorCalled', {
          callId,
          calledBy: command.calledBy,
          stage: command.stage,
          irregularity: command.irregularity,
          at: command.at,
        }),
      ];
    }
    case 'EstablishFacts':
      return [
        event('FactsEstablished', {
          agreed: command.agreed,
          findings: command.findings,
          disputedPoints: command.disputedPoints,
          at: command.at,
        }),
      ];
    case 'GiveRuling': {
      if (state.rulings.some((r) => r.rulingId === command.rulingId))
        refuse('duplicate-ruling', `rulingId: '${command.rulingId}' is already given on this board`, {
          rulingId: command.rulingId!,
        });
      const rulingId =
        command.rulingId ??
        nextId(
          'r',
          state.rulings.map((r) => r.rulingId),
        );
      return [
        event('RulingGiven', {
          rulingId,
          laws: command.laws,
          rulingType: command.rulingType,
          offendingSide: command.offendingSide,
          rectifications: command.rectifications,
          text: command.text,
          edition: opened.edition,
          appealRightNotified: command.appealRightNotified,
          at: command.at,
        }),
      ];
    }
    case 'AdjustScore': {
      // Straight from the board: the ruling is given with the adjustment, numbered like any other.
      const given = command.rulingId === null ? rulingForAdjustment(command, state, opened) : null;
      const ruling =
        given ??
        state.rulings.find((r) => r.rulingId === command.rulingId) ??
        refuse('unknown-ruling', `rulingId: '${command.rulingId}' is not a ruling given on this board`);
      if (!ADJUSTING_RULINGS.has(ruling.rulingType))
        refuse(
          'not-an-adjustment',
          `ruling '${ruling.rulingId}' is a ${ruling.rulingType} ruling, not an adjusted score`,
        );
      const p = command.clock.publication;
      if (p && command.appealId === null && isAfter(command.clock.now, p.appealDeadline)) {
        refuse(
          'ruling-period-over',
          `the period for rulings ended at ${p.appealDeadline} (Laws 12A and 92B: after the official score was made available at ${p.availableAt}); now ${command.clock.now}. Only an appeal decision can adjust the score now`,
          { deadline: p.appealDeadline },
        );
      }
      const adjustment: Adjustment = { ns: side(command.ns, opened, 'ns'), ew: side(command.ew, opened, 'ew') };
      return [
        ...(given ? [given] : []),
        event('ScoreAdjusted', {
          rulingId: ruling.rulingId,
          adjustment,
          balanced: isBalanced(adjustment),
          laws: command.laws,
          appealId: command.appealId,
          at: command.clock.now,
        }),
      ];
    }
    case 'AssessProceduralPenalty':
      if (command.contestant !== opened.ns && command.contestant !== opened.ew)
        refuse(
          'not-at-table',
          `contestant: '${command.contestant}' did not play this board at this table (${opened.ns} v ${opened.ew})`,
        );
      if (command.rulingId !== null && !state.rulings.some((r) => r.rulingId === command.rulingId))
        refuse('unknown-ruling', `rulingId: '${command.rulingId}' is not a ruling given on this board`);
      return [
        event('ProceduralPenaltyAssessed', {
          rulingId: command.rulingId,
          contestant: command.contestant,
          amount: command.amount,
          unit: command.unit,
          law: command.law,
          at: command.at,
        }),
      ];
    case 'AuthorizeLateScoreCorrection': {
      if (state.authorizations.some((a) => a.authorizationId === command.authorizationId))
        refuse('duplicate-authorization', `authorizationId: '${command.authorizationId}' is already recorded`, {
          authorizationId: command.authorizationId!,
        });
      if (command.directorId === command.organizerId)
        refuse(
          'same-person',
          'Law 79C2 needs both the director and the tournament organizer satisfied: directorId and organizerId are the same person',
        );
      const authorizationId =
        command.authorizationId ??
        nextId(
          'a',
          state.authorizations.map((a) => a.authorizationId),
        );
      return [
        event('LateScoreCorrectionAuthorized', {
          authorizationId,
          directorId: command.directorId,
          organizerId: command.organizerId,
          attestation: command.attestation,
          at: command.at,
        }),
      ];
    }
    case 'CorrectResult': {
      const before =
        state.result ?? refuse('no-result', 'no result is recorded for this board: there is nothing to correct');
      const after = outcomeResult(command.after, opened, 'after');
      if (sameResult(before, after)) {
        // The recorded result stands: with a table's request open, that is the director's answer to it.
        const open = openRequestOf(state.correctionRequests);
        if (open) return [declined(open, command.directorId ?? null, command.reason, command.clock.now)];
        refuse('no-change', 'after: the corrected result is the result already recorded');
      }
      const permit = correctionPermit(command.clock, command.authorizationId, state);
      const at = command.clock.now;
      if (permit.kind === 'before-publication')
        return [event('ResultCorrected', { before, after, reason: command.reason, law: command.law, at })];
      const authorizationId = permit.kind === 'authorised' ? permit.authorizationId : null;
      return [
        event('ScoreCorrected', {
          before,
          after,
          reason: command.reason,
          law: permit.law,
          authorizationId,
          correctionDeadline: permit.deadline,
          at,
        }),
      ];
    }
  }
}

function outcomeResult(
  entry: { contract: unknown; declarer: unknown; tricks: unknown },
  opened: TableBoardOpened,
  field: string,
) {
  try {
    return recordResult(entry as Parameters<typeof recordResult>[0], opened.vulnerability);
  } catch (error) {
    return refuse('bad-result', `${field}: ${(error as Error).message}`);
  }
}

function outcome(input: ParsedOutcome, opened: TableBoardOpened, field: string): AssignedOutcome {
  if ('scoreNS' in input) return { contract: null, declarer: null, tricks: null, scoreNS: input.scoreNS };
  const r = outcomeResult(input, opened, field);
  return { contract: r.contract, declarer: r.declarer, tricks: r.tricks, scoreNS: r.nsScore };
}

function side(input: ParsedSide, opened: TableBoardOpened, field: 'ns' | 'ew'): SideAdjustment {
  switch (input.kind) {
    case 'assigned':
      return { kind: 'assigned', outcome: outcome(input.outcome, opened, `${field}.outcome`) };
    case 'weighted': {
      const total = input.parts.reduce((s, p) => s + p.weight, 0);
      if (Math.abs(total - 1) > 1e-9)
        refuse('weights', `${field}.parts: the weights add up to ${Number(total.toFixed(9))}, not 1 (Law 12C1(c))`);
      return {
        kind: 'weighted',
        parts: input.parts.map((p, i) => ({
          weight: p.weight,
          outcome: outcome(p.outcome, opened, `${field}.parts.${i}.outcome`),
        })),
      };
    }
    case 'artificial':
      return { kind: 'artificial', grade: input.grade };
    case 'artificial-percentage':
      return { kind: 'artificial-percentage', percentage: input.percentage };
  }
}
