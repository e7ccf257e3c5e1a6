// A team match: board IMPs added up, then converted to victory points.
import { teamBoardImps } from './board-imps';
import { wbfVictoryPoints, type VictoryPoints } from './victory-points';

export interface TeamBoard {
  readonly board: number;
  /** North-South score in the room where the home team sat North-South. */
  readonly homeRoomNS: number;
  /** North-South score in the room where the away team sat North-South. */
  readonly awayRoomNS: number;
}

export interface TeamMatchResult {
  readonly home: string;
  readonly away: string;
  readonly boards: number;
  readonly impsHome: number;
  readonly impsAway: number;
  readonly vp: VictoryPoints;
  readonly boardImps: readonly { board: number; imps: number }[];
}

/** Score a match from its boards. */
export function scoreTeamMatch(home: string, away: string, boards: readonly TeamBoard[]): TeamMatchResult {
  let impsHome = 0;
  let impsAway = 0;
  const boardImps = boards.map((b) => {
    const imps = teamBoardImps(b.homeRoomNS, b.awayRoomNS);
    if (imps > 0) impsHome += imps;
    else impsAway -= imps;
    return { board: b.board, imps };
  });
  return {
    home,
    away,
    boards: boards.length,
    impsHome,
    impsAway,
    vp: wbfVictoryPoints(impsHome, impsAway, boards.length),
    boardImps,
  };
}

/** A match known only by its IMP totals (as in a results file without the board details). */
export function teamMatchFromTotals(
  home: string,
  away: string,
  impsHome: number,
  impsAway: number,
  boards: number,
): TeamMatchResult {
  return { home, away, boards, impsHome, impsAway, vp: wbfVictoryPoints(impsHome, impsAway, boards), boardImps: [] };
}
