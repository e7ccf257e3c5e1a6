// An individual session's section results: the boards scored between each round's partnerships
// (travellers as in a pairs session), each player credited with his side's score on every board he
// played (@club/scoring's scoreIndividualSession), Law 90 penalties off the player's total — a
// penalty on a partnership reaches both its players, one on a player only him (Law 12C3) — and
// one field of places.
import { playersOfPartnership, rankBy, scoreIndividualSession, type PairsMethod } from '@club/scoring';
import { afterPenalties, fieldPenalties, pairsPenaltyUnits } from './procedural-penalties';
import { entriesOfField, entryAt, pairIdIn, sessionBoardsOf, type ScoringField } from './session-board-results';
import type { SessionView } from './session-document';
import type { PairResult, SectionResults, Traveller } from './session-results';
import { travellerRow } from './traveller-row';

/** A partnership's players as the field names them (across the field `A:3-7` is `A:3` and `A:7`). */
export function partnershipPlayers(partnership: string): [string, string] {
  const at = partnership.lastIndexOf(':');
  const prefix = partnership.slice(0, at + 1);
  return playersOfPartnership(partnership.slice(at + 1)).map((p) => prefix + p) as [string, string];
}

export function individualSection(view: SessionView, field: ScoringField, method: PairsMethod): SectionResults {
  const doc = view.session;
  const entries = entriesOfField(view, field);
  const boards = sessionBoardsOf(view, field, entries);
  const scored =
    boards.length === 0
      ? { boards: [], totals: [] }
      : scoreIndividualSession(boards, partnershipPlayers, { ...doc.scoringConventions, method });
  const entryOf = entryAt(entries);
  const travellers: Traveller[] = scored.boards.map((b) => ({
    sessionId: doc.sessionId,
    section: field.label,
    board: b.board,
    datum: b.datum,
    topUnits: b.topUnits,
    rows: b.rows.map((row) => travellerRow(row, entryOf(b.board, row.ns, row.ew)!)),
  }));
  // The contestant a director names is the table's partnership (`<N>-<S>`) or one of its players.
  const penalties = fieldPenalties(entries, method, pairsPenaltyUnits(method), (e, contestant) => {
    const named = pairIdIn(field, e.section, contestant);
    return contestant.includes('-') ? partnershipPlayers(named) : named;
  });
  const boardTop = Math.max(0, ...scored.boards.map((b) => b.topUnits ?? 0));
  const players = (player: string) =>
    doc.entrants.find((e) => field.sections.includes(e.section) && pairIdIn(field, e.section, e.pair) === player)
      ?.players ?? [];
  const adjusted = scored.totals.map((t) => ({
    pair: t.player,
    players: players(t.player),
    direction: null,
    boardsPlayed: t.boardsPlayed,
    ...afterPenalties(t.player, t, penalties, method, boardTop),
    field: 'all',
  }));
  const totals: PairResult[] = rankBy(adjusted, (a) => a.percentage ?? a.total).map((r) => ({
    ...r.item,
    rank: r.rank,
  }));
  return { section: field.label, method, totals, travellers, match: null, unappliedPenalties: penalties.unapplied };
}
