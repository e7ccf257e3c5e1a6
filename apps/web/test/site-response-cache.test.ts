// The site's response cache (src/server/site-response-cache.ts, as server.ts uses it) in front of
// the real tRPC handler on the seeded demo club plus a session still in play, over HTTP: a kept
// traveller is never served to a member the hand-record secrecy rule still hides it from, the
// session's end shows it to him, and a director's correction of a published session shows up at
// once (its score, the session's totals), with the traveller's opening lead; a result entered in
// one session refreshes that session's answers and the history of its players, and keeps every
// other session's and member's answers (served from memory); a crowd asking at once for a page not
// yet kept has it produced once.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeBridge, openTableBoardCommand } from '@club/application';
import { defaultDealer, generateDeal } from '@club/bridge';
import {
  sessionDecider,
  parseDirectorCommand,
  sessionStreamId,
  tableBoardStreamDecider,
  tableBoardStreamId,
  type SessionScheduled,
} from '@club/club';
import type { BridgeSessionDocument } from '@club/read-models';
import { playedBoardCommands } from '../../../libs/application/src/bridge/demo-board';
import type { Site } from '../src/server/open-site';
import { siteResponseCache, subjectsOf } from '../src/server/site-response-cache';
import { trpcNodeHandler } from '../src/server/trpc-node-handler';
import { seedRunningSession } from './support/running-session';
import { openDemoSite } from './support/demo-site';

let site: Site;
let server: Server;
let url: string;
/** Requests that reached the API (not answered from the cache). */
let handled = 0;
const tokens = new Map<string, string>();
let played: string[];
let notPlayed: string[];
let seated: readonly string[];
const at = (time: string) => `2026-11-21T${time}:00.000Z`;

beforeAll(async () => {
  site = await openDemoSite('web-cache');
  ({ seated } = await seedRunningSession(site.club));
  // Table 1 (1NS, 1EW) played board 1; seated[0] already has the demo member's account.
  played = [seated[1]!, seated[3]!];
  notPlayed = [seated[5]!, seated[8]!];
  for (const memberId of [...played, ...notPlayed]) {
    const email = `${memberId}@cache.test`;
    await site.services.auth.createAccount({
      memberId,
      email,
      name: memberId,
      password: 'cache-test-pass',
      grants: [{ role: 'member' }],
    });
    tokens.set(
      memberId,
      (await site.services.auth.signIn({ email, password: 'cache-test-pass', clientAddress: 'test' })).token,
    );
  }
  const api = trpcNodeHandler(site.services);
  server = createServer(
    siteResponseCache(site)((req, res) => {
      handled++;
      if (!api(req, res)) res.writeHead(404).end();
    }),
  );
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  await new Promise((done) => (server ? server.close(done) : done(undefined)));
  await site?.close();
});

async function query<T>(
  memberId: string,
  path: string,
  input: unknown,
): Promise<{ status: number; data: T; body: string }> {
  const res = await fetch(`${url}/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, {
    headers: { cookie: `club_session=${tokens.get(memberId)!}` },
  });
  const body = await res.text();
  return { status: res.status, data: (JSON.parse(body) as { result?: { data: T } }).result?.data as T, body };
}

interface TravellerRow {
  readonly section: string;
  readonly table: number;
  readonly lead: string | null;
  readonly scoreNs: number | null;
  readonly played: boolean;
}
type BoardAnswer = {
  content: { visible: true; traveller: TravellerRow[] } | { visible: false; code: string; reason: string };
};

describe('the response cache under a writer: a change drops only what it touches', () => {
  /** Table 2 of live1 plays its first board of round 1 card by card (as seedRunningSession did table 1's). */
  async function table2PlaysItsFirstBoard(): Promise<number> {
    const scheduled = site.club.store.readStream(sessionStreamId('live1'))[0]!.data as SessionScheduled;
    const board = scheduled.sections[0]!.movement.assignments.find((a) => a.table === 2 && a.round === 1)!.boards[0]!;
    const ref = { sessionId: 'live1', section: 'A', table: 2, board };
    const open = openTableBoardCommand(site.club.store, ref, at('18:10'));
    const deal = generateDeal(7000 + board - 1, defaultDealer(board));
    for (const command of [open, ...playedBoardCommands(open, deal)])
      await executeBridge(site.club, tableBoardStreamId(ref), tableBoardStreamDecider, command);
    return board;
  }

  it("a result in session A: A's answers and its players' histories are fresh; session B's and other members' histories are served from memory", async () => {
    const reader = played[0]!;
    const tablePlayer = notPlayed[0]!; // seated[5]: 2NS of live1
    const mitchell = site.club.runner.document<BridgeSessionDocument>('bridge.session', 'mitchell1')!;
    const live = site.club.runner.document<BridgeSessionDocument>('bridge.session', 'live1')!;
    const inLive = new Set(live.entrants.flatMap((e) => e.players));
    const outsider = mitchell.entrants.flatMap((e) => e.players).find((m) => !inLive.has(m))!;
    expect(outsider).toBeDefined();
    const ask = {
      aSession: () => query<unknown>(reader, 'results.session', { sessionId: 'live1' }),
      bSession: () => query<unknown>(reader, 'results.session', { sessionId: 'mitchell1' }),
      bBoard: () => query<BoardAnswer>(reader, 'results.board', { sessionId: 'mitchell1', board: 2 }),
      playerHistory: () =>
        query<{ sessions: { sessionId: string; percentage: number | null }[] }>(reader, 'history.player', {
          memberId: tablePlayer,
        }),
      outsiderHistory: () => query<unknown>(reader, 'history.player', { memberId: outsider }),
    };
    const before = {
      aSession: (await ask.aSession()).body,
      bSession: (await ask.bSession()).body,
      bBoard: (await ask.bBoard()).body,
      playerHistory: await ask.playerHistory(),
      outsiderHistory: (await ask.outsiderHistory()).body,
    };
    const kept = handled;
    expect((await ask.bSession()).body).toBe(before.bSession);
    expect(handled).toBe(kept); // all five are kept now

    const board = await table2PlaysItsFirstBoard();
    await site.club.settle();

    // Session B and a member who does not play in A: the same bytes, from memory.
    const handledBefore = handled;
    expect((await ask.bSession()).body).toBe(before.bSession);
    expect((await ask.bBoard()).body).toBe(before.bBoard);
    expect((await ask.outsiderHistory()).body).toBe(before.outsiderHistory);
    expect(handled).toBe(handledBefore);

    // Session A: asked again, its answer shows table 2's new result.
    const aSession = await ask.aSession();
    expect(aSession.body).not.toBe(before.aSession);
    const aBoard = await query<BoardAnswer>(tablePlayer, 'results.board', { sessionId: 'live1', board });
    if (!aBoard.data.content.visible) throw new Error('table 2 has played the board: its player sees it');
    expect(aBoard.data.content.traveller.find((r) => r.table === 2)?.played).toBe(true);
    // The history of a player of table 2 now counts live1 as the results job scored it.
    const history = await ask.playerHistory();
    expect(history.body).not.toBe(before.playerHistory.body);
    const stored = site.club.runner.derived('bridge-player-score', `live1.${tablePlayer}`)?.doc as
      { percentage: number | null } | undefined;
    expect(stored).toBeDefined();
    expect(history.data.sessions.find((s) => s.sessionId === 'live1')?.percentage).toBe(stored!.percentage);
    expect(handled).toBe(handledBefore + 3);
  });

  it('names the subjects of pages and queries from the URL: a session, a member (the viewer for his own history), the lists, Ulti; unknown otherwise', () => {
    const trpc = (path: string, input: unknown) =>
      `/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`;
    expect(subjectsOf('/results/mitchell1', 'm1')).toEqual(['bridge-session:mitchell1']);
    expect(subjectsOf('/results/a%20b/3/replay/A/1?_rsc=x1', 'm1')).toEqual(['bridge-session:a b']);
    expect(subjectsOf('/results', 'm1')).toEqual(['lists']);
    expect(subjectsOf('/history', 'm1')).toEqual(['history:m1', 'ulti']);
    expect(subjectsOf('/history/m2', 'm1')).toEqual(['history:m2', 'ulti']);
    expect(subjectsOf('/ulti/sessions/u1/1/2', 'm1')).toEqual(['ulti']);
    expect(subjectsOf('/results/%ZZ', 'm1')).toEqual(['*']);
    expect(subjectsOf(trpc('results.board', { sessionId: 's1', board: 1 }), 'm1')).toEqual(['bridge-session:s1']);
    expect(subjectsOf(trpc('history.player', {}), 'm1')).toEqual(['history:m1']);
    expect(
      subjectsOf(
        `/api/trpc/results.session,history.player?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { sessionId: 's2' }, 1: { memberId: 'm3' } }))}`,
        'm1',
      ),
    ).toEqual(['bridge-session:s2', 'history:m3']);
    expect(subjectsOf('/api/trpc/results.session?input=%7Bnot-json', 'm1')).toEqual(['*']);
  });
});

describe('the response cache and hand-record secrecy', () => {
  it('keeps the traveller a player of the board sees, and never serves it to a member who has not played it', async () => {
    const board = 1;
    const input = { sessionId: 'live1', board };
    const seen = await query<BoardAnswer>(played[0]!, 'results.board', input);
    expect(seen.data.content.visible).toBe(true);
    const before = handled;
    expect((await query<BoardAnswer>(played[0]!, 'results.board', input)).body).toBe(seen.body);
    expect(handled).toBe(before); // answered from memory

    for (const memberId of notPlayed) {
      const hidden = await query<BoardAnswer>(memberId, 'results.board', input);
      expect(hidden.data.content).toEqual({
        visible: false,
        code: 'until-pair-played',
        reason:
          'This board is hidden until your pair has played it, every table has played it, or the director closes the session.',
      });
      expect(hidden.body).not.toBe(seen.body);
    }
    // The other player of the board gets his own answer (the same content), not the first one's kept bytes.
    const handledBefore = handled;
    expect((await query<BoardAnswer>(played[1]!, 'results.board', input)).data.content.visible).toBe(true);
    expect(handled).toBe(handledBefore + 1);
  });

  it('keeps it hidden when the official score is published early, and shows it to everyone once the director closes the session', async () => {
    const input = { sessionId: 'live1', board: 1 };
    expect((await query<BoardAnswer>(notPlayed[0]!, 'results.board', input)).data.content.visible).toBe(false);
    // 3 tables × 3 rounds × 2 boards, 2 played: published anyway, with the director's confirmation.
    await executeBridge(site.club, sessionStreamId('live1'), sessionDecider, {
      type: 'MakeOfficialScoreAvailable',
      availableAt: at('22:00'),
      missingResults: 16,
      confirmIncomplete: { roundsRemaining: 0, missingResults: 16 },
    });
    await site.club.settle();
    expect((await query<BoardAnswer>(notPlayed[0]!, 'results.board', input)).data.content.visible).toBe(false);
    await executeBridge(site.club, sessionStreamId('live1'), sessionDecider, { type: 'CloseSession', at: at('22:30') });
    await site.club.settle();
    expect((await query<BoardAnswer>(notPlayed[0]!, 'results.board', input)).data.content.visible).toBe(true);
  });
});

describe('the response cache and a correction', () => {
  it("a director's correction of a published session shows up at once: the board's score and the session's totals; the lead stays", async () => {
    const input = { sessionId: 'mitchell1', board: 1 };
    const reader = notPlayed[0]!;
    const board = await query<BoardAnswer>(reader, 'results.board', input);
    if (!board.data.content.visible) throw new Error('mitchell1 is over: its boards are visible');
    const row = board.data.content.traveller.find((r) => r.section === 'A' && r.table === 1)!;
    expect(row.played).toBe(true);
    expect(row.lead).toMatch(/^[SHDC]([2-9TJQKA])$/);
    const session = await query<unknown>(reader, 'results.session', { sessionId: 'mitchell1' });
    // Kept: asked again, the same bytes without reaching the API.
    const before = handled;
    expect((await query<BoardAnswer>(reader, 'results.board', input)).body).toBe(board.body);
    expect(handled).toBe(before);

    // The director corrects table A1's result inside the correction period (Law 79C1): one trick fewer.
    const ref = { sessionId: 'mitchell1', section: 'A', table: 1, board: 1 };
    const entry = site.club.runner.document<{
      result: { contract: unknown; declarer: string; tricks: number; nsScore: number };
    }>('bridge.table-board', tableBoardStreamId(ref))!;
    const publication = site.club.runner
      .document<BridgeSessionDocument>('bridge.session', 'mitchell1')!
      .publications.at(-1)!;
    const now = new Date(Date.parse(publication.availableAt) + 60_000).toISOString();
    await executeBridge(
      site.club,
      tableBoardStreamId(ref),
      tableBoardStreamDecider,
      // Read back from the log: parsed once (its defaults filled in), then decided typed.
      parseDirectorCommand({
        type: 'CorrectResult',
        after: { contract: entry.result.contract, declarer: entry.result.declarer, tricks: entry.result.tricks - 1 },
        reason: 'tabulation error: one trick fewer',
        law: '79C1',
        clock: { now, publication },
      }),
    );
    await site.club.settle();

    const corrected = await query<BoardAnswer>(reader, 'results.board', input);
    if (!corrected.data.content.visible) throw new Error('still visible');
    const correctedRow = corrected.data.content.traveller.find((r) => r.section === 'A' && r.table === 1)!;
    const stored = site.club.runner.document<{ result: { nsScore: number } }>(
      'bridge.table-board',
      tableBoardStreamId(ref),
    )!;
    expect(correctedRow.scoreNs).toBe(stored.result.nsScore);
    expect(correctedRow.scoreNs).not.toBe(row.scoreNs);
    expect(correctedRow.lead).toBe(row.lead);
    expect((await query<unknown>(reader, 'results.session', { sessionId: 'mitchell1' })).body).not.toBe(session.body);
  });
});

describe('the response cache under a crowd', () => {
  /** The cache in front of a handler that takes 50 ms to answer, as a page render does. */
  async function slowSite() {
    const state = { renders: 0 };
    const slow = createServer(
      siteResponseCache(site)((req, res) => {
        state.renders++;
        setTimeout(() => {
          if ((req.url ?? '').includes('refused')) return void res.writeHead(403).end('refused');
          res.writeHead(200, { 'content-type': 'text/plain' }).end(`render ${state.renders} of ${req.url}`);
        }, 50);
      }),
    );
    await new Promise<void>((ready) => slow.listen(0, '127.0.0.1', ready));
    const base = `http://127.0.0.1:${(slow.address() as AddressInfo).port}`;
    const get = async (path: string, locale?: string) => {
      const session = `club_session=${tokens.get(played[0]!)!}`;
      const res = await fetch(`${base}${path}`, {
        headers: { cookie: locale ? `${session}; locale=${locale}` : session },
      });
      return `${res.status} ${await res.text()}`;
    };
    return { state, get, close: () => new Promise((done) => slow.close(done)) };
  }

  it('many asking at once for a page not yet kept: it is rendered once, the others wait and get the same bytes', async () => {
    const slow = await slowSite();
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, () => slow.get('/results/howell1')));
      expect(new Set(answers)).toEqual(new Set(['200 render 1 of /results/howell1']));
      expect(slow.state.renders).toBe(1);
    } finally {
      await slow.close();
    }
  });

  it('a page in the language the viewer chose (the locale cookie) is kept apart from the same page in another', async () => {
    const slow = await slowSite();
    try {
      expect(await slow.get('/results/mitchell1')).toBe('200 render 1 of /results/mitchell1');
      expect(await slow.get('/results/mitchell1', 'cs')).toBe('200 render 2 of /results/mitchell1');
      expect(await slow.get('/results/mitchell1', 'cs')).toBe('200 render 2 of /results/mitchell1');
      expect(await slow.get('/results/mitchell1', 'hu')).toBe('200 render 3 of /results/mitchell1');
      expect(await slow.get('/results/mitchell1')).toBe('200 render 1 of /results/mitchell1');
    } finally {
      await slow.close();
    }
  });

  it('a refusal is not kept: the requests that waited for it are then answered each on its own', async () => {
    const slow = await slowSite();
    try {
      const answers = await Promise.all(Array.from({ length: 5 }, () => slow.get('/results/refused')));
      expect(answers).toEqual(Array.from({ length: 5 }, () => '403 refused'));
      expect(slow.state.renders).toBe(5);
    } finally {
      await slow.close();
    }
  });
});
