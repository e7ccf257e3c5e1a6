// A decider's refusal over a real HTTP server: the answer carries the decider's message, the HTTP
// status its code maps to, and the refusal's stable code and params (data.refusal) for the pages
// and the translations; an error that is no refusal carries none.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trpcNodeHandler } from '../../src/server/trpc-node-handler';
import { openDirectorClub, type DirectorClub } from '../../../../libs/api/test/support/director-club';

let director: DirectorClub;
let server: Server;
let url: string;

beforeAll(async () => {
  director = await openDirectorClub({ td: [{ role: 'director', scope: { kind: 'session', id: 'earlier' } }] });
  const api = trpcNodeHandler(director.services);
  server = createServer((req, res) => {
    if (!api(req, res)) res.writeHead(404).end('not the api');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((done) => server.close(done));
  await director.close();
});

const players = Array.from({ length: 4 }, (_, i) => ({ players: [`p${2 * i + 1}`, `p${2 * i + 2}`] }));

async function signIn(): Promise<string> {
  const response = await fetch(`${url}/api/trpc/auth.signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email: 'td@club.test', password: 'pw-td-secret' }),
  });
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}
const mutate = (cookie: string, path: string, input: unknown) =>
  fetch(`${url}/api/trpc/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, cookie },
    body: JSON.stringify(input),
  });

describe('a refusal over HTTP', () => {
  it('answers 400 with the message and the refusal code and params; a bad input is refused by its field', async () => {
    const cookie = await signIn();
    expect(
      (
        await mutate(cookie, 'director.openSession', {
          sessionId: 'H1',
          name: 'Over HTTP',
          startsAt: director.at(0),
          movement: { kind: 'howell', tables: 2, boardsPerRound: 1 },
          entrants: players,
        })
      ).status,
    ).toBe(200);
    expect((await mutate(cookie, 'director.startRound', { sessionId: 'H1', round: 1 })).status).toBe(200);

    const refused = await mutate(cookie, 'director.startRound', { sessionId: 'H1', round: 2 });
    expect(refused.status).toBe(400);
    const { error } = (await refused.json()) as {
      error: { message: string; data: { code: string; refusal: unknown } };
    };
    expect(error.message).toBe('round 1 has not ended');
    expect(error.data.code).toBe('BAD_REQUEST');
    expect(error.data.refusal).toEqual({ code: 'round-running', params: { round: 1 } });

    const bad = (await (await mutate(cookie, 'director.startRound', { sessionId: 'H1', round: 0 })).json()) as {
      error: { data: { code: string; refusal: unknown } };
    };
    expect([bad.error.data.code, bad.error.data.refusal]).toEqual([
      'BAD_REQUEST',
      { code: 'input-invalid', params: { field: 'round', problems: 1 } },
    ]);
  });

  it('answers by the code table: a record already there is 409 CONFLICT; a refusal without values has empty params', async () => {
    const cookie = await signIn();
    const board = { sessionId: 'H1', section: 'A', table: 1, board: 1 };
    // The test's clock stands still: a second call at the same moment is the same call.
    const call = { ...board, calledBy: 'E', stage: 'auction', irregularity: 'a hesitation' };
    const first = (await (await mutate(cookie, 'director.callDirector', call)).json()) as {
      result: { data: { callId: string } };
    };
    const again = await mutate(cookie, 'director.callDirector', call);
    expect(again.status).toBe(409);
    const conflict = (await again.json()) as { error: { message: string; data: { code: string; refusal: unknown } } };
    expect(conflict.error.data.code).toBe('CONFLICT');
    expect(conflict.error.data.refusal).toEqual({
      code: 'duplicate-call',
      params: { callId: first.result.data.callId },
    });
    // Law 79C2 needs two people: the director and the organizer.
    const same = await mutate(cookie, 'director.authorizeLateCorrection', {
      ...board,
      organizerId: 'td',
      attestation: 'both slips show 10 tricks',
    });
    expect(same.status).toBe(400);
    expect(((await same.json()) as { error: { data: { refusal: unknown } } }).error.data.refusal).toEqual({
      code: 'same-person',
      params: {},
    });
  });
});
