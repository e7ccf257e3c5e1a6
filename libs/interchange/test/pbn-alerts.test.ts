// Issue 15, alerts through PBN: an alerted call is written with a note `=n=` and its `[Note "n:..."]`
// (PBN has no alert mark of its own; its `!` suffix is "good call"), and read back as the call's alert,
// which the replay passes to the engine's MakeCall so a recorded board keeps it.
import { PLAY_TWO_TRICKS, single } from '@club/testing';
import { describe, expect, test } from 'vitest';
import { alertNote, auctionTags, exportPbn, importLin, linToPbn, parsePbn, readPbnGames, replayPbnGame } from '../src';

const recordOf = (text: string) => readPbnGames(parsePbn(text, 'alerts.pbn'))[0]!;
const bid = (level: number, strain: 'C' | 'D' | 'H' | 'S' | 'NT') => ({ kind: 'Bid' as const, level, strain });
const pass = { kind: 'Pass' as const };

describe('alerts in a PBN auction', () => {
  test('written as notes, read back as each call its own alert: the explanation, or null when only alerted', () => {
    const calls = [
      { call: bid(1, 'C'), note: alertNote({ explanation: 'strong, 16+' }) },
      { call: pass, note: alertNote(null) },
      { call: bid(2, 'D'), note: alertNote({ explanation: null }) },
      { call: pass, note: null },
    ];
    const text = exportPbn([{ tags: [{ name: 'Board', value: '1' }, ...auctionTags('N', calls, false)] }]);
    expect(text).toContain('[Auction "N"]\n1C =1= Pass 2D =2= Pass\n*\n[Note "1:strong, 16+"]\n[Note "2:"]');
    const auction = recordOf(text).auction!;
    expect(auction.calls.map((c) => [c.seat, c.alert])).toEqual([
      ['N', { explanation: 'strong, 16+' }],
      ['E', null],
      ['S', { explanation: null }],
      ['W', null],
    ]);
  });

  test("the standard's `!` suffix is not an alert; two notes on a call make one explanation", () => {
    const text = ['[Board "1"]', '[Auction "N"]', '1C! 1D =1= =2= *', '[Note "1:both majors"]', '[Note "2:weak"]'];
    const [first, second] = recordOf(text.join('\n')).auction!.calls;
    expect(first).toMatchObject({ suffix: '!', alert: null });
    expect(second!.alert).toEqual({ explanation: 'both majors; weak' });
  });

  test('a note referenced with no Note tag: an error naming the file, line and call', () => {
    const text = ['[Board "1"]', '[Auction "N"]', 'Pass 1D =3= *', '[Note "1:weak"]'].join('\n');
    expect(() => recordOf(text)).toThrow('alerts.pbn:3: Auction call 2: note =3= has no tag [Note "3:..."]');
  });

  test("a LIN board's alert, through PBN and the replay, is on the engine's MakeCall", () => {
    const record = recordOf(linToPbn(importLin(single(PLAY_TWO_TRICKS), 'one.lin')));
    const calls = replayPbnGame(record, record, 'alerts.pbn')!.filter((c) => c.type === 'MakeCall');
    expect(calls.map((c) => ('alert' in c ? c.alert : undefined))).toEqual([
      { explanation: 'strong' },
      ...Array<undefined>(9).fill(undefined),
    ]);
  });
});
