// `club results <file>` (a PBN, USEBIO or Bridgemate BWS file, known by its content): recomputes a results file written by another scoring program
// from its raw table results (Law 77 scores, then the session's scoring method) and prints every
// board and the ranking, as JSON (`--json`) or as a readable table.
import { formatContract } from '@club/bridge';
import { ImportError, readResultsFile, type SessionResults } from '@club/interchange';
import { DEFAULT_CROSS_IMP_ARTIFICIAL_IMPS } from '@club/settings/defaults';
import {
  crossFormOfFile,
  isScoringMethod,
  MISSING_PAIR,
  pairsOptionsFromFile,
  fileScoringFields,
  scorePairsSession,
  SCORING_METHODS,
  SessionInputError,
  sessionBoards,
  tableScoreOf,
  recordedTeamMatch,
  teamMatchFromTotals,
  teamMatchesFromTables,
  teamStandings,
  type CrossImpForm,
  type PairsSession,
  type ScoredRow,
  type ScoringMethod,
  type SideScore,
} from '@club/scoring';
import { CliError } from '../cli-error';

const USAGE = [
  'usage: club results <PBN, USEBIO, BWS or LIN file> [--scoring MP|MP-NA|IMP-BUTLER|IMP-CROSS|TEAMS] [--json]',
  '         [--boards <n>] [--cross sum|comparison|score] [--artificial-imps <n>] [--session-rule 2007|1997|off]',
  '  --scoring         method; default: the one the file declares',
  '  --json            machine-readable output (see libs/scoring/README.md)',
  '  --boards          boards per team match (TEAMS files that carry only match totals)',
  '  --cross           cross-IMP form: sum over comparisons (Cross), average per comparison (Cross2) or per score (Cross1);',
  "                    default: what the file says, else its program's way (Compscore: per comparison), else the sum",
  `  --artificial-imps IMPs of an average plus (average minus is the negative): per comparison in cross-IMPs (default ${DEFAULT_CROSS_IMP_ARTIFICIAL_IMPS}), against the datum in Butler (default 3, Law 12C2(b))`,
  '  --session-rule    Law 12C2(c) 2007 (default), Law 88 1997, or off',
].join('\n');

/** The CLI's words for the cross-IMP forms, and the words it shows them in. */
const CROSS_FORMS = { sum: 'sum', comparison: 'per-comparison', score: 'per-score' } as const;
const CROSS_FORM_WORDS: Readonly<Record<CrossImpForm, string>> = {
  sum: 'sum over comparisons',
  'per-comparison': 'average per comparison',
  'per-score': 'average per score',
};
/** Where the form came from, in words. */
const CROSS_FORM_FROM = {
  file: "the file's Scoring",
  program: "its program's way",
  standard: "the default, PBN's plain Cross",
  option: '--cross',
} as const;

interface Args {
  file: string;
  method: ScoringMethod | null;
  json: boolean;
  boards: number | null;
  artificialImps: number | null;
  cross: CrossImpForm | null;
  sessionRule: '2007' | '1997' | 'off';
}

/** What the file says (or its program's way) is scored, unless an option says otherwise. */
const NO_OPTIONS: Omit<Args, 'file'> = {
  method: null,
  json: false,
  boards: null,
  artificialImps: null,
  cross: null,
  sessionRule: '2007',
};

function parseArgs(args: readonly string[]): Args {
  const parsed: Args = { file: '', ...NO_OPTIONS };
  const value = (i: number, flag: string): string => {
    const v = args[i + 1];
    if (v === undefined || v.startsWith('--')) throw new CliError(`${flag}: a value is missing\n${USAGE}`);
    return v;
  };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--json') parsed.json = true;
    else if (arg === '--scoring') {
      const v = value(i++, arg).toUpperCase();
      if (!isScoringMethod(v))
        throw new CliError(`--scoring: '${args[i]}' is not one of ${SCORING_METHODS.join(', ')}`);
      parsed.method = v;
    } else if (arg === '--boards') {
      const v = value(i++, arg);
      if (!/^[1-9]\d*$/.test(v)) throw new CliError(`--boards: '${v}' is not a positive whole number`);
      parsed.boards = Number(v);
    } else if (arg === '--artificial-imps') {
      const v = value(i++, arg);
      if (!/^\d+(\.\d+)?$/.test(v)) throw new CliError(`--artificial-imps: '${v}' is not a number of IMPs ≥ 0`);
      parsed.artificialImps = Number(v);
    } else if (arg === '--cross') {
      const v = value(i++, arg);
      if (!Object.hasOwn(CROSS_FORMS, v)) throw new CliError(`--cross: '${v}' is not sum, comparison or score`);
      parsed.cross = CROSS_FORMS[v as keyof typeof CROSS_FORMS];
    } else if (arg === '--session-rule') {
      const v = value(i++, arg);
      if (v !== '2007' && v !== '1997' && v !== 'off')
        throw new CliError(`--session-rule: '${v}' is not 2007, 1997 or off`);
      parsed.sessionRule = v;
    } else if (arg.startsWith('--')) throw new CliError(`unknown option '${arg}'\n${USAGE}`);
    else if (parsed.file) throw new CliError(`one file only: '${parsed.file}' and '${arg}'`);
    else parsed.file = arg;
  }
  if (!parsed.file) throw new CliError(`no results file given\n${USAGE}`);
  return parsed;
}

export function run(args: string[]): number {
  const a = parseArgs(args);
  let file: SessionResults;
  try {
    file = readResultsFile(a.file);
  } catch (error) {
    if (error instanceof ImportError) throw new CliError(error.message);
    throw error;
  }
  const method = a.method ?? file.event.method;
  if (!method)
    throw new CliError(
      `${file.source.file}: scoring '${file.event.scoring ?? ''}' is not one this program knows; give --scoring`,
    );
  const report = method === 'TEAMS' ? teamsReport(file, a) : pairsReportByField(file, method, a);
  // What the reader set aside (a BWS auction or play the rules engine refuses) is said first.
  for (const note of file.notes ?? []) process.stderr.write(`warning: ${note}\n`);
  if ('boards' in report) for (const warning of report.warnings) process.stderr.write(`warning: ${warning}\n`);
  process.stdout.write(a.json ? JSON.stringify(report) + '\n' : readable(report));
  return 0;
}

type Report = ReturnType<typeof pairsReport> | ReturnType<typeof teamsReport>;

function eventOf(file: SessionResults, method: ScoringMethod) {
  return { name: file.event.name, date: file.event.date, scoring: method };
}

/**
 * Sections numbering their pairs each from 1 (USEBIO SECTIONs) are scored as the club would compare
 * them: each section on its own (its boards and totals listed after the previous section's) or across
 * the field, pairs named `<section>:<pair>`.
 */
function pairsReportByField(file: SessionResults, method: Exclude<ScoringMethod, 'TEAMS'>, a: Args) {
  const reports = fileScoringFields(file).map((field) => pairsReport(field, method, a));
  return {
    ...reports[0]!,
    boards: reports.flatMap((r) => r.boards),
    totals: reports.flatMap((r) => r.totals),
    warnings: reports.flatMap((r) => r.warnings),
  };
}

/** A pairs file scored as `club results` scores it with no options (`club convert` writes it so). */
export function scoredAsFileSays(file: SessionResults, method: Exclude<ScoringMethod, 'TEAMS'>) {
  return pairsReport(file, method, { ...NO_OPTIONS, file: file.source.file });
}

function pairsReport(file: SessionResults, method: Exclude<ScoringMethod, 'TEAMS'>, a: Args) {
  if (file.boards.length === 0) throw new CliError(`${file.source.file}: no board results to score as ${method}`);
  // --cross and --artificial-imps are the contest's choices, over what the file says or implies.
  const options = pairsOptionsFromFile(file, method, {
    ...(a.cross === null ? {} : { cross: a.cross }),
    ...(a.artificialImps === null
      ? {}
      : { crossArtificialImps: a.artificialImps, butlerArtificialImps: a.artificialImps }),
  });
  let session: PairsSession;
  try {
    session = scorePairsSession(sessionBoards(file), { ...options, sessionPercentageRule: a.sessionRule });
  } catch (error) {
    if (error instanceof SessionInputError || error instanceof RangeError) throw new CliError(error.message);
    throw error;
  }
  const scale = method === 'MP-NA' ? 0.5 : 1;
  const mp = (units: number | null) => (units === null ? null : units * scale);
  // Cross-IMPs say which form and which artificial value they were scored with, and where the form came from.
  const crossForm = () => ({
    cross: options.cross!,
    crossFrom: a.cross === null ? crossFormOfFile(file).from : ('option' as const),
    artificialImps: options.artificial!.averagePlusImps,
  });
  // Where the file contradicts itself (a recorded score that is not its contract's), the recorded
  // contract and tricks are scored and the two readings are named.
  const warnings: string[] = [];
  return {
    event: { ...eventOf(file, method), ...(method === 'IMP-CROSS' ? crossForm() : {}) },
    boards: session.boards.map((b, bi) => {
      const board = file.boards[bi]!;
      const penalties = (board.penalties ?? []).flatMap((p) =>
        [
          [p.ns, p.nsPoints],
          [p.ew, p.ewPoints],
        ].flatMap(([pair, points]) => (pair === null || points === null ? [] : [{ pair, points: points as number }])),
      );
      return {
        board: b.board,
        datum: b.datum,
        rows: b.rows.map((row, i) => {
          const raw = board.results[i]!;
          // A line of points alone (a weighted score) has no score of its own: its points are the file's.
          const pointsAlone = raw.printedPoints !== undefined && raw.contract === null && raw.scoreNS === null;
          const scoreNS = pointsAlone ? null : (tableScoreOf(row) ?? presentScore(row));
          if (
            raw.contract !== null &&
            !raw.assigned &&
            raw.scoreNS !== null &&
            scoreNS !== null &&
            raw.scoreNS !== scoreNS
          )
            warnings.push(
              `${file.source.file}:${raw.line}: board ${b.board}, ${row.ns} v ${row.ew}: the file records NS ${raw.scoreNS}, its contract ${formatContract(raw.contract)} by ${raw.declarer} with ${raw.tricks} tricks scores NS ${scoreNS}: scored on the contract`,
            );
          const missing = (pair: string, units: number | null) => (pair === MISSING_PAIR ? null : mp(units));
          return {
            ns: row.ns,
            ew: row.ew,
            contract: raw.contract === null ? null : formatContract(raw.contract),
            declarer: raw.contract === 'Pass' ? null : raw.declarer,
            tricks: raw.contract === 'Pass' ? null : raw.tricks,
            scoreNS,
            adjusted: pointsAlone ? 'as printed' : adjustedText(row),
            // The file marks the score an assigned adjusted one (`800>a`).
            ...(raw.assigned ? { assigned: true } : {}),
            mpNS: missing(row.ns, row.mpNS),
            mpEW: missing(row.ew, row.mpEW),
            pctNS: row.ns === MISSING_PAIR ? null : row.pctNS,
            pctEW: row.ew === MISSING_PAIR ? null : row.pctEW,
            impNS: row.ns === MISSING_PAIR ? null : row.impNS,
            impEW: row.ew === MISSING_PAIR ? null : row.impEW,
          };
        }),
        // Procedural penalties (Ruter's "Pen" rows), in the file's points, added to the pairs' totals.
        ...(penalties.length > 0 ? { penalties } : {}),
      };
    }),
    // The direction the file gives a pair (its home direction in an arrow-switched Mitchell), else the one it always sat.
    totals: session.totals.map((t) => ({
      pair: t.pair,
      direction: file.participants.find((p) => p.id === t.pair)?.direction ?? t.direction,
      total: t.total,
      percentage: t.percentage,
      rank: t.rank,
    })),
    warnings,
  };
}

/** The score of the side that was there, for a result against a missing pair. */
function presentScore(row: ScoredRow): number | null {
  const side = row.ns === MISSING_PAIR ? row.ewSide : row.ew === MISSING_PAIR ? row.nsSide : null;
  return side?.kind === 'score' ? side.scoreNS : null;
}

/** `A60/40`; a side scored on the table result instead of a grade is `-`; a missing pair's side is nothing. */
function adjustedText(row: ScoredRow): string | null {
  const pct = (s: SideScore, pair: string) =>
    pair === MISSING_PAIR
      ? null
      : s.kind === 'artificial-percentage'
        ? String(s.percentage)
        : s.kind === 'artificial'
          ? s.grade
          : null;
  const a = pct(row.nsSide, row.ns);
  const b = pct(row.ewSide, row.ew);
  return a === null && b === null ? null : `A${a ?? '-'}/${b ?? '-'}`;
}

/** The matches of a file recording teams table by table (a Bridgemate teams session), scored from their boards. */
function matchesFromTables(file: SessionResults) {
  try {
    return teamMatchesFromTables(file);
  } catch (error) {
    if (error instanceof SessionInputError) throw new CliError(error.message);
    throw error;
  }
}

function teamsReport(file: SessionResults, a: Args) {
  const tableResults = file.boards.some((b) => b.results.length > 0);
  // A two-room match recorded board by board (a vugraph LIN) is scored from its boards; a teams file of
  // totals from its totals; a teams session recorded table by table (a Bridgemate teams session) by its matches.
  const recorded = recordedTeamMatch(file);
  if (file.matches.length === 0 && !tableResults)
    throw new CliError(`${file.source.file}: no team matches in the file (scoring TEAMS needs a teams file)`);
  if (file.matches.length > 0 && a.boards === null && recorded === null)
    throw new CliError(`${file.source.file}: the number of boards per match is not in the file; give --boards <n>`);
  const matches =
    file.matches.length === 0
      ? matchesFromTables(file)
      : recorded
        ? file.matches.map((m) => ({ round: m.round, table: m.table, ...recorded }))
        : matchTotals(file, a.boards!);
  return {
    event: eventOf(file, 'TEAMS'),
    matches: matches.map((m) => ({
      round: m.round,
      table: m.table,
      home: m.home,
      away: m.away,
      boards: m.boards,
      impsHome: m.impsHome,
      impsAway: m.impsAway,
      // The IMPs carried into the match (a vugraph header's), already part of the totals.
      ...(m.carriedOver ? { carriedOver: m.carriedOver } : {}),
      vpHome: m.vp.home,
      vpAway: m.vp.away,
    })),
    totals: teamStandings(matches).map((t) => ({
      team: t.team,
      matches: t.matches,
      vp: t.vp,
      impsFor: t.impsFor,
      impsAgainst: t.impsAgainst,
      rank: t.rank,
    })),
  };
}

/** A teams file's matches known by their IMP totals, `boards` a match. */
function matchTotals(file: SessionResults, boards: number) {
  return file.matches.map((m) => {
    if (m.impsHome === null || m.impsAway === null)
      throw new CliError(`${file.source.file}:${m.line}: match ${m.home}-${m.away} has no IMP totals`);
    return {
      round: m.round,
      table: m.table,
      ...teamMatchFromTotals(m.home, m.away, m.impsHome, m.impsAway, boards),
    };
  });
}

function readable(report: Report): string {
  const e = report.event;
  const scoring =
    'cross' in e && e.cross && e.crossFrom
      ? `${e.scoring}: ${CROSS_FORM_WORDS[e.cross]} (${CROSS_FORM_FROM[e.crossFrom]}), average plus ${e.artificialImps} IMP${e.artificialImps === 1 ? '' : 's'} per comparison`
      : e.scoring;
  const lines: string[] = [`${e.name} ${e.date ?? ''} (${scoring})`.trim(), ''];
  const num = (v: number | null, d = 2) => (v === null ? '' : Number.isInteger(v) ? String(v) : v.toFixed(d));
  const table = (header: string[], rows: string[][]) => {
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    for (const r of [header, ...rows])
      lines.push(
        r
          .map((c, i) => c.padStart(widths[i]!))
          .join('  ')
          .trimEnd(),
      );
    lines.push('');
  };
  if ('matches' in report) {
    // The carry-over column only when a match carried IMPs over.
    const carried = report.matches.some((m) => m.carriedOver);
    table(
      ['round', 'home', 'away', 'IMPs', ...(carried ? ['carried over'] : []), 'VP'],
      report.matches.map((m) => [
        num(m.round),
        m.home,
        m.away,
        `${m.impsHome}-${m.impsAway}`,
        ...(carried ? [m.carriedOver ? `${m.carriedOver.home}-${m.carriedOver.away}` : ''] : []),
        `${m.vpHome.toFixed(2)}-${m.vpAway.toFixed(2)}`,
      ]),
    );
    table(
      ['rank', 'team', 'VP'],
      report.totals.map((t) => [t.rank, t.team, t.vp.toFixed(2)]),
    );
    return lines.join('\n');
  }
  for (const b of report.boards) {
    lines.push(`Board ${b.board}${b.datum === null ? '' : `  datum ${num(b.datum)}`}`);
    table(
      ['NS', 'EW', 'contract', 'by', 'tricks', 'score NS', 'NS', 'EW', '%NS', '%EW'],
      b.rows.map((r) => [
        r.ns,
        r.ew,
        r.adjusted ?? (r.contract !== null && 'assigned' in r ? `${r.contract} (adjusted)` : (r.contract ?? '')),
        r.declarer ?? '',
        num(r.tricks),
        num(r.scoreNS),
        num(r.mpNS ?? r.impNS),
        num(r.mpEW ?? r.impEW),
        num(r.pctNS),
        num(r.pctEW),
      ]),
    );
    // A procedural penalty is no result of the board: it is listed under it.
    if ('penalties' in b) for (const p of b.penalties!) lines.push(`penalty: pair ${p.pair} ${num(p.points)}`, '');
  }
  table(
    ['rank', 'pair', 'dir', 'total', '%'],
    report.totals.map((t) => [t.rank, t.pair, t.direction ?? '', num(t.total), num(t.percentage)]),
  );
  return lines.join('\n');
}
