// A PBN game's Auction and Play replayed through the rules engine: the commands an import records, and
// a record the engine refuses named by file, line and trick.
import { PLAY_TWO_TRICKS, single } from '@club/testing';
import { describe, expect, test } from 'vitest';
import { importLin, linToPbn, parsePbn, readPbnGames, replayPbnGame, ImportError } from '../src';

const pbn = linToPbn(importLin(single(PLAY_TWO_TRICKS), 'one.lin'));
const recordOf = (text: string) => readPbnGames(parsePbn(text, 'one.pbn'))[0]!;

describe('replaying a PBN game', () => {
  test('10 calls, 8 cards in order of play, then the claim of the rest (Result 13) accepted by both defenders', () => {
    const record = recordOf(pbn);
    const commands = replayPbnGame(record, record, 'one.pbn')!;
    expect(commands.filter((c) => c.type === 'MakeCall')).toHaveLength(10);
    // Trick 2 is led by the winner of trick 1 (North's SA): the column order (E S W N) is not the order of play.
    expect(commands.filter((c) => c.type === 'PlayCard').map((c) => (c.type === 'PlayCard' ? c.card : ''))).toEqual([
      'S7',
      'S3',
      'S2',
      'SA',
      'SK',
      'S8',
      'S4',
      'H2',
    ]);
    expect(commands.slice(-3).map((c) => c.type)).toEqual(['MakeClaim', 'AcquiesceClaim', 'AcquiesceClaim']);
  });

  test('a card its seat does not hold (West plays the heart ace North holds): an error naming the file, line and trick', () => {
    const broken = pbn.replace('S8 S4 H2 SK', 'S8 S4 HA SK');
    const record = recordOf(broken);
    expect(() => replayPbnGame(record, record, 'one.pbn')).toThrow(ImportError);
    expect(() => replayPbnGame(record, record, 'one.pbn')).toThrow(/one\.pbn:\d+: Play trick 2/);
  });
});
