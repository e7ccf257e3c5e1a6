// A board waiting for its director, for the browser tests in other languages: a three-table
// Mitchell on the demo club (2007 Laws), directed by the demo director (td2, granted it), where on
// table 1's first board (dealer North) East bid 1♥ over North's 1♠, an insufficient bid (Law 27),
// and South called the director with the words the demo's own record uses.
import {
  activeMemberGrants,
  createMembersReader,
  DEMO_CLUB_ID,
  executeBridge,
  openClub,
  openTableBoardCommand,
} from '@club/application';
import { clubDecider, clubStreamId, tableBoardStreamDecider, tableBoardStreamId, type TableBoardRef } from '@club/club';
import { scheduleMitchell } from './three-table-mitchell';

export async function seedIrregularBoardFile(db: string): Promise<TableBoardRef> {
  const club = await openClub({ file: db, queue: 'in-process', log: () => {} });
  try {
    club.runner.catchUp();
    const active = activeMemberGrants(club, DEMO_CLUB_ID);
    const seated = createMembersReader(club, DEMO_CLUB_ID)
      .members()
      .filter((m) => active(m.memberId) !== undefined)
      .map((m) => m.memberId)
      .slice(0, 12);
    const sessionId = 'irregular1';
    const at = new Date(Date.now() - 30 * 60_000).toISOString();
    await executeBridge(club, clubStreamId(DEMO_CLUB_ID), clubDecider, {
      type: 'GrantRole',
      memberId: 'td2',
      role: 'director',
      scope: { kind: 'session', id: sessionId },
      at,
    });
    await scheduleMitchell(club, { sessionId, name: 'Irregular pairs', startsAt: at, seated, dealSeed: 9300 });
    const ref: TableBoardRef = { sessionId, section: 'A', table: 1, board: 1 };
    const stream = tableBoardStreamId(ref);
    await executeBridge(club, stream, tableBoardStreamDecider, openTableBoardCommand(club.store, ref, at));
    await executeBridge(club, stream, tableBoardStreamDecider, {
      type: 'MakeCall',
      seat: 'N',
      call: { kind: 'Bid', level: 1, strain: 'S' },
    });
    await executeBridge(club, stream, tableBoardStreamDecider, {
      type: 'MakeCall',
      seat: 'E',
      call: { kind: 'Bid', level: 1, strain: 'H' },
    });
    await executeBridge(club, stream, tableBoardStreamDecider, {
      type: 'CallDirector',
      callId: 'c1',
      calledBy: 'S',
      stage: 'auction',
      irregularity: 'insufficient bid 1H over 1S',
      at,
    });
    await club.settle();
    return ref;
  } finally {
    await club.close();
  }
}
