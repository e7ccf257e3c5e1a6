// A session still in play on the demo club, for the secrecy tests: a three-table Mitchell whose
// table 1 (the first four members holding no other role: 1NS, then 1EW) has played its first
// round's boards card by card; nobody has played the others yet.
import { createMembersReader, type Club } from '@club/application';
import { playBoard, scheduleMitchell } from './three-table-mitchell';

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
  const { scheduled, deals } = await scheduleMitchell(club, {
    sessionId,
    name: 'Saturday pairs (in play)',
    startsAt: at('18:00'),
    seated: plain,
    dealSeed: 7000,
  });
  const first = scheduled.sections[0]!.movement.assignments.find((a) => a.table === 1 && a.round === 1)!;
  for (const board of first.boards)
    await playBoard(club, { sessionId, section: 'A', table: 1, board }, deals.get(board)!, at('18:05'));
  await club.settle();
  return {
    sessionId,
    played: first.boards[0]!,
    notPlayed: [...deals.keys()].find((b) => !first.boards.includes(b))!,
    seated: plain.slice(0, 12),
  };
}
