// A session for the appeal browser test, on the demo club: a three-table Mitchell played in full
// today, whose Law 92B period is two hours (the session's setting), directed by the demo director
// (td2, scoped to the demo's other sessions, granted this one); on table 1's first board the
// director gave North-South 7NT making (an assigned adjusted score), and the official score was
// then made available. The demo member sits North-South there; his partner gets an account to
// sign in with, so he can give his agreement (Law 92D) on the site. The session's Laws are 2007
// unless `lawsEdition` says 1997. With `beforeCommittee`, the last
// of the further boards carry appeals already before the appeals committee: lodged by the member with
// the club's deposit, his partner concurring, routed to the committee, heard or not.
import { createAuthStore } from '@club/auth';
import {
  activeMemberGrants,
  createMembersReader,
  createSiteUseCases,
  DEMO_CLUB_ID,
  executeAppealCommand,
  executeBridge,
  lodgeAppeal,
  openClub,
} from '@club/application';
import { clubDecider, clubStreamId, sessionDecider, sessionStreamId, tableBoardStreamId } from '@club/club';
import { playBoard, scheduleMitchell } from './three-table-mitchell';

export interface AppealSession {
  readonly sessionId: string;
  readonly board: number;
  /** The North-South pair at table 1: the demo member, then his partner. */
  readonly ns: readonly [string, string];
  readonly partner: { readonly email: string; readonly password: string; readonly name: string };
  /** With `moreRulings`: table 1's next boards (North-South stay there), where the director gave the same 7NT making. */
  readonly moreBoards: readonly number[];
  /** With `beforeCommittee`: the boards whose appeals (id `<session>-A1-<board>`) are heard, then those only routed. */
  readonly heardBoards: readonly number[];
  readonly routedBoards: readonly number[];
}

/** Appeals seeded before the committee, on the last further boards: `heard` of them heard, `routed` only routed. */
export interface BeforeCommittee {
  readonly heard: number;
  readonly routed: number;
  /** The club's deposit recorded with each (as the site's CLUB_APPEAL_DEPOSIT would). */
  readonly deposit: number;
}

export async function seedAppealSessionFile(
  db: string,
  options: {
    readonly moreRulings?: number;
    readonly beforeCommittee?: BeforeCommittee;
    /** The session's Laws (default 2007). */
    readonly lawsEdition?: '1997' | '2007';
  } = {},
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
    await executeBridge(club, clubStreamId(DEMO_CLUB_ID), clubDecider, {
      type: 'GrantRole',
      memberId: 'td2',
      role: 'director',
      scope: { kind: 'session', id: sessionId },
      at: at(200),
    });
    const { scheduled, deals } = await scheduleMitchell(club, {
      sessionId,
      name: 'Appeal pairs',
      startsAt: at(180),
      seated,
      dealSeed: 9100,
      appealPeriodMinutes: 120,
      ...(options.lawsEdition === undefined ? {} : { lawsEdition: options.lawsEdition }),
    });
    const assignments = scheduled.sections[0]!.movement.assignments;
    for (const a of assignments)
      for (const board of a.boards)
        await playBoard(
          club,
          { sessionId, section: 'A', table: a.table, board },
          deals.get(board)!,
          at(170 - 20 * a.round),
        );
    const board = assignments.find((a) => a.table === 1 && a.round === 1)!.boards[0]!;
    const site = createSiteUseCases(club, { clubId: DEMO_CLUB_ID, now: () => new Date(now - 60 * 60_000) });
    const grand = { kind: 'assigned' as const, outcome: { contract: '7NT', declarer: 'N' as const, tricks: 13 } };
    const moreBoards = assignments
      .filter((a) => a.table === 1)
      .flatMap((a) => a.boards)
      .filter((b) => b !== board)
      .slice(0, options.moreRulings ?? 0);
    for (const adjusted of [board, ...moreBoards])
      await site.adjustScore(
        { sessionId, section: 'A', table: 1, board: adjusted, laws: ['12C1e'], ns: grand, ew: grand },
        { memberId: 'td2' },
      );
    await executeBridge(club, sessionStreamId(sessionId), sessionDecider, {
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
    const cases = options.beforeCommittee;
    const committeeBoards = cases ? moreBoards.slice(moreBoards.length - cases.heard - cases.routed) : [];
    for (const [i, b] of committeeBoards.entries())
      await seedBeforeCommittee(
        club,
        { sessionId, board: b, ns, deposit: cases!.deposit, heard: i < cases!.heard },
        at,
      );
    await club.settle();
    const heardBoards = committeeBoards.slice(0, cases?.heard ?? 0);
    return {
      sessionId,
      board,
      ns,
      partner,
      moreBoards,
      heardBoards,
      routedBoards: committeeBoards.slice(heardBoards.length),
    };
  } finally {
    await club.close();
  }
}

/** The member appeals table 1's ruling on `board`; his partner concurs; the director routes it to the committee, which may have heard it. */
async function seedBeforeCommittee(
  club: Parameters<typeof lodgeAppeal>[0] & Parameters<typeof executeAppealCommand>[0],
  c: { sessionId: string; board: number; ns: readonly [string, string]; deposit: number; heard: boolean },
  at: (minutesAgo: number) => string,
) {
  const appealId = `${c.sessionId}-A1-${c.board}`;
  const step = (command: Parameters<typeof executeAppealCommand>[2]) => executeAppealCommand(club, appealId, command);
  const stream = tableBoardStreamId({ sessionId: c.sessionId, section: 'A', table: 1, board: c.board });
  const recorded = club.store.readStream(stream);
  const opened = recorded.find((e) => e.type === 'TableBoardOpened')!.data as { ns: string };
  const ruling = recorded.find((e) => e.type === 'RulingGiven')!.data as { rulingId: string };
  await lodgeAppeal(
    club,
    {
      appealId,
      tableBoardStream: stream,
      rulingIds: [ruling.rulingId],
      appellant: { contestant: opened.ns, memberId: c.ns[0] },
      viaDirectorId: 'td2',
      grounds: '7NT making was not a likely result.',
      deposit: c.deposit,
    },
    at(25),
  );
  await step({ type: 'RecordConcurrence', memberId: c.ns[1], concurrence: 'concurs', at: at(24) });
  await step({
    type: 'RouteAppeal',
    chiefDirectorId: 'td2',
    committeeAvailable: true,
    parts: [{ partId: 'judgement', kind: 'fact-judgement', question: 'Was 7NT making likely?' }],
    at: at(23),
  });
  if (!c.heard) return;
  await step({ type: 'ScheduleHearing', body: 'appeals-committee', hearingAt: at(15), panel: ['ac1'], at: at(22) });
  await step({
    type: 'RecordHearing',
    body: 'appeals-committee',
    attendees: [...c.ns],
    evidenceRefs: [],
    notes: 'The appellants offered nothing new.',
    at: at(10),
  });
}
