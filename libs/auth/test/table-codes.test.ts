// Table codes on a real (in-memory) SQLite file: one unambiguous code per table, kept when issued
// again; a code signs its own table in, typed in any case; after entry ends, neither the code nor
// its sign-ins work.
import Database from 'better-sqlite3';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAuthStore, TABLE_CODE_LENGTH, type AuthStore } from '../src';

let auth: AuthStore;
const tables = [1, 2, 3].map((table) => ({ section: 'A', table }));
const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code;
  }
};

beforeEach(() => {
  auth = createAuthStore(new Database(':memory:'), { now: () => Date.parse('2026-11-21T18:00:00Z') });
});

describe('table codes', () => {
  it('gives each table its own code of unambiguous letters and digits, kept when issued again', () => {
    const codes = auth.tableCodes.issue('S1', tables);
    expect(codes.map((c) => c.table)).toEqual([1, 2, 3]);
    expect(new Set(codes.map((c) => c.code)).size).toBe(3);
    for (const { code } of codes) expect(code).toMatch(new RegExp(`^[A-HJ-NP-Z2-9]{${TABLE_CODE_LENGTH}}$`));
    expect(auth.tableCodes.issue('S1', tables)).toEqual(codes);
    expect(auth.tableCodes.of('S2')).toEqual([]);
  });

  it("signs in its own table, the code typed in any case; the cookie's token answers for that table only", () => {
    const [, second] = auth.tableCodes.issue('S1', tables);
    const { token, seat } = auth.tableCodes.signIn(` ${second!.code.toLowerCase()} `);
    expect(seat).toEqual({ sessionId: 'S1', section: 'A', table: 2 });
    expect(auth.tableCodes.seatForToken(token)).toEqual(seat);
    expect(auth.tableCodes.seatForToken('made-up')).toBeNull();
    expect(codeOf(() => auth.tableCodes.signIn('ZZZZZZ'))).toBe('table-code-unknown');
  });

  it('stops the codes and their sign-ins when entry ends', () => {
    const [first] = auth.tableCodes.issue('S1', tables);
    const { token } = auth.tableCodes.signIn(first!.code);
    auth.tableCodes.endTableEntry('S1');
    expect(auth.tableCodes.seatForToken(token)).toBeNull();
    expect(codeOf(() => auth.tableCodes.signIn(first!.code))).toBe('table-entry-ended');
  });
});
