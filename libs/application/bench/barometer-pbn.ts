// A PBN results file of a big pairs session, seeded (the same options give the same bytes), for the
// import-and-score bench: a barometer on `tables` tables (every table plays the same set of boards
// each round, so every board is played at every table), North-South stationary, East-West one table
// up each round. Results are plausible rather than uniform: each board has the contract most of the
// field reaches, most tables play it and make about the same number of tricks, a few bid a level
// more or less or another denomination, a few are doubled going down, and now and then a board is
// passed out. So each board's matchpoints have ties and spread as at a club.
import {
  defaultDealer,
  defaultVulnerability,
  formatContract,
  formatPbnDeal,
  generateDeal,
  scoreNS,
  seededRandom,
  SEATS,
  STRAINS,
  type FinalContract,
  type Level,
  type Seat,
} from '@club/bridge';

export interface BarometerOptions {
  readonly tables: number;
  readonly boards: number;
  /** Boards per round: `boards` must be a multiple of it. */
  readonly boardsPerRound: number;
  readonly seed?: number;
}

interface Played {
  readonly contract: FinalContract;
  readonly declarer: Seat;
  readonly tricks: number;
}

const clampLevel = (level: number) => Math.min(7, Math.max(1, level)) as Level;
const clampTricks = (tricks: number) => Math.min(13, Math.max(0, tricks));

/** What one table did with a board the field mostly plays (and makes) as `usual`. */
function tableResult(random: () => number, usual: Played): Played {
  const roll = random();
  if (usual.contract === 'Pass' || roll < 0.01) return { contract: 'Pass', declarer: 'N', tricks: 0 };
  const { level, strain } = usual.contract;
  // The declarer's partner plays it now and then: the same side, another seat.
  const declarer = random() < 0.2 ? SEATS[(SEATS.indexOf(usual.declarer) + 2) % 4]! : usual.declarer;
  const wobble = Math.round((random() + random() + random() - 1.5) * 1.2);
  const tricks = clampTricks(usual.tricks + wobble);
  if (roll < 0.75) return { contract: { level, strain, doubling: '' }, declarer, tricks };
  if (roll < 0.88) {
    const other = clampLevel(level + (random() < 0.5 ? -1 : 1));
    return { contract: { level: other, strain, doubling: '' }, declarer, tricks };
  }
  if (roll < 0.95) {
    const other = STRAINS[(STRAINS.indexOf(strain) + 1 + Math.floor(random() * 4)) % STRAINS.length]!;
    return { contract: { level, strain: other, doubling: '' }, declarer, tricks: clampTricks(tricks - 1) };
  }
  // Doubled, and the defence makes it pay.
  return {
    contract: { level, strain, doubling: 'X' },
    declarer,
    tricks: clampTricks(level + 4 + Math.floor(random() * 2)),
  };
}

/** The contract most of the field reaches on a board, and the tricks it usually makes. */
function usualResult(random: () => number): Played {
  if (random() < 0.02) return { contract: 'Pass', declarer: 'N', tricks: 0 };
  const level = clampLevel([1, 2, 2, 3, 3, 4, 4, 4, 5, 6][Math.floor(random() * 10)]!);
  const strain = STRAINS[Math.floor(random() * STRAINS.length)]!;
  const declarer = SEATS[Math.floor(random() * 4)]!;
  return {
    contract: { level, strain, doubling: '' },
    declarer,
    tricks: clampTricks(level + 6 + Math.floor(random() * 3) - 1),
  };
}

function scoreRow(table: number, round: number, ew: number, played: Played, board: number): string {
  const { contract, declarer, tricks } = played;
  if (contract === 'Pass') return `${table} ${round} ${table} ${ew} Pass - - "0" "0"`;
  const score = scoreNS(contract, declarer, defaultVulnerability(board), tricks);
  const sides = score >= 0 ? `"${score}" -` : `- "${-score}"`;
  return `${table} ${round} ${table} ${ew} ${formatContract(contract)} ${declarer} ${tricks} ${sides}`;
}

export function barometerPbn({ tables, boards, boardsPerRound, seed = 27 }: BarometerOptions): string {
  if (boards % boardsPerRound !== 0) throw new RangeError(`boards: ${boards} is not a multiple of ${boardsPerRound}`);
  const rounds = boards / boardsPerRound;
  if (rounds > tables)
    throw new RangeError(`${rounds} rounds on ${tables} tables: an East-West pair would meet a pair twice`);
  const random = seededRandom(seed);
  const pairs = Array.from(
    { length: 2 * tables },
    (_, i) => `${i + 1} ${i + 1} "Player ${2 * i + 1} - Player ${2 * i + 2}"`,
  );
  const games: string[] = [];
  for (let board = 1; board <= boards; board++) {
    const round = Math.floor((board - 1) / boardsPerRound);
    const usual = usualResult(random);
    const rows = Array.from({ length: tables }, (_, t) =>
      scoreRow(t + 1, round + 1, tables + ((t + round) % tables) + 1, tableResult(random, usual), board),
    );
    const dealer = defaultDealer(board);
    games.push(
      [
        '[Event "Bench barometer"]',
        '[Site "Bench club"]',
        '[Date "2026.03.11"]',
        `[Board "${board}"]`,
        `[Dealer "${dealer}"]`,
        `[Vulnerable "${defaultVulnerability(board)}"]`,
        `[Deal "${formatPbnDeal(generateDeal(seed * 1_000 + board, dealer))}"]`,
        '[Scoring "MatchPoints"]',
        ...(board === 1 ? ['[TotalScoreTable "Rank\\2R;PairId\\2R;Names\\40L"]', ...pairs] : []),
        '[ScoreTable "Table\\2R;Round\\2R;PairId_NS\\2R;PairId_EW\\2R;Contract\\5L;Declarer\\1R;Result\\2R;Score_NS\\6R;Score_EW\\6R"]',
        ...rows,
      ].join('\n'),
    );
  }
  return `% PBN 2.1\n% EXPORT\n${games.join('\n\n')}\n`;
}
