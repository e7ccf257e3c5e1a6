// A LIN file as a pairs session's results: recognised by its content, a table per room, pairs from the
// names per room, each result with the engine's commands of its auction and play.
import { describe, expect, test } from 'vitest';
import { importResults, importResultsBytes, sniffResultsFormat } from '../src';
import { PLAY_TWO_TRICKS, VUGRAPH, single } from '@club/testing';

describe('a LIN file is known by its content', () => {
  test('a two-letter tag and | opens it, whatever the name', () => {
    expect(sniffResultsFormat(VUGRAPH)).toBe('LIN');
    expect(sniffResultsFormat('\n  pn|Sam,Wendy,Ned,Edith|')).toBe('LIN');
    expect(importResults(single(PLAY_TWO_TRICKS), 'hand').source).toEqual({
      format: 'LIN',
      file: 'hand',
      generator: 'BBO',
    });
  });
});

describe('a vugraph file whose header names no teams: a pairs session of two tables', () => {
  // With both teams named it is a teams match (lin-team-match.test.ts).
  const session = importResultsBytes(Buffer.from(VUGRAPH.replace('Home,0,Away,0', '')), 'match.lin');

  test('the event, scored as cross-IMPs; a pair for each two players who sat together, in order of appearance', () => {
    expect(session.event).toMatchObject({ name: 'Club Teams', method: 'IMP-CROSS', date: null });
    expect(session.participants.map((p) => [p.id, p.names])).toEqual([
      ['1', ['Ned', 'Sam']],
      ['2', ['Edith', 'Wendy']],
      ['3', ['Nick', 'Sue']],
      ['4', ['Eve', 'Walt']],
    ]);
  });

  test('the open room is table 1, the closed room table 2, one round; 3NT by North with 13 tricks is NS +520', () => {
    const [one, two] = session.boards;
    expect(one!.results.map((r) => [r.table, r.round, r.ns, r.ew, r.declarer, r.tricks, r.scoreNS, r.lead])).toEqual([
      [1, 1, '1', '2', 'N', 13, 520, 'S7'],
      [2, 1, '3', '4', 'N', 13, 520, 'S7'],
    ]);
    // Board 2: passed out in the open room, not played in the closed room.
    expect(two!.results.map((r) => [r.table, r.contract, r.scoreNS])).toEqual([[1, 'Pass', 0]]);
    expect(one!.deal).toBe('N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432');
  });

  test('each result keeps its auction and play: ten calls, then the cards, then a claim the defenders accept', () => {
    const open = session.boards[0]!.results[0]!.play!;
    expect(open.slice(0, 2)).toEqual([
      { type: 'MakeCall', seat: 'N', call: { kind: 'Bid', level: 1, strain: 'C' }, alert: { explanation: 'strong' } },
      { type: 'MakeCall', seat: 'E', call: { kind: 'Pass' } },
    ]);
    expect(open.map((c) => c.type)).toEqual([
      ...Array<string>(10).fill('MakeCall'),
      ...Array<string>(8).fill('PlayCard'),
      'MakeClaim',
      'AcquiesceClaim',
      'AcquiesceClaim',
    ]);
    const closed = session.boards[0]!.results[1]!.play!;
    expect(closed.filter((c) => c.type === 'PlayCard')).toHaveLength(52);
  });
});
