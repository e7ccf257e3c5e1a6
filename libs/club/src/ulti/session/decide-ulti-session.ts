// The Ulti session decider: checks each command against the score sheets and the rules engine.
// A deal is accepted only if its record replays with @club/ulti (the engine's error names the bad
// action); a departure from the score sheet is a fact of the table and is flagged, not hidden.
import { DomainError, event } from '@club/events';
import type { ClubRefusalCode } from '../../shared/refusal-codes';
import { RecordError, settleUltiRecord, withRuling, type RuleSet, type UltiRecord } from '@club/ulti';
import { DEFAULT_ULTI_COMPETITION_RULES } from '../competition/competition-rules';
import type {
  CloseUltiSession,
  RecordUltiDeal,
  RecordUltiJuryRuling,
  ScheduleUltiSession,
  UltiSessionCommand,
} from './ulti-session-commands';
import type { UltiDealIrregularity, UltiSessionEvent, UltiSettlement } from './ulti-session-events';
import { boardLines, expectedDealer, samePlayers, sameSeating, sheetRuling } from './score-sheet';
import type { UltiSessionState, UltiTableState } from './ulti-session-state';

export function decideUltiSession(command: UltiSessionCommand, state: UltiSessionState): UltiSessionEvent[] {
  switch (command.type) {
    case 'ScheduleUltiSession':
      return schedule(command, state);
    case 'RecordUltiDeal':
      return recordDeal(command, state);
    case 'RecordUltiJuryRuling':
      return recordRuling(command, state);
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
  if (c.tables.length === 0)
    throw new DomainError<ClubRefusalCode>(
      'no-tables',
      `Ulti session ${c.sessionId}: tables: at least one table is needed`,
    );
  const seen = new Map<string, number>();
  const numbers = new Set<number>();
  for (const t of c.tables) {
    if (numbers.has(t.table))
      throw new DomainError<ClubRefusalCode>(
        'table-twice',
        `Ulti session ${c.sessionId}: table ${t.table} is listed twice`,
        { table: t.table },
      );
    numbers.add(t.table);
    if (t.players.length !== 3 && t.players.length !== 4)
      throw new DomainError<ClubRefusalCode>(
        'table-size',
        `Ulti session ${c.sessionId}: table ${t.table} has ${t.players.length} players; a table has 3 or 4`,
        { table: t.table },
      );
    for (const p of t.players) {
      if (seen.has(p))
        throw new DomainError<ClubRefusalCode>(
          'player-twice',
          `Ulti session ${c.sessionId}: player '${p}' sits at table ${seen.get(p)} and at table ${t.table}`,
          { player: p },
        );
      seen.set(p, t.table);
    }
    if (!t.players.includes(t.firstDealer))
      throw new DomainError<ClubRefusalCode>(
        'first-dealer',
        `Ulti session ${c.sessionId}: table ${t.table}: first dealer '${t.firstDealer}' does not sit at the table`,
        { table: t.table },
      );
  }
  return [
    event('UltiSessionScheduled', {
      sessionId: c.sessionId,
      leagueId: c.leagueId ?? null,
      tables: c.tables.map((t) => ({ table: t.table, players: [...t.players], firstDealer: t.firstDealer })),
      ruleSet: c.ruleSet,
      competition: c.competition ?? DEFAULT_ULTI_COMPETITION_RULES,
      dealsPerTable: c.dealsPerTable ?? null,
      sheetCheck: c.sheetCheck ?? 'flag',
    }),
  ];
}

function openTable(state: UltiSessionState, table: number): UltiTableState {
  if (state.status === 'none')
    throw new DomainError<ClubRefusalCode>('session-not-scheduled', 'the Ulti session is not scheduled');
  if (state.status === 'closed')
    throw new DomainError<ClubRefusalCode>('session-closed', `Ulti session ${state.sessionId} is closed`, {
      sessionId: state.sessionId,
    });
  const t = state.tables[table];
  if (!t)
    throw new DomainError<ClubRefusalCode>(
      'unknown-table',
      `Ulti session ${state.sessionId} has no table ${table} (tables: ${Object.keys(state.tables).join(', ')})`,
      { table },
    );
  return t;
}

/** The first setting (or name, version) where the deal's rule set departs from the session's. */
function ruleSetDifference(session: RuleSet, deal: RuleSet): string | null {
  if (session.name !== deal.name) return `name '${deal.name}' (the session's is '${session.name}')`;
  if (session.version !== deal.version) return `version '${deal.version}' (the session's is '${session.version}')`;
  const keys = new Set([...Object.keys(session.settings), ...Object.keys(deal.settings)]) as Set<
    keyof RuleSet['settings']
  >;
  for (const k of keys) {
    if (JSON.stringify(session.settings[k]) !== JSON.stringify(deal.settings[k]))
      return `setting ${k} = ${JSON.stringify(deal.settings[k])} (the session's is ${JSON.stringify(session.settings[k])})`;
  }
  return null;
}

/**
 * Settles a record with the engine; a record that does not replay is refused with the engine's
 * words, an impossible sheet with the engine's SheetError (its code and the field).
 */
function settleOrRefuse(record: UltiRecord, where: string): UltiSettlement {
  try {
    const { outcome, declarer, contract, deltas } = settleUltiRecord(record);
    return { outcome, declarer, contract, deltas: { ...deltas } };
  } catch (error) {
    if (error instanceof RecordError || error instanceof RangeError) {
      throw new DomainError<ClubRefusalCode>('deal-does-not-replay', `${where}: ${error.message}`, {
        action: error instanceof RecordError ? error.action : null,
      });
    }
    throw error;
  }
}

function recordDeal(c: RecordUltiDeal, state: UltiSessionState): UltiSessionEvent[] {
  const t = openTable(state, c.table);
  const where = `table ${c.table}, deal ${c.dealNo}`;
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
  if (c.board !== undefined) checkBoard(state, c.board, c.table, r, redeal, where);

  const events: UltiSessionEvent[] = [];
  // §13(1)#6 noticed late (or never): the seating stays for the rest of the játszma, the sheet is corrected.
  if (wrongSeating && !redeal)
    events.push(event('UltiSeatingCorrected', { table: c.table, players: [...r.players], fromDealNo: c.dealNo }));
  events.push(
    event('UltiDealRecorded', {
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

/** Sportulti: a board is the same cards in the same lines at every table that plays it. */
function checkBoard(
  state: UltiSessionState,
  board: string,
  table: number,
  record: UltiRecord,
  redeal: boolean,
  where: string,
): void {
  const known = state.boards[board];
  // A redealt hand is not compared, so its cards are not held to the board's.
  if (!known || redeal) return;
  if (known.playedAt.includes(table))
    throw new DomainError<ClubRefusalCode>(
      'board-played-twice',
      `${where}: board ${board} was already played at table ${table}`,
      { board },
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
  const t = openTable(state, c.table);
  if (state.rulingIds.includes(c.rulingId))
    throw new DomainError<ClubRefusalCode>('ruling-already-recorded', `ruling ${c.rulingId} is already recorded`, {
      rulingId: c.rulingId,
    });
  const text = c.text ?? null;
  if (c.ruling.kind === 'discipline') {
    if (!t.seating.includes(c.ruling.player))
      throw new DomainError<ClubRefusalCode>(
        'player-not-at-table',
        `ruling ${c.rulingId}: '${c.ruling.player}' does not sit at table ${c.table}`,
        { player: c.ruling.player },
      );
    return [
      event('UltiJuryRuling', {
        rulingId: c.rulingId,
        table: c.table,
        ruling: c.ruling,
        text,
        record: null,
        settlement: null,
      }),
    ];
  }
  const where = `ruling ${c.rulingId} on table ${c.table}, deal ${c.ruling.dealNo}`;
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
  return [
    event('UltiJuryRuling', { rulingId: c.rulingId, table: c.table, ruling: c.ruling, text, record, settlement }),
  ];
}

function close(_: CloseUltiSession, state: UltiSessionState): UltiSessionEvent[] {
  if (state.status === 'none')
    throw new DomainError<ClubRefusalCode>('session-not-scheduled', 'the Ulti session is not scheduled');
  if (state.status === 'closed')
    throw new DomainError<ClubRefusalCode>('session-closed', `Ulti session ${state.sessionId} is already closed`);
  return [event('UltiSessionClosed', { leagueId: state.leagueId })];
}
