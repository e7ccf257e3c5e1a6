// A club session as a PBN 2.1 export file (libs/interchange exportPbn): one game per board with the
// hand record, the board's markings, the Scoring tag naming the session's method with its modifiers,
// and a ScoreTable of every table's result as it stands (corrections applied), with the points and
// percentages the results page shows, adjusted scores as Ruter writes them, Law 90 penalties as Pen
// rows and pairs without opponents as Bye rows; the first game carries the session's ranking with the
// players' names. A table played call by call and card by card has a game of its own after the board's
// (its section, table and round, players, contract, Auction and Play from the log).
import { formatContract, type DoubleDummyTable } from '@club/bridge';
import type { SideAdjustment } from '@club/club';
import {
  exportPbn,
  optimumTags,
  pbnScoring,
  scoreTableTag,
  type ExportTag,
  type PbnAdjustedSide,
  type PbnScoreRow,
} from '@club/interchange';
import {
  boardSecrecyFacts,
  computeSessionResults,
  sessionViewFrom,
  type BoardSecrecyFacts,
  type TableBoardEntry,
  type TravellerRow,
} from '@club/read-models';
import { LAW_12C2_ARTIFICIAL_SCORES, gradePercentage, teamOfPair } from '@club/scoring';
import type { Club } from '../club';
import { sessionScheduleOf } from './director-stream-reads';
import type { PbnFile } from './league-file-shapes';
import { tablePlayTags } from './pbn-table-play';
import { totalScoreTableTag } from './pbn-total-score-table';
import type { SessionResults } from './results-shapes';
import { storedDoubleDummyTable } from './double-dummy-reader';

/** The file, with each board's secrecy facts: the API gives it only to a caller who may see every board. */
export type PbnExport = PbnFile & { readonly boards: BoardSecrecyFacts[] };

const MP_METHODS = new Set(['MP', 'MP-NA']);

/**
 * `results`: the session's ranking with the players' names, as its results page reads it.
 * `doubleDummy`: a board's double-dummy table (default: the one the worker stored); the board then carries it with its
 * par (`OptimumResultTable`, `OptimumScore`, `OptimumContract`).
 */
export function exportSessionPbn(
  club: Pick<Club, 'runner' | 'store'>,
  sessionId: string,
  results?: SessionResults,
  doubleDummy?: (board: number) => DoubleDummyTable | undefined,
): PbnExport | undefined {
  const view = sessionViewFrom(club.runner, sessionId);
  if (!view) return undefined;
  const { session, tables } = view;
  // The tables the worker stored, unless the caller brings its own (a file's, in a round trip).
  const ddTableOf =
    doubleDummy ??
    ((board: number) =>
      storedDoubleDummyTable(club.runner, session.boards.find((b) => b.board === board)?.deal ?? null));
  const conventions = session.scoringConventions ?? {};
  const unit = session.scoring && MP_METHODS.has(session.scoring) ? 'MP' : 'IMP';
  const scoring = session.scoring ? pbnScoring({ method: session.scoring, ...conventions }) : '?';
  const travellers = computeSessionResults(view).sections.flatMap((s) => s.travellers.flatMap((t) => t.rows));
  const pointsOf = (t: TableBoardEntry) =>
    travellers.find((row) => row.section === t.section && row.table === t.table && row.ns === t.ns && row.ew === t.ew);
  const adjustedOf = (side: SideAdjustment) => adjustedSide(side, conventions.artificial);
  const byes = byeRows(club, sessionId, session.sections, travellers);
  const names = new Map(
    (results?.sections ?? []).flatMap((s) => s.fields.flatMap((f) => f.rows.map((r) => [r.pair, r.names]))),
  );

  const date = (session.startsAt ?? '').slice(0, 10).replaceAll('-', '.');
  const totals = results ? totalScoreTableTag(results) : null;
  // A teams session's rows name the teams, room against room, as a teams file does (`A`, not its pair `A/1`).
  const contestant = session.form === 'teams' ? teamOfPair : (pair: string) => pair;
  const games = session.boards.flatMap((b, index) => {
    const played = tables
      .filter((t) => t.board === b.board && (t.result || t.adjustment || t.penalties.length > 0))
      .sort((x, y) => x.section.localeCompare(y.section) || x.table - y.table);
    const rows: PbnScoreRow[] = [
      ...played.flatMap((t) => tableRows(t, pointsOf(t), unit, adjustedOf, contestant)),
      ...byes.filter((bye) => bye.boards.includes(b.board)).map((bye) => bye.row),
    ];
    const board: ExportTag[] = [
      { name: 'Event', value: session.name ?? sessionId },
      { name: 'Site', value: '' },
      { name: 'Date', value: date || '?' },
      { name: 'Board', value: String(b.board) },
      { name: 'Dealer', value: b.dealer },
      { name: 'Vulnerable', value: b.vulnerability },
      ...(b.deal ? [{ name: 'Deal', value: b.deal }] : []),
      { name: 'Scoring', value: scoring },
    ];
    const tableGames = played.flatMap((t) => {
      const play = tablePlayTags(club.store, t.stream);
      if (play.length === 0) return [];
      const [north, south] = names.get(t.ns) ?? [];
      const [east, west] = names.get(t.ew) ?? [];
      const r = t.result;
      const contract = r && r.contract !== 'Pass';
      const tags: ExportTag[] = [
        ...board,
        { name: 'North', value: north ?? '' },
        { name: 'South', value: south ?? '' },
        { name: 'East', value: east ?? '' },
        { name: 'West', value: west ?? '' },
        ...(r ? [{ name: 'Contract', value: formatContract(r.contract) }] : []),
        ...(contract ? [{ name: 'Declarer', value: r.declarer ?? '?' }] : []),
        ...(contract ? [{ name: 'Result', value: r.tricks === null ? '?' : String(r.tricks) }] : []),
        { name: 'Section', value: t.section },
        { name: 'Table', value: String(t.table) },
        { name: 'Round', value: String(t.round) },
        ...play,
      ];
      return [{ tags }];
    });
    const table = ddTableOf(b.board);
    return [
      {
        tags: [
          ...board,
          scoreTableTag(unit, rows),
          ...(index === 0 && totals ? [totals] : []),
          ...(table ? optimumTags(table, b.vulnerability, b.dealer) : []),
        ],
      },
      ...tableGames,
    ];
  });
  return {
    fileName: `${sessionId}.pbn`,
    text: exportPbn(games),
    boards: session.boards.map((b) => boardSecrecyFacts(view, b.board)),
  };
}

/** A table's result row, and a Pen row for its penalties in the table's unit (another unit has no PBN column). */
function tableRows(
  t: TableBoardEntry,
  scored: TravellerRow | undefined,
  unit: 'MP' | 'IMP',
  adjusted: (side: SideAdjustment) => PbnAdjustedSide,
  contestant: (pair: string) => string,
): PbnScoreRow[] {
  const place = { section: t.section, table: t.table, round: t.round };
  const pair = (id: string) => (id === '-' ? null : contestant(id));
  const a = t.adjustment?.adjustment;
  // A grade beside an explicit score says that score is the table's result: a contract that scores
  // otherwise (the director assigned another score to that side) is left out, or the reader refuses the row.
  const explicit = a && [a.ns, a.ew].some((x) => x.kind === 'assigned') && [a.ns, a.ew].some(isArtificial);
  const assignedScore = [a?.ns, a?.ew].find((x) => x?.kind === 'assigned');
  const r =
    explicit && assignedScore?.kind === 'assigned' && assignedScore.outcome.scoreNS !== t.result?.nsScore
      ? null
      : t.result;
  const rows: PbnScoreRow[] = [];
  if (r || a)
    rows.push({
      kind: 'result',
      ...place,
      ns: pair(t.ns),
      ew: pair(t.ew),
      contract: r ? formatContract(r.contract) : null,
      declarer: r?.declarer ?? null,
      tricks: r?.tricks ?? null,
      lead: t.lead ?? null,
      scoreNS: r?.nsScore ?? null,
      ...(a ? { adjusted: { ns: adjusted(a.ns), ew: adjusted(a.ew) } } : {}),
      points:
        unit === 'MP' ? [scored?.mpNS ?? null, scored?.mpEW ?? null] : [scored?.impNS ?? null, scored?.impEW ?? null],
      percentages: [scored?.pctNS ?? null, scored?.pctEW ?? null],
    });
  const penalties = t.penalties.filter((p) => p.unit === unit);
  const points = (contestant: string) => {
    const sum = penalties.filter((p) => p.contestant === contestant).reduce((s, p) => s - p.amount, 0);
    return sum === 0 ? null : sum;
  };
  if (penalties.length > 0)
    rows.push({ kind: 'penalty', ...place, ns: pair(t.ns), ew: pair(t.ew), points: [points(t.ns), points(t.ew)] });
  return rows;
}

const isArtificial = (side: SideAdjustment) => side.kind === 'artificial' || side.kind === 'artificial-percentage';

/** One side's adjustment as PBN can write it: a percentage (a grade at the session's value), a score, or none (weighted). */
function adjustedSide(side: SideAdjustment, settings = LAW_12C2_ARTIFICIAL_SCORES): PbnAdjustedSide {
  switch (side.kind) {
    case 'assigned':
      return { scoreNS: side.outcome.scoreNS };
    case 'artificial':
      return { percentage: gradePercentage(side.grade, settings) };
    case 'artificial-percentage':
      return { percentage: side.percentage };
    case 'weighted':
      return { unknown: true };
  }
}

/** Each pair without opponents in a round, with the boards it sat out, at the table its movement gives it. */
function byeRows(
  club: Pick<Club, 'store'>,
  sessionId: string,
  sections: readonly {
    readonly section: string;
    readonly sitOuts: readonly { readonly round: number; readonly pair: string; readonly boards: readonly number[] }[];
  }[],
  travellers: readonly TravellerRow[],
): { boards: readonly number[]; row: PbnScoreRow }[] {
  const movements = sessionScheduleOf(club.store, sessionId)?.sections ?? [];
  return sections.flatMap((s) =>
    s.sitOuts.map((sitOut) => {
      const table =
        movements
          .find((m) => m.section === s.section)
          ?.movement.sitOuts.find((x) => x.round === sitOut.round && x.pair === sitOut.pair)?.table ?? null;
      const side = travellers.some((t) => t.section === s.section && t.ew === sitOut.pair) ? 'EW' : 'NS';
      return {
        boards: sitOut.boards,
        row: { kind: 'bye', section: s.section, table, round: sitOut.round, pair: sitOut.pair, side },
      };
    }),
  );
}
