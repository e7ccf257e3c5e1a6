// Hand-made LIN files. The deal (as in @club/bridge's play fixtures) lets tricks be scripted by hand:
//   N: S AKQJ  H AKQ   D AKQ   C AKQ        E: S T987  H JT9   D JT9   C JT9
//   S: S 6543  H 876   D 876   C 876        W: S 2     H 5432  D 5432  C 5432
// md lists South, West, North, East after the dealer digit (3 = North); East is left to be worked out.
export const DEAL_NORTH_DEALS = 'md|3S6543H876D876C876,S2H5432D5432C5432,SAKQJHAKQDAKQCAKQ,|';

/** North opens 1C (alerted: strong), South 1D, North 2NT, South 3NT: North declares, East leads. */
export const AUCTION_3NT = 'mb|1C!|an|strong|mb|p|mb|1D|mb|p|mb|2N|mb|p|mb|3N|mb|p|mb|p|mb|p|';

/** Two tricks to North (the spade ace, then the king), then a claim of all thirteen. */
export const PLAY_TWO_TRICKS = 'pc|S7|pc|S3|pc|S2|pc|SA|pg||pc|SK|pc|S8|pc|S4|pc|H2|pg||';

export const single = (play: string, claim = 'mc|13|') =>
  `pn|Sam,Wendy,Ned,Edith|st||${DEAL_NORTH_DEALS}rh||ah|Board 1|sv|o|\n${AUCTION_3NT}pg||\n${play}${claim}pg||\n`;

/** 13 tricks to North: four spades, then hearts, diamonds, clubs from the top; East follows, South and West follow low. */
const ALL_THIRTEEN = [
  'pc|S7|pc|S3|pc|S2|pc|SA|pc|SK|pc|S8|pc|S4|pc|H2|pc|SQ|pc|S9|pc|S5|pc|H3|pc|SJ|pc|ST|pc|S6|pc|H4|',
  'pc|HA|pc|H9|pc|H6|pc|H5|pc|HK|pc|HT|pc|H7|pc|D2|pc|HQ|pc|HJ|pc|H8|pc|D3|',
  'pc|DA|pc|D9|pc|D6|pc|D4|pc|DK|pc|DT|pc|D7|pc|D5|pc|DQ|pc|DJ|pc|D8|pc|C2|',
  'pc|CA|pc|C9|pc|C6|pc|C3|pc|CK|pc|CT|pc|C7|pc|C4|pc|CQ|pc|CJ|pc|C8|pc|C5|pg||',
].join('\n');

/**
 * A vugraph-style file: a header (the results of board 1 in both rooms, board 2 passed out in the open
 * room and not played in the closed), then board 1 in the open and the closed room, then board 2 in the
 * open room passed out. Board 1 closed: the same 3NT, all thirteen tricks played out by North,
 * West discarding hearts and diamonds on the spades (his one spade falls on the first).
 */
export const VUGRAPH = [
  'vg|Club Teams,Round 1,I,1,2,Home,0,Away,0|',
  'rs|3NN+4,3NN+4,P,|',
  'pw|Sam,Wendy,Ned,Edith,Sue,Walt,Nick,Eve|',
  'bn|1,2|',
  'qx|o1|pn|Sam,Wendy,Ned,Edith|' + DEAL_NORTH_DEALS + 'ah|Board 1|sv|o|',
  AUCTION_3NT + PLAY_TWO_TRICKS + 'mc|13|pg||',
  'qx|c1|pn|Sue,Walt,Nick,Eve|' + DEAL_NORTH_DEALS + 'ah|Board 1|sv|o|',
  AUCTION_3NT,
  ALL_THIRTEEN,
  'qx|o2|pn|Sam,Wendy,Ned,Edith|md|4S6543H876D876C876,S2H5432D5432C5432,SAKQJHAKQDAKQCAKQ,|ah|Board 2|sv|n|',
  'mb|p|mb|p|mb|p|mb|p|pg||',
].join('\n');

/**
 * A two-room team match, Aces v Kings (Aces North-South in the open room): board 1 is 3NT+4 by North
 * in the open room (NS +520, Aces) and 6NT+1 by North in the closed room (NS +1020, Kings), so Kings
 * gain 500 = 11 IMPs; board 2 is passed out in both rooms (no swing). In the closed room North
 * first bids 7NT, takes it back (`up`) and bids 6NT; South's 2D is alerted and explained.
 */
export const TEAM_MATCH = [
  'vg|Autumn Teams,Final,I,1,2,Aces,0,Kings,0|',
  'rs|3NN+4,6NN+1,P,P|',
  'bn|1,2|',
  'qx|o1|pn|Sam,Wendy,Ned,Edith|' + DEAL_NORTH_DEALS + 'ah|Board 1|sv|o|',
  AUCTION_3NT + PLAY_TWO_TRICKS + 'mc|13|pg||',
  'qx|c1|pn|Sue,Walt,Nick,Eve|' + DEAL_NORTH_DEALS + 'ah|Board 1|sv|o|',
  'mb|1C!|an|strong|mb|p|mb|2D!|an|0-7 HCP|mb|p|mb|7N|up|1|mb|6N|mb|p|mb|p|mb|p|',
  ALL_THIRTEEN,
  'qx|o2|pn|Sam,Wendy,Ned,Edith|md|4S6543H876D876C876,S2H5432D5432C5432,SAKQJHAKQDAKQCAKQ,|ah|Board 2|sv|n|',
  'mb|p|mb|p|mb|p|mb|p|pg||',
  'qx|c2|pn|Sue,Walt,Nick,Eve|md|4S6543H876D876C876,S2H5432D5432C5432,SAKQJHAKQDAKQCAKQ,|ah|Board 2|sv|n|',
  'mb|p|mb|p|mb|p|mb|p|pg||',
].join('\n');

/**
 * TEAM_MATCH as a later segment of a longer match, with substitutes. The header carries 5 IMPs over
 * for Aces and 2 for Kings; on board 2 Aces field Nora (North) and Sid (South) in the open room and
 * Ella (East) and Will (West) in the closed, so Aces have eight players, Kings four.
 */
export const TEAM_MATCH_SEGMENT = TEAM_MATCH.replace('Aces,0,Kings,0', 'Aces,5,Kings,2')
  .replace('qx|o2|pn|Sam,Wendy,Ned,Edith|', 'qx|o2|pn|Sid,Wendy,Nora,Edith|')
  .replace('qx|c2|pn|Sue,Walt,Nick,Eve|', 'qx|c2|pn|Sue,Will,Nick,Ella|');
