// A refusal names the field in words: a schema path or the path a decider's message starts with
// becomes the field's label (the shapes' dictionary) or its key's own words, lists by item number.
import { describe, expect, it } from 'vitest';
import { fieldWords, issueWords, messageInWords } from '../src/trpc/field-words';

describe('fields in words', () => {
  it('names a list item by its number from 1 and a field by its label or its own words', () => {
    expect(fieldWords(['entrants', 0, 'members'])).toBe('Entrant 1, members');
    expect(fieldWords(['hearingAt'])).toBe('Hearing time');
    expect(fieldWords(['movement', 'boardsPerRound'])).toBe('Movement, boards per round');
    expect(fieldWords(['sessionId'])).toBe('Session');
    expect(fieldWords(['newAdjustedScore', 'ns', 'outcome', 'scoreNS'])).toBe(
      'New adjusted score, N-S, outcome, N-S score',
    );
    expect(fieldWords(['laws', 2])).toBe('Law 3');
    expect(fieldWords(['guests', 1])).toBe('Guest 2');
    expect(fieldWords([])).toBe('The input');
  });

  it('words a schema issue once, without the key its message repeats', () => {
    expect(issueWords({ path: ['hearingAt'], message: 'hearingAt: not a date and time' })).toBe(
      'Hearing time: not a date and time',
    );
    expect(
      issueWords({ path: ['entrants', 1, 'players'], message: 'Too small: expected array to have >=1 items' }),
    ).toBe('Entrant 2, players: Too small: expected array to have >=1 items');
  });

  it("words the path a decider's message starts with, and the commands it points to, and leaves any other message as it is", () => {
    expect(messageInWords("entrants.8.pair: '9' is not a pair of section A's movement")).toBe(
      "Entrant 9, pair number: '9' is not a pair of section A's movement",
    );
    expect(messageInWords('Rectify: no irregularity is waiting for a ruling')).toBe(
      'Rectify: no irregularity is waiting for a ruling',
    );
    expect(messageInWords('board 5 is not played at table 2')).toBe('board 5 is not played at table 2');
    expect(messageInWords('the appeals committee has not heard the appeal yet (RecordHearing first)')).toBe(
      'the appeals committee has not heard the appeal yet (record the hearing first)',
    );
  });
});
