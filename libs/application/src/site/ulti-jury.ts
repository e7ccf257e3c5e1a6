// The Ulti jury (zsűri) on the site: the organiser names members to a session's jury (the club's
// `ulti-jury` role scoped to the session, RoleGranted on the club stream, as a bridge director is
// named to his session), the jury's desk reads the session's tables, deals, renonsz cases and
// rulings, and a renonsz ruling is settled before Confirm by the session's own decider on the
// stream as it stands (nothing is appended), so the preview refuses exactly what Confirm would.
import { clubDecider, clubStreamId, ultiSessionDecider, type UltiSessionState } from '@club/club';
import type { CommandMetadata } from '@club/event-store';
import { ULTI_SESSION_PROJECTION, type UltiSessionDocument } from '@club/read-models';
import { BID_TABLE, COMPONENTS, RENONSZ_CASES, RENONSZ_CASE_WORDING, rulingFieldsOf } from '@club/ulti';
import type { Club } from '../club';
import { executeBridge } from '../bridge/bridge-commands';
import { nameOfWith, namesInTextWith, type MemberLookup } from './member-names';
import type { MembersUseCases } from './members';
import { refusedBy, type SiteCommandOutcome, type SiteRefusal } from './site-outcome';
import type { SiteActor } from './site-actor';
import type { UltiDealPreview } from './ulti-evening-shapes';
import { ultiSessionStateOf } from './ulti-session-events-of';
import { heldToLeague, leagueRefusal } from './ulti-held-to-league';
import type {
  NameUltiJurorInput,
  PreviewUltiRulingInput,
  UltiJuryDesk,
  UltiJuryDeskInput,
  UltiRulingRow,
} from './ulti-jury-shapes';

export interface UltiJuryUseCases {
  /** The organiser names a member to the session's jury: he may rule on it from his next request. */
  nameUltiJuror(input: NameUltiJurorInput, by: SiteActor): Promise<SiteCommandOutcome>;
  /** The organiser removes a member from the session's jury (the scoped role revoked, with who did it). */
  removeUltiJuror(input: NameUltiJurorInput, by: SiteActor): Promise<SiteCommandOutcome>;
  /** The jury's desk; undefined when the session was not opened (or is not of the league named). */
  ultiJuryDesk(input: UltiJuryDeskInput): UltiJuryDesk | undefined;
  /** The forints of a renonsz ruling on a recorded deal, before Confirm (nothing is recorded). */
  previewUltiRuling(
    input: PreviewUltiRulingInput,
  ): Promise<{ readonly ok: true; readonly preview: UltiDealPreview } | SiteRefusal>;
}

/** The case list the jury picks from: § number, the Hungarian original's words, the English help. */
export const ULTI_JURY_CASES = RENONSZ_CASES.map((c) => ({
  id: c.id,
  section: c.source,
  // Every case has its words (a test holds the two lists together); the help line stands in otherwise.
  wording: RENONSZ_CASE_WORDING[c.id] ?? c.what,
  help: c.what,
  // What the jury gives besides the offender: `needs` refused when missing, `may` the record's otherwise.
  ...rulingFieldsOf(c.id),
}));

/** The bids and the components a ruling may name (weakest first), as the engine spells them. */
const BID_IDS = BID_TABLE.map((b) => b.id);

/** A session's rulings as the site lists them, oldest first. */
export function rulingRowsOf(doc: UltiSessionDocument): UltiRulingRow[] {
  return doc.rulings.map((r) => ({ ...r }));
}

export interface UltiJuryOptions {
  readonly clubId: string;
  readonly members: Pick<MembersUseCases, 'member' | 'members'>;
  readonly now?: () => string;
}

export function ultiJuryUseCases(club: Club, options: UltiJuryOptions): UltiJuryUseCases {
  const member: MemberLookup = options.members.member;
  const nameOf = nameOfWith(member);
  const now = options.now ?? (() => new Date().toISOString());
  const documentOf = (sessionId: string) => {
    const doc = club.runner.document<UltiSessionDocument>(ULTI_SESSION_PROJECTION, sessionId);
    return doc && doc.status !== 'none' ? doc : undefined;
  };
  const juryOf = (sessionId: string) =>
    options.members
      .members()
      .filter((m) => m.grants.some((g) => g.role === 'ulti-jury' && g.scope?.id === sessionId))
      .map((m) => m.memberId);
  const stateOf = (sessionId: string): UltiSessionState => ultiSessionStateOf(club, sessionId);

  /** Naming (GrantRole) or removing (RevokeRole) a juror: the club's `ulti-jury` role scoped to the session. */
  const juror =
    (type: 'GrantRole' | 'RevokeRole') =>
    async ({ sessionId, memberId }: Omit<NameUltiJurorInput, 'leagueId'>, by: SiteActor) => {
      await club.settle();
      const doc = documentOf(sessionId);
      if (!doc)
        return {
          ok: false as const,
          error: `Ulti session ${sessionId} is not scheduled`,
          code: 'session-not-scheduled',
          params: { sessionId },
        };
      const metadata: CommandMetadata = { actor: { id: by.memberId, role: 'ulti-organiser' } };
      try {
        await executeBridge(
          club,
          clubStreamId(options.clubId),
          clubDecider,
          { type, memberId, role: 'ulti-jury', scope: { kind: 'session', id: sessionId }, at: now() },
          metadata,
        );
      } catch (error) {
        const refusal = refusedBy(error);
        // 'already holds (does not hold) the role ulti-jury@session:…': said with the member's name.
        return { ...refusal, error: namesInTextWith(member)(refusal.error) };
      }
      await club.settle();
      return { ok: true as const };
    };

  return {
    nameUltiJuror: heldToLeague(club)(juror('GrantRole')),
    removeUltiJuror: heldToLeague(club)(juror('RevokeRole')),

    ultiJuryDesk({ sessionId, leagueId }) {
      const doc = documentOf(sessionId);
      if (!doc || (leagueId !== undefined && doc.leagueId !== leagueId)) return undefined;
      const rulings = rulingRowsOf(doc);
      const jury = juryOf(sessionId);
      const people = [
        ...doc.tables.flatMap((t) => t.seating),
        ...jury,
        ...rulings.flatMap((r) => (r.player === null ? [r.by] : [r.player, r.by])),
      ];
      return {
        sessionId,
        leagueId: doc.leagueId,
        status: doc.status === 'closed' ? 'closed' : 'scheduled',
        tables: doc.tables.map((t) => ({
          round: t.round,
          table: t.table,
          seating: [...t.seating],
          deals: t.deals.map((d) => ({
            dealNo: d.dealNo,
            outcome: d.outcome,
            declarer: d.declarer,
            contract: d.contract,
          })),
        })),
        cases: ULTI_JURY_CASES,
        bids: BID_IDS,
        components: [...COMPONENTS],
        rulings,
        jury,
        names: Object.fromEntries([...new Set(people)].map((p) => [p, nameOf(p)])),
      };
    },

    previewUltiRuling: async ({ leagueId, ...input }) =>
      (await leagueRefusal(club, input.sessionId, leagueId)) ?? preview(input),
  };

  function preview({
    sessionId,
    round,
    table,
    dealNo,
    action,
  }: Omit<PreviewUltiRulingInput, 'leagueId'>): { readonly ok: true; readonly preview: UltiDealPreview } | SiteRefusal {
    try {
      const events = ultiSessionDecider.decide(
        {
          type: 'RecordUltiJuryRuling',
          rulingId: 'preview',
          ...(round === undefined ? {} : { round }),
          table,
          ruling: { kind: 'renonsz', dealNo, action },
        },
        stateOf(sessionId),
      );
      const ruled = events.find((e) => e.type === 'UltiJuryRuling');
      const settlement = ruled?.type === 'UltiJuryRuling' ? ruled.settlement : null;
      if (!settlement) throw new Error('the ruling settled nothing');
      const { outcome, declarer, contract, deltas } = settlement;
      return { ok: true, preview: { outcome, declarer, contract, deltas: { ...deltas } } };
    } catch (error) {
      const refusal = refusedBy(error);
      return { ...refusal, error: namesInTextWith(member)(refusal.error) };
    }
  }
}
