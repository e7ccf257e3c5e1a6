// What `club demo` prints after seeding: counts read from the log and the read models, and each
// session's winners (per section and field for pairs, the match for teams, each table for Ulti).
import { clubStreamId } from '@club/club';
import type { SessionResults, UltiLeagueTable, UltiSessionDocument } from '@club/read-models';
import type { Club } from '../club';
import type { DemoClubSeed } from './demo-club';

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
  readonly appeal: { readonly appealId: string; readonly tableBoardStream: string };
}

/** Reads the summary from the read models; call after `club.settle()`. */
export function summarizeDemoClub(club: Club, seed: DemoClubSeed): DemoClubSummary {
  const names = new Map<string, string>();
  for (const e of club.store.readStream(clubStreamId(seed.clubId))) {
    if (e.type === 'MemberJoined') {
      const m = e.data as { memberId: string; name: string };
      names.set(m.memberId, m.name);
    }
  }
  const nameOf = (id: string) => names.get(id) ?? id;
  let boards = 0;
  let results = 0;
  const winners: DemoSessionWinners[] = [];
  for (const sessionId of seed.bridgeSessions) {
    const doc = club.runner.derived('bridge-results', sessionId)?.doc as SessionResults | undefined;
    if (!doc) throw new Error(`no results for session ${sessionId}: the results job has not run`);
    const lines: string[] = [];
    for (const section of doc.sections) {
      boards += section.travellers.length;
      results += section.travellers.reduce((n, t) => n + t.rows.length, 0);
      if (section.match) {
        const m = section.match;
        lines.push(`${m.vp.home >= m.vp.away ? m.home : m.away} (${m.home} ${m.vp.home.toFixed(2)} – ${m.vp.away.toFixed(2)} ${m.away} VP)`);
        continue;
      }
      for (const field of [...new Set(section.totals.map((t) => t.field))]) {
        for (const t of section.totals.filter((p) => p.field === field && p.rank.replace('=', '') === '1')) {
          const where = [doc.sections.length > 1 ? section.section : '', field === 'all' ? '' : field].filter(Boolean).join(' ');
          lines.push(`${where ? `${where}: ` : ''}${t.pair} ${t.players.map(nameOf).join(' – ')} ${t.percentage === null ? t.total : `${t.percentage.toFixed(2)}%`}`);
        }
      }
    }
    winners.push({ sessionId, name: doc.name ?? sessionId, winners: lines });
  }
  for (const sessionId of seed.ultiSessions) {
    const doc = club.runner.document<UltiSessionDocument>('ulti.session', sessionId);
    if (!doc) throw new Error(`no Ulti session ${sessionId} in the read models`);
    const lines = doc.tables.map((t) => {
      const [best] = Object.entries(t.totals).sort((a, b) => b[1] - a[1]);
      return `table ${t.table}: ${best ? `${best[0]} ${best[1] > 0 ? '+' : ''}${best[1]} Ft` : '-'}`;
    });
    winners.push({ sessionId, name: `Ulti ${sessionId}`, winners: lines });
  }
  const league = club.runner.derived('ulti-league-table', seed.ultiLeagueId)?.doc as UltiLeagueTable | undefined;
  const leader = league?.rows.find((r) => r.rank === 1);
  return {
    events: club.store.headPosition(),
    members: names.size,
    sessions: seed.bridgeSessions.length + seed.ultiSessions.length,
    boards,
    results,
    winners,
    ultiLeagueLeader: leader ? `${leader.player} (${leader.placementPoints} points, ${leader.forints} Ft)` : null,
    appeal: { appealId: seed.appeal.appealId, tableBoardStream: seed.appeal.tableBoardStream },
  };
}

export function formatDemoSummary(s: DemoClubSummary): string {
  return [
    `${s.events} events: ${s.members} members, ${s.sessions} sessions, ${s.boards} boards scored, ${s.results} table results`,
    ...s.winners.flatMap((w) => [`${w.name} (${w.sessionId}):`, ...w.winners.map((line) => `  ${line}`)]),
    `Ulti league leader: ${s.ultiLeagueLeader ?? '-'}`,
    `appeal ${s.appeal.appealId} in progress on ${s.appeal.tableBoardStream}`,
  ].join('\n');
}
