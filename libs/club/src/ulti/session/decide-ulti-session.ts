// The Ulti session decider: checks each command against the score sheets and the rules engine.
// A deal is accepted only if its record replays with @club/ulti (the engine's error names the bad
// action); a departure from the score sheet is a fact of the table and is flagged, not hidden.
import { DomainError } from '@club/events';
import type { ClubRefusalCode } from '../../shared/refusal-codes';
import { withRuling, type UltiRecord } from '@club/ulti';
import { DEFAULT_ULTI_COMPETITION_RULES } from '../competition/competition-rules';
import type {
  CloseUltiSession,
  RecordUltiDeal,
  RecordUltiJuryRuling,
  ScheduleUltiSession,
  UltiSessionCommand,
} from './ulti-session-commands';
import {
  ultiEvent as event,
  type UltiDealIrregularity,
  type UltiSessionEvent,
  type UltiSettlement,
} from './ulti-session-events';
import { boardLines, expectedDealer, samePlayers, sameSeating, sheetRuling } from './score-sheet';
import type { UltiSessionState } from './ulti-session-state';
import { checkIn, drawRound, endRound, withdraw } from './ulti-session-rounds';
import { checkSheets, openSession, openTable, roundOf, ruleSetDifference, settleOrRefuse } from './ulti-session-checks';
import { correctDeal } from './ulti-deal-correction';

export function decideUltiSession(command: UltiSessionCommand, state: UltiSessionState): UltiSessionEvent[] {
  switch (command.type) {
    case 'ScheduleUltiSession':
      return schedule(command, state);
    case 'CheckInUltiPlayer':
      return checkIn(command, state);
    case 'WithdrawUltiPlayer':
      return withdraw(command, state);
    case 'DrawUltiRound':
      return drawRound(command, state);
    case 'RecordUltiDeal':
      return recordDeal(command, state);
    case 'CorrectUltiDeal':
      return correctDeal(command, state);
    case 'RecordUltiJuryRuling':
      return recordRuling(command, state);
    case 'EndUltiRound':
      return endRound(command, state);
    case 'CloseUltiSession':
      return close(command, state);
  }
}

// Ids name streams, documents and job ids (`ulti-league.<leagueId>.v<n>`): no ':' or spaces.
const SAFE_ID = /^[A-Za-z0-9_.-]+$/;

function schedule(c: ScheduleUltiSession, state: UltiSessionState): UltiSessionEvent[] {
  if (state.status !== 'none')
    throw new DomainError<ClubRefusalCode>(
      'session-already-scheduled',
      `Ulti session ${state.sessionId} is already scheduled`,
      { sessionId: state.sessionId },
    );
  for (const [field, value] of [
    ['sessionId', c.sessionId],
    ['leagueId', c.leagueId],
  ] as const) {
    if (value !== undefined && !SAFE_ID.test(value))
      throw new DomainError<ClubRefusalCode>('bad-id', `${field} '${value}': letters, digits, '.', '-' or '_' only`, {
        [field]: value,
      });
  }
  const tables = c.tables ?? [];
  if (tables.length > 0) checkSheets(`Ulti session ${c.sessionId}`, tables);
  return [
    event('UltiSessionScheduled', {
      sessionId: c.sessionId,
      leagueId: c.leagueId ?? null,
      tables: tables.map((t) => ({ table: t.table, players: [...t.players], firstDealer: t.firstDealer })),
      ruleSet: c.ruleSet,
      competition: c.competition ?? DEFAULT_ULTI_COMPETITION_RULES,
      dealsPerTable: c.dealsPerTable ?? null,
      sheetCheck: c.sheetCheck ?? 'flag',
    }),
  ];
}

function recordDeal(c: RecordUltiDeal, state: UltiSessionState): UltiSessionEvent[] {
  openSession(state);
  const round = roundOf(state, c.round);
  if (state.rounds[round]?.status === 'ended')
    throw new DomainError<ClubRefusalCode>('round-ended', `round ${round} has ended: no more deals are entered`, {
      round,
    });
  const t = openTable(state, round, c.table);
  const where = `round ${round}, table ${c.table}, deal ${c.dealNo}`;
  if (c.dealNo !== t.nextDealNo)
    throw new DomainError<ClubRefusalCode>(
      'deal-out-of-order',
      `${where}: the score sheet's next row is deal ${t.nextDealNo}`,
      { expected: t.nextDealNo, got: c.dealNo },
    );
  if (state.dealsPerTable !== null && c.dealNo > state.dealsPerTable)
    throw new DomainError<ClubRefusalCode>('too-many-deals', `${where}: the játszma has ${state.dealsPerTable} deals`, {
      dealsPerTable: state.dealsPerTable,
    });
  const r = c.record;
  if (!samePlayers(r.players, t.seating))
    throw new DomainError<ClubRefusalCode>(
      'players-not-at-table',
      `${where}: the record's players (${r.players.join(', ')}) are not the players of the table (${t.seating.join(', ')})`,
      { players: r.players },
    );
  const difference = ruleSetDifference(state.ruleSet!, r.ruleSet);
  if (difference)
    throw new DomainError<ClubRefusalCode>(
      'rule-set-mismatch',
      `${where}: the record's rule set differs from the session's: ${difference}`,
    );
  const settlement = settleOrRefuse(r, where);
  const redeal = settlement.outcome === 'redeal';

  const irregularities: UltiDealIrregularity[] = [];
  const dealer = expectedDealer(t);
  if (r.dealer !== dealer) {
    if (!sheetRuling(r, 'deal-5') && state.sheetCheck === 'refuse') {
      throw new DomainError<ClubRefusalCode>(
        'wrong-dealer',
        `${where}: the score sheet names ${dealer} as dealer, the record says ${r.dealer} (§13(1)#5): record the jury's deal-5 ruling in the deal, or correct the record`,
        { expected: dealer, got: r.dealer },
      );
    }
    irregularities.push('wrong-dealer');
  }
  const wrongSeating = !sameSeating(r.players, t.seating);
  if (wrongSeating) {
    if (!sheetRuling(r, 'deal-6') && state.sheetCheck === 'refuse') {
      throw new DomainError<ClubRefusalCode>(
        'wrong-seating',
        `${where}: the players sit ${r.players.join(', ')}, the score sheet says ${t.seating.join(', ')} (§13(1)#6): record the jury's deal-6 ruling in the deal, or correct the record`,
        { expected: t.seating, got: r.players },
      );
    }
    irregularities.push('wrong-seating');
  }
  if (c.board !== undefined) checkBoard(state, c.board, { round, table: c.table }, r, redeal, where);

  const events: UltiSessionEvent[] = [];
  // §13(1)#6 noticed late (or never): the seating stays for the rest of the játszma, the sheet is corrected.
  if (wrongSeating && !redeal)
    events.push(
      event('UltiSeatingCorrected', { round, table: c.table, players: [...r.players], fromDealNo: c.dealNo }),
    );
  events.push(
    event('UltiDealRecorded', {
      round,
      table: c.table,
      dealNo: c.dealNo,
      expectedDealer: dealer,
      board: c.board ?? null,
      irregularities,
      redeal,
      record: r,
      settlement,
    }),
  );
  return events;
}

/**
 * Sportulti: a board is the same cards in the same lines at every table that plays it, in any
 * round; a table of one round is not the table of the same number in another round.
 */
function checkBoard(
  state: UltiSessionState,
  board: string,
  at: { readonly round: number; readonly table: number },
  record: UltiRecord,
  redeal: boolean,
  where: string,
): void {
  const known = state.boards[board];
  // A redealt hand is not compared, so its cards are not held to the board's.
  if (!known || redeal) return;
  if (known.playedAt.some((p) => p.round === at.round && p.table === at.table))
    throw new DomainError<ClubRefusalCode>(
      'board-played-twice',
      `${where}: board ${board} was already played at table ${at.table} of round ${at.round}`,
      { board, round: at.round, table: at.table },
    );
  const lines = boardLines(record);
  // A score sheet carries no cards: nothing to hold to the board's (nor a sheet-first board to hold to).
  if (lines.length === 0 || known.lines.length === 0) return;
  const differs = lines.findIndex((cards, i) => cards.join() !== known.lines[i]!.join());
  if (differs >= 0) {
    throw new DomainError<ClubRefusalCode>(
      'board-differs',
      `${where}: board ${board}: line ${differs + 1} holds ${lines[differs]!.join(' ')}, not the board's ${known.lines[differs]!.join(' ')}`,
      { board, line: differs + 1 },
    );
  }
}

function recordRuling(c: RecordUltiJuryRuling, state: UltiSessionState): UltiSessionEvent[] {
  openSession(state);
  const round = roundOf(state, c.round);
  const t = openTable(state, round, c.table);
  if (state.rulingIds.includes(c.rulingId))
    throw new DomainError<ClubRefusalCode>('ruling-already-recorded', `ruling ${c.rulingId} is already recorded`, {
      rulingId: c.rulingId,
    });
  const text = c.text ?? null;
  const ruled = (record: UltiRecord | null, settlement: UltiSettlement | null) =>
    event('UltiJuryRuling', {
      rulingId: c.rulingId,
      round,
      table: c.table,
      ruling: c.ruling,
      text,
      record,
      settlement,
    });
  if (c.ruling.kind === 'discipline') {
    if (!t.seating.includes(c.ruling.player))
      throw new DomainError<ClubRefusalCode>(
        'player-not-at-table',
        `ruling ${c.rulingId}: '${c.ruling.player}' does not sit at table ${c.table}`,
        { player: c.ruling.player },
      );
    if (c.ruling.action === 'exclusion' && state.excluded.includes(c.ruling.player))
      throw new DomainError<ClubRefusalCode>('player-excluded', `'${c.ruling.player}' is already excluded`, {
        player: c.ruling.player,
      });
    return [ruled(null, null)];
  }
  const where = `ruling ${c.rulingId} on round ${round}, table ${c.table}, deal ${c.ruling.dealNo}`;
  const before = t.deals[c.ruling.dealNo];
  if (!before)
    throw new DomainError<ClubRefusalCode>('unknown-deal', `${where}: no such deal is recorded`, {
      dealNo: c.ruling.dealNo,
    });
  const record = withRuling(before, c.ruling.action);
  const wasRedeal = settleOrRefuse(before, where).outcome === 'redeal';
  const settlement = settleOrRefuse(record, where);
  if (!wasRedeal && settlement.outcome === 'redeal') {
    throw new DomainError<ClubRefusalCode>(
      'redeal-after-the-fact',
      `${where}: a ruling that voids the hand (${c.ruling.action.case}) belongs in the deal's own record, before the next deal is dealt`,
      { case: c.ruling.action.case },
    );
  }
  return [ruled(record, settlement)];
}

function close(_: CloseUltiSession, state: UltiSessionState): UltiSessionEvent[] {
  if (state.status === 'none')
    throw new DomainError<ClubRefusalCode>('session-not-scheduled', 'the Ulti session is not scheduled');
  if (state.status === 'closed')
    throw new DomainError<ClubRefusalCode>('session-closed', `Ulti session ${state.sessionId} is already closed`);
  // The last round's tables count in the league once the round has ended: closing first would
  // leave them neither ended nor open for their last deals.
  const last = state.rounds[state.round];
  if (last && last.status !== 'ended')
    throw new DomainError<ClubRefusalCode>(
      'round-not-ended',
      `round ${state.round} has not ended: end it before closing the session`,
      { round: state.round },
    );
  return [event('UltiSessionClosed', { leagueId: state.leagueId })];
}
