// Caller tests of the Ulti evening's procedures over the fixture: a command reaches its use case
// with the signed-in member, a refusal answers in the decider's words with its code, the preview
// gives each player's forints and names the field of an impossible sheet.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PIROS_ULTIMO_WITH_KONTRAS } from '../../club/test/ulti/piros-ultimo-sheet';
import { isApiError } from '../src/trpc/api-error';
import { failure } from './support/failure';
import { openTestClub, type TestClub } from './support/fixture';

let club: TestClub;
beforeEach(async () => {
  club = await openTestClub();
});
afterEach(() => club.close());

const piros = PIROS_ULTIMO_WITH_KONTRAS;

describe('the Ulti evening procedures', () => {
  it('the organiser checks a player in: the use case gets the input and who sent it', async () => {
    const call = club.caller({ token: await club.tokenOf('ulti-league-admin') }).call;
    expect(await call.ulti.checkIn({ sessionId: 'S1', leagueId: 'UL', player: 'Aladár' })).toEqual({ recorded: true });
    expect(club.ultiCommands).toEqual([
      {
        name: 'checkInUltiPlayer',
        input: { sessionId: 'S1', leagueId: 'UL', player: 'Aladár' },
        memberId: 'ulti-league-admin',
      },
    ]);
  });

  it("a refusal answers with the decider's words and its code; nothing is kept", async () => {
    const call = club.caller({ token: await club.tokenOf('league-admin') }).call;
    const refused = await failure(call.ulti.closeSession({ sessionId: 'closed-1', leagueId: 'UL' }));
    expect(refused.message).toBe('Ulti session closed-1 is closed');
    expect(isApiError(refused.cause) && refused.cause.refusal?.code).toBe('session-closed');
    expect(club.ultiCommands).toEqual([]);
  });

  it('the preview gives the forints of a piros ultimó with kontras; a rekontra without kontra is named', async () => {
    const call = club.caller({ token: await club.tokenOf('member') }).call;
    expect(await call.ulti.previewDeal({ sessionId: 'e1', record: piros })).toEqual({
      outcome: 'played',
      declarer: 'A',
      contract: 'piros-ultimo',
      deltas: { A: 36, B: -18, C: -18 },
    });
    const refused = await failure(
      call.ulti.previewDeal({ sessionId: 'e1', record: { ...piros, rekontra: { B: ['parti'] } } }),
    );
    expect(refused.code).toBe('BAD_REQUEST');
    expect(refused.message).toMatch(/^rekontra\.B/);
  });
});
