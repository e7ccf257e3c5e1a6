// The derived results of a session, computed by the results job from the `bridge.session`
// document with @club/scoring: per section the scored boards (travellers) and the pair totals with
// Law 90 procedural penalties applied after the board comparison (spec §8.6), then places.
import { rankBy, scorePairsSession, wbfVictoryPoints, type PairsMethod, type TeamMatchResult } from '@club/scoring';
import {
  entriesOfField,
  entriesOfSection,
  entryAt,
  fieldsOf,
  pairIdIn,
  sessionBoardsOf,
  sidesOf,
  type ScoringField,
} from './session-board-results';
import { individualSection } from './individual-results';
import { afterPenalties, fieldPenalties, pairsPenaltyUnits, type UnappliedPenalty } from './procedural-penalties';
import { teamBoardImpsOf } from './team-board-imps';
import type { SessionPublicationRecord, SessionView } from './session-document';
import { travellerRow, type TravellerRow } from './traveller-row';

export interface Traveller {
  readonly sessionId: string;
  readonly section: string;
  readonly board: number;
  readonly datum: number | null;
  readonly topUnits: number | null;
  readonly rows: readonly TravellerRow[];
}

export interface PairResult {
  readonly pair: string;
  readonly players: readonly string[];
  /** Players who are not members, by name (an imported session); absent when none. */
  readonly guests?: readonly string[];
  readonly direction: 'NS' | 'EW' | null;
  readonly boardsPlayed: number;
  /** Matchpoint units (MP), matchpoints (MP-NA) or IMPs, after procedural penalties. */
  readonly total: number;
  readonly percentage: number | null;
  readonly penalties: number;
  readonly rank: string;
  readonly field: string;
}

export interface SectionResults {
  /** The section, or the sections joined by `+` when scored across the field. */
  readonly section: string;
  readonly method: PairsMethod | 'TEAMS-IMP-VP';
  readonly totals: readonly PairResult[];
  readonly travellers: readonly Traveller[];
  readonly match: BridgeTeamMatch | null;
  /** Procedural penalties in a unit this scoring cannot take off a total: shown, not dropped. */
  readonly unappliedPenalties: readonly UnappliedPenalty[];
}

/**
 * A two-room match: `boardImps[].imps` from the home team's sides, `awayImps` from the away team's
 * (they differ only under a non-balancing adjustment). `impsHome`, `impsAway` and `vp` are the match
 * as played, the IMPs each team carried into it (`carriedOver`, absent: none) included; `penalties` the procedural penalties assessed on each team (IMPs come off its IMPs before
 * the conversion, VPs off its VPs after), reflected in the session's totals.
 */
export interface BridgeTeamMatch extends TeamMatchResult {
  readonly boardImps: readonly { readonly board: number; readonly imps: number; readonly awayImps: number }[];
  readonly penalties: {
    readonly home: { readonly imps: number; readonly vp: number };
    readonly away: { readonly imps: number; readonly vp: number };
  };
}

export interface SessionResults {
  readonly sessionId: string;
  readonly name: string | null;
  readonly scoring: string | null;
  readonly publication: SessionPublicationRecord | null;
  readonly sections: readonly SectionResults[];
}

export function computeSessionResults(view: SessionView): SessionResults {
  const doc = view.session;
  const sections =
    doc.scoring === null
      ? []
      : doc.scoring === 'TEAMS-IMP-VP'
        ? doc.sections.map((s) => teamsSection(view, s.section))
        : fieldsOf(view).map((f) =>
            (doc.form === 'individual' ? individualSection : pairsSection)(view, f, doc.scoring as PairsMethod),
          );
  return {
    sessionId: doc.sessionId,
    name: doc.name,
    scoring: doc.scoring,
    publication: doc.publications.at(-1) ?? null,
    sections,
  };
}

function pairsSection(view: SessionView, field: ScoringField, method: PairsMethod): SectionResults {
  const doc = view.session;
  const section = field.label;
  const entries = entriesOfField(view, field);
  const boards = sessionBoardsOf(view, field, entries);
  // An imported session is scored as its file's program scored it (its conventions); others by the defaults.
  const scored =
    boards.length === 0 ? { boards: [], totals: [] } : scorePairsSession(boards, { ...doc.scoringConventions, method });
  const entryOf = entryAt(entries);
  const travellers: Traveller[] = scored.boards.map((b) => ({
    sessionId: doc.sessionId,
    section,
    board: b.board,
    datum: b.datum,
    topUnits: b.topUnits,
    rows: b.rows.map((row) => travellerRow(row, entryOf(b.board, row.ns, row.ew)!)),
  }));
  const penalties = fieldPenalties(entries, method, pairsPenaltyUnits(method), (e, contestant) =>
    pairIdIn(field, e.section, contestant),
  );
  const entrant = (pair: string) =>
    doc.entrants.find((e) => field.sections.includes(e.section) && pairIdIn(field, e.section, e.pair) === pair);
  const players = (pair: string) => entrant(pair)?.players ?? [];
  const guests = (pair: string) =>
    entrant(pair)?.guests?.length ? { guests: entrant(pair)!.guests!.map((g) => g.name) } : {};
  const boardTop = Math.max(0, ...scored.boards.map((b) => b.topUnits ?? 0));
  const adjusted = scored.totals.map((t) => {
    const after = afterPenalties(t.pair, t, penalties, method, boardTop);
    return {
      pair: t.pair,
      players: players(t.pair),
      ...guests(t.pair),
      direction: t.direction,
      boardsPlayed: t.boardsPlayed,
      ...after,
      field: t.field as string,
    };
  });
  const totals: PairResult[] = [];
  for (const field of [...new Set(adjusted.map((a) => a.field))]) {
    for (const r of rankBy(
      adjusted.filter((a) => a.field === field),
      (a) => a.percentage ?? a.total,
    ))
      totals.push({ ...r.item, rank: r.rank });
  }
  return { section, method, totals, travellers, match: null, unappliedPenalties: penalties.unapplied };
}

function teamsSection(view: SessionView, section: string): SectionResults {
  const doc = view.session;
  const entries = entriesOfSection(view, section);
  const open = entries.filter((e) => e.table === 1);
  const closed = entries.filter((e) => e.table === 2);
  const home = open[0]?.ns.split('/')[0] ?? '';
  const away = open[0]?.ew.split('/')[0] ?? '';
  // The home team sits North-South in the open room (table 1), the away team in the closed room.
  const boardImps = open.flatMap((o) => {
    const c = closed.find((x) => x.board === o.board);
    const [os, cs] = [sidesOf(o), c ? sidesOf(c) : null];
    if (!os || !cs) return [];
    return [
      { board: o.board, imps: teamBoardImpsOf(os.nsSide, cs.ewSide), awayImps: teamBoardImpsOf(cs.nsSide, os.ewSide) },
    ];
  });
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const gains = (xs: number[]) => sum(xs.map((x) => Math.max(x, 0)));
  const homeImps = boardImps.map((b) => b.imps);
  const awayImps = boardImps.map((b) => b.awayImps);
  const n = Math.max(1, boardImps.length);
  // A team pair `A/1` is penalised as its team `A` (Law 90: the contestant is the team).
  const penalties = fieldPenalties(
    entries,
    'TEAMS-IMP-VP',
    ['IMP', 'VP'],
    (_e, contestant) => contestant.split('/')[0]!,
  );
  const penaltiesOf = (team: string) => ({ imps: penalties.amount(team, 'IMP'), vp: penalties.amount(team, 'VP') });
  // Each team's VPs from its own IMPs (the same split when every board balances); an IMP penalty
  // lowers only the penalised team's IMPs before its conversion, a VP penalty its VPs after: a
  // penalty does not balance, the opponents keep their score.
  // A team's IMPs carried over are part of its IMP score of the match (WBF practice), so of the conversion.
  const carried = (team: string) => doc.carriedOver?.find((c) => c.section === section && c.team === team)?.imps ?? 0;
  const carriedOver = { home: carried(home), away: carried(away) };
  const vpOf = (own: number[], penalty: { imps: number; vp: number }, carry: { own: number; other: number }) =>
    hundredths(
      wbfVictoryPoints(carry.own + gains(own) - penalty.imps, carry.other + gains(own.map((x) => -x)), n).home -
        penalty.vp,
    );
  const homeCarry = { own: carriedOver.home, other: carriedOver.away };
  const awayCarry = { own: carriedOver.away, other: carriedOver.home };
  const match: BridgeTeamMatch | null =
    home && away
      ? {
          home,
          away,
          boards: boardImps.length,
          impsHome: carriedOver.home + gains(homeImps),
          impsAway: carriedOver.away + gains(awayImps),
          ...(carriedOver.home || carriedOver.away ? { carriedOver } : {}),
          vp: {
            home: vpOf(homeImps, { imps: 0, vp: 0 }, homeCarry),
            away: vpOf(awayImps, { imps: 0, vp: 0 }, awayCarry),
          },
          boardImps,
          penalties: { home: penaltiesOf(home), away: penaltiesOf(away) },
        }
      : null;
  const travellers: Traveller[] = [...new Set(entries.map((e) => e.board))].map((board) => ({
    sessionId: doc.sessionId,
    section,
    board,
    datum: null,
    topUnits: null,
    rows: entries.filter((e) => e.board === board).map((e) => travellerRow(null, e)),
  }));
  // Members by id, and the players who are not members (an imported match) by name, as for pairs.
  const teamPlayers = (team: string) => {
    const entrant = doc.entrants.find((e) => e.section === section && e.pair === team);
    return {
      players: entrant?.players ?? [],
      ...(entrant?.guests?.length ? { guests: entrant.guests.map((g) => g.name) } : {}),
    };
  };
  const totalOf = (team: string) =>
    !match
      ? 0
      : team === home
        ? vpOf(homeImps, match.penalties.home, homeCarry)
        : vpOf(awayImps, match.penalties.away, awayCarry);
  const totals: PairResult[] = match
    ? rankBy([home, away], totalOf).map((r) => ({
        pair: r.item,
        ...teamPlayers(r.item),
        direction: null,
        boardsPlayed: match.boards,
        total: totalOf(r.item),
        percentage: null,
        penalties: hundredths((r.item === home ? match.vp.home : match.vp.away) - totalOf(r.item)),
        rank: r.rank,
        field: 'all',
      }))
    : [];
  return { section, method: 'TEAMS-IMP-VP', totals, travellers, match, unappliedPenalties: penalties.unapplied };
}

/** VPs are kept in hundredths (WBF scale): a subtraction must not leave binary noise. */
const hundredths = (vp: number) => Math.round(vp * 100) / 100;
