// A season of an Ulti league for the benchmark: 21 players, every session an all-play-all of 10
// rounds (the Kirkman schedule: 7 tables of 3, everyone meets everyone once an evening), 12 deals
// a table, each deal a random complete deal of @club/ulti's agents written as its score sheet.
// Deterministic: the same options give the same commands and sheets.
import { allPlayAllSchedule, ultiSessionStreamId, type UltiSessionCommand } from '@club/club';
import {
  MAUSZ_2017,
  nextDealer,
  playRandomDeal,
  randomInt,
  seededRandom,
  sheetOf,
  SheetError,
  type SheetRecord,
} from '@club/ulti';

export interface UltiSeasonOptions {
  readonly leagueId?: string;
  readonly players?: number;
  readonly sessions?: number;
  readonly dealsPerTable?: number;
  readonly seed?: number;
}

export interface UltiSeasonSession {
  readonly sessionId: string;
  readonly streamId: string;
  readonly commands: readonly UltiSessionCommand[];
  /** The session's sheets in the order they are recorded. */
  readonly sheets: readonly SheetRecord[];
}

export const ULTI_SEASON = { players: 21, sessions: 30, dealsPerTable: 12 } as const;

/** The players of a session in the schedule's places: a seeded shuffle, so the tables change between sessions. */
function shuffled(players: readonly string[], seed: number): string[] {
  const random = seededRandom(seed);
  const out = [...players];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(random, i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** A random complete deal as the score-keeper writes it; a deal whose ruling only the full record keeps is dealt again. */
function sheetAt(seed: number, players: readonly string[], dealer: string): SheetRecord {
  for (let attempt = 0; ; attempt++) {
    const record = playRandomDeal(seed * 8 + attempt, { players, dealer, ruleSet: MAUSZ_2017 });
    try {
      return sheetOf(record);
    } catch (error) {
      if (!(error instanceof SheetError) || attempt > 7) throw error;
    }
  }
}

export function ultiSeason(options: UltiSeasonOptions = {}): UltiSeasonSession[] {
  const leagueId = options.leagueId ?? 'ulti-bench';
  const count = options.players ?? ULTI_SEASON.players;
  const deals = options.dealsPerTable ?? ULTI_SEASON.dealsPerTable;
  const seed = options.seed ?? 1;
  const players = Array.from({ length: count }, (_, i) => `P${String(i + 1).padStart(2, '0')}`);
  return Array.from({ length: options.sessions ?? ULTI_SEASON.sessions }, (_, s) => {
    const sessionId = `${leagueId}-${s + 1}`;
    const order = shuffled(players, seed * 1_000 + s);
    const commands: UltiSessionCommand[] = [
      { type: 'ScheduleUltiSession', sessionId, leagueId, ruleSet: MAUSZ_2017, dealsPerTable: deals },
      ...order.map((player): UltiSessionCommand => ({ type: 'CheckInUltiPlayer', player })),
    ];
    const sheets: SheetRecord[] = [];
    // The decider draws the same schedule from the same order: the draw is pure.
    for (const { round, tables } of allPlayAllSchedule(order).rounds) {
      commands.push(
        round === 1
          ? { type: 'DrawUltiRound', round, method: 'all-play-all', order }
          : { type: 'DrawUltiRound', round, method: 'all-play-all' },
      );
      for (const t of tables) {
        let dealer = t.firstDealer;
        for (let n = 1; n <= deals; n++) {
          const sheet = sheetAt(((seed * 100 + s) * 100 + round) * 10_000 + t.table * 100 + n, t.players, dealer);
          commands.push({ type: 'RecordUltiDeal', round, table: t.table, dealNo: n, record: sheet });
          sheets.push(sheet);
          dealer = nextDealer(t.players, dealer);
        }
      }
      commands.push({ type: 'EndUltiRound', round });
    }
    commands.push({ type: 'CloseUltiSession' });
    return { sessionId, streamId: ultiSessionStreamId(sessionId), commands, sheets };
  });
}
