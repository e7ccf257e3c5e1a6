// The scorer's one-line keyboard result: every result a board can have fits in a few key presses.
import { describe, expect, it } from 'vitest';
import { readTypedResult } from '../../src/contract/typed-result';

describe('a typed table result', () => {
  it('reads contract, declarer and result against the contract', () => {
    expect(readTypedResult('4SN=')).toEqual({
      ok: true,
      result: {
        contract: { level: 4, strain: 'S', doubling: '' },
        declarer: 'N',
        tricks: 10,
        lead: null,
        honours: null,
      },
    });
    expect(readTypedResult('3ntxe-1')).toEqual({
      ok: true,
      result: {
        contract: { level: 3, strain: 'NT', doubling: 'X' },
        declarer: 'E',
        tricks: 8,
        lead: null,
        honours: null,
      },
    });
    expect(readTypedResult(' 1c xx s +6 ')).toEqual({
      ok: true,
      result: {
        contract: { level: 1, strain: 'C', doubling: 'XX' },
        declarer: 'S',
        tricks: 13,
        lead: null,
        honours: null,
      },
    });
  });

  it('reads N alone as no trumps, so 3NT by North is 3NN= as well as 3NTN=', () => {
    const nt = {
      ok: true,
      result: {
        contract: { level: 3, strain: 'NT', doubling: '' },
        declarer: 'N',
        tricks: 9,
        lead: null,
        honours: null,
      },
    };
    expect(readTypedResult('3nn=')).toEqual(nt);
    expect(readTypedResult('3ntn=')).toEqual(nt);
  });

  it('takes the opening lead after the result, and P for a passed-out board', () => {
    expect(readTypedResult('4hw+1ck')).toMatchObject({ ok: true, result: { tricks: 11, lead: 'CK' } });
    expect(readTypedResult('2DS−2 s10')).toMatchObject({ ok: true, result: { tricks: 6, lead: 'ST' } });
    expect(readTypedResult('p')).toEqual({
      ok: true,
      result: { contract: 'Pass', declarer: null, tricks: null, lead: null, honours: null },
    });
  });

  it('names what is wrong in words', () => {
    expect(readTypedResult('4S=')).toMatchObject({
      ok: false,
      problem: expect.stringContaining("'4S=' is not a result"),
    });
    expect(readTypedResult('4SN+4')).toEqual({ ok: false, problem: '4S +4 would be 14 tricks: a board has 0 to 13' });
    expect(readTypedResult('1CN-8')).toEqual({ ok: false, problem: '1C -8 would be -1 tricks: a board has 0 to 13' });
    expect(readTypedResult('4SN=ZK')).toMatchObject({
      ok: false,
      problem: expect.stringContaining("'ZK' is not a lead"),
    });
  });

  it('at rubber bridge reads the honours after the result: points, then the holder', () => {
    const rubber = { table: 'standard' } as const;
    expect(readTypedResult('4SN=100E', rubber)).toMatchObject({
      ok: true,
      result: { tricks: 10, honours: { seat: 'E', holding: 'four-trump-honours' } },
    });
    // "+1" then "150": the overtrick's digit and the honours' stay apart.
    expect(readTypedResult('4HS+1150N', rubber)).toMatchObject({
      ok: true,
      result: { tricks: 11, honours: { seat: 'N', holding: 'five-trump-honours' } },
    });
    expect(readTypedResult('3NTW-1 150S', rubber)).toMatchObject({
      ok: true,
      result: { tricks: 8, honours: { seat: 'S', holding: 'four-aces' } },
    });
    expect(readTypedResult('7NTS-10', rubber)).toMatchObject({ ok: true, result: { tricks: 3, honours: null } });
  });

  it('refuses honours at duplicate and 100 at no-trump, in words', () => {
    expect(readTypedResult('4SN=100E')).toEqual({ ok: false, problem: 'honours (100E) score only at rubber bridge' });
    expect(readTypedResult('3NTN=100E', { table: 'standard' })).toEqual({
      ok: false,
      problem: 'at no-trump only four aces score honours: 150',
    });
  });

  it("says why honours are not read at the Czech text's table and at Chicago", () => {
    expect(readTypedResult('4SN=100E', { table: 'czech-text-003' })).toEqual({
      ok: false,
      problem: "honours (100E) are not scored: the Czech text's table has no honours",
    });
    expect(readTypedResult('3NTS=150W', { table: 'chicago' })).toEqual({
      ok: false,
      problem: 'honours (150W) are not scored: Chicago counts no honours',
    });
    // Without honours the line reads the same at every table.
    expect(readTypedResult('4SN=', { table: 'chicago' })).toMatchObject({ ok: true, result: { tricks: 10 } });
  });

  it('fits the longest result, with its lead, in 11 characters (12 key presses with Enter)', () => {
    const longest = '7NTXXS-13SA';
    expect(longest.length).toBe(11);
    expect(readTypedResult(longest)).toMatchObject({ ok: true, result: { tricks: 0, lead: 'SA' } });
  });
});
