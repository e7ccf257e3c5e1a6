// An alerted call is recorded with its alert and explanation (CallMade version 2); a call stored at
// version 1, before alerts were recorded, reads as not alerted.
import { UpcasterRegistry } from '@club/events';
import { describe, expect, test } from 'vitest';
import { auctionDecider, parseAuctionCommand, registerAuctionUpcasters } from '../../src';
import { given } from './auction-fixture';

describe('an alerted call', () => {
  test('the alert and its explanation go with the call; an unalerted call has none', () => {
    const state = given('N', []);
    const alerted = auctionDecider('N').decide(
      { type: 'MakeCall', seat: 'N', call: { kind: 'Bid', level: 1, strain: 'C' }, alert: { explanation: 'strong' } },
      state,
    );
    expect(alerted[0]).toMatchObject({ type: 'CallMade', schemaVersion: 2, alert: { explanation: 'strong' } });
    const plain = auctionDecider('N').decide({ type: 'MakeCall', seat: 'N', call: { kind: 'Pass' } }, state);
    expect(plain[0]).toMatchObject({ type: 'CallMade', schemaVersion: 2, alert: null });
  });
  test('an explanation longer than free text may be is refused at the edge, naming the field', () => {
    expect(() =>
      parseAuctionCommand({
        type: 'MakeCall',
        seat: 'N',
        call: { kind: 'Pass' },
        alert: { explanation: 'x'.repeat(100_000) },
      }),
    ).toThrow(/alert\.explanation/);
  });
  test('a version 1 call reads as version 2 without an alert', () => {
    const registry = registerAuctionUpcasters(new UpcasterRegistry());
    const v1 = { type: 'CallMade', schemaVersion: 1, data: { seat: 'N', call: { kind: 'Pass' }, at: 0 } };
    expect(registry.upcast(v1)).toEqual({
      type: 'CallMade',
      schemaVersion: 2,
      data: { seat: 'N', call: { kind: 'Pass' }, at: 0, alert: null },
    });
  });
});
