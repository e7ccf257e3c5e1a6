// A command that does not parse (a club or bridge command parsed after the edge) is a refusal like
// any other: every procedure's refusal (trpc/refusal.ts) maps it by its code, 'invalid-command', and hands on the command and field.
import { parseClubTableBoardCommand } from '@club/club';
import { parseAuctionCommand } from '@club/bridge';
import { describe, expect, it } from 'vitest';
import { refusalOf } from '../src/trpc/refusal';

const refusedAs = async (run: () => unknown) => {
  try {
    await run();
  } catch (thrown) {
    const error = refusalOf(thrown);
    return [error?.code, error?.message, error?.refusal];
  }
  return ['not refused'];
};

describe('a command that does not parse', () => {
  it("answers BAD_INPUT by its code 'invalid-command', with the command and field as params", async () => {
    expect(await refusedAs(() => parseClubTableBoardCommand({ type: 'OpenTableBoard' }))).toEqual([
      'BAD_INPUT',
      expect.stringMatching(/^OpenTableBoard: field 'sessionId'/),
      { code: 'invalid-command', params: { command: 'OpenTableBoard', field: 'sessionId' } },
    ]);
    expect(await refusedAs(() => parseAuctionCommand({ type: 'MakeCall', seat: 'Q', call: { kind: 'Pass' } }))).toEqual(
      [
        'BAD_INPUT',
        expect.stringMatching(/^auction command: field 'seat'/),
        { code: 'invalid-command', params: { command: 'auction command', field: 'seat' } },
      ],
    );
  });
});
