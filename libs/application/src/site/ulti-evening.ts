// The Ulti evening as the site runs it: the session commands (ulti-session-commands.ts) behind the
// organiser's authority, and the score-keeper's preview. A league administrator acts for the league
// he names; a session of another league is refused here, so his grant reaches no further.
import { ULTI_SESSION_PROJECTION, type UltiSessionDocument } from '@club/read-models';
import { BID_TABLE, MAUSZ_2017, nextDealer, settleUltiRecord, SHEET_RENONSZ_CASES, type UltiRecord } from '@club/ulti';
import type { Club } from '../club';
import { refusedBy, type SiteCommandOutcome, type SiteRefusal } from './site-outcome';
import type { SiteActor } from './site-actor';
import { ultiSessionSiteCommands, type UltiSessionUseCases } from './ulti-session-commands';
import type {
  PreviewUltiDealInput,
  UltiCheckInInput,
  UltiCloseSessionInput,
  UltiCorrectDealInput,
  UltiDealPreview,
  UltiEvening,
  UltiScoreSheet,
  UltiDrawRoundInput,
  UltiEndRoundInput,
  UltiWithdrawInput,
} from './ulti-evening-shapes';
import { nameOfWith, namesInTextWith, type MemberLookup } from './member-names';
import { heldToLeague } from './ulti-held-to-league';
import type { UltiJuryRulingInput } from './ulti-jury-shapes';

type Organised<Input> = (input: Input, by: SiteActor) => Promise<SiteCommandOutcome>;

export interface UltiEveningUseCases {
  openUltiSession: UltiSessionUseCases['openUltiSession'];
  checkInUltiPlayer: Organised<UltiCheckInInput>;
  withdrawUltiPlayer: Organised<UltiWithdrawInput>;
  drawUltiRound: Organised<UltiDrawRoundInput>;
  recordUltiDeal: UltiSessionUseCases['recordUltiDeal'];
  correctUltiDeal: Organised<UltiCorrectDealInput>;
  recordUltiJuryRuling: Organised<UltiJuryRulingInput>;
  endUltiRound: Organised<UltiEndRoundInput>;
  closeUltiSession: Organised<UltiCloseSessionInput>;
  /** The organiser's desk: check-in, rounds, the latest round's table plan; undefined when not opened. */
  ultiEvening(sessionId: string): UltiEvening | undefined;
  /** A table's score sheet in the round being played; undefined when the session or table is not there. */
  ultiScoreSheet(sessionId: string, table: number): UltiScoreSheet | undefined;
  /** The forints of a deal as entered, before Confirm: settled by the engine, nothing recorded. */
  previewUltiDeal(
    input: PreviewUltiDealInput,
  ): Promise<{ readonly ok: true; readonly preview: UltiDealPreview } | SiteRefusal>;
}

/** A deal settled by the engine, or the sheet's refusal naming the field (pure: nothing is recorded). */
export function ultiDealPreview(
  record: UltiRecord,
): { readonly ok: true; readonly preview: UltiDealPreview } | SiteRefusal {
  try {
    const { outcome, declarer, contract, deltas } = settleUltiRecord(record);
    return { ok: true, preview: { outcome, declarer, contract, deltas: { ...deltas } } };
  } catch (error) {
    return refusedBy(error);
  }
}

/** The desk from the session's document (read-models): the latest round's tables only. */
export function eveningOf(
  doc: UltiSessionDocument | undefined,
  nameOf: (player: string) => string = (p) => p,
): UltiEvening | undefined {
  if (!doc || doc.status === 'none') return undefined;
  const latest = doc.rounds.find((r) => r.round === doc.round);
  return {
    sessionId: doc.sessionId,
    leagueId: doc.leagueId,
    status: doc.status,
    dealsPerTable: doc.dealsPerTable,
    checkedIn: [...doc.checkedIn],
    round: doc.round,
    roundEnded: latest?.status === 'ended',
    tables: doc.tables
      .filter((t) => t.round === doc.round)
      .map((t) => ({ table: t.table, seating: [...t.seating], firstDealer: t.firstDealer, deals: t.deals.length })),
    names: namesOf([...doc.checkedIn, ...doc.tables.flatMap((t) => t.seating)], nameOf),
  };
}

/** The name to show for each player named. */
function namesOf(players: readonly string[], nameOf: (player: string) => string): Record<string, string> {
  return Object.fromEntries(players.map((p) => [p, nameOf(p)]));
}

/** Without accents, lower case: what the type-to-search box compares (as findBids does). */
const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const BIDS = BID_TABLE.map((b) => ({
  id: b.id,
  name: b.name,
  components: [...b.components],
  red: b.red,
  search: `${plain(b.name)} ${b.id}`,
}));

const RULINGS = SHEET_RENONSZ_CASES.map(({ id, source, what }) => ({ id, source, what }));

/**
 * The sheet of a table in the latest round: the next row and its dealer (the deal passes to the next
 * seat unless the hand was redealt and the rules say the same dealer deals again, §2(3), house rule
 * redealDealer); the session plays MAUSZ 2017 (openUltiSession).
 */
export function scoreSheetOf(
  doc: UltiSessionDocument | undefined,
  table: number,
  nameOf: (player: string) => string = (p) => p,
): UltiScoreSheet | undefined {
  const t = doc?.tables.find((x) => x.round === doc.round && x.table === table);
  if (!doc || !t) return undefined;
  const last = t.deals.at(-1);
  const dealsAgain = last?.outcome === 'redeal' && MAUSZ_2017.settings.redealDealer === 'sameDealer';
  const dealer = !last ? t.firstDealer : dealsAgain ? last.dealer : nextDealer(t.seating, last.dealer);
  const entered = t.deals.length;
  const full = doc.dealsPerTable !== null && entered >= doc.dealsPerTable;
  return {
    sessionId: doc.sessionId,
    round: doc.round,
    table,
    seating: [...t.seating],
    dealNo: full || doc.status === 'closed' ? null : entered + 1,
    dealer,
    dealsPerTable: doc.dealsPerTable,
    ruleSet: MAUSZ_2017,
    bids: BIDS,
    rulings: RULINGS,
    totals: { ...t.totals },
    names: namesOf(t.seating, nameOf),
  };
}

export function ultiEveningUseCases(club: Club, member: MemberLookup = () => undefined): UltiEveningUseCases {
  const commands = ultiSessionSiteCommands(club);
  const nameOf = nameOfWith(member);
  // A refusal names the players it is about ('m13' is already checked in): by their names on the page.
  const named =
    <Input>(run: (input: Input, by: SiteActor) => Promise<SiteCommandOutcome>) =>
    async (input: Input, by: SiteActor): Promise<SiteCommandOutcome> => {
      const outcome = await run(input, by);
      return outcome.ok ? outcome : { ...outcome, error: namesInTextWith(member)(outcome.error) };
    };
  /** Runs the command when the league named (if any) is the session's own. */
  const inLeague = heldToLeague(club);
  return {
    openUltiSession: named(commands.openUltiSession),
    checkInUltiPlayer: named(inLeague(commands.checkInUltiPlayer)),
    withdrawUltiPlayer: named(inLeague(commands.withdrawUltiPlayer)),
    drawUltiRound: named(inLeague(commands.drawUltiRound)),
    recordUltiDeal: named(commands.recordUltiDeal),
    correctUltiDeal: named(inLeague(commands.correctUltiDeal)),
    recordUltiJuryRuling: named(inLeague(commands.recordUltiJuryRuling)),
    endUltiRound: named(inLeague(commands.endUltiRound)),
    closeUltiSession: named(inLeague(commands.closeUltiSession)),
    previewUltiDeal: async ({ record }) => {
      // A refusal names the players as the page does (an offender who sits out this hand: by his name).
      const preview = ultiDealPreview(record);
      return preview.ok ? preview : { ...preview, error: namesInTextWith(member)(preview.error) };
    },
    ultiScoreSheet: (sessionId, table) =>
      scoreSheetOf(club.runner.document<UltiSessionDocument>(ULTI_SESSION_PROJECTION, sessionId), table, nameOf),
    ultiEvening: (sessionId) =>
      eveningOf(club.runner.document<UltiSessionDocument>(ULTI_SESSION_PROJECTION, sessionId), nameOf),
  };
}
