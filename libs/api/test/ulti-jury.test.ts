// Caller tests of the Ulti jury's procedures over the fixture: the organiser names a juror (the use
// case gets who named him), the jury's desk and a ruling's preview answer the jury of the session,
// and a refusal comes back with its code; nothing is kept.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isApiError } from '../src/trpc/api-error';
import { failure } from './support/failure';
import { openTestClub, type TestClub } from './support/fixture';

let club: TestClub;
beforeEach(async () => {
  club = await openTestClub();
});
afterEach(() => club.close());

const revoke = { type: 'renonsz', case: 'play-4', offender: 'B', caller: 'C' } as const;

describe('the Ulti jury procedures', () => {
  it('the director of the session names a juror: the use case gets the member and who named him', async () => {
    const call = club.caller({ token: await club.tokenOf('director') }).call;
    expect(await call.ulti.nameJuror({ sessionId: 'S1', memberId: 'eve' })).toEqual({ recorded: true });
    expect(club.ultiCommands).toEqual([
      { name: 'nameUltiJuror', input: { sessionId: 'S1', memberId: 'eve' }, memberId: 'director' },
    ]);
  });

  it('the director removes a juror: the use case gets the member and who removed him', async () => {
    const call = club.caller({ token: await club.tokenOf('director') }).call;
    expect(await call.ulti.removeJuror({ sessionId: 'S1', memberId: 'eve' })).toEqual({ recorded: true });
    expect(club.ultiCommands).toEqual([
      { name: 'removeUltiJuror', input: { sessionId: 'S1', memberId: 'eve' }, memberId: 'director' },
    ]);
  });

  it("naming on a closed session answers with the decider's code; nothing is kept", async () => {
    const call = club.caller({ token: await club.tokenOf('league-admin') }).call;
    const refused = await failure(call.ulti.nameJuror({ sessionId: 'closed-1', leagueId: 'UL', memberId: 'eve' }));
    expect(isApiError(refused.cause) && refused.cause.refusal?.code).toBe('session-closed');
    expect(club.ultiCommands).toEqual([]);
  });

  it("the jury reads its desk and a ruling's forints before Confirm", async () => {
    const call = club.caller({ token: await club.tokenOf('ulti-jury') }).call;
    expect((await call.ulti.juryDesk({ sessionId: 'S1' })).tables).toEqual([
      { round: 1, table: 1, seating: ['A', 'B', 'C'], deals: [] },
    ]);
    expect(await call.ulti.previewRuling({ sessionId: 'S1', table: 1, dealNo: 1, action: revoke })).toEqual({
      outcome: 'ruling',
      declarer: 'A',
      contract: 'passz',
      deltas: { A: -2, B: 1, C: 1 },
    });
  });

  it('a ruling on a deal not recorded is refused with its code', async () => {
    const call = club.caller({ token: await club.tokenOf('director') }).call;
    const refused = await failure(call.ulti.previewRuling({ sessionId: 'S1', table: 1, dealNo: 9, action: revoke }));
    expect(isApiError(refused.cause) && refused.cause.refusal?.code).toBe('unknown-deal');
  });
});
