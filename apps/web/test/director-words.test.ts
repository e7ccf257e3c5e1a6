// The director's desk in words (messages/director): the result pad's typed-line hint says what the
// bridge engine reads, a refused lead is quoted as typed in every language, and the English word
// maps other pages still import read the catalogue.
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { TYPED_HONOURS_HINT, TYPED_RESULT_HINT } from '@club/bridge';
import { LOCALES } from '../src/i18n/locales';
import { messagesOf } from '../src/i18n/messages';
import { SESSION_STATUS_WORDS } from '../src/words/session-statuses';
import { tableCodesOwnComputerWords, tableQrLabel } from '../src/words/table-codes';

const pad = (locale: (typeof LOCALES)[number]) =>
  createTranslator({ locale, messages: messagesOf(locale), namespace: 'directorResultPad' });
const sentence = (hint: string) => `${hint[0]!.toUpperCase()}${hint.slice(1)}`;

describe("the director's desk in words", () => {
  it("the typed line's English hint is the engine's own, honours added at a rubber table", () => {
    expect(pad('en')('typedHint')).toBe(`Then Enter. ${sentence(TYPED_RESULT_HINT)}.`);
    expect(pad('en')('typedHintHonours')).toBe(`Then Enter. ${sentence(TYPED_RESULT_HINT)}; ${TYPED_HONOURS_HINT}.`);
  });

  it('every language quotes a refused lead as it was typed, and names the card not held', () => {
    for (const locale of LOCALES) {
      expect(pad(locale)('notACard', { typed: 'XK' }), locale).toMatch(/^'XK' /);
      expect(pad(locale)('notHeld', { card: '♥K' }), locale).toContain('♥K');
    }
  });

  it('counts tricks, tables and rounds in each language’s forms', () => {
    expect([1, 3, 10].map((tricks) => pad('cs')('tricksTaken', { tricks }))).toEqual([
      '1 zdvih',
      '3 zdvihy',
      '10 zdvihů',
    ]);
    expect([1, 10].map((tricks) => pad('en')('tricksTaken', { tricks }))).toEqual(['1 trick', '10 tricks']);
    const desk = createTranslator({ locale: 'bs', messages: messagesOf('bs'), namespace: 'directorDesk' });
    expect(desk('summary', { status: 'u toku', tables: 3, boards: 6, calls: 1 })).toBe(
      '(u toku): 3 stola, 6 boardova, 1 otvoren poziv direktoru',
    );
  });

  it('the English word maps other pages import are the catalogue’s', () => {
    expect(SESSION_STATUS_WORDS.running).toBe(messagesOf('en').directorSessionStatus.running);
    expect(tableQrLabel(3)).toBe('QR code that signs table 3 in');
    expect(tableCodesOwnComputerWords('http://localhost:3000')).toMatch(
      /^The QR codes lead to http:\/\/localhost:3000, /,
    );
  });
});
