// Issue 19, points 1 and 2, on a real club file through the site's own use cases: a league
// administrator who also plays cannot download (PBN export) or open the boards his pair has not
// played while the session runs; publishing during round 1 of a Howell needs a second confirmation
// naming what is missing, is recorded as confirmed despite it, and reveals nothing by itself; the
// director closing the session does.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteUseCases, openClub, type Club } from '@club/application';
import { createAuthStore, type AuthStore } from '@club/auth';
import type { RoleGrant } from '@club/club';
import type { ApiServices } from '../src/trpc/context';
import { failure } from './support/failure';
import { tokenCaller } from './support/token-caller';

const dir = mkdtempSync(join(tmpdir(), 'club-secrecy-'));
let club: Club;
let auth: AuthStore;
let services: ApiServices;

// `la` administers the leagues and plays in pair 1; `mo` plays in pair 2; `td` directs.
const people: Record<string, RoleGrant[]> = {
  td: [{ role: 'member' }, { role: 'director', scope: { kind: 'session', id: 'elsewhere' } }],
  la: [{ role: 'member' }, { role: 'league-admin' }],
  mo: [{ role: 'member' }],
};
const entrants = [
  ['la', 'p2'],
  ['mo', 'p4'],
  ['p5', 'p6'],
  ['p7', 'p8'],
].map((players) => ({ players }));

async function callerOf(memberId: string) {
  const { token } = await auth.signIn({
    email: `${memberId}@club.test`,
    password: `pw-${memberId}-secret`,
    clientAddress: memberId,
  });
  return tokenCaller(services, token);
}

beforeAll(async () => {
  club = await openClub({ file: join(dir, 'club.sqlite'), queue: 'in-process', log: () => {} });
  auth = createAuthStore(club.store.sqlite, { scrypt: { N: 2 ** 10, r: 8, p: 1 } });
  for (const [memberId, grants] of Object.entries(people))
    await auth.createAccount({
      memberId,
      name: memberId,
      email: `${memberId}@club.test`,
      password: `pw-${memberId}-secret`,
      grants,
    });
  services = { auth, site: createSiteUseCases(club) };
});
afterAll(async () => {
  await club.close();
  rmSync(dir, { recursive: true, force: true });
});

let played: number;
let unplayed: number;

describe('a running Howell: the league administrator who plays in it', () => {
  it('is set up: a 2-table Howell of 4 pairs, round 1 started, pair 1 has finished one board', async () => {
    const td = await callerOf('td');
    await td.director.openSession({
      sessionId: 'H1',
      name: 'Howell',
      startsAt: '2026-03-02T19:00:00Z',
      movement: { kind: 'howell', tables: 2, boardsPerRound: 2 },
      dealSeed: 11,
      entrants,
    });
    const director = await callerOf('td');
    await director.director.startRound({ sessionId: 'H1', round: 1 });
    const session = await director.director.session({ sessionId: 'H1' });
    const mine = session.slots.find((s) => s.round === 1 && (s.ns === '1' || s.ew === '1'))!;
    played = mine.board;
    unplayed = session.slots.find(
      (s) =>
        s.round > 1 &&
        s.ns !== '1' &&
        s.ew !== '1' &&
        !session.slots.some((o) => o.board === s.board && (o.ns === '1' || o.ew === '1') && o.round === 1),
    )!.board;
    await director.director.enterResult({
      sessionId: 'H1',
      section: 'A',
      table: mine.table,
      board: played,
      contract: '3NT',
      declarer: 'N',
      tricks: 9,
    });
  });

  it('sees the board his pair has played and not one it has yet to play', async () => {
    const la = await callerOf('la');
    expect((await la.results.board({ sessionId: 'H1', board: played })).content.visible).toBe(true);
    expect((await la.results.board({ sessionId: 'H1', board: unplayed })).content).toEqual({
      visible: false,
      code: 'until-pair-played',
      reason:
        'This board is hidden until your pair has played it, every table has played it, or the director closes the session.',
    });
  });

  it('cannot download the session as PBN while a board is hidden from him: refused, naming why', async () => {
    const la = await callerOf('la');
    const refused = await failure(la.league.exportPbn({ sessionId: 'H1' }));
    expect(refused.code).toBe('FORBIDDEN');
    expect(refused.message).toMatch(
      /^Session 'H1' is still in play: \d+ of 6 boards are hidden from you until your pair has played them, every table has played them, or the director closes the session\. Export it then\.$/,
    );
  });
});

describe('publishing during round 1', () => {
  it('is refused, naming what is missing; the director sees the same counts before confirming', async () => {
    const td = await callerOf('td');
    const session = await td.director.session({ sessionId: 'H1' });
    // 3 rounds × 2 tables × 2 boards = 12 table plays, one recorded.
    expect(session.incomplete).toEqual({ roundsRemaining: 3, missingResults: 11 });
    expect(session.status).toBe('running');
    const refused = await failure(td.director.publish({ sessionId: 'H1' }));
    expect(refused.code).toBe('BAD_REQUEST');
    expect(refused.message).toBe(
      "the session is not complete: 3 rounds not ended and 11 results missing; publishing now needs the director's confirmation of exactly that",
    );
    const stale = await failure(
      td.director.publish({ sessionId: 'H1', confirmIncomplete: { roundsRemaining: 3, missingResults: 12 } }),
    );
    expect(stale.code).toBe('BAD_REQUEST');
    expect(club.store.readStream('session-H1').some((e) => e.type === 'OfficialScoreMadeAvailable')).toBe(false);
  });

  it('once confirmed with those counts, is recorded with the fact; the session stays running for members and the director alike', async () => {
    const td = await callerOf('td');
    expect(
      (await td.director.publish({ sessionId: 'H1', confirmIncomplete: { roundsRemaining: 3, missingResults: 11 } }))
        .version,
    ).toBe(1);
    const published = club.store.readStream('session-H1').find((e) => e.type === 'OfficialScoreMadeAvailable')!;
    expect(published.data).toMatchObject({ publishedIncomplete: { roundsRemaining: 3, missingResults: 11 } });
    const session = await td.director.session({ sessionId: 'H1' });
    expect(session.status).toBe('running');
    expect(session.publications[0]).toMatchObject({ incomplete: { roundsRemaining: 3, missingResults: 11 } });
    const la = await callerOf('la');
    expect((await la.results.latest({})).find((s) => s.sessionId === 'H1')!.status).toBe('running');
    expect((await la.results.session({ sessionId: 'H1' })).status).toBe('running');
  });

  it('reveals nothing: a member still cannot open, replay or export a board his pair has not played', async () => {
    const la = await callerOf('la');
    expect((await la.results.board({ sessionId: 'H1', board: unplayed })).content.visible).toBe(false);
    expect((await failure(la.league.exportPbn({ sessionId: 'H1' }))).code).toBe('FORBIDDEN');
    const mo = await callerOf('mo');
    const moSees = (await mo.results.board({ sessionId: 'H1', board: played })).content.visible;
    const session = await (await callerOf('td')).director.session({ sessionId: 'H1' });
    const moPlayed = session.slots.some((s) => s.board === played && s.result && (s.ns === '2' || s.ew === '2'));
    expect(moSees).toBe(moPlayed);
  });

  it('the director closing the session shows every board to every member, and the export is given', async () => {
    const td = await callerOf('td');
    await td.director.closeSession({ sessionId: 'H1' });
    const la = await callerOf('la');
    expect((await la.results.board({ sessionId: 'H1', board: unplayed })).content.visible).toBe(true);
    expect((await la.results.session({ sessionId: 'H1' })).status).toBe('over');
    const file = await la.league.exportPbn({ sessionId: 'H1' });
    expect(file.fileName).toBe('H1.pbn');
    expect(file.text).toContain(`[Board "${unplayed}"]`);
  });
});
