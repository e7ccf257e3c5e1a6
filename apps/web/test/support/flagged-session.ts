// A session for the flagged-results browser test, on the demo club: a three-table Mitchell, one
// board a round, directed by the demo director (td2). Board 2 (North-South vulnerable) is entered
// by the director in rounds 1 and 2 (4♥ by E making 11: −450; 4♥ by W two down: +100); in round 3
// its table enters 4♠ doubled by N, four down (−1100), checked against the field (flagsFor) and
// recorded with the flag its players confirmed, through the table-board decider: the table's own
// page is not this test's.
import {
  createSiteUseCases,
  DEMO_CLUB_ID,
  executeBridge,
  flagsDecision,
  flagsFor,
  openClub,
  openTableBoardCommand,
} from '@club/application';
import { parseContract, type ResultFlag } from '@club/bridge';
import { onTableBoardDecider, tableBoardStreamId } from '@club/club';

export interface FlaggedSession {
  readonly sessionId: string;
  readonly board: number;
  readonly table: number;
  readonly flags: readonly ResultFlag[];
}

export async function seedFlaggedSessionFile(db: string): Promise<FlaggedSession> {
  const club = await openClub({ file: db, queue: 'in-process', log: () => {} });
  try {
    club.runner.catchUp();
    const sessionId = 'flags1';
    const board = 2;
    const start = Date.now() - 90 * 60_000;
    let minutes = 0;
    const now = () => new Date(start + minutes * 60_000);
    const site = createSiteUseCases(club, { clubId: DEMO_CLUB_ID, now });
    const by = { memberId: 'td2' };
    await site.openSession(
      {
        sessionId,
        name: 'Flagged pairs',
        startsAt: now().toISOString(),
        sections: ['A'],
        movement: { kind: 'mitchell', tables: 3, boardsPerRound: 1 },
        scoring: 'MP',
        lawsEdition: '2007',
        entrants: Array.from({ length: 6 }, (_, i) => ({
          players: [`m${String(2 * i + 1).padStart(2, '0')}`, `m${String(2 * i + 2).padStart(2, '0')}`],
        })),
        correctionPeriodMinutes: 30,
        appealPeriodMinutes: 30,
      },
      by,
    );
    const tableIn = (round: number) =>
      site.directorSession(sessionId)!.slots.find((s) => s.round === round && s.board === board)!.table;
    const field = [
      ['4H', 'E', 11],
      ['4H', 'W', 8],
    ] as const;
    for (const [i, [contract, declarer, tricks]] of field.entries()) {
      await site.startRound({ sessionId, round: i + 1 }, by);
      minutes += 10;
      await site.enterResult({ sessionId, section: 'A', table: tableIn(i + 1), board, contract, declarer, tricks }, by);
      minutes += 10;
      await site.endRound({ sessionId, round: i + 1 }, by);
    }
    await site.startRound({ sessionId, round: 3 }, by);
    minutes += 15;
    const ref = { sessionId, section: 'A', table: tableIn(3), board };
    const entered = { contract: parseContract('4SX'), declarer: 'N' as const, tricks: 6 };
    const flags = flagsFor(club, ref, entered);
    const decision = flagsDecision(flags, ['contract-not-reached-beyond-range'], now().toISOString());
    if (decision.status !== 'clear' || !decision.confirmedFlags)
      throw new Error(`expected one confirmed flag, got ${JSON.stringify(flags)}`);
    await executeBridge(club, tableBoardStreamId(ref), onTableBoardDecider, {
      open: openTableBoardCommand(club.store, ref, now().toISOString()),
      command: { type: 'EnterResult', ...entered, confirmedFlags: decision.confirmedFlags },
    });
    club.runner.catchUp();
    return { sessionId, board, table: ref.table, flags };
  } finally {
    await club.close();
  }
}
