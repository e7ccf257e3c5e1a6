// league.recordImport through the tRPC caller on a real club file (openSite over the demo club):
// the league administrator imports Ruter's pairs-2016-01-13.pbn, records it into a league, and a
// member reads the session's results with its origin (file, program, event); recording again says nothing new was recorded; an unknown
// import is NOT_FOUND, an unknown league a refusal in the decider's words.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '@club/api';
import type { Site } from '../../src/server/open-site';
import { failure } from '../../../../libs/api/test/support/failure';
import { tokenCaller } from '../../../../libs/api/test/support/token-caller';
import { openDemoSite } from '../support/demo-site';

const FIXTURE = new URL('../../../../libs/scoring/test/oracle/fixtures/pairs-2016-01-13.pbn', import.meta.url);

let site: Site;

beforeAll(async () => {
  site = await openDemoSite('api-import');
}, 120_000);
afterAll(async () => {
  await site?.close();
});

async function callerAs(role: string) {
  const account = site.demoAccounts.find((a) => a.role === role)!;
  const { token } = await site.services.auth.signIn({
    email: account.email,
    password: account.password,
    clientAddress: 'test',
  });
  return tokenCaller(site.services, token);
}

describe('league.recordImport on a real club', () => {
  it('records a checked import into a league; the session reads on the results pages; again records nothing', async () => {
    const admin = await callerAs('league-admin');
    const { importId } = await admin.league.importFile({
      fileName: 'pairs-2016-01-13.pbn',
      base64: readFileSync(FIXTURE).toString('base64'),
    });
    await expect
      .poll(async () => (await admin.league.importProgress({ importId })).step, { timeout: 20_000 })
      .toBe('done');

    const nowhere = await failure(admin.league.recordImport({ importId, leagueId: 'nosuch' }));
    expect([nowhere.code, nowhere.message]).toEqual(['BAD_REQUEST', 'the league is not created yet']);
    const unknown = await failure(admin.league.recordImport({ importId: 'import.ffffffffffffffff', leagueId: null }));
    expect(unknown.code).toBe('NOT_FOUND');

    const recorded = await admin.league.recordImport({ importId, leagueId: 'pairs' });
    expect(recorded).toMatchObject({ sessionId: importId, status: 'recorded', tableBoards: 126, notes: [] });
    expect(recorded.message).toMatch(
      new RegExp(`^Recorded as session ${importId.replace('.', '\\.')}: 126 table results`),
    );

    const member = await callerAs('member');
    const results = await member.results.session({ sessionId: importId });
    expect(results.name).toBe('Spiren');
    const ranked = results.sections.flatMap((s) => s.fields.flatMap((f) => f.rows));
    expect(ranked).toHaveLength(13);
    // Guests are named on the results (no member of the demo club is 'Player 1').
    expect(ranked.flatMap((r) => r.names)).toContain('Player 1');
    // Where the session came from: the file, the program that wrote it, the event; a club session has none.
    expect(results.importedFrom).toEqual({
      fileName: 'pairs-2016-01-13.pbn',
      format: 'PBN',
      program: 'Ruter i Norge',
      eventName: 'Spiren',
      eventDate: '2016-01-13',
    });
    expect((await member.results.session({ sessionId: 'mitchell1' })).importedFrom).toBeNull();

    const again = await admin.league.recordImport({ importId, leagueId: 'pairs' });
    expect(again).toMatchObject({
      status: 'already',
      events: 0,
      message: `Import ${importId} is already recorded as session ${importId}: nothing new was recorded.`,
    });
  });

  it('a site refusal carries its code and params and answers by code: an unknown import is NOT_FOUND', async () => {
    const refusalOf = async (call: Promise<unknown>) => {
      const error = await failure(call);
      return [error.code, (error.cause as ApiError).refusal];
    };
    const admin = await callerAs('league-admin');
    expect(await refusalOf(admin.league.recordImport({ importId: 'import.ffffffffffffffff', leagueId: null }))).toEqual(
      ['NOT_FOUND', { code: 'import-unknown', params: { importId: 'import.ffffffffffffffff' } }],
    );
    const seasonId = (await admin.league.seasons())[0]!.seasonId;
    expect(
      await refusalOf(
        admin.league.openSeason({ seasonId, name: 'again', startsOn: '2030-01-01', endsOn: '2030-12-31' }),
      ),
    ).toEqual(['BAD_REQUEST', { code: 'season-exists', params: {} }]);
    expect(await refusalOf(admin.league.addSession({ leagueId: 'pairs', sessionId: 'ghost', game: 'bridge' }))).toEqual(
      ['BAD_REQUEST', { code: 'session-unknown', params: { game: 'bridge', sessionId: 'ghost' } }],
    );
    const committee = await callerAs('appeals-committee');
    expect(
      await refusalOf(
        committee.appeals.scheduleHearing({ appealId: 'ap9', hearingAt: '2026-02-27T19:00:00Z', panel: ['ac1'] }),
      ),
    ).toEqual(['BAD_REQUEST', { code: 'appeal-unknown', params: { appealId: 'ap9' } }]);
  });
});
