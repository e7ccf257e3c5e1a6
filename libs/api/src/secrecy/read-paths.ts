// Every procedure of the router, classified by what it may reveal of a board's hands and table
// results (issue 19: the PBN export went round the secrecy rule). test/read-paths.test.ts fails when
// a procedure is added without a row here, when a procedure reads a board's content from the reader
// without being `board-secrecy`, and when a `board-secrecy` procedure does not call boardVisibility
// or lacks a probe showing that a member who has not played a board is refused it.
//
// Pages call these procedures (apps/web's server caller), so they inherit the classification; the
// live stream (/api/live) sends only the club's data version; the response cache keeps a response
// per viewer (apps/web/src/server/site-response-cache.ts), after secrecy was applied.

export type ReadPath =
  /** Shows a board's hands, traveller, play or table results: every one goes through boardVisibility. */
  | { readonly kind: 'board-secrecy' }
  /** Rankings and totals only, never a board's hands or table results. */
  | { readonly kind: 'totals'; readonly why: string }
  /** Only roles the secrecy rule lets see everything of the boards they deal with. */
  | { readonly kind: 'role-sees-all'; readonly why: string }
  /**
   * An appeal's case (the board's timeline at one table) or a board's rulings before lodging: only
   * those who follow it (appeal-access.ts): the two sides that played it there, the session's
   * director, the committee. The procedure calls appealViewer on what it answers.
   */
  | { readonly kind: 'appeal-followers'; readonly why: string }
  /** Nothing of any board's hands or results. */
  | { readonly kind: 'no-board-content'; readonly why: string }
  /** A mutation: its answer names no board's hidden content. */
  | { readonly kind: 'write' };

const director = {
  kind: 'role-sees-all',
  why: "the session's directors (scoped policy): they need every board to rule",
} as const;
const write = { kind: 'write' } as const;
const nothing = (why: string) => ({ kind: 'no-board-content', why }) as const;

export const READ_PATHS: Readonly<Record<string, ReadPath>> = {
  'auth.me': nothing('the signed-in member'),
  'auth.signIn': write,
  'auth.signOut': write,
  'table.signIn': write,
  'table.view': { kind: 'board-secrecy' },
  'table.enterResult': write,
  'table.confirm': write,
  'director.openTableEntry': write,
  'director.moveTable': write,
  'director.tableCodes': nothing("the tables' codes of the director's own session: no board's hands or results"),
  'site.navigation': nothing('the menu'),
  'site.clubPage': { kind: 'totals', why: "the public club page: published sessions' rankings" },
  'site.clubBoard': { kind: 'board-secrecy' },
  'results.latest': nothing("sessions' names, dates and status"),
  'results.lag': nothing('when results were last computed and whether a results job is waiting'),
  'results.board': { kind: 'board-secrecy' },
  'results.replay': { kind: 'board-secrecy' },
  'results.handRecords': { kind: 'board-secrecy' },
  'results.session': {
    kind: 'totals',
    why: "rankings; a teams match's per-board IMPs exist only once both rooms have played the board",
  },
  'history.player': { kind: 'totals', why: 'percentages and places per session' },
  'federation.table': {
    kind: 'totals',
    why: "the sharing clubs' players ranked by points over their sessions' places",
  },
  'federation.player': { kind: 'totals', why: "a player's percentage and place per session in the sharing clubs" },
  'members.directory': nothing("members' ids and names"),
  'ulti.leagues': nothing('Ulti leagues'),
  'ulti.league': { kind: 'totals', why: 'an Ulti league table' },
  'ulti.session': { kind: 'totals', why: 'Ulti standings and ledger' },
  'ulti.history': { kind: 'totals', why: "a member's forints, placement points and ranks per Ulti session" },
  'ulti.mySeats': nothing("the caller's own tables in running Ulti sessions: no cards, no results"),
  'ulti.deal': nothing('an Ulti deal is played at one table only: no other table can learn from it'),
  'ulti.openSession': write,
  'ulti.checkIn': write,
  'ulti.withdraw': write,
  'ulti.drawRound': write,
  'ulti.endRound': write,
  'ulti.closeSession': write,
  'ulti.recordDeal': write,
  'ulti.previewDeal': nothing('the forints of the sheet the caller sends: it reads nothing recorded'),
  'ulti.correctDeal': write,
  'ulti.juryRuling': write,
  'ulti.nameJuror': write,
  'ulti.removeJuror': write,
  'ulti.juryDesk': nothing('the deals as the session page shows them (no cards), the renonsz cases and the rulings'),
  'ulti.previewRuling': nothing('the forints of a ruling on a deal the session page shows already'),
  'ulti.scoreSheet': nothing("a table's next deal, its dealer and forint totals: no cards"),
  'ulti.evening': nothing('who checked in and the table plan of an Ulti evening'),
  'rubber.openTable': write,
  'rubber.recordDeal': write,
  'rubber.passOut': write,
  'rubber.correctDeal': write,
  'rubber.nextRubber': write,
  'rubber.closeTable': write,
  'rubber.sheet': nothing('a rubber deal is written as its contract and tricks only, no hands: nothing to learn'),
  'rubber.myEvenings': { kind: 'totals', why: "the member's own rubber evenings" },
  'rubber.ladder': { kind: 'totals', why: 'the rubber ladder' },
  'director.mySessions': nothing('the sessions he directs, with their desks'),
  'director.desk': director,
  'director.session': director,
  'director.tableBoard': director,
  'director.scorePreview': director,
  'director.openSession': write,
  'director.enterResult': write,
  'director.tableAction': write,
  'director.callDirector': write,
  'director.giveRuling': write,
  'director.adjustScore': write,
  'director.correctResult': write,
  'director.declineCorrection': write,
  'director.publish': write,
  'director.rectify': write,
  'director.assessPenalty': write,
  'director.authorizeLateCorrection': write,
  'director.startRound': write,
  'director.endRound': write,
  'director.closeSession': write,
  'appeals.list': { kind: 'appeal-followers', why: 'the appeals he follows: tables, boards, deadlines, the sides' },
  'appeals.case': { kind: 'appeal-followers', why: "the case's timeline: the calls and cards at that table" },
  'appeals.board': { kind: 'appeal-followers', why: 'the rulings given at the tables where he played the board' },
  'appeals.lodge': write,
  'appeals.lodgeForPlayer': write,
  'appeals.concur': write,
  'appeals.route': write,
  'appeals.reject': write,
  'appeals.withdraw': write,
  'appeals.refer': write,
  'appeals.furtherAppeal': write,
  'appeals.recordAuthorityDecision': write,
  'appeals.finalize': write,
  'appeals.scheduleHearing': write,
  'appeals.recordHearing': write,
  'appeals.decide': write,
  'league.seasons': nothing('seasons and leagues'),
  'league.table': { kind: 'totals', why: 'a league table' },
  'league.openSeason': write,
  'league.createLeague': write,
  'league.addSession': write,
  'league.importFile': write,
  'league.importProgress': nothing("the administrator's own uploaded file being checked"),
  'league.recordImport': write,
  'league.importReview': nothing("an imported session's player names and the members they may be"),
  'league.reviewImport': write,
  'league.exportPbn': { kind: 'board-secrecy' },
  'league.exportUsebio': { kind: 'board-secrecy' },
  'admin.accounts': nothing('accounts and roles'),
  'admin.members': nothing("the club's roll: members, emails, roles"),
  'admin.roleAudit': nothing('who changed which role or member when'),
  'admin.roleScopes': nothing("sessions' and leagues' names and dates"),
  'admin.addMember': write,
  'admin.editMember': write,
  'admin.deactivateMember': write,
  'admin.importMembers': write,
  'admin.grantRole': write,
  'admin.revokeRole': write,
  'admin.passwordLink': write,
  'auth.setPassword': write,
  'auth.changePassword': write,
  'auth.chooseLanguage': write,
  'auth.requestPasswordLink': write,
  'admin.passwordRequests': nothing('who asked for a set-password link, and when'),
  'admin.dismissPasswordRequest': write,
};
