// A session still in play on the demo club, for the secrecy tests: a three-table Mitchell whose
// table 1 (the first four members holding no other role: 1NS, then 1EW) has played its first
// round's boards card by card; nobody has played the others yet.
import { createMembersReader, executeBridge, openTableBoardCommand, type Club } from '@club/application';
import { defaultDealer, formatPbnDeal, generateDeal } from '@club/bridge';
import {
  sessionDecider,
  sessionStreamId,
  tableBoardStreamDecider,
  tableBoardStreamId,
  type SessionScheduled,
} from '@club/club';
import { playedBoardCommands } from '../../../../libs/application/src/bridge/demo-board';

export interface RunningSession {
  readonly sessionId: string;
  /** A board table 1 has played, and one nobody has. */
  readonly played: number;
  readonly notPlayed: number;
  /** The members holding no role but member, in the order their pairs were seated (4 per table: NS, NS, EW, EW). */
  readonly seated: readonly string[];
}

export async function seedRunningSession(
  club: Club,
  at = (time: string) => `2026-11-21T${time}:00.000Z`,
): Promise<RunningSession> {
  club.runner.catchUp();
  const plain = createMembersReader(club, 'demo')
    .members()
    .filter((m) => m.grants.every((g) => g.role === 'member'))
    .map((m) => m.memberId);
  const sessionId = 'live1';
  const deals = new Map(Array.from({ length: 6 }, (_, i) => [i + 1, generateDeal(7000 + i, defaultDealer(i + 1))]));
  const scheduled = executeBridge(club, sessionStreamId(sessionId), sessionDecider, {
    type: 'ScheduleSession',
    sessionId,
    name: 'Saturday pairs (in play)',
    leagueId: null,
    startsAt: at('18:00'),
    form: 'pairs',
    scoring: 'MP',
    sections: [{ section: 'A', movement: { kind: 'mitchell', tables: 3, boardsPerRound: 2 } }],
    boards: [...deals].map(([board, deal]) => ({ board, deal: formatPbnDeal(deal) })),
    entrants: [1, 2, 3].flatMap((t) => [
      { section: 'A', pair: `${t}NS`, players: [plain[4 * t - 4]!, plain[4 * t - 3]!] },
      { section: 'A', pair: `${t}EW`, players: [plain[4 * t - 2]!, plain[4 * t - 1]!] },
    ]),
  }).events[0] as SessionScheduled | undefined;
  if (scheduled?.type !== 'SessionScheduled') throw new Error(`scheduling gave ${scheduled?.type}`);
  const first = scheduled.sections[0]!.movement.assignments.find((a) => a.table === 1 && a.round === 1)!;
  for (const board of first.boards) {
    const ref = { sessionId, section: 'A', table: 1, board };
    const open = openTableBoardCommand(club.store, ref, at('18:05'));
    for (const command of [open, ...playedBoardCommands(open, deals.get(board)!)])
      executeBridge(club, tableBoardStreamId(ref), tableBoardStreamDecider, command);
  }
  await club.settle();
  return {
    sessionId,
    played: first.boards[0]!,
    notPlayed: [...deals.keys()].find((b) => !first.boards.includes(b))!,
    seated: plain.slice(0, 12),
  };
}
