// A pairs results file read by our importers, scored as `club results` scores it, written again as
// PBN 2.1 (a game per board with its ScoreTable) or USEBIO 1.2 (a SECTION per section, the players'
// names from the file) through libs/interchange's pure exporters. Each table's raw result (section,
// table, round, lead, adjustment) comes from the file, its points and percentages from the scoring.
import {
  exportPbn,
  exportUsebio,
  pbnScoring,
  scoreTableTag,
  type ExportTag,
  type PbnScoreRow,
  type SessionResults,
  type UsebioEventType,
  type UsebioSection,
} from '@club/interchange';
import { fileScoringFields } from '@club/scoring';
import { CliError } from './cli-error';
import { scoredAsFileSays } from './commands/results';

type PairsMethod = 'MP' | 'MP-NA' | 'IMP-BUTLER' | 'IMP-CROSS';
const EVENT_TYPES: Record<PairsMethod, UsebioEventType> = {
  MP: 'MP_PAIRS',
  'MP-NA': 'MP_PAIRS',
  'IMP-BUTLER': 'BUTLER_PAIRS',
  'IMP-CROSS': 'CROSS_IMP',
};

/** Each scoring field of the file with its report, every scored row beside the file's raw result. */
function scoredFields(file: SessionResults) {
  const method = file.event.method;
  if (method === null)
    throw new CliError(`${file.source.file}: scoring '${file.event.scoring ?? ''}' is not one this program knows`);
  if (method === 'TEAMS')
    throw new CliError(`${file.source.file}: a teams file; club convert writes pairs results only`);
  const fields = fileScoringFields(file).map((field) => ({ field, report: scoredAsFileSays(field, method) }));
  return { method, fields };
}

const mp = (method: PairsMethod) => method === 'MP' || method === 'MP-NA';

export function resultsFileAsPbn(file: SessionResults): string {
  const { method, fields } = scoredFields(file);
  const unit = mp(method) ? 'MP' : 'IMP';
  // A PBN file's own Scoring keeps its modifiers; another format's names the method in PBN's words.
  const scoring = (file.source.format === 'PBN' ? file.event.scoring : null) ?? pbnScoring({ method });
  const games = file.boards.map((board) => {
    const rows: PbnScoreRow[] = fields.flatMap(({ field, report }) => {
      const at = field.boards.findIndex((b) => b.board === board.board);
      const scored = report.boards[at];
      if (!scored) return [];
      return field.boards[at]!.results.map((raw, i): PbnScoreRow => {
        const row = scored.rows[i]!;
        const artificial = raw.adjusted;
        return {
          kind: 'result',
          section: raw.section,
          table: raw.table,
          round: raw.round,
          ns: raw.ns,
          ew: raw.ew,
          contract: row.contract,
          declarer: row.declarer,
          tricks: row.tricks,
          lead: raw.lead,
          scoreNS: row.scoreNS,
          ...(artificial
            ? {
                adjusted: {
                  ns: artificial.nsPercent === null ? { unknown: true } : { percentage: artificial.nsPercent },
                  ew: artificial.ewPercent === null ? { unknown: true } : { percentage: artificial.ewPercent },
                },
              }
            : raw.assignedSides
              ? { adjusted: { ns: { scoreNS: raw.assignedSides.ns }, ew: { scoreNS: raw.assignedSides.ew } } }
              : raw.assigned && raw.scoreNS !== null
                ? { adjusted: { ns: { scoreNS: raw.scoreNS }, ew: { scoreNS: raw.scoreNS } } }
                : {}),
          points: unit === 'MP' ? [row.mpNS, row.mpEW] : [row.impNS, row.impEW],
          percentages: [row.pctNS, row.pctEW],
        };
      });
    });
    const tags: ExportTag[] = [
      { name: 'Event', value: file.event.name },
      { name: 'Site', value: file.event.site ?? '' },
      { name: 'Date', value: (file.event.date ?? '?').replaceAll('-', '.') },
      { name: 'Board', value: String(board.board) },
      { name: 'Dealer', value: board.dealer ?? '?' },
      { name: 'Vulnerable', value: board.vulnerability ?? '?' },
      ...(board.deal ? [{ name: 'Deal', value: board.deal }] : []),
      { name: 'Scoring', value: scoring },
      scoreTableTag(unit, rows),
    ];
    return { tags };
  });
  return exportPbn(games);
}

export function resultsFileAsUsebio(file: SessionResults): string {
  const { method, fields } = scoredFields(file);
  const points = mp(method);
  const sections = new Map<
    string,
    { pairs: UsebioSection['pairs'][number][]; boards: UsebioSection['boards'][number][] }
  >();
  // A field of several sections names its pairs `A:1NS`: each is written in its own SECTION as `1NS`.
  const split = (section: string | null, pair: string) => {
    const id = section ?? 'A';
    return { id, pair: pair.startsWith(`${section ?? ''}:`) ? pair.slice((section ?? '').length + 1) : pair };
  };
  const sectionOf = (id: string) => {
    const found = sections.get(id) ?? { pairs: [], boards: [] };
    sections.set(id, found);
    return found;
  };
  for (const { field, report } of fields) {
    for (const t of report.totals) {
      const participant = field.participants.find((p) => p.id === t.pair);
      const { id, pair } = split(participant?.section ?? null, t.pair);
      sectionOf(id).pairs.push({
        id: pair,
        direction: t.direction,
        players: (participant?.names ?? []).map((name, i) => ({
          name,
          federationId: participant?.federationIds?.[i] ?? null,
        })),
        total: t.total,
        percentage: t.percentage,
        place: t.rank,
      });
    }
    report.boards.forEach((scored, at) => {
      const raws = field.boards[at]!.results;
      const bySection = new Map<string, UsebioSection['boards'][number]['lines'][number][]>();
      raws.forEach((raw, i) => {
        const row = scored.rows[i]!;
        const ns = split(raw.section, row.ns);
        const artificial = raw.adjusted;
        const lines = bySection.get(ns.id) ?? [];
        bySection.set(ns.id, lines);
        lines.push({
          ns: ns.pair,
          ew: split(raw.section, row.ew).pair,
          contract: artificial ? null : raw.contract,
          declarer: artificial ? null : raw.declarer,
          lead: artificial ? null : raw.lead,
          tricks: artificial ? null : raw.tricks,
          score:
            artificial && artificial.nsPercent !== null && artificial.ewPercent !== null
              ? { nsPercent: artificial.nsPercent, ewPercent: artificial.ewPercent }
              : row.scoreNS,
          nsPoints: points ? row.mpNS : row.impNS,
          ewPoints: points ? row.mpEW : row.impEW,
        });
      });
      for (const [id, lines] of bySection)
        sectionOf(id).boards.push({
          board: scored.board,
          ...(method === 'IMP-BUTLER' ? { average: scored.datum } : {}),
          lines,
        });
    });
  }
  return exportUsebio({
    clubName: file.event.site ?? '',
    eventName: file.event.name,
    date: file.event.date,
    eventType: EVENT_TYPES[method],
    programName: 'Club platform',
    sections: [...sections].map(([id, s]) => ({ id, ...s })),
    deals: file.boards.map((b) => ({ board: b.board, deal: b.deal })),
  });
}
