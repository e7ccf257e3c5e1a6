// What `club demo` prints: counts read from the log and the read models, and each session's
// winners (per section and field for pairs, the match for teams, each table for Ulti). Everything
// is found in the log (the sessions scheduled, the Ulti league, the appeals), so the summary of a
// club file seeded earlier is printed the same way.
import type { SessionResults, UltiLeagueTable, UltiSessionDocument } from '@club/read-models';
import type { Club } from '../club';

export interface DemoSessionWinners {
  readonly sessionId: string;
  readonly name: string;
  readonly winners: readonly string[];
}

export interface DemoClubSummary {
  readonly events: number;
  readonly members: number;
  readonly sessions: number;
  /** Boards scored: a board of a section (a traveller). */
  readonly boards: number;
  /** Table results on the travellers. */
  readonly results: number;
  readonly winners: readonly DemoSessionWinners[];
  readonly ultiLeagueLeader: string | null;
  /** Appeals lodged and neither decided, withdrawn nor referred. */
  readonly appealsInProgress: readonly { readonly appealId: string; readonly tableBoardStream: string }[];
}

const CLOSING_APPEAL_EVENTS = new Set(['AppealDecided', 'AppealWithdrawn', 'AppealReferred']);

/** Reads the summary from the log and the read models; call after `club.settle()`. */
export function summarizeDemoClub(club: Club): DemoClubSummary {
  const of = <T>(type: string) =>
    club.store.readAll({ types: [type] }).map((e) => ({ ...(e.data as T), streamId: e.streamId }));
  const names = new Map(of<{ memberId: string; name: string }>('MemberJoined').map((m) => [m.memberId, m.name]));
  const nameOf = (id: string) => names.get(id) ?? id;
  let boards = 0;
  let results = 0;
  const winners: DemoSessionWinners[] = [];
  const bridgeSessions = of<{ sessionId: string; name: string }>('SessionScheduled');
  for (const { sessionId, name } of bridgeSessions) {
    const doc = club.runner.derived('bridge-results', sessionId)?.doc as SessionResults | undefined;
    if (!doc) {
      winners.push({ sessionId, name, winners: ['no results yet'] });
      continue;
    }
    const lines: string[] = [];
    for (const section of doc.sections) {
      boards += section.travellers.length;
      results += section.travellers.reduce((n, t) => n + t.rows.length, 0);
      if (section.match) {
        const m = section.match;
        lines.push(
          `${m.vp.home >= m.vp.away ? m.home : m.away} (${m.home} ${m.vp.home.toFixed(2)} – ${m.vp.away.toFixed(2)} ${m.away} VP)`,
        );
        continue;
      }
      for (const field of [...new Set(section.totals.map((t) => t.field))]) {
        for (const t of section.totals.filter((p) => p.field === field && p.rank.replace('=', '') === '1')) {
          const where = [doc.sections.length > 1 ? section.section : '', field === 'all' ? '' : field]
            .filter(Boolean)
            .join(' ');
          lines.push(
            `${where ? `${where}: ` : ''}${t.pair} ${t.players.map(nameOf).join(' – ')} ${t.percentage === null ? t.total : `${t.percentage.toFixed(2)}%`}`,
          );
        }
      }
    }
    winners.push({ sessionId, name: doc.name ?? sessionId, winners: lines });
  }
  const ultiSessions = of<{ sessionId: string }>('UltiSessionScheduled').map((s) => s.sessionId);
  for (const sessionId of ultiSessions) {
    const doc = club.runner.document<UltiSessionDocument>('ulti.session', sessionId);
    if (!doc) continue;
    const lines = doc.tables.map((t) => {
      const [best] = Object.entries(t.totals).sort((a, b) => b[1] - a[1]);
      return `table ${t.table}: ${best ? `${nameOf(best[0])} ${best[1] > 0 ? '+' : ''}${best[1]} Ft` : '-'}`;
    });
    winners.push({ sessionId, name: `Ulti ${sessionId}`, winners: lines });
  }
  const ultiLeague = of<{ leagueId: string; game: string }>('LeagueCreated').find((l) => l.game === 'ulti');
  const league = ultiLeague
    ? (club.runner.derived('ulti-league-table', ultiLeague.leagueId)?.doc as UltiLeagueTable | undefined)
    : undefined;
  const leader = league?.rows.find((r) => r.rank === 1);
  const closed = new Set(club.store.readAll({ types: [...CLOSING_APPEAL_EVENTS] }).map((e) => e.streamId));
  const appealsInProgress = of<{ appealId: string; tableBoardStream: string }>('AppealLodged')
    .filter((a) => !closed.has(a.streamId))
    .map((a) => ({ appealId: a.appealId, tableBoardStream: a.tableBoardStream }));
  return {
    events: club.store.headPosition(),
    members: names.size,
    sessions: bridgeSessions.length + ultiSessions.length,
    boards,
    results,
    winners,
    ultiLeagueLeader: leader
      ? `${nameOf(leader.player)} (${leader.placementPoints} points, ${leader.forints} Ft)`
      : null,
    appealsInProgress,
  };
}

export function formatDemoSummary(s: DemoClubSummary): string {
  return [
    `${s.events} events: ${s.members} members, ${s.sessions} sessions, ${s.boards} boards scored, ${s.results} table results`,
    ...s.winners.flatMap((w) => [`${w.name} (${w.sessionId}):`, ...w.winners.map((line) => `  ${line}`)]),
    `Ulti league leader: ${s.ultiLeagueLeader ?? '-'}`,
    ...s.appealsInProgress.map((a) => `appeal ${a.appealId} in progress on ${a.tableBoardStream}`),
  ].join('\n');
}
