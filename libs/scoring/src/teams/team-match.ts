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

/** The IMPs each team brings into a match (a segment of a longer match, a knockout's carry-over). */
export interface CarriedOver {
  readonly home: number;
  readonly away: number;
}

export interface TeamMatchResult {
  readonly home: string;
  readonly away: string;
  readonly boards: number;
  /** The match's IMP totals, the carry-over included. */
  readonly impsHome: number;
  readonly impsAway: number;
  /** The IMPs carried into the match, part of the totals; absent: none. */
  readonly carriedOver?: CarriedOver;
  readonly vp: VictoryPoints;
  readonly boardImps: readonly { board: number; imps: number }[];
}

/**
 * Score a match from its boards. A carry-over is added to each team's IMP score of the match (WBF
 * practice: a team starts the match with the IMPs it carries over), so the VPs convert the totals.
 */
export function scoreTeamMatch(
  home: string,
  away: string,
  boards: readonly TeamBoard[],
  carriedOver: CarriedOver = { home: 0, away: 0 },
): TeamMatchResult {
  let impsHome = carriedOver.home;
  let impsAway = carriedOver.away;
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
    ...(carriedOver.home || carriedOver.away ? { carriedOver } : {}),
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
