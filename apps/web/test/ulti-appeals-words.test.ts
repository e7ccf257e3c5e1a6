// The Ulti and appeals words files keep their English for the pages still calling them; the catalogue
// says the same in five languages. Its English must be the files' English word for word, key for key,
// so a page moved to the catalogue reads as before in English.
import { describe, expect, it } from 'vitest';
import { messagesOf } from '../src/i18n/messages';
import { APPEAL_BODY_WORDS } from '../src/words/appeal-bodies';
import { CONCURRENCE_WORDS } from '../src/words/appeal-concurrence';
import { DEPOSIT_FATE_WORDS } from '../src/words/appeal-deposit';
import { APPEAL_OUTCOME_WORDS } from '../src/words/appeal-outcomes';
import { APPEAL_STATUS_WORDS } from '../src/words/appeal-statuses';
import { DISCIPLINE_WORDS, FINDING_WORDS, RULING_FIELD_WORDS } from '../src/words/ulti-jury-words';
import { ULTI_TERM_HELP, WORDS } from '../src/words/ulti-terms';
import { ULTI_TIE_BREAK_WORDS } from '../src/words/ulti-tie-breaks';

const en = messagesOf('en');
const helpOf = (words: Readonly<Record<string, readonly [string, string]>>) =>
  Object.fromEntries(Object.entries(words).map(([key, [, help]]) => [key, help]));

describe('the Ulti and appeals words in the catalogue', () => {
  it('the appeals words: the same English as the words files', () => {
    expect(en.appealsBody).toEqual(APPEAL_BODY_WORDS);
    expect(en.appealsConcurrence).toEqual(CONCURRENCE_WORDS);
    expect(en.appealsDeposit).toEqual(DEPOSIT_FATE_WORDS);
    expect(en.appealsOutcome).toEqual(APPEAL_OUTCOME_WORDS);
    expect(en.appealsStatus).toEqual(APPEAL_STATUS_WORDS);
  });

  it('the Ulti words: the jury’s, the tie-breaks and every term’s help, the same English', () => {
    expect(en.ultiDiscipline).toEqual(helpOf(DISCIPLINE_WORDS));
    expect(en.ultiRulingFields.fields).toEqual(RULING_FIELD_WORDS);
    expect(en.ultiRulingFields.findings).toEqual(FINDING_WORDS);
    expect(en.ultiTieBreaks).toEqual(ULTI_TIE_BREAK_WORDS);
    expect(en.ultiTermHelp).toEqual(helpOf(ULTI_TERM_HELP));
    expect(en.ultiWordHelp).toEqual(helpOf(WORDS));
  });

  it('the other languages give their own help, never the English', () => {
    for (const locale of ['cs', 'sk', 'bs', 'hu'] as const) {
      const words = messagesOf(locale);
      const same = Object.entries(words.ultiWordHelp).filter(
        ([key, help]) => help === en.ultiWordHelp[key as keyof typeof en.ultiWordHelp],
      );
      expect([locale, same]).toEqual([locale, []]);
      expect(words.appealsAuthorityName.regulating).not.toBe(en.appealsAuthorityName.regulating);
    }
  });
});
