// The API: one router, one file per procedure under procedures/<area>/.
import { accounts } from './procedures/admin/accounts';
import { addMember } from './procedures/admin/add-member';
import { deactivateMember } from './procedures/admin/deactivate-member';
import { dismissPasswordRequest } from './procedures/admin/dismiss-password-request';
import { editMember } from './procedures/admin/edit-member';
import { grantRole } from './procedures/admin/grant-role';
import { importMembers } from './procedures/admin/import-members';
import { passwordLink } from './procedures/admin/password-link';
import { passwordRequests } from './procedures/admin/password-requests';
import { members as adminMembers } from './procedures/admin/members';
import { revokeRole } from './procedures/admin/revoke-role';
import { roleAudit } from './procedures/admin/role-audit';
import { roleScopes } from './procedures/admin/role-scopes';
import { appealCase } from './procedures/appeals/case';
import { list as appealList } from './procedures/appeals/list';
import { decide as appealDecide } from './procedures/appeals/decide';
import { recordHearing } from './procedures/appeals/record-hearing';
import { scheduleHearing } from './procedures/appeals/schedule-hearing';
import { board as appealBoard } from './procedures/appeals/board';
import { lodge as lodgeAppeal } from './procedures/appeals/lodge';
import { lodgeForPlayer } from './procedures/appeals/lodge-for-player';
import { concur } from './procedures/appeals/concur';
import { route as routeAppeal } from './procedures/appeals/route';
import { reject as rejectAppeal } from './procedures/appeals/reject';
import { withdraw as withdrawAppeal } from './procedures/appeals/withdraw';
import { refer as referAppeal } from './procedures/appeals/refer';
import { furtherAppeal } from './procedures/appeals/further-appeal';
import { recordAuthorityDecision } from './procedures/appeals/record-authority-decision';
import { finalize as finalizeAppeal } from './procedures/appeals/finalize';
import { changePassword } from './procedures/auth/change-password';
import { chooseLanguage } from './procedures/auth/choose-language';
import { me } from './procedures/auth/me';
import { requestPasswordLink } from './procedures/auth/request-password-link';
import { setPassword } from './procedures/auth/set-password';
import { signIn } from './procedures/auth/sign-in';
import { signOut } from './procedures/auth/sign-out';
import { desk } from './procedures/director/desk';
import { adjustScore } from './procedures/director/adjust-score';
import { callDirector } from './procedures/director/call-director';
import { correctResult } from './procedures/director/correct-result';
import { declineCorrection } from './procedures/director/decline-correction';
import { enterResult } from './procedures/director/enter-result';
import { giveRuling } from './procedures/director/give-ruling';
import { openSession } from './procedures/director/open-session';
import { publish } from './procedures/director/publish';
import { scorePreview } from './procedures/director/score-preview';
import { session as directorSession } from './procedures/director/session';
import { tableAction } from './procedures/director/table-action';
import { tableBoard } from './procedures/director/table-board';
import { mySessions } from './procedures/director/my-sessions';
import { rectify } from './procedures/director/rectify';
import { assessPenalty } from './procedures/director/assess-penalty';
import { authorizeLateCorrection } from './procedures/director/authorize-late-correction';
import { startRound } from './procedures/director/start-round';
import { endRound } from './procedures/director/end-round';
import { closeSession } from './procedures/director/close-session';
import { seasons } from './procedures/league/seasons';
import { addSession } from './procedures/league/add-session';
import { createLeague } from './procedures/league/create-league';
import { exportPbn } from './procedures/league/export-pbn';
import { exportUsebio } from './procedures/league/export-usebio';
import { importFile } from './procedures/league/import-file';
import { importProgress } from './procedures/league/import-progress';
import { openSeason } from './procedures/league/open-season';
import { recordImport } from './procedures/league/record-import';
import { importReview } from './procedures/league/import-review';
import { reviewImport } from './procedures/league/review-import';
import { table as leagueTable } from './procedures/league/table';
import { board } from './procedures/results/board';
import { handRecords } from './procedures/results/hand-records';
import { lag } from './procedures/results/lag';
import { latest } from './procedures/results/latest';
import { replay } from './procedures/results/replay';
import { session as resultsSession } from './procedures/results/session';
import { player as historyPlayer } from './procedures/history/player';
import { player as federationPlayer } from './procedures/federation/player';
import { table as federationTable } from './procedures/federation/table';
import { directory as memberDirectory } from './procedures/members/directory';
import { deal as ultiDeal } from './procedures/ulti/deal';
import { league as ultiLeague } from './procedures/ulti/league';
import { leagues as ultiLeagues } from './procedures/ulti/leagues';
import { session as ultiSession } from './procedures/ulti/session';
import { history as ultiHistory } from './procedures/ulti/history';
import { mySeats as ultiMySeats } from './procedures/ulti/my-seats';
import { openSession as ultiOpenSession } from './procedures/ulti/open-session';
import { checkIn as ultiCheckIn } from './procedures/ulti/check-in';
import { withdraw as ultiWithdraw } from './procedures/ulti/withdraw';
import { drawRound as ultiDrawRound } from './procedures/ulti/draw-round';
import { endRound as ultiEndRound } from './procedures/ulti/end-round';
import { closeSession as ultiCloseSession } from './procedures/ulti/close-session';
import { recordDeal as ultiRecordDeal } from './procedures/ulti/record-deal';
import { previewDeal as ultiPreviewDeal } from './procedures/ulti/preview-deal';
import { correctDeal as ultiCorrectDeal } from './procedures/ulti/correct-deal';
import { juryRuling as ultiJuryRuling } from './procedures/ulti/jury-ruling';
import { juryDesk as ultiJuryDesk } from './procedures/ulti/jury-desk';
import { nameJuror as ultiNameJuror } from './procedures/ulti/name-juror';
import { removeJuror as ultiRemoveJuror } from './procedures/ulti/remove-juror';
import { previewRuling as ultiPreviewRuling } from './procedures/ulti/preview-ruling';
import { evening as ultiEvening } from './procedures/ulti/evening';
import { scoreSheet as ultiScoreSheet } from './procedures/ulti/score-sheet';
import { closeTable as rubberCloseTable } from './procedures/rubber/close-table';
import { correctDeal as rubberCorrectDeal } from './procedures/rubber/correct-deal';
import { ladder as rubberLadder } from './procedures/rubber/ladder';
import { myEvenings as rubberMyEvenings } from './procedures/rubber/my-evenings';
import { nextRubber as rubberNextRubber } from './procedures/rubber/next-rubber';
import { openTable as rubberOpenTable } from './procedures/rubber/open-table';
import { passOut as rubberPassOut } from './procedures/rubber/pass-out';
import { recordDeal as rubberRecordDeal } from './procedures/rubber/record-deal';
import { sheet as rubberSheet } from './procedures/rubber/sheet';
import { clubBoard } from './procedures/site/club-board';
import { clubPage } from './procedures/site/club-page';
import { navigation } from './procedures/site/navigation';
import { openTableEntry } from './procedures/director/open-table-entry';
import { tableCodes } from './procedures/director/table-codes';
import { moveTable } from './procedures/director/move-table';
import { confirm as tableConfirm } from './procedures/table/confirm';
import { enterResult as tableEnterResult } from './procedures/table/enter-result';
import { signIn as tableSignIn } from './procedures/table/sign-in';
import { view as tableView } from './procedures/table/view';
import { createCallerFactory, router } from './trpc/init';

export const appRouter = router({
  auth: { me, signIn, signOut, setPassword, changePassword, chooseLanguage, requestPasswordLink },
  site: { navigation, clubPage, clubBoard },
  results: { latest, board, session: resultsSession, replay, lag, handRecords },
  history: { player: historyPlayer },
  federation: { table: federationTable, player: federationPlayer },
  members: { directory: memberDirectory },
  ulti: {
    leagues: ultiLeagues,
    league: ultiLeague,
    session: ultiSession,
    history: ultiHistory,
    mySeats: ultiMySeats,
    deal: ultiDeal,
    openSession: ultiOpenSession,
    checkIn: ultiCheckIn,
    withdraw: ultiWithdraw,
    drawRound: ultiDrawRound,
    endRound: ultiEndRound,
    closeSession: ultiCloseSession,
    recordDeal: ultiRecordDeal,
    previewDeal: ultiPreviewDeal,
    correctDeal: ultiCorrectDeal,
    juryRuling: ultiJuryRuling,
    juryDesk: ultiJuryDesk,
    nameJuror: ultiNameJuror,
    removeJuror: ultiRemoveJuror,
    previewRuling: ultiPreviewRuling,
    evening: ultiEvening,
    scoreSheet: ultiScoreSheet,
  },
  rubber: {
    openTable: rubberOpenTable,
    recordDeal: rubberRecordDeal,
    passOut: rubberPassOut,
    correctDeal: rubberCorrectDeal,
    nextRubber: rubberNextRubber,
    closeTable: rubberCloseTable,
    sheet: rubberSheet,
    myEvenings: rubberMyEvenings,
    ladder: rubberLadder,
  },
  director: {
    mySessions,
    desk,
    session: directorSession,
    tableBoard,
    scorePreview,
    openSession,
    enterResult,
    tableAction,
    callDirector,
    giveRuling,
    adjustScore,
    correctResult,
    declineCorrection,
    publish,
    rectify,
    assessPenalty,
    authorizeLateCorrection,
    startRound,
    endRound,
    closeSession,
    openTableEntry,
    tableCodes,
    moveTable,
  },
  table: { signIn: tableSignIn, view: tableView, enterResult: tableEnterResult, confirm: tableConfirm },
  appeals: {
    list: appealList,
    case: appealCase,
    board: appealBoard,
    lodge: lodgeAppeal,
    lodgeForPlayer,
    concur,
    route: routeAppeal,
    reject: rejectAppeal,
    withdraw: withdrawAppeal,
    scheduleHearing,
    recordHearing,
    decide: appealDecide,
    refer: referAppeal,
    furtherAppeal,
    recordAuthorityDecision,
    finalize: finalizeAppeal,
  },
  league: {
    seasons,
    table: leagueTable,
    openSeason,
    createLeague,
    addSession,
    importFile,
    importProgress,
    recordImport,
    importReview,
    reviewImport,
    exportPbn,
    exportUsebio,
  },
  admin: {
    accounts,
    members: adminMembers,
    addMember,
    editMember,
    deactivateMember,
    grantRole,
    revokeRole,
    roleScopes,
    roleAudit,
    passwordLink,
    passwordRequests,
    dismissPasswordRequest,
    importMembers,
  },
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
