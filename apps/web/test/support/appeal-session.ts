// A session for the appeal browser test, on the demo club: a three-table Mitchell played in full
// today, whose Law 92B period is two hours (the session's setting), directed by the demo director
// (td2, scoped to the demo's other sessions, granted this one); on table 1's first board the
// director gave North-South 7NT making (an assigned adjusted score), and the official score was
// then made available. The demo member sits North-South there; his partner gets an account to
// sign in with, so he can give his agreement (Law 92D) on the site.
import { createAuthStore } from '@club/auth';
import {
  createMembersReader,
  createSiteUseCases,
  DEMO_CLUB_ID,
  executeBridge,
  openClub,
  openTableBoardCommand,
} from '@club/application';
import { defaultDealer, formatPbnDeal, generateDeal } from '@club/bridge';
import {
  clubDecider,
  clubStreamId,
  sessionDecider,
  sessionStreamId,
  tableBoardStreamDecider,
  tableBoardStreamId,
  type SessionScheduled,
} from '@club/club';
import { playedBoardCommands } from '../../../../libs/application/src/bridge/demo-board';

export interface AppealSession {
  readonly sessionId: string;
  readonly board: number;
  /** The North-South pair at table 1: the demo member, then his partner. */
  readonly ns: readonly [string, string];
  readonly partner: { readonly email: string; readonly password: string; readonly name: string };
}

export async function seedAppealSessionFile(db: string): Promise<AppealSession> {
  const club = await openClub({ file: db, queue: 'in-process', log: () => {} });
  try {
    club.runner.catchUp();
    const members = createMembersReader(club, DEMO_CLUB_ID);
    // As the demo accounts choose them: the demo member is the first member who holds no other role.
    const plain = members
      .members()
      .filter((m) => m.grants.every((g) => g.role === 'member'))
      .map((m) => m.memberId);
    // His partner: the last such member, whom no demo account is given (the demo accounts take the first ones).
    const seated = [plain[0]!, plain.at(-1)!, ...plain.slice(6, 16)];
    const sessionId = 'appeal1';
    const now = Date.now();
    const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
    executeBridge(club, clubStreamId(DEMO_CLUB_ID), clubDecider, {
      type: 'GrantRole',
      memberId: 'td2',
      role: 'director',
      scope: { kind: 'session', id: sessionId },
      at: at(200),
    });
    const deals = new Map(Array.from({ length: 6 }, (_, i) => [i + 1, generateDeal(9100 + i, defaultDealer(i + 1))]));
    const scheduled = executeBridge(club, sessionStreamId(sessionId), sessionDecider, {
      type: 'ScheduleSession',
      sessionId,
      name: 'Appeal pairs',
      leagueId: null,
      startsAt: at(180),
      form: 'pairs',
      scoring: 'MP',
      sections: [{ section: 'A', movement: { kind: 'mitchell', tables: 3, boardsPerRound: 2 } }],
      boards: [...deals].map(([board, deal]) => ({ board, deal: formatPbnDeal(deal) })),
      entrants: [1, 2, 3].flatMap((t) => [
        { section: 'A', pair: `${t}NS`, players: [seated[4 * t - 4]!, seated[4 * t - 3]!] },
        { section: 'A', pair: `${t}EW`, players: [seated[4 * t - 2]!, seated[4 * t - 1]!] },
      ]),
      appealPeriodMinutes: 120,
    }).events[0] as SessionScheduled | undefined;
    if (scheduled?.type !== 'SessionScheduled') throw new Error(`scheduling gave ${scheduled?.type}`);
    const assignments = scheduled.sections[0]!.movement.assignments;
    for (const a of assignments)
      for (const board of a.boards) {
        const ref = { sessionId, section: 'A', table: a.table, board };
        const open = openTableBoardCommand(club.store, ref, at(170 - 20 * a.round));
        for (const command of [open, ...playedBoardCommands(open, deals.get(board)!)])
          executeBridge(club, tableBoardStreamId(ref), tableBoardStreamDecider, command);
      }
    const board = assignments.find((a) => a.table === 1 && a.round === 1)!.boards[0]!;
    const site = createSiteUseCases(club, { clubId: DEMO_CLUB_ID, now: () => new Date(now - 60 * 60_000) });
    const grand = { kind: 'assigned' as const, outcome: { contract: '7NT', declarer: 'N' as const, tricks: 13 } };
    site.adjustScore(
      { sessionId, section: 'A', table: 1, board, laws: ['12C1e'], ns: grand, ew: grand },
      { memberId: 'td2' },
    );
    executeBridge(club, sessionStreamId(sessionId), sessionDecider, {
      type: 'MakeOfficialScoreAvailable',
      availableAt: at(30),
    });
    const ns = [seated[0]!, seated[1]!] as const;
    const partner = { email: `${ns[1]}@appeal.test`, password: 'partner-pass-2026', name: members.member(ns[1])!.name };
    await createAuthStore(club.store.sqlite).createAccount({
      memberId: ns[1],
      name: partner.name,
      email: partner.email,
      password: partner.password,
      grants: [{ role: 'member' }],
    });
    await club.settle();
    return { sessionId, board, ns, partner };
  } finally {
    await club.close();
  }
}
