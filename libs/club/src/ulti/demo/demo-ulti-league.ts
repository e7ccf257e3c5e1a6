// A realistic Ulti league for demos and benchmarks: nine players, three sessions of three tables,
// each player meeting every other exactly once over the three sessions (three rounds of the
// 9-player all-play-all), every deal a random legal deal from @club/ulti's agents, dealt in the
// score sheet's rotation. Deterministic: the same seed gives the same commands.
import { MAUSZ_2017, nextDealer, playRandomDeal, type RuleSet } from '@club/ulti';
import type { UltiSessionCommand } from '../session/ulti-session-commands';

export interface DemoUltiLeagueOptions {
  readonly leagueId?: string;
  readonly players?: readonly string[];
  readonly dealsPerTable?: number;
  readonly seed?: number;
  readonly ruleSet?: RuleSet;
}

export interface DemoUltiSession {
  readonly sessionId: string;
  readonly commands: readonly UltiSessionCommand[];
}

// Three parallel classes of the affine plane of order 3 on players 0…8: no pair twice.
const ROUNDS = [
  [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
  ],
  [
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
  ],
  [
    [0, 4, 8],
    [1, 5, 6],
    [2, 3, 7],
  ],
];

const DEMO_PLAYERS = ['Kovács', 'Nagy', 'Szabó', 'Tóth', 'Horváth', 'Varga', 'Kiss', 'Molnár', 'Farkas'];

export function demoUltiLeague(options: DemoUltiLeagueOptions = {}): DemoUltiSession[] {
  const players = options.players ?? DEMO_PLAYERS;
  if (players.length !== 9) throw new RangeError(`the demo league seats 9 players, got ${players.length}`);
  const leagueId = options.leagueId ?? 'ulti-demo';
  const deals = options.dealsPerTable ?? 6;
  const seed = options.seed ?? 1;
  const ruleSet = options.ruleSet ?? MAUSZ_2017;
  return ROUNDS.map((round, r) => {
    const sessionId = `${leagueId}-${r + 1}`;
    const tables = round.map((seats, t) => {
      const names = seats.map((i) => players[i]!);
      return { table: t + 1, players: names, firstDealer: names[names.length - 1]! };
    });
    const commands: UltiSessionCommand[] = [
      { type: 'ScheduleUltiSession', sessionId, leagueId, tables, ruleSet, dealsPerTable: deals },
    ];
    for (const t of tables) {
      let dealer = t.firstDealer;
      for (let n = 1; n <= deals; n++) {
        const record = playRandomDeal(seed * 10_000 + r * 1_000 + t.table * 100 + n, {
          players: t.players,
          dealer,
          ruleSet,
        });
        commands.push({ type: 'RecordUltiDeal', table: t.table, dealNo: n, record });
        dealer = nextDealer(t.players, dealer);
      }
    }
    // The round ends before the session closes (a session is closed only after its last round).
    commands.push({ type: 'EndUltiRound', round: 1 }, { type: 'CloseUltiSession' });
    return { sessionId, commands };
  });
}
