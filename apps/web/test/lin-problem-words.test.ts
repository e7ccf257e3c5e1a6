// A LIN file's problems in the site's words, from the codes and parameters the reader gives (the
// hand-made files of @club/testing): a card played twice stops the import, a revoke and a header
// disagreeing with the play are kept and reported; a problem with no known code keeps its message.
import { describe, expect, it } from 'vitest';
import { ImportError, importLin, importResults } from '@club/interchange';
import { PLAY_TWO_TRICKS, VUGRAPH, single } from '@club/testing';
import { LIN_PROBLEM_CODES, readerProblemWords } from '../src/words/lin-problems';

const refusal = (text: string) => {
  try {
    importLin(text, 'bad.lin');
  } catch (error) {
    if (error instanceof ImportError) return { ...error.reason, message: error.problem };
    throw error;
  }
  throw new Error('expected the file to be refused');
};

describe('LIN problem words', () => {
  it('words a refusal from its code: a card played twice, a claim the tricks contradict', () => {
    expect(readerProblemWords(refusal(single('pc|S7|pc|S3|pc|S2|pc|SA|pc|SA|')))).toBe(
      'SA is played a second time (first at token 22).',
    );
    expect(readerProblemWords(refusal(single(PLAY_TWO_TRICKS, 'mc|1|')))).toBe(
      'A claim of 1 trick, but declarer’s side had already won 2 tricks.',
    );
  });

  it('words what the replay kept: a revoke, the header disagreeing with the play', () => {
    const revoke = importResults(single('pc|HJ|pc|H6|pc|D2|pc|HA|pc|SA|pc|S7|pc|S3|pc|S2|'), 'r.lin');
    const header = importResults(VUGRAPH.replace('rs|3NN+4,3NN+4,', 'rs|3NN+4,3NN+3,'), 'm.lin');
    const words = [...revoke.irregularities!, ...header.irregularities!].map((x) =>
      readerProblemWords({ ...x, message: x.problem }),
    );
    expect(words).toEqual([
      'West revoked: D2 in trick 1, holding H5 H4 H3 H2 (Law 61). Recorded as played.',
      'The file’s summary (rs) says 3NN+3, but the play recorded gives 3NN+4; the play is kept.',
    ]);
  });

  it('keeps the message of a problem without a LIN code, and no code is shown as words', () => {
    expect(readerProblemWords({ message: 'the file says NS 420' })).toBe('the file says NS 420');
    expect(readerProblemWords({ code: 'something-else', message: 'as written' })).toBe('as written');
    // Every parameter any code takes, so each code's words are made whole.
    const params = {
      ...{ claim: 'token 30 mc|13|', value: 'x', first: 'token 29 mc|13|', count: 2, made: 1 },
      ...{ refusal: 'not-your-turn', message: 'not your turn', seat: 'N', irregularity: 'insufficient-bid' },
      ...{ law: '27', card: 'SA', earlier: 3, holder: 'N', turn: 'E', offender: 'W', trick: 1, legal: 'H2' },
      ...{ header: '3NN+3', replay: '3NN+4', claimed: 2, won: 1, remaining: 3 },
    };
    for (const code of LIN_PROBLEM_CODES) {
      const text = readerProblemWords({ code, params, message: code });
      expect(text, code).not.toContain(code);
      expect(text, code).not.toMatch(/undefined/);
    }
  });
});
