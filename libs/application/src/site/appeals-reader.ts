// What the appeals committee reads through the site: every appeal with its deadlines, and one
// case with its whole timeline (the board's, the session's and the appeal's events in log order,
// from the `appeal.timeline` read model), the hearing notes and the board's score as it stands.
import { caseForReader } from './appeal-deliberation';
import { formatContract } from '@club/bridge';
import { appealStreamId, type AppealLodged, type AppealStatus, type SideAdjustment } from '@club/club';
import { TABLE_BOARD_PROJECTION, readAppealTimeline, type TableBoardEntry, type TimelineSaid } from '@club/read-models';
import type { Club } from '../club';
import type { AppealCase, SideAdjustmentFacts } from './appeals-shapes';
import type { AppealsUseCases } from './appeals-use-cases';
import { sidesAtTable } from './appeal-sides';
import { nameOfWith, namesAtWith, personOfWith, type MemberLookup } from './member-names';

const outcomeText = (o: {
  contract: Parameters<typeof formatContract>[0] | null;
  declarer: string | null;
  tricks: number | null;
  scoreNS: number;
}) =>
  o.contract === null
    ? `NS ${o.scoreNS}`
    : o.contract === 'Pass'
      ? `passed out (NS ${o.scoreNS})`
      : `${formatContract(o.contract)} by ${o.declarer}, ${o.tricks} tricks (NS ${o.scoreNS})`;

/** One side's adjusted score in words, e.g. "weighted: 60% 4S by S, 10 tricks (NS 420) + 40% …". */
export function sideAdjustmentText(side: SideAdjustment): string {
  switch (side.kind) {
    case 'assigned':
      return `assigned ${outcomeText(side.outcome)}`;
    case 'weighted':
      return `weighted ${side.parts.map((p) => `${Math.round(p.weight * 100)}% ${outcomeText(p.outcome)}`).join(' + ')}`;
    case 'artificial':
      return `artificial ${side.grade}`;
    case 'artificial-percentage':
      return `artificial ${side.percentage}%`;
  }
}

type OutcomeOf = Parameters<typeof outcomeText>[0];
const outcomeFacts = (o: OutcomeOf): SideAdjustmentFacts['parts'][number]['outcome'] => ({
  contract: o.contract === null ? null : o.contract === 'Pass' ? 'Pass' : formatContract(o.contract),
  declarer: o.declarer as SideAdjustmentFacts['parts'][number]['outcome']['declarer'],
  tricks: o.tricks,
  scoreNs: o.scoreNS,
});

/** One side's adjusted score as facts the page words (the same numbers `sideAdjustmentText` writes). */
export function sideAdjustmentFacts(side: SideAdjustment): SideAdjustmentFacts {
  switch (side.kind) {
    case 'assigned':
      return { kind: side.kind, parts: [{ percent: null, outcome: outcomeFacts(side.outcome) }], grade: null };
    case 'weighted':
      return {
        kind: side.kind,
        parts: side.parts.map((p) => ({ percent: Math.round(p.weight * 100), outcome: outcomeFacts(p.outcome) })),
        grade: null,
      };
    case 'artificial':
      return { kind: side.kind, parts: [], grade: side.grade };
    case 'artificial-percentage':
      return { kind: side.kind, parts: [], grade: String(side.percentage) };
  }
}

function boardScoreOf(entry: TableBoardEntry | null | undefined): AppealCase['boardScore'] {
  if (!entry)
    return { result: null, resultFacts: null, adjustment: null, adjustmentFacts: null, adjustedOnAppeal: null };
  const r = entry.result;
  const result = r
    ? r.contract === 'Pass'
      ? 'passed out'
      : `${formatContract(r.contract)} by ${r.declarer}, ${r.tricks} tricks, NS ${r.nsScore}`
    : null;
  const a = entry.adjustment;
  return {
    result,
    resultFacts: r
      ? r.contract === 'Pass'
        ? { contract: 'Pass', declarer: null, tricks: null, scoreNs: r.nsScore }
        : { contract: formatContract(r.contract), declarer: r.declarer, tricks: r.tricks, scoreNs: r.nsScore }
      : null,
    adjustment: a
      ? `NS ${sideAdjustmentText(a.adjustment.ns)}; EW ${sideAdjustmentText(a.adjustment.ew)} (ruling ${a.rulingId}, Laws ${a.laws.join(', ')})`
      : null,
    adjustmentFacts: a
      ? {
          ns: sideAdjustmentFacts(a.adjustment.ns),
          ew: sideAdjustmentFacts(a.adjustment.ew),
          rulingId: a.rulingId,
          laws: [...a.laws],
        }
      : null,
    adjustedOnAppeal: a?.appealId ?? null,
  };
}

/** The reading half of the appeals use cases. */
export type AppealsSiteReader = Pick<AppealsUseCases, 'appeals' | 'appealCase'>;

export function appealsSiteReader(
  club: Pick<Club, 'store' | 'runner'>,
  now: () => string = () => new Date().toISOString(),
  /** The club's members, to name the appellant, the panels and who attended (none: ids stand as names). */
  member: MemberLookup = () => undefined,
): AppealsSiteReader {
  const personOf = personOfWith(member);
  const namesAt = namesAtWith(member);
  const nameOf = nameOfWith(member);
  // A coded line's members (their ids, a list joined with ', ') by name.
  const namedParams = (said: TimelineSaid) => {
    const params = { ...said.params };
    for (const name of said.named ?? [])
      params[name] = String(params[name] ?? '')
        .split(', ')
        .map(nameOf)
        .join(', ');
    return params;
  };
  const caseOf = (appealId: string): AppealCase | undefined => {
    const t = readAppealTimeline(club.runner, appealId, now());
    if (!t) return undefined;
    const lodged = t.state.lodged as AppealLodged;
    const heard = club.store
      .readStream(appealStreamId(appealId))
      .filter((e) => e.type === 'AppealHeard')
      .map((e) => e.data as { body: string; at: string; notes: string; attendees: readonly string[] });
    const board = club.runner.document<TableBoardEntry | null>(TABLE_BOARD_PROJECTION, t.tableBoardStream);
    return {
      appealId,
      sessionId: t.sessionId,
      section: t.section,
      table: t.table,
      board: t.board ?? 0,
      // A lodged appeal is never 'none'.
      status: t.status as Exclude<AppealStatus, 'none'>,
      lodgedAt: lodged.lodgedAt,
      appealDeadline: lodged.appealDeadline,
      hearingAt: t.state.hearings.find((h) => h.heardAt === null)?.hearingAt ?? null,
      asOf: t.asOf,
      edition: lodged.edition,
      sides: sidesAtTable(club, t.sessionId, t.tableBoardStream).map((side) => ({
        ...side,
        members: side.members.map(personOf),
      })),
      concurrence: {
        from: lodged.concurrenceFrom === null ? null : personOf(lodged.concurrenceFrom),
        state: t.state.concurrence,
      },
      appellant: { ...personOf(lodged.appellant.memberId), contestant: lodged.appellant.contestant },
      grounds: lodged.grounds,
      deposit:
        lodged.deposit === undefined
          ? null
          : { amount: lodged.deposit, fate: t.state.decisions.find((d) => d.deposit)?.deposit ?? null },
      rulings: lodged.rulings.map((r) => ({ rulingId: r.rulingId, rulingType: r.rulingType, laws: [...r.laws] })),
      deadlines: t.deadlines.map((d) => ({ ...d })),
      parts: t.state.parts.map((p) => ({
        partId: p.partId,
        kind: p.kind,
        question: p.question,
        to: p.to,
        decided: p.decision?.outcome ?? null,
      })),
      hearings: t.state.hearings.map((h) => {
        const record = h.heardAt === null ? undefined : heard.find((e) => e.body === h.body && e.at === h.heardAt);
        return {
          body: h.body,
          hearingAt: h.hearingAt,
          panel: h.panel.map(personOf),
          heardAt: h.heardAt,
          attendees: (record?.attendees ?? []).map(personOf),
          notes: record?.notes ?? null,
        };
      }),
      decisions: t.state.decisions.map((d) => ({
        body: d.body,
        outcome: d.outcome,
        laws: [...d.laws],
        meritless: d.meritless,
        deposit: d.deposit ?? null,
        text: d.text,
        at: d.at,
      })),
      timeline: t.entries.map((e) => ({
        at: e.at,
        type: e.type,
        summary: namesAt(e.summary, e.members),
        ...(e.said ? { said: { code: e.said.code, params: namedParams(e.said) } } : {}),
        source: e.source,
        ...(e.rulingId ? { rulingId: e.rulingId } : {}),
        ...(e.laws ? { laws: [...e.laws] } : {}),
      })),
      boardScore: boardScoreOf(board),
    };
  };
  return {
    appeals() {
      // Every appeal ever lodged, newest first; read models give each case's state.
      const ids = club.store.readAll({ types: ['AppealLodged'] }).map((e) => (e.data as { appealId: string }).appealId);
      return ids
        .map(caseOf)
        .filter((c): c is AppealCase => c !== undefined)
        .map(({ appealId, sessionId, section, table, board, status, lodgedAt, appealDeadline, hearingAt, sides }) => ({
          appealId,
          sessionId,
          section,
          table,
          board,
          status,
          lodgedAt,
          appealDeadline,
          hearingAt,
          sides,
        }))
        .reverse();
    },
    appealCase: (appealId, seesDeliberation = () => false) => {
      const found = caseOf(appealId);
      return found && caseForReader(found, seesDeliberation);
    },
  };
}
