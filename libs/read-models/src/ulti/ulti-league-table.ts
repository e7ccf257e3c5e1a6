// The season's Ulti league table: placement points and forints summed over the league's closed
// sessions and the ended rounds of a session still being played (a round's tables are final when
// it ends: the table follows the evening round by round), ordered by the league's tie-break chain (default: placement points → forint total →
// head-to-head). Head-to-head counts, among the players still equal, who finished ahead of whom
// at the tables where they met (1 for each better placing, ½ for equal forints), as a mini-league.
import { DEFAULT_ULTI_COMPETITION_RULES, type UltiCompetitionRules, type UltiTieBreak } from '@club/club';
import type { UltiLedgerTable, UltiRoundEntry, UltiSessionDocument } from './ulti-session-document';
import { byName, placeTable } from './ulti-standings';

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
    .map((s) => {
      const done = ended(s);
      return { ...s, tables: s.tables.filter((t) => done.has(t.round)) };
    });
  // Summed in place (the job sums a season's tables: thousands of placings); nothing escapes unfinished.
  const stats = new Map<string, { -readonly [K in keyof Stats]: Stats[K] }>();
  /** h2h.get(p).get(q): p's score against q where they met. */
  const h2h = new Map<string, Map<string, number>>();
  // A session of several rounds counts once for the player (each round's table scores its own points).
  const lastSession = new Map<string, string>();
  for (const session of [...counted, ...live]) {
    for (const t of session.tables) {
      const placings = placeTable(
        t,
        t.totals,
        options.placementFrom === 'league' ? rules : (session.competition ?? rules),
      );
      for (const pl of placings) {
        let s = stats.get(pl.player);
        if (!s) {
          s = { player: pl.player, sessions: 0, placementPoints: 0, forints: 0, tableWins: 0 };
          stats.set(pl.player, s);
        }
        if (lastSession.get(pl.player) !== session.sessionId) s.sessions += 1;
        lastSession.set(pl.player, session.sessionId);
        s.placementPoints += pl.placementPoints;
        s.forints += pl.forints;
        if (pl.place === 1) s.tableWins += 1;
        let met = h2h.get(pl.player);
        if (!met) {
          met = new Map();
          h2h.set(pl.player, met);
        }
        for (const other of placings) {
          if (other.player !== pl.player)
            met.set(
              other.player,
              (met.get(other.player) ?? 0) + (pl.forints > other.forints ? 1 : pl.forints === other.forints ? 0.5 : 0),
            );
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
        return group.reduce((sum, o) => sum + (o.player === s.player ? 0 : (h2h.get(s.player)?.get(o.player) ?? 0)), 0);
    }
  };
  /** Orders a group of players by the chain: returns the groups still equal after every criterion. */
  const order = (group: readonly Stats[], chain: readonly UltiTieBreak[]): Stats[][] => {
    if (group.length <= 1 || chain.length === 0) return [[...group].sort((a, b) => byName(a.player, b.player))];
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
