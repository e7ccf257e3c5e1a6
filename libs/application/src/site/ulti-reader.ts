// What a member reads about Ulti, over the read models: the leagues, a league's table (the derived
// document of the `ulti-league` job), a session's standings (the `ulti-standings` job's document)
// and per-deal ledger (the `ulti.session` document), and one deal's record for its replay (the
// session stream's UltiDealRecorded), shaped as ulti-shapes.ts declares them.
import type { UltiDealCorrected, UltiDealRecorded } from '@club/club';
import {
  ULTI_LEAGUE_PROJECTION,
  ULTI_LEAGUE_TABLE_DOCUMENT,
  ULTI_SESSION_PROJECTION,
  ULTI_STANDINGS_DOCUMENT,
  type UltiLeagueDocument,
  type UltiLeagueTable,
  type UltiLiveStandings,
  type UltiSessionDocument,
} from '@club/read-models';
import { initialState, isSheetRecord, replay, type DealRecord } from '@club/ulti';
import type { Club } from '../club';
import { nameOfWith } from './member-names';
import { createMembersReader } from './members';
import { DEMO_CLUB_ID } from '../demo/demo-club-id';
import { stepWords } from './ulti-step-words';
import { rulingRowsOf } from './ulti-jury';
import { dealsNextAfter, renonszCaseOf, renonszCaseRef, renonszCaseWords, renonszOf } from './ulti-deal-ending';
import { ultiSessionEventsOf, ultiSessionStateOf } from './ulti-session-events-of';
import type {
  UltiDeal,
  UltiDealInput,
  UltiDealStep,
  UltiLeague,
  UltiLeagueInput,
  UltiLeagueSummary,
  UltiSession,
  UltiSessionInput,
} from './ulti-shapes';

/** A member's Ulti reads; the API's ulti procedures answer with them. */
export interface UltiUseCases {
  ultiLeagues(): UltiLeagueSummary[];
  ultiLeague(leagueId: UltiLeagueInput['leagueId']): UltiLeague | undefined;
  ultiSession(sessionId: UltiSessionInput['sessionId']): UltiSession | undefined;
  /** A deal of round 1 unless `round` says which (a session of several rounds numbers its tables per round). */
  ultiDeal(
    sessionId: UltiDealInput['sessionId'],
    table: UltiDealInput['table'],
    dealNo: UltiDealInput['dealNo'],
    round?: number,
  ): UltiDeal | undefined;
}

type RecordAction = DealRecord['actions'][number];

function stepOf(a: RecordAction): UltiDealStep {
  switch (a.type) {
    case 'bid':
      return { kind: 'bid', player: a.player, detail: a.bid };
    case 'pass':
      return { kind: 'pass', player: a.player, detail: 'passz' };
    case 'play':
      return { kind: 'play', player: a.player, detail: a.card };
    case 'rekontra':
      return { kind: 'rekontra', player: a.player, detail: a.components.join(', ') };
    case 'open':
      return { kind: 'open', player: a.player, detail: 'terít' };
    case 'concede':
      return { kind: 'concede', player: a.player, detail: 'bedob' };
    case 'claim':
      return { kind: 'claim', player: a.player, detail: a.side };
    case 'silent':
      return { kind: 'silent', player: a.player, detail: a.kind };
    case 'renonsz':
      // The case in the rules' words and section, never its id (`deal-3b`).
      return {
        kind: 'renonsz',
        player: a.offender,
        detail: renonszCaseWords(a.case),
        renonszCase: renonszCaseRef(a.case),
      };
  }
}

export function createUltiReader(club: Club, options: { readonly clubId?: string } = {}): UltiUseCases {
  const runner = club.runner;
  const members = createMembersReader(club, options.clubId ?? DEMO_CLUB_ID);
  const nameOf = nameOfWith(members.member);
  /** The players' names from the club's members (the id when unknown). */
  const namesOf = (players: Iterable<string>): Record<string, string> =>
    Object.fromEntries([...new Set(players)].map((p) => [p, nameOf(p)]));
  const session = (id: string) => {
    const doc = runner.document<UltiSessionDocument>(ULTI_SESSION_PROJECTION, id);
    return doc && doc.status !== 'none' ? doc : undefined;
  };
  return {
    ultiLeagues() {
      return runner
        .keys(ULTI_LEAGUE_PROJECTION)
        .flatMap((id) => {
          const doc = runner.document<UltiLeagueDocument>(ULTI_LEAGUE_PROJECTION, id);
          return doc ? [{ leagueId: doc.leagueId, name: doc.name ?? doc.leagueId, sessions: doc.sessions.length }] : [];
        })
        .sort((a, b) => a.name.localeCompare(b.name));
    },

    ultiLeague(leagueId) {
      const doc = runner.document<UltiLeagueDocument>(ULTI_LEAGUE_PROJECTION, leagueId);
      if (!doc) return undefined;
      const table = runner.derived(ULTI_LEAGUE_TABLE_DOCUMENT, leagueId)?.doc as UltiLeagueTable | undefined;
      return {
        leagueId,
        names: namesOf((table?.rows ?? []).map((r) => r.player)),
        name: doc.name ?? leagueId,
        tieBreaks: [...(table?.tieBreaks ?? [])],
        rows: (table?.rows ?? []).map((r) => ({ ...r })),
        sessions: doc.sessions.map((sessionId) => ({
          sessionId,
          status: session(sessionId)?.status === 'closed' ? ('closed' as const) : ('scheduled' as const),
          counted: table?.sessions.includes(sessionId) ?? false,
        })),
      };
    },

    ultiSession(sessionId) {
      const doc = session(sessionId);
      if (!doc) return undefined;
      // The standings as the ulti-standings job last published them (live: each deal moves them).
      const standings = runner.derived(ULTI_STANDINGS_DOCUMENT, sessionId)?.doc as UltiLiveStandings | undefined;
      const rulings = rulingRowsOf(doc);
      // Each deal's record as it stands (the jury's later rulings on it included), for its renonsz.
      const sheets = ultiSessionStateOf(club, sessionId).rounds;
      return {
        sessionId,
        names: namesOf([
          ...doc.tables.flatMap((t) => t.seating),
          ...rulings.flatMap((r) => (r.player === null ? [r.by] : [r.player, r.by])),
        ]),
        rulings,
        leagueId: doc.leagueId,
        status: doc.status === 'closed' ? 'closed' : 'scheduled',
        ruleSet: doc.ruleSet ? `${doc.ruleSet.name} ${doc.ruleSet.version}` : null,
        round: doc.round,
        dealsPerTable: doc.dealsPerTable,
        ranking: (standings?.ranking ?? []).map((r) => ({
          rank: r.rank,
          player: r.player,
          table: r.table,
          forints: r.forints,
          place: r.place,
          placementPoints: r.placementPoints,
          rounds: r.rounds,
          deals: r.deals,
        })),
        tables: doc.tables.map((t) => ({
          round: t.round,
          table: t.table,
          players: [...t.seating],
          totals: t.totals,
          deals: t.deals.map((d) => ({
            dealNo: d.dealNo,
            dealer: d.dealer,
            declarer: d.declarer,
            contract: d.contract,
            outcome: d.outcome,
            renonsz: renonszOf(sheets[t.round]?.tables[t.table]?.deals[d.dealNo]),
            renonszCase: renonszCaseOf(sheets[t.round]?.tables[t.table]?.deals[d.dealNo]),
            deltas: d.deltas,
            after: d.after,
          })),
        })),
      };
    },

    ultiDeal(sessionId, table, dealNo, round = 1) {
      const ledger = session(sessionId)
        ?.tables.find((t) => t.round === round && t.table === table)
        ?.deals.find((d) => d.dealNo === dealNo);
      if (!ledger) return undefined;
      // The deal as recorded, or as last corrected.
      const events = ultiSessionEventsOf(club, sessionId);
      const recorded = events
        .filter(
          (e): e is UltiDealRecorded | UltiDealCorrected =>
            (e.type === 'UltiDealRecorded' || e.type === 'UltiDealCorrected') &&
            e.round === round &&
            e.table === table &&
            e.dealNo === dealNo,
        )
        .at(-1);
      if (!recorded) return undefined;
      const r = recorded.record;
      const names = namesOf(r.players);
      const header = {
        sessionId,
        names,
        table,
        dealNo,
        players: [...r.players],
        dealer: r.dealer,
        declarer: ledger.declarer,
        contract: ledger.contract,
        outcome: ledger.outcome,
        dealsNext: ledger.outcome === 'redeal' ? dealsNextAfter(events, { round, table, dealNo }) : null,
        redealDealer: r.ruleSet.settings.redealDealer,
        deltas: ledger.deltas,
      };
      // A deal entered from the score sheet has no cards to replay.
      if (isSheetRecord(r)) return { ...header, hands: {}, talon: [], steps: [], after: [] };
      // The engine replays the record (it did when the deal was recorded): the hands after each step.
      const { after } = replay(r);
      const dealt = initialState(r.ruleSet, r.players, r.dealer, r.hands);
      return {
        ...header,
        hands: Object.fromEntries(Object.entries(r.hands).map(([p, cards]) => [p, [...cards]])),
        talon: [...(r.talon ?? [])],
        steps: r.actions.map(stepOf),
        after: r.actions.map((a, i) => ({
          words: stepWords(a, i === 0 ? dealt : after[i - 1]!, after[i]!, (p) => names[p] ?? p),
          hands: Object.fromEntries(r.players.map((p) => [p, [...(after[i]!.hands[p] ?? [])]])),
        })),
      };
    },
  };
}
