// The season's Ulti league table: placement points and forints summed over the league's closed
// sessions and the ended rounds of a session still being played (a round's tables are final when
// it ends: the table follows the evening round by round), ordered by the league's tie-break chain (default: placement points → forint total →
// head-to-head). Head-to-head counts, among the players still equal, who finished ahead of whom
// at the tables where they met (1 for each better placing, ½ for equal forints), as a mini-league.
import { DEFAULT_ULTI_COMPETITION_RULES, type UltiCompetitionRules, type UltiTieBreak } from '@club/club';
import type { UltiLedgerTable, UltiRoundEntry, UltiSessionDocument } from './ulti-session-document';
import { placeTable } from './ulti-standings';

/**
 * What the league table reads of a session: its status, rules, rounds and each table's totals.
 * A session's ledger (ulti.session) has it, and so has its lean view (ulti.session-totals) that the league job reads.
 */
export interface UltiLeagueSession {
  readonly sessionId: string;
  readonly status: UltiSessionDocument['status'];
  readonly competition: UltiCompetitionRules | null;
  readonly rounds: readonly Pick<UltiRoundEntry, 'round' | 'status'>[];
  readonly tables: readonly Pick<UltiLedgerTable, 'round' | 'table' | 'totals'>[];
}

export interface UltiLeagueRow {
  readonly rank: number;
  readonly player: string;
  readonly sessions: number;
  readonly placementPoints: number;
  readonly forints: number;
  /** Tables finished in first place (alone or shared). */
  readonly tableWins: number;
}

export interface UltiLeagueTable {
  readonly leagueId: string;
  /** The sessions counted: the league's closed sessions, in the order given. */
  readonly sessions: readonly string[];
  /** Sessions still being played whose ended rounds are counted. */
  readonly live: readonly string[];
  readonly tieBreaks: readonly UltiTieBreak[];
  readonly rows: readonly UltiLeagueRow[];
}

type Stats = Omit<UltiLeagueRow, 'rank'>;

export interface UltiLeagueOptions {
  /** Count sessions that are not closed yet too (a live table). Default false. */
  readonly includeOpen?: boolean;
  /** Placement points from each session's own schedule (default), or from `rules` for every session (a league's own rules). */
  readonly placementFrom?: 'session' | 'league';
}

export function ultiLeagueTable(
  leagueId: string,
  sessions: readonly UltiLeagueSession[],
  rules: UltiCompetitionRules = DEFAULT_ULTI_COMPETITION_RULES,
  options: UltiLeagueOptions = {},
): UltiLeagueTable {
  const whole = (s: UltiLeagueSession) =>
    s.status === 'closed' || (options.includeOpen === true && s.status === 'scheduled');
  const ended = (s: UltiLeagueSession) => new Set(s.rounds.filter((r) => r.status === 'ended').map((r) => r.round));
  const counted = sessions.filter(whole);
  const live = sessions
    .filter((s) => s.status === 'scheduled' && !whole(s) && ended(s).size > 0)
    .map((s) => ({ ...s, tables: s.tables.filter((t) => ended(s).has(t.round)) }));
  const stats = new Map<string, Stats>();
  const h2h = new Map<string, number>();
  // A session of several rounds counts once for the player (each round's table scores its own points).
  const seenIn = new Set<string>();
  const meet = (p: string, q: string, score: number) =>
    h2h.set(`${p}\u0000${q}`, (h2h.get(`${p}\u0000${q}`) ?? 0) + score);
  for (const session of [...counted, ...live]) {
    for (const t of session.tables) {
      const placings = placeTable(
        t,
        t.totals,
        options.placementFrom === 'league' ? rules : (session.competition ?? rules),
      );
      for (const pl of placings) {
        const s = stats.get(pl.player) ?? {
          player: pl.player,
          sessions: 0,
          placementPoints: 0,
          forints: 0,
          tableWins: 0,
        };
        stats.set(pl.player, {
          ...s,
          sessions: s.sessions + (seenIn.has(`${session.sessionId}\u0000${pl.player}`) ? 0 : 1),
          placementPoints: s.placementPoints + pl.placementPoints,
          forints: s.forints + pl.forints,
          tableWins: s.tableWins + (pl.place === 1 ? 1 : 0),
        });
        seenIn.add(`${session.sessionId}\u0000${pl.player}`);
        for (const other of placings) {
          if (other.player !== pl.player)
            meet(pl.player, other.player, pl.forints > other.forints ? 1 : pl.forints === other.forints ? 0.5 : 0);
        }
      }
    }
  }
  const value = (c: UltiTieBreak, s: Stats, group: readonly Stats[]): number => {
    switch (c) {
      case 'placement-points':
        return s.placementPoints;
      case 'forints':
        return s.forints;
      case 'table-wins':
        return s.tableWins;
      case 'head-to-head':
        return group.reduce(
          (sum, o) => sum + (o.player === s.player ? 0 : (h2h.get(`${s.player}\u0000${o.player}`) ?? 0)),
          0,
        );
    }
  };
  /** Orders a group of players by the chain: returns the groups still equal after every criterion. */
  const order = (group: readonly Stats[], chain: readonly UltiTieBreak[]): Stats[][] => {
    if (group.length <= 1 || chain.length === 0) return [[...group].sort((a, b) => a.player.localeCompare(b.player))];
    const [c, ...rest] = chain as [UltiTieBreak, ...UltiTieBreak[]];
    const scored = group.map((s) => ({ s, v: value(c, s, group) })).sort((a, b) => b.v - a.v);
    const groups: Stats[][] = [];
    scored.forEach((x, i) =>
      i > 0 && scored[i - 1]!.v === x.v ? groups[groups.length - 1]!.push(x.s) : groups.push([x.s]),
    );
    return groups.flatMap((g) => order(g, rest));
  };
  const rows: UltiLeagueRow[] = [];
  for (const g of order([...stats.values()], rules.tieBreaks)) {
    const rank = rows.length + 1;
    for (const s of g) rows.push({ rank, ...s });
  }
  return {
    leagueId,
    sessions: counted.map((s) => s.sessionId),
    live: live.map((s) => s.sessionId),
    tieBreaks: rules.tieBreaks,
    rows,
  };
}
