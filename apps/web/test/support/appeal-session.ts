// A session for the appeal browser test, on the demo club: a three-table Mitchell played in full
// today, whose Law 92B period is two hours (the session's setting), directed by the demo director
// (td2, scoped to the demo's other sessions, granted this one); on table 1's first board the
// director gave North-South 7NT making (an assigned adjusted score), and the official score was
// then made available. The demo member sits North-South there; his partner gets an account to
// sign in with, so he can give his agreement (Law 92D) on the site.
import { createAuthStore } from '@club/auth';
import {
  activeMemberGrants,
  createMembersReader,
  createSiteUseCases,
  DEMO_CLUB_ID,
  executeBridge,
  openClub,
} from '@club/application';
import { clubDecider, clubStreamId, sessionDecider, sessionStreamId } from '@club/club';
import { playBoard, scheduleMitchell } from './three-table-mitchell';

export interface AppealSession {
  readonly sessionId: string;
  readonly board: number;
  /** The North-South pair at table 1: the demo member, then his partner. */
  readonly ns: readonly [string, string];
  readonly partner: { readonly email: string; readonly password: string; readonly name: string };
  /** With `moreRulings`: table 1's next boards (North-South stay there), where the director gave the same 7NT making. */
  readonly moreBoards: readonly number[];
}

export async function seedAppealSessionFile(
  db: string,
  options: { readonly moreRulings?: number } = {},
): Promise<AppealSession> {
  const club = await openClub({ file: db, queue: 'in-process', log: () => {} });
  try {
    club.runner.catchUp();
    const members = createMembersReader(club, DEMO_CLUB_ID);
    // As the demo accounts choose them: the demo member is the first member who holds no other role.
    // Active members only: a member marked inactive (the demo has one) can no longer sign in.
    const active = activeMemberGrants(club, DEMO_CLUB_ID);
    const plain = members
      .members()
      .filter((m) => m.grants.every((g) => g.role === 'member') && active(m.memberId) !== undefined)
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
    const { scheduled, deals } = scheduleMitchell(club, {
      sessionId,
      name: 'Appeal pairs',
      startsAt: at(180),
      seated,
      dealSeed: 9100,
      appealPeriodMinutes: 120,
    });
    const assignments = scheduled.sections[0]!.movement.assignments;
    for (const a of assignments)
      for (const board of a.boards)
        playBoard(club, { sessionId, section: 'A', table: a.table, board }, deals.get(board)!, at(170 - 20 * a.round));
    const board = assignments.find((a) => a.table === 1 && a.round === 1)!.boards[0]!;
    const site = createSiteUseCases(club, { clubId: DEMO_CLUB_ID, now: () => new Date(now - 60 * 60_000) });
    const grand = { kind: 'assigned' as const, outcome: { contract: '7NT', declarer: 'N' as const, tricks: 13 } };
    const moreBoards = assignments
      .filter((a) => a.table === 1)
      .flatMap((a) => a.boards)
      .filter((b) => b !== board)
      .slice(0, options.moreRulings ?? 0);
    for (const adjusted of [board, ...moreBoards])
      site.adjustScore(
        { sessionId, section: 'A', table: 1, board: adjusted, laws: ['12C1e'], ns: grand, ew: grand },
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
    return { sessionId, board, ns, partner, moreBoards };
  } finally {
    await club.close();
  }
}
