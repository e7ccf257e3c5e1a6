// team.pbn (Ruter teams): each match's IMPs to WBF 2013 victory points, and the VP standings.
import { describe, expect, test } from 'vitest';
import { teamMatchFromTotals, teamStandings, wbfVictoryPoints } from '../../src';
import { expectPrinted, loadFixture } from './oracle-files';

// The file carries no board rows; MatchDetails is "200,<IMPs home>,<IMPs away>". The matches were
// 8 boards: the only board count for which the WBF formula gives every VP of the file (a match
// of 7 or 9 boards would move most of them), so 8 is a fact of this event, given as a setting.
const BOARDS_PER_MATCH = 8;

describe('team.pbn', () => {
  const file = loadFixture('team.pbn');
  const matches = file.matches.map((m) =>
    teamMatchFromTotals(m.home, m.away, m.impsHome!, m.impsAway!, BOARDS_PER_MATCH),
  );

  test('victory points of all 30 matches, to two decimals', () => {
    expect(matches).toHaveLength(30);
    matches.forEach((m, i) => {
      expectPrinted(
        m.vp.home,
        file.matches[i]!.oracle['VP_Home'],
        `round ${file.matches[i]!.round} ${m.home}-${m.away} home`,
      );
      expectPrinted(
        m.vp.away,
        file.matches[i]!.oracle['VP_Away'],
        `round ${file.matches[i]!.round} ${m.home}-${m.away} away`,
      );
    });
  });

  test('another board count does not reproduce the file', () => {
    const at = (boards: number) =>
      file.matches.filter(
        (m) => wbfVictoryPoints(m.impsHome!, m.impsAway!, boards).home === m.oracle['VP_Home']!.number,
      ).length;
    expect(at(8)).toBe(30);
    expect(at(7)).toBeLessThan(5);
    expect(at(9)).toBeLessThan(5);
  });

  test('standings: VP totals and places', () => {
    const standings = teamStandings(matches);
    for (const s of standings) {
      const oracle = file.participants.find((p) => p.id === s.team)!.oracle;
      expectPrinted(s.vp, oracle['TotalScoreVP'], `team ${s.team}`);
      expect(s.rank, `team ${s.team}`).toBe(String(oracle['Rank']!.number));
      expect(s.matches).toBe(oracle['NrRounds']!.number);
    }
    expect(standings).toHaveLength(10);
  });
});
