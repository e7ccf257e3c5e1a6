// The league job reads each session's lean view (ulti.session-totals) instead of its whole ledger
// (ulti.session): on a generated season, two sessions closed and a third halfway through its
// rounds, the league table it stores is the one computed from the ledgers, and the stored lean
// views are those a rebuild gives (club verify finds no difference).
import { describe, expect, test } from 'vitest';
import {
  ULTI_LEAGUE_TABLE_DOCUMENT,
  ULTI_SESSION_PROJECTION,
  ULTI_SESSION_TOTALS_PROJECTION,
  ultiLeagueTable,
  type UltiSessionDocument,
  type UltiSessionTotalsDocument,
} from '@club/read-models';
import { executeUltiSession, registry } from '../../src';
import { ultiSeason } from '../../bench/ulti-season';
import { useTempClubs } from '../support/temp-club';

const clubs = useTempClubs();

describe('the Ulti league table from the lean session views', () => {
  test('is the table of the ledgers on a generated season, closed sessions and a live one', async () => {
    const club = await clubs.open({ queue: 'in-process', registry });
    const season = ultiSeason({ leagueId: 'lean', players: 9, sessions: 3, dealsPerTable: 2 });
    const last = season.at(-1)!;
    // The third session stops after its second round ended (rounds 3 and 4 not played).
    const live = last.commands.slice(0, last.commands.findIndex((c) => c.type === 'EndUltiRound' && c.round === 2) + 1);
    for (const s of season.slice(0, -1))
      for (const command of s.commands) await executeUltiSession(club, s.sessionId, command);
    for (const command of live) await executeUltiSession(club, last.sessionId, command);
    await club.settle();

    const ledgers = season.map((s) => club.runner.document<UltiSessionDocument>(ULTI_SESSION_PROJECTION, s.sessionId)!);
    expect(ledgers.map((d) => d.status)).toEqual(['closed', 'closed', 'scheduled']);
    expect(ledgers[2]!.rounds.filter((r) => r.status === 'ended').map((r) => r.round)).toEqual([1, 2]);
    const stored = club.runner.derived(ULTI_LEAGUE_TABLE_DOCUMENT, 'lean')!.doc;
    const fromLedgers = ultiLeagueTable('lean', ledgers, ledgers.at(-1)!.competition!);
    expect(stored).toEqual(JSON.parse(JSON.stringify(fromLedgers)));
    expect(fromLedgers.live).toEqual(['lean-3']);
    expect(fromLedgers.rows.map((r) => r.sessions)).toEqual(Array(9).fill(3));

    for (const s of season) {
      const lean = club.runner.document<UltiSessionTotalsDocument>(ULTI_SESSION_TOTALS_PROJECTION, s.sessionId)!;
      const ledger = ledgers.find((d) => d.sessionId === s.sessionId)!;
      expect(lean.tables.map((t) => t.totals)).toEqual(ledger.tables.map((t) => t.totals));
    }
    const report = club.runner.verify();
    expect(report.differences).toEqual([]);
    expect(report.projections.find((p) => p.name === ULTI_SESSION_TOTALS_PROJECTION)?.documents).toBe(3);
  });
});
