// Projection `ulti.session-totals`: the lean view of an Ulti session that its league table needs,
// each table's forint totals, which rounds ended, whether the session closed, kept up to date as
// the deals are recorded. The league job reads one small document per session instead of every
// session's whole ledger (issue 11: the job for one new session in a season of 30, under 50 ms).
// A correction or a jury ruling replaces a deal's settlement, so each table keeps its deals'
// forints too, to take the old ones off: as one string (`dealNo:f1,f2,f3` rows, in the order of
// the table's players, joined by ';'), so that reading a season of documents parses no array per deal.
import { eventOf, type RecordedEvent } from '@club/events';
import type { UltiSessionEvent, UltiTableSheet } from '@club/club';
import type { UltiRecord } from '@club/ulti';
import type { DocumentProjection } from '../framework/document-projection';
import { ultiSessionIdOf } from './ulti-event';
import type { UltiLeagueSession } from './ulti-league-table';
import { settledDeal } from './settle-record';

export const ULTI_SESSION_TOTALS_PROJECTION = 'ulti.session-totals';

export interface UltiTotalsTable {
  readonly round: number;
  readonly table: number;
  /** The table's players: the sheet's, then anyone else a settlement named. */
  readonly players: readonly string[];
  /** Forints of each deal: `dealNo:f1,f2,…` in the order of `players` (a shorter row: 0 for the rest), joined by ';'. */
  readonly forints: string;
  readonly totals: Readonly<Record<string, number>>;
}

export interface UltiSessionTotalsDocument extends UltiLeagueSession {
  readonly tables: readonly UltiTotalsTable[];
}

const emptySession = (sessionId: string): UltiSessionTotalsDocument => ({
  sessionId,
  status: 'none',
  competition: null,
  rounds: [],
  tables: [],
});

const tablesOf = (round: number, sheets: readonly UltiTableSheet[]): UltiTotalsTable[] =>
  sheets.map((t) => ({
    round,
    table: t.table,
    players: t.players,
    forints: '',
    totals: Object.fromEntries(t.players.map((p) => [p, 0])),
  }));

/** The table with deal `dealNo` settled as the ledger settles it (a new row, or a replaced one). */
function settle(
  t: UltiTotalsTable,
  dealNo: number,
  record: UltiRecord,
  stored: Parameters<typeof settledDeal>[1],
): UltiTotalsTable {
  const { deltas } = settledDeal(record, stored);
  const players = [...t.players];
  for (const p of Object.keys(deltas)) if (!players.includes(p)) players.push(p);
  const totals: Record<string, number> = { ...t.totals };
  const rows = t.forints === '' ? [] : t.forints.split(';');
  const prefix = `${dealNo}:`;
  const at = rows.findIndex((r) => r.startsWith(prefix));
  if (at >= 0)
    rows[at]!.slice(prefix.length)
      .split(',')
      .forEach((v, i) => (totals[players[i]!] = (totals[players[i]!] ?? 0) - Number(v)));
  for (const [p, v] of Object.entries(deltas)) totals[p] = (totals[p] ?? 0) + v;
  const row = prefix + players.map((p) => deltas[p] ?? 0).join(',');
  if (at >= 0) rows[at] = row;
  else rows.push(row);
  return { ...t, players, forints: rows.join(';'), totals };
}

function onTable(
  doc: UltiSessionTotalsDocument,
  at: { readonly round: number; readonly table: number },
  change: (t: UltiTotalsTable) => UltiTotalsTable,
): UltiSessionTotalsDocument {
  return {
    ...doc,
    tables: doc.tables.map((t) => (t.round === at.round && t.table === at.table ? change(t) : t)),
  };
}

export const ultiSessionTotalsProjection: DocumentProjection<UltiSessionTotalsDocument> = {
  name: ULTI_SESSION_TOTALS_PROJECTION,
  version: 1,
  types: [
    'UltiSessionScheduled',
    'UltiRoundDrawn',
    'UltiDealRecorded',
    'UltiDealCorrected',
    'UltiJuryRuling',
    'UltiRoundEnded',
    'UltiSessionClosed',
  ],
  keysOf: (event: RecordedEvent) => [ultiSessionIdOf(event)],
  initial: emptySession,
  evolve(doc, recorded) {
    const e = eventOf<UltiSessionEvent>(recorded);
    switch (e.type) {
      case 'UltiSessionScheduled':
        return {
          ...doc,
          status: 'scheduled',
          competition: e.competition,
          rounds: e.tables.length > 0 ? [{ round: 1, status: 'drawn' }] : [],
          tables: tablesOf(1, e.tables),
        };
      case 'UltiRoundDrawn':
        // A redraw replaces the round's tables (they have no deals yet).
        return {
          ...doc,
          rounds: [...doc.rounds.filter((r) => r.round !== e.round), { round: e.round, status: 'drawn' }],
          tables: [...doc.tables.filter((t) => t.round !== e.round), ...tablesOf(e.round, e.tables)],
        };
      case 'UltiDealRecorded':
      case 'UltiDealCorrected':
        return onTable(doc, e, (t) => settle(t, e.dealNo, e.record, e.settlement));
      case 'UltiJuryRuling': {
        const { ruling, record } = e;
        // As the ledger: a renonsz ruling re-settles its deal; discipline leaves the forints.
        return ruling.kind === 'renonsz' && record !== null
          ? onTable(doc, e, (t) => settle(t, ruling.dealNo, record, e.settlement))
          : doc;
      }
      case 'UltiRoundEnded':
        return {
          ...doc,
          rounds: doc.rounds.map((r) => (r.round === e.round ? { ...r, status: 'ended' as const } : r)),
        };
      case 'UltiSessionClosed':
        return { ...doc, status: 'closed' };
      default:
        return doc;
    }
  },
};
