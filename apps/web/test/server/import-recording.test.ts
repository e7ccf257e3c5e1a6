// Recording a large import keeps the server answering: on a real club file behind a real HTTP
// server, a league administrator imports a generated 150-board PBN (450 table results) and records
// it; while the recording is still in progress (its progress below 100%), a member's results.latest
// is answered; then the recording completes with every board, and the progress says so.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { demoResultsFile, type ImportProgress } from '@club/application';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Site } from '../../src/server/open-site';
import { trpcNodeHandler } from '../../src/server/trpc-node-handler';
import { openDemoSite } from '../support/demo-site';

const BOARDS = 150;
const TABLES = 3;

let site: Site;
let server: Server;
let url: string;
beforeAll(async () => {
  // Small slices: the recording takes many turns of the event loop even on a fast machine.
  site = await openDemoSite('api-import-recording', { importSlice: 10 });
  const api = trpcNodeHandler(site.services);
  server = createServer((req, res) => {
    if (!api(req, res)) res.writeHead(404).end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  await new Promise((done) => (server ? server.close(done) : done(undefined)));
  await site?.close();
});

async function signIn(role: string): Promise<string> {
  const account = site.demoAccounts.find((a) => a.role === role)!;
  const response = await fetch(`${url}/api/trpc/auth.signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  expect(response.status).toBe(200);
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}

async function call<T>(cookie: string, path: string, input: unknown, method: 'GET' | 'POST' = 'GET'): Promise<T> {
  const response =
    method === 'GET'
      ? await fetch(`${url}/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, {
          headers: { cookie },
        })
      : await fetch(`${url}/api/trpc/${path}`, {
          method,
          headers: { cookie, origin: url, 'content-type': 'application/json' },
          body: JSON.stringify(input),
        });
  const body = (await response.json()) as { result?: { data: T }; error?: unknown };
  if (!body.result) throw new Error(`${path}: HTTP ${response.status} ${JSON.stringify(body.error)}`);
  return body.result.data;
}

describe('recording a large import over HTTP', () => {
  it('answers another request while the recording is in progress, then records every board', async () => {
    const admin = await signIn('league-admin');
    const member = await signIn('member');
    const text = demoResultsFile({ boards: BOARDS, tables: TABLES });
    const { importId } = await call<{ importId: string }>(
      admin,
      'league.importFile',
      { fileName: 'marathon.pbn', base64: Buffer.from(text).toString('base64') },
      'POST',
    );
    const progress = () => call<ImportProgress>(admin, 'league.importProgress', { importId });
    await expect.poll(async () => (await progress()).step, { timeout: 30_000 }).toBe('done');

    let finished = false;
    const recorded = call<{ status: string; tableBoards: number; sessionId: string }>(
      admin,
      'league.recordImport',
      { importId, leagueId: null },
      'POST',
    ).finally(() => (finished = true));
    // Answers to results.latest asked while the recording runs, with the recording's progress when each answer came.
    const answeredDuring: { done: number; total: number }[] = [];
    while (!finished) {
      const before = site.services.site.importProgress(importId);
      if (!before?.recording || before.recording.step === 'recorded') {
        await new Promise((r) => setTimeout(r, 1));
        continue;
      }
      const latest = await call<{ sessionId: string }[]>(member, 'results.latest', {});
      expect(latest.length).toBeGreaterThan(0);
      const after = (site.services.site.importProgress(importId) as ImportProgress).recording!;
      if (after.step !== 'recorded' && after.done < after.total)
        answeredDuring.push({ done: after.done, total: after.total });
    }
    expect(answeredDuring.length).toBeGreaterThan(0);
    expect(answeredDuring.every((p) => p.done < p.total)).toBe(true);

    expect(await recorded).toMatchObject({ status: 'recorded', sessionId: importId, tableBoards: BOARDS * TABLES });
    const last = await progress();
    expect(last.recording).toMatchObject({ step: 'recorded', message: expect.stringMatching(/^Recorded as session /) });
    expect(last.recording!.done).toBe(last.recording!.total);
    // Every board of the file on the member's results page, and every pair scored on all of them (a Mitchell plays each set at every table).
    const session = await call<{
      publishedAt: string | null;
      boards: number[];
      sections: { fields: { rows: { boardsPlayed: number }[] }[] }[];
    }>(member, 'results.session', { sessionId: importId });
    expect(session.publishedAt).not.toBeNull();
    expect(session.boards).toEqual(Array.from({ length: BOARDS }, (_, i) => i + 1));
    const rows = session.sections.flatMap((s) => s.fields.flatMap((f) => f.rows));
    expect(rows.map((r) => r.boardsPlayed)).toEqual(Array.from({ length: 2 * TABLES }, () => BOARDS));
  }, 120_000);
});
