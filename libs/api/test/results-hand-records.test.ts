// Issue 17: a session's printable hand records carry every board's hands, so they follow the
// hand-record secrecy rule: a member whose pair has not played every board of a running session is
// refused; once the session is over members get them; the session's director always does.
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HAND_RECORD_WORDS } from '../../application/test/site/hand-record-words';
import { openTestClub, type TestClub } from './support/fixture';

let club: TestClub;
beforeAll(async () => {
  club = await openTestClub();
});
afterAll(() => club.close());

const handRecords = async (who: string, sessionId: string) =>
  club.caller({ token: await club.tokenOf(who) }).call.results.handRecords({
    sessionId,
    locale: 'en',
    words: HAND_RECORD_WORDS,
  });
const pdfText = (file: { pdfBase64: string }) => Buffer.from(file.pdfBase64, 'base64').toString('latin1');

describe('results.handRecords', () => {
  it('refuses a member while the session runs and a board is hidden from him, naming why', async () => {
    const refused = await handRecords('member', 'S1').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TRPCError);
    expect((refused as TRPCError).code).toBe('FORBIDDEN');
    expect((refused as TRPCError).message).toMatch(/still in play: 1 of 1 boards are hidden/);
  });

  it('gives them to a member once the session is over', async () => {
    const file = await handRecords('member', 'S2');
    expect(file.fileName).toBe('S2-hand-records.pdf');
    expect(pdfText(file)).toMatch(/^%PDF-/);
  });

  it("gives them to the session's director while it runs", async () => {
    expect(pdfText(await handRecords('director', 'S1'))).toMatch(/^%PDF-/);
  });

  it('answers NOT_FOUND for no such session and refuses words without their placeholders', async () => {
    await expect(handRecords('member', 'S9')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      club.caller({ token: await club.tokenOf('member') }).call.results.handRecords({
        sessionId: 'S2',
        locale: 'en',
        words: { ...HAND_RECORD_WORDS, board: 'Board' },
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
