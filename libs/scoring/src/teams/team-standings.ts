// Team standings: victory points added over the matches played, ranked (ties share a place). IMPs
// for and against are kept for the tie-break the conditions of contest may name (Law 78D).
import { rankBy } from '../ranking/rank';
import type { TeamMatchResult } from './team-match';

export interface TeamStanding {
  readonly team: string;
  readonly matches: number;
  readonly vp: number;
  readonly impsFor: number;
  readonly impsAgainst: number;
  readonly rank: string;
}

export function teamStandings(
  matches: readonly Pick<TeamMatchResult, 'home' | 'away' | 'impsHome' | 'impsAway' | 'vp'>[],
): TeamStanding[] {
  const teams = new Map<string, { team: string; matches: number; vp: number; impsFor: number; impsAgainst: number }>();
  const add = (team: string, vp: number, impsFor: number, impsAgainst: number) => {
    const t = teams.get(team) ?? { team, matches: 0, vp: 0, impsFor: 0, impsAgainst: 0 };
    t.matches += 1;
    // VPs are hundredths: add in hundredths so that 0.1 + 0.2 noise never splits a tie.
    t.vp = Math.round(t.vp * 100 + vp * 100) / 100;
    t.impsFor += impsFor;
    t.impsAgainst += impsAgainst;
    teams.set(team, t);
  };
  for (const m of matches) {
    add(m.home, m.vp.home, m.impsHome, m.impsAway);
    add(m.away, m.vp.away, m.impsAway, m.impsHome);
  }
  return rankBy([...teams.values()], (t) => t.vp, 2).map((r) => ({ ...r.item, rank: r.rank }));
}
