// Every procedure × every role: the expected access is written here by hand from the issue
// (who does what at a club), independently of the policies in the procedure files. A procedure
// added to the router without a row here, or without a policy, fails this test.
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIROS_ULTIMO_WITH_KONTRAS } from '../../club/test/ulti/piros-ultimo-sheet';
import { API_REFUSAL_CODES } from '../src/policy/api-refusal-codes';
import { appRouter } from '../src/router';
import { isApiError } from '../src/trpc/api-error';
import { HAND_RECORD_WORDS } from '../../application/test/site/hand-record-words';
import { emailOf, openTestClub, passwordOf, SUBJECTS, type Subject, type TestClub } from './support/fixture';

type Caller = ReturnType<TestClub['caller']>['call'];
interface Row {
  readonly allowed: readonly Subject[];
  readonly call: (c: Caller, sessionId: string) => Promise<unknown>;
}
const everyone = SUBJECTS;
const signedIn = SUBJECTS.filter((s) => s !== 'anonymous');
// A league administrator's grant scoped to one league still passes an unscoped league-admin rule.
const leagueAdmins: Subject[] = ['league-admin', 'ulti-league-admin'];
// The Ulti organiser: a league administrator of the league named (UL), or the director of the session (S1).
const ultiOrganisers: Subject[] = [...leagueAdmins, 'director'];
const UL = { leagueId: 'UL' };
const ultiScoreKeepers: Subject[] = ['member', ...ultiOrganisers, 'ulti-jury'];
// A score-keeper's deal: entered by a member, or by the organiser or the jury of the session (S1, of league UL).
const piros = PIROS_ULTIMO_WITH_KONTRAS;
// The members of an appeal's sides, any director, the committee may ask for appeals (each sees those he follows).
const appealFollowers: Subject[] = ['member', 'director', 'appeals-committee'];
// The committee, or a director: the use case then admits only the appeal's session's director, for the parts
// routed to him as chief director (Law 93A/B; appeals-bench.test.ts, on a real club).
const appealHearers: Subject[] = ['director', 'appeals-committee'];

/**
 * A refusal of the password itself (a made-up link, a wrong current password) or of a request not
 * there (one already dismissed) means the call was let in.
 */
const refusedAsLink = (error: unknown) => {
  if (error instanceof TRPCError && (error.code === 'BAD_REQUEST' || error.code === 'NOT_FOUND')) return 'let in';
  throw error;
};

let forgotten = 0;

const expected: Record<string, Row> = {
  'auth.me': { allowed: everyone, call: (c) => c.auth.me() },
  'auth.signIn': {
    allowed: everyone,
    call: (c) => c.auth.signIn({ email: emailOf('eve'), password: passwordOf('eve') }),
  },
  'auth.signOut': { allowed: signedIn, call: (c) => c.auth.signOut() },
  // A made-up link is refused as a link, not for want of access: everyone may try one.
  'auth.setPassword': {
    allowed: everyone,
    call: (c) => c.auth.setPassword({ token: 'made-up', password: 'a new password' }).catch(refusedAsLink),
  },
  'auth.changePassword': {
    allowed: signedIn,
    call: (c) => c.auth.changePassword({ current: 'wrong password', next: 'a new password' }).catch(refusedAsLink),
  },
  // A member chooses the language he reads the site in; one not signed in keeps it in a cookie only.
  'auth.chooseLanguage': { allowed: signedIn, call: (c) => c.auth.chooseLanguage({ language: 'cs' }) },
  // Each asks for another email, all from one address: under that address's throttle.
  'auth.requestPasswordLink': {
    allowed: everyone,
    call: (c) => c.auth.requestPasswordLink({ email: `forgot-${(forgotten += 1)}@club.test` }),
  },
  // A table's procedures: its code, or the players seated there (ann & bob, cy & di: no subject here; test/table-entry.test.ts).
  'table.signIn': {
    allowed: everyone,
    call: (c) => c.table.signIn({ code: 'MADEUP' }).catch(refusedAsLink),
  },
  'table.view': { allowed: [], call: (c, sessionId) => c.table.view({ sessionId, section: 'A', table: 1 }) },
  'table.enterResult': {
    allowed: [],
    call: (c, sessionId) =>
      c.table.enterResult({
        sessionId,
        section: 'A',
        table: 1,
        board: 1,
        entryId: '0192f1c4-5a3b-7c2d-8e4f-123456789abc',
        ns: '1NS',
        ew: '1EW',
        contract: '4S',
        declarer: 'N',
        tricks: 10,
      }),
  },
  'table.confirm': {
    allowed: [],
    call: (c, sessionId) => c.table.confirm({ sessionId, section: 'A', table: 1, boards: [1] }),
  },
  'director.openTableEntry': {
    allowed: ['director'],
    call: (c, sessionId) => c.director.openTableEntry({ sessionId, confirmation: 'round' }),
  },
  'director.tableCodes': { allowed: ['director'], call: (c, sessionId) => c.director.tableCodes({ sessionId }) },
  'director.moveTable': {
    allowed: ['director'],
    call: (c, sessionId) => c.director.moveTable({ sessionId, section: 'A', table: 1, round: 2 }),
  },
  'site.navigation': { allowed: everyone, call: (c) => c.site.navigation() },
  'site.clubPage': { allowed: everyone, call: (c) => c.site.clubPage({ limit: 3 }) },
  'site.clubBoard': { allowed: everyone, call: (c, sessionId) => c.site.clubBoard({ sessionId, board: 1 }) },
  'results.latest': { allowed: ['member'], call: (c) => c.results.latest({ limit: 5 }) },
  'results.lag': { allowed: ['member', 'director'], call: (c) => c.results.lag() },
  'results.board': {
    allowed: ['member', 'director'],
    call: (c, sessionId) => c.results.board({ sessionId, board: 1 }),
  },
  'results.session': { allowed: ['member', 'director'], call: (c, sessionId) => c.results.session({ sessionId }) },
  'results.replay': {
    allowed: ['member', 'director'],
    call: (c, sessionId) => c.results.replay({ sessionId, section: 'A', table: 1, board: 1 }),
  },
  // A member who has not played every board of S1 passes the policy and is then refused by the secrecy rule.
  'results.handRecords': {
    allowed: ['member', 'director'],
    call: (c, sessionId) =>
      c.results.handRecords({ sessionId, locale: 'en', words: HAND_RECORD_WORDS }).catch((error: unknown) => {
        if (error instanceof TRPCError && /still in play/.test(error.message)) return null;
        throw error;
      }),
  },
  'history.player': { allowed: ['member'], call: (c) => c.history.player({}) },
  'federation.table': { allowed: ['member'], call: (c) => c.federation.table({}) },
  'federation.player': { allowed: ['member'], call: (c) => c.federation.player({ federationId: '70001' }) },
  'members.directory': { allowed: signedIn, call: (c) => c.members.directory() },
  'ulti.leagues': { allowed: ['member'], call: (c) => c.ulti.leagues() },
  'ulti.league': { allowed: ['member'], call: (c) => c.ulti.league({ leagueId: 'UL' }) },
  'ulti.session': { allowed: ['member'], call: (c) => c.ulti.session({ sessionId: 'U1' }) },
  'ulti.history': { allowed: ['member'], call: (c) => c.ulti.history({}) },
  'ulti.mySeats': { allowed: ['member'], call: (c) => c.ulti.mySeats() },
  'ulti.deal': { allowed: ['member'], call: (c) => c.ulti.deal({ sessionId: 'U1', table: 1, dealNo: 1 }) },
  'ulti.openSession': {
    allowed: ultiOrganisers,
    call: (c, sessionId) => c.ulti.openSession({ sessionId, ...UL, dealsPerTable: 6 }),
  },
  'ulti.checkIn': {
    allowed: ultiOrganisers,
    call: (c, sessionId) => c.ulti.checkIn({ sessionId, ...UL, player: 'A' }),
  },
  'ulti.withdraw': {
    allowed: ultiOrganisers,
    call: (c, sessionId) => c.ulti.withdraw({ sessionId, ...UL, player: 'A', reason: 'went home' }),
  },
  'ulti.drawRound': {
    allowed: ultiOrganisers,
    call: (c, sessionId) => c.ulti.drawRound({ sessionId, ...UL, round: 1, method: 'strength-order' }),
  },
  'ulti.endRound': { allowed: ultiOrganisers, call: (c, sessionId) => c.ulti.endRound({ sessionId, ...UL, round: 1 }) },
  'ulti.closeSession': { allowed: ultiOrganisers, call: (c, sessionId) => c.ulti.closeSession({ sessionId, ...UL }) },
  'ulti.recordDeal': {
    allowed: ultiScoreKeepers,
    call: (c, sessionId) => c.ulti.recordDeal({ sessionId, table: 1, dealNo: 1, record: piros }),
  },
  'ulti.previewDeal': {
    allowed: ultiScoreKeepers,
    call: (c, sessionId) => c.ulti.previewDeal({ sessionId, record: piros }),
  },
  'ulti.correctDeal': {
    allowed: [...ultiOrganisers, 'ulti-jury'],
    call: (c, sessionId) =>
      c.ulti.correctDeal({ sessionId, ...UL, table: 1, dealNo: 1, record: piros, reason: 'kontra missed' }),
  },
  'ulti.evening': {
    allowed: ultiScoreKeepers,
    call: (c, sessionId) => c.ulti.evening({ sessionId }),
  },
  'ulti.scoreSheet': {
    allowed: ultiScoreKeepers,
    call: (c, sessionId) => c.ulti.scoreSheet({ sessionId, table: 1 }),
  },
  // The members named to the session's jury, and the organiser who named them.
  'ulti.juryRuling': {
    allowed: [...ultiOrganisers, 'ulti-jury'],
    call: (c, sessionId) =>
      c.ulti.juryRuling({
        sessionId,
        ...UL,
        table: 1,
        ruling: { kind: 'renonsz', dealNo: 1, action: { type: 'renonsz', case: 'play-4', offender: 'B', caller: 'C' } },
      }),
  },
  'ulti.juryDesk': {
    allowed: [...ultiOrganisers, 'ulti-jury'],
    call: (c, sessionId) => c.ulti.juryDesk({ sessionId, ...UL }),
  },
  'ulti.previewRuling': {
    allowed: [...ultiOrganisers, 'ulti-jury'],
    call: (c, sessionId) =>
      c.ulti.previewRuling({
        sessionId,
        ...UL,
        table: 1,
        dealNo: 1,
        action: { type: 'renonsz', case: 'play-4', offender: 'B', caller: 'C' },
      }),
  },
  'ulti.nameJuror': {
    allowed: ultiOrganisers,
    call: (c, sessionId) => c.ulti.nameJuror({ sessionId, ...UL, memberId: 'eve' }),
  },
  'ulti.removeJuror': {
    allowed: ultiOrganisers,
    call: (c, sessionId) => c.ulti.removeJuror({ sessionId, ...UL, memberId: 'eve' }),
  },
  'rubber.openTable': {
    allowed: ['member'],
    call: (c) =>
      c.rubber.openTable({
        players: ['ann', 'cy', 'eve', 'member'].map((id) => ({ playerId: id, name: id, memberId: id })),
        seating: { NS: ['ann', 'cy'], EW: ['eve', 'member'], out: null },
        firstDealer: 'ann',
        variant: 'standard',
      }),
  },
  'rubber.recordDeal': {
    allowed: ['member'],
    call: (c) =>
      c.rubber.recordDeal({
        tableId: 'T1',
        deal: {
          dealer: 'ann',
          contract: { level: 4, strain: 'S', doubling: '' },
          declarer: 'ann',
          tricks: 10,
          honours: null,
        },
      }),
  },
  'rubber.passOut': { allowed: ['member'], call: (c) => c.rubber.passOut({ tableId: 'T1', dealer: 'ann' }) },
  'rubber.correctDeal': {
    allowed: ['member'],
    call: (c) =>
      c.rubber.correctDeal({
        tableId: 'T1',
        rubber: 1,
        deal: 1,
        entry: { kind: 'passed-out', dealer: 'ann' },
        reason: 'was passed out',
      }),
  },
  'rubber.nextRubber': { allowed: ['member'], call: (c) => c.rubber.nextRubber({ tableId: 'T1' }) },
  'rubber.closeTable': { allowed: ['member'], call: (c) => c.rubber.closeTable({ tableId: 'T1' }) },
  'rubber.sheet': { allowed: ['member'], call: (c) => c.rubber.sheet({ tableId: 'T1' }) },
  'rubber.myEvenings': { allowed: ['member'], call: (c) => c.rubber.myEvenings() },
  'rubber.ladder': { allowed: ['member'], call: (c) => c.rubber.ladder({}) },
  'director.mySessions': { allowed: ['director'], call: (c) => c.director.mySessions() },
  'director.desk': { allowed: ['director'], call: (c, sessionId) => c.director.desk({ sessionId }) },
  'director.session': { allowed: ['director'], call: (c, sessionId) => c.director.session({ sessionId }) },
  'director.tableBoard': {
    allowed: ['director'],
    call: (c, sessionId) => c.director.tableBoard({ sessionId, ...tableBoard }),
  },
  'director.scorePreview': {
    allowed: ['director'],
    call: (c, sessionId) => c.director.scorePreview({ sessionId, board: 1, contract: '4S', declarer: 'N', tricks: 10 }),
  },
  'director.openSession': {
    allowed: ['director'],
    call: (c) =>
      c.director.openSession({
        sessionId: 'S9',
        name: 'New pairs',
        startsAt: '2026-03-02T18:00:00Z',
        movement: { kind: 'howell', tables: 2, boardsPerRound: 2 },
        entrants: [{ players: ['ann'] }, { players: ['cy'] }],
      }),
  },
  'director.enterResult': {
    allowed: ['director'],
    call: (c, sessionId) =>
      c.director.enterResult({ sessionId, ...tableBoard, contract: '4S', declarer: 'N', tricks: 10 }),
  },
  'director.tableAction': {
    allowed: ['director'],
    call: (c, sessionId) =>
      c.director.tableAction({ sessionId, ...tableBoard, action: 'call', seat: 'E', call: { kind: 'Pass' } }),
  },
  'director.callDirector': {
    allowed: ['director'],
    call: (c, sessionId) =>
      c.director.callDirector({
        sessionId,
        ...tableBoard,
        calledBy: 'E',
        stage: 'auction',
        irregularity: 'insufficient bid',
      }),
  },
  'director.giveRuling': {
    allowed: ['director'],
    call: (c, sessionId) =>
      c.director.giveRuling({
        sessionId,
        ...tableBoard,
        laws: ['27B2'],
        rulingType: 'rectification',
        text: 'partner silenced',
      }),
  },
  'director.adjustScore': {
    allowed: ['director'],
    call: (c, sessionId) =>
      c.director.adjustScore({
        sessionId,
        ...tableBoard,
        rulingId: 'r1',
        laws: ['12C2a'],
        ns: { kind: 'artificial', grade: 'A-' },
        ew: { kind: 'artificial', grade: 'A+' },
      }),
  },
  'director.correctResult': {
    allowed: ['director'],
    call: (c, sessionId) =>
      c.director.correctResult({
        sessionId,
        ...tableBoard,
        contract: '4S',
        declarer: 'N',
        tricks: 11,
        reason: 'tabulation error',
      }),
  },
  'director.declineCorrection': {
    allowed: ['director'],
    call: (c, sessionId) => c.director.declineCorrection({ sessionId, ...tableBoard, requestId: 'q1' }),
  },
  'director.publish': { allowed: ['director'], call: (c, sessionId) => c.director.publish({ sessionId }) },
  'director.rectify': {
    allowed: ['director'],
    call: (c, sessionId) => c.director.rectify({ sessionId, ...tableBoard, option: '27A' }),
  },
  'director.assessPenalty': {
    allowed: ['director'],
    call: (c, sessionId) =>
      c.director.assessPenalty({
        sessionId,
        ...tableBoard,
        side: 'EW',
        amount: 10,
        unit: '%top',
        law: '90B2',
        reason: 'slow play',
      }),
  },
  'director.authorizeLateCorrection': {
    allowed: ['director'],
    call: (c, sessionId) =>
      c.director.authorizeLateCorrection({
        sessionId,
        ...tableBoard,
        organizerId: 'org',
        attestation: 'the score slip shows 10 tricks',
      }),
  },
  'director.startRound': {
    allowed: ['director'],
    call: (c, sessionId) => c.director.startRound({ sessionId, round: 1 }),
  },
  'director.endRound': { allowed: ['director'], call: (c, sessionId) => c.director.endRound({ sessionId, round: 1 }) },
  'director.closeSession': { allowed: ['director'], call: (c, sessionId) => c.director.closeSession({ sessionId }) },
  // Who may ask; each then sees only the appeals he follows (appeal-access.test.ts). A2: S1's appeal by the member's pair.
  'appeals.list': { allowed: appealFollowers, call: (c) => c.appeals.list() },
  'appeals.case': { allowed: appealFollowers, call: (c) => c.appeals.case({ appealId: 'A2' }) },
  'appeals.board': {
    allowed: ['member', 'director'],
    call: (c, sessionId) => c.appeals.board({ sessionId, board: 1 }),
  },
  'appeals.lodge': {
    allowed: ['member'],
    call: (c) =>
      c.appeals.lodge({ sessionId: 'S1', section: 'A', table: 1, board: 1, rulingIds: ['r1'], grounds: 'too harsh' }),
  },
  'appeals.lodgeForPlayer': {
    allowed: ['director'],
    call: (c, sessionId) =>
      c.appeals.lodgeForPlayer({
        sessionId,
        section: 'A',
        table: 1,
        board: 1,
        rulingIds: ['r1'],
        grounds: 'too harsh',
        playerId: 'eve',
        playerAsked: true,
      }),
  },
  'appeals.concur': { allowed: ['member'], call: (c) => c.appeals.concur({ appealId: 'A2', concurrence: 'concurs' }) },
  'appeals.route': {
    allowed: ['director'],
    call: (c, sessionId) =>
      c.appeals.route({
        sessionId,
        appealId: 'A2',
        committeeAvailable: true,
        parts: [{ kind: 'fact-judgement', question: 'did the pause suggest it?' }],
      }),
  },
  'appeals.reject': {
    allowed: ['director'],
    call: (c, sessionId) => c.appeals.reject({ sessionId, appealId: 'A2', reason: 'out-of-time', text: 'too late' }),
  },
  'appeals.withdraw': { allowed: ['member'], call: (c) => c.appeals.withdraw({ appealId: 'A2' }) },
  'appeals.refer': {
    allowed: ['director', 'appeals-committee'],
    call: (c, sessionId) =>
      c.appeals.refer({ sessionId, appealId: 'A2', body: 'chief-director', authority: 'national authority' }),
  },
  'appeals.furtherAppeal': {
    allowed: ['member'],
    call: (c) => c.appeals.furtherAppeal({ appealId: 'A2', authority: 'national authority' }),
  },
  'appeals.recordAuthorityDecision': {
    allowed: ['director'],
    call: (c, sessionId) =>
      c.appeals.recordAuthorityDecision({
        sessionId,
        appealId: 'A2',
        authority: 'national authority',
        outcome: 'upheld',
        text: 'the ruling stands',
      }),
  },
  'appeals.finalize': {
    allowed: ['director'],
    call: (c, sessionId) => c.appeals.finalize({ sessionId, appealId: 'A2' }),
  },
  'appeals.scheduleHearing': {
    allowed: appealHearers,
    call: (c) => c.appeals.scheduleHearing({ appealId: 'A1', hearingAt: '2026-02-27T19:00:00Z', panel: ['ac1'] }),
  },
  'appeals.recordHearing': {
    allowed: appealHearers,
    call: (c) => c.appeals.recordHearing({ appealId: 'A1', attendees: ['cy'], notes: 'heard' }),
  },
  'appeals.decide': {
    allowed: appealHearers,
    call: (c) => c.appeals.decide({ appealId: 'A1', outcome: 'upheld', decidedBy: ['ac1'], text: 'upheld' }),
  },
  'league.seasons': { allowed: ['member', ...leagueAdmins], call: (c) => c.league.seasons() },
  'league.table': { allowed: ['member', ...leagueAdmins], call: (c) => c.league.table({ leagueId: 'L1' }) },
  'league.openSeason': {
    allowed: leagueAdmins,
    call: (c) =>
      c.league.openSeason({ seasonId: '2027', name: 'Season 2027', startsOn: '2027-01-01', endsOn: '2027-12-31' }),
  },
  'league.createLeague': {
    allowed: leagueAdmins,
    call: (c) =>
      c.league.createLeague({
        leagueId: 'L2',
        seasonId: '2026',
        name: 'Teams league',
        game: 'bridge',
        rankingRule: { kind: 'points-per-place', table: [10, 8] },
      }),
  },
  'league.addSession': {
    allowed: leagueAdmins,
    call: (c) => c.league.addSession({ leagueId: 'L1', sessionId: 'S1', game: 'bridge' }),
  },
  'league.importFile': {
    allowed: leagueAdmins,
    call: (c) => c.league.importFile({ fileName: 'a.pbn', base64: 'JSBQQk4gMi4x' }),
  },
  'league.importProgress': { allowed: leagueAdmins, call: (c) => c.league.importProgress({ importId: 'I1' }) },
  'league.recordImport': {
    allowed: leagueAdmins,
    call: (c) => c.league.recordImport({ importId: 'I1', leagueId: 'L1' }),
  },
  'league.importReview': { allowed: leagueAdmins, call: (c) => c.league.importReview({ sessionId: 'I1' }) },
  'league.reviewImport': {
    allowed: leagueAdmins,
    call: (c) =>
      c.league.reviewImport({
        sessionId: 'I1',
        seats: [{ section: 'A', pair: '1', seat: 0, decision: { kind: 'member', memberId: 'ann' } }],
      }),
  },
  'league.exportPbn': { allowed: leagueAdmins, call: (c) => c.league.exportPbn({ sessionId: 'S2' }) },
  'league.exportUsebio': { allowed: leagueAdmins, call: (c) => c.league.exportUsebio({ sessionId: 'S2' }) },
  'admin.accounts': { allowed: ['club-admin'], call: (c) => c.admin.accounts() },
  'admin.members': { allowed: ['club-admin'], call: (c) => c.admin.members() },
  'admin.addMember': {
    allowed: ['club-admin'],
    call: (c) => c.admin.addMember({ name: 'Zoe Kiss', email: 'zoe@club.test', federationId: '' }),
  },
  'admin.editMember': {
    allowed: ['club-admin'],
    call: (c) => c.admin.editMember({ memberId: 'ann', name: 'Ann Smith', email: 'ann@club.test' }),
  },
  'admin.grantRole': {
    allowed: ['club-admin'],
    call: (c) => c.admin.grantRole({ memberId: 'ann', role: 'director', scope: { kind: 'session', id: 'S2' } }),
  },
  'admin.revokeRole': {
    allowed: ['club-admin'],
    call: (c) => c.admin.revokeRole({ memberId: 'director', role: 'director' }),
  },
  'admin.passwordLink': { allowed: ['club-admin'], call: (c) => c.admin.passwordLink({ memberId: 'ann' }) },
  'admin.passwordRequests': { allowed: ['club-admin'], call: (c) => c.admin.passwordRequests() },
  'admin.dismissPasswordRequest': {
    allowed: ['club-admin'],
    call: (c) => c.admin.dismissPasswordRequest({ requestId: 9999 }).catch(refusedAsLink),
  },
  'admin.importMembers': {
    allowed: ['club-admin'],
    call: (c) => c.admin.importMembers({ csv: 'name,email\nZoe,zoe@club.test\n' }),
  },
  'admin.roleAudit': { allowed: ['club-admin'], call: (c) => c.admin.roleAudit() },
  'admin.roleScopes': { allowed: ['club-admin'], call: (c) => c.admin.roleScopes() },
  'admin.deactivateMember': { allowed: ['club-admin'], call: (c) => c.admin.deactivateMember({ memberId: 'eve' }) },
};
/** Procedures whose director access is scoped to the session in the input (the director directs S1 only). */
const tableBoard = { section: 'A', table: 1, board: 1 };
const scopedToSession = new Set([
  ...[
    'session',
    'tableBoard',
    'scorePreview',
    'enterResult',
    'tableAction',
    'callDirector',
    'giveRuling',
    'adjustScore',
    'correctResult',
    'declineCorrection',
    'publish',
    'rectify',
    'assessPenalty',
    'authorizeLateCorrection',
    'startRound',
    'endRound',
    'closeSession',
  ].map((p) => `director.${p}`),
  ...[
    'openSession',
    'checkIn',
    'withdraw',
    'drawRound',
    'endRound',
    'closeSession',
    'correctDeal',
    'juryRuling',
    'juryDesk',
    'previewRuling',
    'nameJuror',
    'removeJuror',
  ].map((p) => `ulti.${p}`),
  ...['board', 'lodgeForPlayer', 'route', 'reject', 'refer', 'recordAuthorityDecision', 'finalize'].map(
    (p) => `appeals.${p}`,
  ),
  'results.board',
  'results.session',
  'results.replay',
  'results.handRecords',
  'director.desk',
]);

let club: TestClub;
const tokens = new Map<Subject, string | null>();
beforeAll(async () => {
  club = await openTestClub();
  for (const subject of SUBJECTS) tokens.set(subject, subject === 'anonymous' ? null : await club.tokenOf(subject));
});
afterAll(() => club.close());

/** The policy's own refusal (its code among the API's), not a use case's refusal further in. */
const refusedByPolicy = (cause: unknown) =>
  isApiError(cause) && (API_REFUSAL_CODES as readonly string[]).includes(cause.refusal?.code ?? '');

async function outcome(call: () => Promise<unknown>): Promise<'allowed' | 'UNAUTHORIZED' | 'FORBIDDEN'> {
  try {
    await call();
    return 'allowed';
  } catch (error) {
    if (
      error instanceof TRPCError &&
      (error.code === 'UNAUTHORIZED' || error.code === 'FORBIDDEN') &&
      refusedByPolicy(error.cause)
    )
      return error.code;
    throw error;
  }
}

describe('the role matrix', () => {
  it('has a row for exactly the procedures of the router, and each has a policy', () => {
    const procedures = appRouter._def.procedures as unknown as Record<
      string,
      { _def: { meta?: { policy?: unknown } } }
    >;
    expect(Object.keys(procedures).sort()).toEqual(Object.keys(expected).sort());
    for (const [path, procedure] of Object.entries(procedures)) expect(procedure._def.meta?.policy, path).toBeDefined();
  });

  for (const [path, row] of Object.entries(expected)) {
    for (const subject of SUBJECTS) {
      const want = row.allowed.includes(subject) ? 'allowed' : subject === 'anonymous' ? 'UNAUTHORIZED' : 'FORBIDDEN';
      it(`${path} as ${subject}: ${want}`, async () => {
        const { call } = club.caller({ token: tokens.get(subject) ?? null });
        expect(await outcome(() => row.call(call, 'S1'))).toBe(want);
        // auth.signOut ended this subject's session: sign in again for the next rows.
        if (path === 'auth.signOut' && subject !== 'anonymous') tokens.set(subject, await club.tokenOf(subject));
      });
    }
  }

  for (const path of scopedToSession) {
    it(`${path}: the director of S1 is refused for S2, which he does not direct`, async () => {
      const { call } = club.caller({ token: tokens.get('director') ?? null });
      expect(await outcome(() => expected[path]!.call(call, 'S2'))).toBe('FORBIDDEN');
    });
  }

  it('the jury of S1 is refused for S2, and may not correct or rule there', async () => {
    const { call } = club.caller({ token: tokens.get('ulti-jury') ?? null });
    expect(await outcome(() => expected['ulti.juryRuling']!.call(call, 'S2'))).toBe('FORBIDDEN');
    expect(await outcome(() => expected['ulti.correctDeal']!.call(call, 'S2'))).toBe('FORBIDDEN');
    expect(await outcome(() => expected['ulti.juryDesk']!.call(call, 'S2'))).toBe('FORBIDDEN');
    expect(await outcome(() => expected['ulti.previewRuling']!.call(call, 'S2'))).toBe('FORBIDDEN');
  });

  it('the league administrator of UL is refused on the evening of league UB, whichever league he names', async () => {
    const { call } = club.caller({ token: tokens.get('ulti-league-admin') ?? null });
    for (const named of [{ leagueId: 'UL' }, { leagueId: 'UB' }, {}]) {
      expect(await outcome(() => call.ulti.checkIn({ sessionId: 'B1', ...named, player: 'A' }))).toBe('FORBIDDEN');
      expect(await outcome(() => call.ulti.closeSession({ sessionId: 'B1', ...named }))).toBe('FORBIDDEN');
      expect(
        await outcome(() =>
          call.ulti.correctDeal({ sessionId: 'B1', ...named, table: 1, dealNo: 1, record: piros, reason: 'slip' }),
        ),
      ).toBe('FORBIDDEN');
    }
    // His own league's evening: allowed by the session's league, without naming it.
    expect(await outcome(() => call.ulti.checkIn({ sessionId: 'S1', player: 'A' }))).toBe('allowed');
    // The club-wide administrator runs both leagues' evenings; UL's opens only in UL.
    const admin = club.caller({ token: tokens.get('league-admin') ?? null }).call;
    expect(await outcome(() => admin.ulti.checkIn({ sessionId: 'B1', player: 'A' }))).toBe('allowed');
    expect(await outcome(() => call.ulti.openSession({ sessionId: 'N1', leagueId: 'UB', dealsPerTable: 6 }))).toBe(
      'FORBIDDEN',
    );
  });
});
