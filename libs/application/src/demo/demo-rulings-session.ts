// A Tuesday pairs of the demo, three tables of Mitchell, every board called and played card by
// card, where the director is called three times: an insufficient bid (Law 27B1(a)), a revoke
// (Law 64 transfer) and a disputed claim (Law 70). Published like the other sessions.
import { defaultDealer, formatPbnDeal, generateDeal, type Deal } from '@club/bridge';
import {
  sessionDecider,
  sessionStreamId,
  tableBoardStreamDecider,
  tableBoardStreamId,
  type ScheduleSession,
} from '@club/club';
import { executeBridge } from '../bridge/bridge-commands';
import { playedBoardCommands } from '../bridge/demo-board';
import { openTableBoardCommand } from '../bridge/session-facts';
import type { Club } from '../club';
import { irregularBoardCommands, suitsIrregularity, type DemoIrregularity } from './irregular-board';

export interface DemoRulingsSession {
  readonly sessionId: string;
  /** The table-board stream of each irregularity. */
  readonly boards: Readonly<Record<DemoIrregularity, string>>;
}

const IRREGULARITIES: readonly DemoIrregularity[] = ['insufficient-bid', 'revoke', 'claim'];

export async function seedDemoRulingsSession(
  club: Club,
  options: {
    readonly date: string;
    readonly seed: number;
    readonly leagueId: string;
    readonly players: readonly string[];
  },
): Promise<DemoRulingsSession> {
  const sessionId = 'tuesday1';
  const at = (time: string) => `${options.date}T${time}:00.000Z`;
  const deals = new Map<number, Deal>(
    Array.from({ length: 6 }, (_, i) => [i + 1, generateDeal(options.seed * 100 + i + 1, defaultDealer(i + 1))]),
  );
  const schedule: ScheduleSession = {
    type: 'ScheduleSession',
    sessionId,
    name: 'Tuesday pairs',
    leagueId: options.leagueId,
    startsAt: at('18:00'),
    form: 'pairs',
    scoring: 'MP',
    sections: [{ section: 'A', movement: { kind: 'mitchell', tables: 3, boardsPerRound: 2 } }],
    boards: [...deals].map(([board, deal]) => ({ board, deal: formatPbnDeal(deal) })),
    entrants: [1, 2, 3].flatMap((t) => [
      { section: 'A', pair: `${t}NS`, players: [options.players[4 * t - 4]!, options.players[4 * t - 3]!] },
      { section: 'A', pair: `${t}EW`, players: [options.players[4 * t - 2]!, options.players[4 * t - 1]!] },
    ]),
  };
  const scheduled = (await executeBridge(club, sessionStreamId(sessionId), sessionDecider, schedule)).events[0]!;
  if (scheduled.type !== 'SessionScheduled') throw new Error(`scheduling ${sessionId} gave ${scheduled.type}`);
  const wanted = [...IRREGULARITIES];
  const boards: Partial<Record<DemoIrregularity, string>> = {};
  const usedBoards = new Set<number>();
  for (const a of scheduled.sections[0]!.movement.assignments) {
    for (const board of a.boards) {
      const ref = { sessionId, section: 'A', table: a.table, board };
      const stream = tableBoardStreamId(ref);
      const open = openTableBoardCommand(
        club.store,
        ref,
        at(`${18 + Math.floor((a.round - 1) / 2)}:${a.round % 2 === 1 ? '00' : '30'}`),
      );
      const deal = deals.get(board)!;
      const irregularity = !usedBoards.has(board) && suitsIrregularity(deal) ? wanted.shift() : undefined;
      if (irregularity) {
        usedBoards.add(board);
        boards[irregularity] = stream;
      }
      const commands = irregularity
        ? irregularBoardCommands(open, deal, irregularity)
        : playedBoardCommands(open, deal);
      for (const command of [open, ...commands]) await executeBridge(club, stream, tableBoardStreamDecider, command);
    }
  }
  if (wanted.length > 0) throw new Error(`the demo's ${sessionId} found no board for: ${wanted.join(', ')}`);
  await executeBridge(club, sessionStreamId(sessionId), sessionDecider, {
    type: 'MakeOfficialScoreAvailable',
    availableAt: at('21:15'),
  });
  await executeBridge(club, sessionStreamId(sessionId), sessionDecider, { type: 'CloseSession', at: at('22:30') });
  return { sessionId, boards: boards as Record<DemoIrregularity, string> };
}
