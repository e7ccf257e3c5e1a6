// Contract: table codes and a table's entry throttle on every store: one unambiguous code per
// table, kept when issued again; a code signs its own table in, typed in any case; after entry
// ends, neither the code nor its sign-ins work; a table entering faster than a person is refused.
import { beforeEach, describe, expect, it } from 'vitest';
import { TABLE_CODE_LENGTH, type AuthStore } from '../../src';
import { codeOf, STORES } from './stores';

const tables = [1, 2, 3].map((table) => ({ section: 'A', table }));

describe.each(STORES)('table codes on $name', (adapter) => {
  const stores = adapter.use();
  let clock: { now: number };
  let auth: AuthStore;

  beforeEach(async () => {
    clock = { now: Date.parse('2026-11-21T18:00:00Z') };
    auth = await stores.open({ now: () => clock.now, tableEntryLimit: { max: 2, windowMs: 60_000 } });
  });

  it('gives each table its own code of unambiguous letters and digits, kept when issued again', async () => {
    const codes = await auth.tableCodes.issue('S1', tables);
    expect(codes.map((c) => c.table)).toEqual([1, 2, 3]);
    expect(new Set(codes.map((c) => c.code)).size).toBe(3);
    for (const { code } of codes) expect(code).toMatch(new RegExp(`^[A-HJ-NP-Z2-9]{${TABLE_CODE_LENGTH}}$`));
    expect(await auth.tableCodes.issue('S1', tables)).toEqual(codes);
    expect(await auth.tableCodes.of('S1')).toEqual(codes);
    expect(await auth.tableCodes.of('S2')).toEqual([]);
  });

  it("signs in its own table, the code typed in any case; the cookie's token answers for that table only", async () => {
    const [, second] = await auth.tableCodes.issue('S1', tables);
    expect(await auth.tableCodes.seatOfCode(second!.code)).toEqual({ sessionId: 'S1', section: 'A', table: 2 });
    const { token, seat } = await auth.tableCodes.signIn(` ${second!.code.toLowerCase()} `);
    expect(seat).toEqual({ sessionId: 'S1', section: 'A', table: 2 });
    expect(await auth.tableCodes.seatForToken(token)).toEqual(seat);
    expect(await auth.tableCodes.seatForToken('made-up')).toBeNull();
    expect(await auth.tableCodes.seatForToken(null)).toBeNull();
    expect(await codeOf(auth.tableCodes.signIn('ZZZZZZ'))).toBe('table-code-unknown');
  });

  it('stops the codes and their sign-ins when entry ends', async () => {
    const [first] = await auth.tableCodes.issue('S1', tables);
    const { token } = await auth.tableCodes.signIn(first!.code);
    await auth.tableCodes.endTableEntry('S1');
    expect(await auth.tableCodes.seatForToken(token)).toBeNull();
    expect(await codeOf(auth.tableCodes.signIn(first!.code))).toBe('table-entry-ended');
    expect(await codeOf(auth.tableCodes.seatOfCode(first!.code))).toBe('table-entry-ended');
  });

  it("throttles a table's entries, each table on its own, until the window passes", async () => {
    const one = { sessionId: 'S1', section: 'A', table: 1 };
    await auth.tableEntries.admit(one);
    clock.now += 10_000;
    await auth.tableEntries.admit(one);
    await expect(auth.tableEntries.admit(one)).rejects.toThrow(
      expect.objectContaining({
        code: 'too-many-table-entries',
        params: { retryAt: '2026-11-21T18:01:00.000Z' },
        message:
          'Too many entries from table 1 of section A: at most 2 in 60 seconds. Nothing was recorded; enter it again in 50 seconds.',
      }),
    );
    await auth.tableEntries.admit({ ...one, table: 2 });
    clock.now += 50_000;
    await auth.tableEntries.admit(one);
  });
});
