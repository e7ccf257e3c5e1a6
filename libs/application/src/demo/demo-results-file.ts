// A PBN results file of any size with demo-like deals (seeded, so the same options give the same
// bytes), for tests and benchmarks of importing and recording large files: a Mitchell movement on
// an odd number of tables (each board set played once at every table), random contracts with
// their Law 77 scores, and a TotalScoreTable naming the pairs. Pure.
import {
  defaultDealer,
  defaultVulnerability,
  formatContract,
  formatPbnDeal,
  generateDeal,
  seededRandom,
  scoreNS,
  SEATS,
  STRAINS,
  type Contract,
  type Level,
} from '@club/bridge';

export interface DemoResultsFileOptions {
  /** Boards in the session: a multiple of `tables` (each round plays one set of boards/tables). */
  readonly boards: number;
  /** Tables of the Mitchell movement, odd (3 unless told). */
  readonly tables?: number;
  readonly seed?: number;
  readonly eventName?: string;
  /** The PBN Scoring tag: `MatchPoints` unless told (`IMP;Butler`, `IMP;Cross` for IMP pairs). */
  readonly scoring?: string;
}

export function demoResultsFile(options: DemoResultsFileOptions): string {
  const tables = options.tables ?? 3;
  const { boards } = options;
  if (tables < 3 || tables % 2 === 0) throw new RangeError(`tables: ${tables} is not an odd number of at least 3`);
  if (boards < tables || boards % tables !== 0)
    throw new RangeError(`boards: ${boards} is not a multiple of ${tables} tables`);
  const seed = options.seed ?? 1;
  const random = seededRandom(seed);
  const perSet = boards / tables;
  const names = (pair: number) => `Player ${2 * pair - 1} - Player ${2 * pair}`;
  const totals = Array.from({ length: 2 * tables }, (_, i) => `${i + 1} ${i + 1} "${names(i + 1)}"`);
  const games: string[] = [];
  for (let board = 1; board <= boards; board++) {
    const set = Math.floor((board - 1) / perSet);
    const dealer = defaultDealer(board);
    const vulnerability = defaultVulnerability(board);
    const rows: string[] = [];
    for (let table = 0; table < tables; table++) {
      // Boards move down a table and EW pairs up one each round: set (table + round) meets EW pair (table - round).
      const round = (set - table + tables) % tables;
      const ew = tables + ((table - round + tables) % tables) + 1;
      const contract: Contract = {
        level: (1 + Math.floor(random() * 4)) as Level,
        strain: STRAINS[Math.floor(random() * STRAINS.length)]!,
        doubling: '',
      };
      const declarer = SEATS[Math.floor(random() * 4)]!;
      const tricks = Math.min(13, Math.max(0, 6 + contract.level + Math.floor(random() * 3) - 1));
      const score = scoreNS(contract, declarer, vulnerability, tricks);
      rows.push(
        `${table + 1} ${round + 1} ${table + 1} ${ew} ${formatContract(contract)} ${declarer} ${tricks} ${score >= 0 ? `"${score}" -` : `- "${-score}"`}`,
      );
    }
    games.push(
      [
        `[Event "${options.eventName ?? `Demo marathon (${boards} boards)`}"]`,
        '[Site "Demo club"]',
        '[Date "2026.01.14"]',
        `[Board "${board}"]`,
        `[Dealer "${dealer}"]`,
        `[Vulnerable "${vulnerability}"]`,
        `[Deal "${formatPbnDeal(generateDeal(seed * 100_000 + board, dealer))}"]`,
        `[Scoring "${options.scoring ?? 'MatchPoints'}"]`,
        ...(board === 1 ? ['[TotalScoreTable "Rank\\2R;PairId\\2R;Names\\40L"]', ...totals] : []),
        '[ScoreTable "Table\\2R;Round\\2R;PairId_NS\\2R;PairId_EW\\2R;Contract\\5L;Declarer\\1R;Result\\2R;Score_NS\\6R;Score_EW\\6R"]',
        ...rows,
      ].join('\n'),
    );
  }
  return `% PBN 2.1\n% EXPORT\n${games.join('\n\n')}\n`;
}
