// A session whose deals were entered from the score sheet (ulti-sheet/1) settles in the read model
// exactly like the same session entered as full records: same ledger, totals and standings.
import { describe, expect, it } from 'vitest';
import { parseUltiSessionCommand, type ScheduleUltiSession } from '@club/club';
import { MAUSZ_2017, nextDealer, playRandomDeal, sheetOf, type UltiRecord } from '@club/ulti';
import * as readModels from '../../src';
import { rebuild } from './fold';
import { Log } from './session-log';

const { ultiSessionProjection, ultiSessionStandings, ultiSettlementDifferences } = readModels;

const ABC = ['A', 'B', 'C'];
const schedule = (sessionId: string): ScheduleUltiSession => ({
  type: 'ScheduleUltiSession',
  sessionId,
  tables: [{ table: 1, players: ABC, firstDealer: 'C' }],
  ruleSet: MAUSZ_2017,
});

/** Six random deals in the sheet's dealer order (C, A, B, …), as full records or as their sheets. */
function session(sessionId: string, entry: 'full' | 'sheet'): Log {
  const log = new Log().run(sessionId, schedule(sessionId));
  let dealer = 'C';
  for (let dealNo = 1; dealNo <= 6; dealNo++) {
    const full = playRandomDeal(100 + dealNo, { players: ABC, dealer });
    const record: UltiRecord = entry === 'full' ? full : sheetOf(full);
    // Through the edge's schema, as a form or a file would send it.
    log.run(
      sessionId,
      parseUltiSessionCommand(JSON.parse(JSON.stringify({ type: 'RecordUltiDeal', table: 1, dealNo, record }))),
    );
    dealer = nextDealer(ABC, dealer);
  }
  return log;
}

const docOf = (log: Log, id: string) =>
  rebuild(ultiSessionProjection, log.events).get(id) as readModels.UltiSessionDocument;

describe('deals entered from the score sheet', () => {
  it('settle in the ledger and the standings like the full records of the same deals', () => {
    const full = docOf(session('full', 'full'), 'full');
    const sheet = docOf(session('sheet', 'sheet'), 'sheet');
    expect(sheet.tables).toEqual(full.tables);
    expect(sheet.tables[0]!.deals.map((d) => d.outcome)).toEqual(Array(6).fill('played'));
    expect(Object.values(sheet.tables[0]!.totals).some((v) => v !== 0)).toBe(true);
    expect({ ...ultiSessionStandings(sheet), sessionId: 'full' }).toEqual(ultiSessionStandings(full));
  });

  it('a stored sheet settles again to its stored settlement (the check finds no difference)', () => {
    expect(ultiSettlementDifferences(session('sheet', 'sheet').events)).toEqual([]);
  });
});
