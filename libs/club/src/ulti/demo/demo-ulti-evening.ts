// A club evening in progress for the demo: the league's nine players checked in, round 1 of the
// 9-player all-play-all drawn (4 rounds, everyone meets everyone once), and round 1 partly entered:
// table 1 has played all its deals (its last three entered by the score sheet: a concession, a
// renonsz ruling, a csendes ulti caught), table 2 half of them, table 3 none yet. Deterministic.
import { MAUSZ_2017, nextDealer, playRandomDeal, type RuleSet } from '@club/ulti';
import { allPlayAllSchedule } from '../draw/all-play-all';
import type { UltiSessionCommand } from '../session/ulti-session-commands';
import { DEMO_SHEET_DEALS, demoSheetDeal } from './demo-sheet-deals';
import type { DemoUltiSession } from './demo-ulti-league';

export interface DemoUltiEveningOptions {
  readonly leagueId?: string;
  readonly sessionId?: string;
  readonly players: readonly string[];
  readonly dealsPerTable?: number;
  readonly seed?: number;
  readonly ruleSet?: RuleSet;
}

export function demoUltiEvening(options: DemoUltiEveningOptions): DemoUltiSession {
  const leagueId = options.leagueId ?? 'ulti-demo';
  const sessionId = options.sessionId ?? `${leagueId}-evening`;
  const deals = options.dealsPerTable ?? 6;
  const seed = options.seed ?? 1;
  const ruleSet = options.ruleSet ?? MAUSZ_2017;
  const players = options.players;
  const commands: UltiSessionCommand[] = [
    { type: 'ScheduleUltiSession', sessionId, leagueId, ruleSet, dealsPerTable: deals },
    ...players.map((player): UltiSessionCommand => ({ type: 'CheckInUltiPlayer', player })),
    { type: 'DrawUltiRound', round: 1, method: 'all-play-all', order: [...players] },
  ];
  // The decider draws the same tables from the same order: the schedule is pure.
  const [round1] = allPlayAllSchedule(players).rounds;
  round1!.tables.forEach((t, i) => {
    const played = i === 0 ? deals : i === 1 ? Math.floor(deals / 2) : 0;
    let dealer = t.firstDealer;
    for (let n = 1; n <= played; n++) {
      // Table 1's last deals (not its first, which stays a full record to replay) came by the score sheet.
      const sheetKind = n - deals + DEMO_SHEET_DEALS - 1;
      const record =
        i === 0 && n > 1 && sheetKind >= 0
          ? demoSheetDeal(sheetKind, t.players, dealer, ruleSet)
          : playRandomDeal(seed * 10_000 + 9_000 + t.table * 100 + n, { players: t.players, dealer, ruleSet });
      commands.push({ type: 'RecordUltiDeal', round: 1, table: t.table, dealNo: n, record });
      dealer = nextDealer(t.players, dealer);
    }
  });
  return { sessionId, commands };
}
