// An individual session scored end to end: every board is scored as in a pairs session (the
// round's partnerships are the contestants of the board comparison), then each player is credited
// with his side's score on each board he played — matchpoints (and their percentage) or IMPs — and
// ranked in one field. Boards a player did not play are worth his own average, as for pairs.
// The 12C2(c) session-percentage rule is not applied here: it would need each player's own session
// score for an artificial award his partner shares (Law 12C3), which one board row cannot hold.
import type { PairId } from '../adjusted/side-score';
import { rankBy } from '../ranking/rank';
import {
  scorePairsSession,
  type PairsSessionOptions,
  type ScoredBoard,
  type SessionBoard,
} from '../session/pairs-session';

export interface PlayerTotal {
  readonly player: string;
  readonly boardsPlayed: number;
  /** Matchpoint units (`MP`), matchpoints (`MP-NA`) or IMPs, with the own-average fill. */
  readonly total: number;
  /** Units over the tops available; null for IMP methods. */
  readonly percentage: number | null;
  readonly topUnits: number | null;
  readonly rank: string;
}

export interface IndividualSession {
  readonly method: PairsSessionOptions['method'];
  /** The boards as scored between the round's partnerships (travellers). */
  readonly boards: readonly ScoredBoard[];
  readonly totals: readonly PlayerTotal[];
}

/** The two players of a partnership named on a board (North and South, or East and West). */
export type PartnershipPlayers = (partnership: PairId) => readonly [string, string];

export function scoreIndividualSession(
  boards: readonly SessionBoard[],
  playersOf: PartnershipPlayers,
  options: PairsSessionOptions,
): IndividualSession {
  const isMP = options.method === 'MP' || options.method === 'MP-NA';
  const scored = scorePairsSession(boards, { ...options, sessionPercentageRule: 'off', fields: 'one' });
  const ledgers = new Map<string, { played: number; value: number; top: number }>();
  const credit = (partnership: PairId, value: number, top: number) => {
    for (const player of playersOf(partnership)) {
      const l = ledgers.get(player) ?? { played: 0, value: 0, top: 0 };
      l.played += 1;
      l.value += value;
      l.top += top;
      ledgers.set(player, l);
    }
  };
  for (const b of scored.boards) {
    for (const row of b.rows) {
      credit(row.ns, (isMP ? row.mpNS : row.impNS)!, b.topUnits ?? 0);
      credit(row.ew, (isMP ? row.mpEW : row.impEW)!, b.topUnits ?? 0);
    }
  }
  const satOut = new Map<string, number>();
  for (const b of boards)
    for (const partnership of b.sitOuts ?? [])
      for (const p of playersOf(partnership)) satOut.set(p, (satOut.get(p) ?? 0) + 1);
  const perPlayer =
    options.boardsPerPair ?? Math.max(0, ...[...ledgers].map(([p, l]) => l.played + (satOut.get(p) ?? 0)));
  const rows = [...ledgers].map(([player, l]) => {
    // Boards not played are worth the player's own average: his sums scaled up to the full count.
    const scale = 1 + Math.max(0, perPlayer - l.played) / l.played;
    const top = l.top * scale;
    return {
      player,
      boardsPlayed: l.played,
      total: (l.value * scale) / (options.method === 'MP-NA' ? 2 : 1),
      percentage: isMP ? (top === 0 ? 50 : (100 * l.value) / l.top) : null,
      topUnits: isMP ? top : null,
    };
  });
  rows.sort((a, b) => a.player.localeCompare(b.player, 'en', { numeric: true }));
  const totals = rankBy(rows, (r) => r.percentage ?? r.total).map((r) => ({ ...r.item, rank: r.rank }));
  return { method: options.method, boards: scored.boards, totals };
}
