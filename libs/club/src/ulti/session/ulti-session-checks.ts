// Checks shared by the session's commands: the session is open, the round and table exist, the
// score sheets are well formed, a record replays under the session's rule set.
import { DomainError } from '@club/events';
import { DEFAULT_SETTINGS, RecordError, settleUltiRecord, type RuleSet, type UltiRecord } from '@club/ulti';
import type { ClubRefusalCode } from '../../shared/refusal-codes';
import { refuse } from '../../shared/refuse';
import type { UltiSettlement, UltiTableSheet } from './ulti-session-events';
import type { UltiSessionState, UltiTableState } from './ulti-session-state';

/** The session is scheduled and not closed. */
export function openSession(state: UltiSessionState): void {
  if (state.status === 'none') refuse('session-not-scheduled', 'the Ulti session is not scheduled');
  if (state.status === 'closed')
    refuse('session-closed', `Ulti session ${state.sessionId} is closed`, { sessionId: state.sessionId });
}

/** The round a command names, or the latest drawn; refused when no such round was drawn. */
export function roundOf(state: UltiSessionState, round: number | undefined): number {
  const r = round ?? state.round;
  if (!state.rounds[r])
    refuse(
      'round-not-drawn',
      r === 0 ? 'no round has been drawn yet' : `round ${r} has not been drawn (latest: ${state.round})`,
      { round: r },
    );
  return r;
}

export function openTable(state: UltiSessionState, round: number, table: number): UltiTableState {
  const tables = state.rounds[round]!.tables;
  const t = tables[table];
  if (!t)
    refuse(
      'unknown-table',
      `Ulti session ${state.sessionId}, round ${round} has no table ${table} (tables: ${Object.keys(tables).join(', ')})`,
      { table },
    );
  return t;
}

/** Tables of three or four, each player at one table, the first dealer at his table. */
export function checkSheets(where: string, tables: readonly UltiTableSheet[]): void {
  const seen = new Map<string, number>();
  const numbers = new Set<number>();
  for (const t of tables) {
    if (numbers.has(t.table)) refuse('table-twice', `${where}: table ${t.table} is listed twice`, { table: t.table });
    numbers.add(t.table);
    if (t.players.length !== 3 && t.players.length !== 4)
      refuse('table-size', `${where}: table ${t.table} has ${t.players.length} players; a table has 3 or 4`, {
        table: t.table,
      });
    for (const p of t.players) {
      if (seen.has(p))
        refuse('player-twice', `${where}: player '${p}' sits at table ${seen.get(p)} and at table ${t.table}`, {
          player: p,
        });
      seen.set(p, t.table);
    }
    if (!t.players.includes(t.firstDealer))
      refuse('first-dealer', `${where}: table ${t.table}: first dealer '${t.firstDealer}' does not sit at the table`, {
        table: t.table,
      });
  }
}

/** The first setting (or name, version) where the deal's rule set departs from the session's. */
export function ruleSetDifference(session: RuleSet, deal: RuleSet): string | null {
  if (session.name !== deal.name) return `name '${deal.name}' (the session's is '${session.name}')`;
  if (session.version !== deal.version) return `version '${deal.version}' (the session's is '${session.version}')`;
  const keys = new Set([...Object.keys(session.settings), ...Object.keys(deal.settings)]) as Set<
    keyof RuleSet['settings']
  >;
  // A setting missing from a stored rule set was recorded before the setting existed: its default was played.
  const ours = { ...DEFAULT_SETTINGS, ...session.settings };
  const theirs = { ...DEFAULT_SETTINGS, ...deal.settings };
  for (const k of keys) {
    if (JSON.stringify(ours[k]) !== JSON.stringify(theirs[k]))
      return `setting ${k} = ${JSON.stringify(theirs[k])} (the session's is ${JSON.stringify(ours[k])})`;
  }
  return null;
}

/**
 * Settles a record (or a score sheet) with the engine; a record that does not replay is refused
 * with the engine's words, an impossible sheet with the engine's SheetError (its code and the field).
 */
export function settleOrRefuse(record: UltiRecord, where: string): UltiSettlement {
  try {
    const { outcome, declarer, contract, deltas } = settleUltiRecord(record);
    const sum = Object.values(deltas).reduce((a, b) => a + b, 0);
    // The engine settles zero-sum; a ledger that is not would be a fault, never a result.
    if (sum !== 0) throw new Error(`${where}: the settlement is not zero-sum (${JSON.stringify(deltas)})`);
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
