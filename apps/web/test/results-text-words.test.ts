// The results and director texts the server used to write in English, now facts worded by the page
// in each language: what a session still lacks before publishing (plural forms), a section's
// movement, and an adjusted score with its percentages (the locale's number style).
import { createFormatter, createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import type { MovementDescription } from '@club/club';
import type { Locale } from '../src/i18n/locales';
import { messagesOf } from '../src/i18n/messages';
import { adjustedScoreLines, type AdjustedScorePart } from '../src/words/adjusted-score';
import { movementIn } from '../src/words/movement';
import { playedResultIn, type PlayedResultFacts } from '../src/words/played-result';
import { whatIsMissingIn } from '../src/words/what-is-missing';

const missingIn = (locale: Locale) => {
  const t = createTranslator({ locale, messages: messagesOf(locale), namespace: 'directorControls' });
  return (roundsRemaining: number, missingResults: number) => whatIsMissingIn({ roundsRemaining, missingResults }, t);
};

const movementWordsIn = (locale: Locale) => {
  const t = createTranslator({ locale, messages: messagesOf(locale), namespace: 'directorSession' });
  return (movement: MovementDescription) => movementIn(movement, t);
};

const adjustedIn = (locale: Locale) => {
  const t = createTranslator({ locale, messages: messagesOf(locale), namespace: 'boardPage' });
  const format = createFormatter({ locale });
  return (parts: readonly AdjustedScorePart[]) => adjustedScoreLines(parts, { t, format });
};

const playedIn = (locale: Locale) => {
  const messages = messagesOf(locale);
  const t = createTranslator({ locale, messages, namespace: 'replayPage' });
  const seat = createTranslator({ locale, messages, namespace: 'seatLetters' });
  return (result: PlayedResultFacts) => playedResultIn(result, { t, seat: (x) => seat(x) });
};

describe('what is missing before publishing', () => {
  it('in English as the director has always read it; nothing when complete', () => {
    const en = missingIn('en');
    expect(en(3, 11)).toBe('3 rounds not ended and 11 results missing');
    expect(en(1, 0)).toBe('1 round not ended');
    expect(en(0, 1)).toBe('1 result missing');
    expect(en(0, 0)).toBe('');
  });

  it('in Czech and Slovak: one, few (2–4) and other (5 and up)', () => {
    const cs = missingIn('cs');
    expect([cs(1, 0), cs(2, 0), cs(5, 0)]).toEqual(['1 kolo neskončilo', '2 kola neskončila', '5 kol neskončilo']);
    expect([cs(0, 1), cs(0, 3), cs(0, 11)]).toEqual(['chybí 1 výsledek', 'chybí 3 výsledky', 'chybí 11 výsledků']);
    expect(cs(3, 11)).toBe('3 kola neskončila a chybí 11 výsledků');
    const sk = missingIn('sk');
    expect([sk(1, 0), sk(4, 0), sk(6, 0)]).toEqual(['1 kolo neskončilo', '4 kolá neskončili', '6 kôl neskončilo']);
    expect([sk(0, 1), sk(0, 2), sk(0, 15)]).toEqual(['chýba 1 výsledok', 'chýbajú 2 výsledky', 'chýba 15 výsledkov']);
    expect(sk(2, 1)).toBe('2 kolá neskončili a chýba 1 výsledok');
  });

  it('in Bosnian: one (1, 21), few (2–4, 22–24) and other; in Hungarian the noun stays singular', () => {
    const bs = missingIn('bs');
    expect([bs(1, 0), bs(3, 0), bs(5, 0)]).toEqual([
      '1 kolo nije završeno',
      '3 kola nisu završena',
      '5 kola nije završeno',
    ]);
    expect([bs(0, 1), bs(0, 2), bs(0, 11), bs(0, 21)]).toEqual([
      'nedostaje 1 rezultat',
      'nedostaju 2 rezultata',
      'nedostaje 11 rezultata',
      'nedostaje 21 rezultat',
    ]);
    expect(bs(3, 11)).toBe('3 kola nisu završena i nedostaje 11 rezultata');
    const hu = missingIn('hu');
    expect(hu(3, 11)).toBe('3 forduló nem ért véget és 11 eredmény hiányzik');
    expect(hu(1, 0)).toBe('1 forduló nem ért véget');
  });
});

describe("a section's movement", () => {
  const movements: MovementDescription[] = [
    { kind: 'mitchell', tables: 7, style: 'odd' },
    { kind: 'mitchell', tables: 8, style: 'skip' },
    { kind: 'mitchell', tables: 6, style: 'relay-bye' },
    { kind: 'howell', tables: 5, shared: false },
    { kind: 'howell', tables: 3, shared: true },
    { kind: 'teams', home: 'Lions', away: 'Tigers', stints: 2, boardsPerStint: 8 },
    { kind: 'individual', players: 8, tables: 2, rounds: 7 },
    { kind: 'recorded', file: 'club.pbn', section: null },
    { kind: 'recorded', file: 'club.pbn', section: 'B' },
  ];

  it('in English the name the movement was scheduled with', () => {
    expect(movements.map(movementWordsIn('en'))).toEqual([
      'Mitchell, 7 tables',
      'Mitchell, 8 tables, skip after round 4',
      'Mitchell, 6 tables, relay and bye stand',
      'Howell, 5 tables',
      'Howell, 3 tables, boards shared between tables',
      'Teams, Lions v Tigers, two rooms, 2 × 8 boards',
      'Individual, 8 players, 2 tables, 7 rounds',
      'club.pbn',
      'club.pbn section B',
    ]);
  });

  it('in Czech, Slovak, Bosnian and Hungarian, counts in their plural forms', () => {
    expect(movements.slice(0, 3).map(movementWordsIn('cs'))).toEqual([
      'Mitchell, 7 stolů',
      'Mitchell, 8 stolů, přeskok po 4. kole',
      'Mitchell, 6 stolů, sdílené krabice a odkládací stolek',
    ]);
    expect(movementWordsIn('cs')({ kind: 'howell', tables: 3, shared: true })).toBe(
      'Howell, 3 stoly, krabice sdílené mezi stoly',
    );
    expect(movementWordsIn('sk')({ kind: 'mitchell', tables: 4, style: 'skip' })).toBe(
      'Mitchell, 4 stoly, preskok po 2. kole',
    );
    expect(movementWordsIn('sk')(movements[5]!)).toBe('Družstvá, Lions – Tigers, dve miestnosti, 2 × 8 krabíc');
    expect(movementWordsIn('bs')(movements[6]!)).toBe('Pojedinačno, 8 igrača, 2 stola, 7 kola');
    expect(movementWordsIn('bs')({ kind: 'mitchell', tables: 21, style: 'odd' })).toBe('Mitchell, 21 sto');
    expect(movementWordsIn('hu')(movements[1]!)).toBe('Mitchell, 8 asztal, ugrás a(z) 4. forduló után');
    expect(movementWordsIn('hu')(movements[8]!)).toBe('club.pbn, B szekció');
  });
});

describe('an adjusted score on the traveller', () => {
  const weighted = [
    { percent: 50, scoreNs: 620 },
    { percent: 33.33, scoreNs: 170 },
    { percent: 16.67, scoreNs: -1100 },
  ];

  it('in English as the read model writes it: signed scores, never grouped', () => {
    expect(adjustedIn('en')(weighted)).toEqual(['50% +620', '33.33% +170', '16.67% -1100']);
    expect(adjustedIn('en')([{ percent: null, scoreNs: -420 }])).toEqual(['-420']);
    expect(adjustedIn('en')([{ percent: null, scoreNs: 0 }])).toEqual(['0']);
  });

  it("in the other languages each percentage in the locale's style", () => {
    for (const locale of ['cs', 'sk', 'bs'] as const) {
      expect(adjustedIn(locale)(weighted)).toEqual(['50 % +620', '33,33 % +170', '16,67 % -1100']);
    }
    expect(adjustedIn('hu')(weighted)).toEqual(['50% +620', '33,33% +170', '16,67% -1100']);
  });
});

describe("a table's result on its replay", () => {
  const made = { contract: '3NT', declarer: 'N' as const, tricks: 13, scoreNs: 520 };
  const down = { contract: '4S', declarer: 'E' as const, tricks: 8, scoreNs: 100 };
  const passed = { contract: 'Pass', declarer: null, tricks: null, scoreNs: 0 };

  it('in English as the replay page has always written it', () => {
    expect([made, down, passed].map(playedIn('en'))).toEqual([
      '3NT by N, 13 tricks, NS 520',
      '4S by E, 8 tricks, NS 100',
      'Pass, NS 0',
    ]);
  });

  it('in each language its seat letters, tricks in their plural forms and its word for North-South', () => {
    expect(playedIn('cs')(made)).toBe('3NT hraje S, 13 zdvihů, SJ 520');
    expect(playedIn('cs')({ ...down, tricks: 3 })).toBe('4S hraje V, 3 zdvihy, SJ 100');
    expect(playedIn('sk')(down)).toBe('4S hrá V, 8 zdvihov, SJ 100');
    expect(playedIn('bs')({ ...made, tricks: 2 })).toBe('3NT igra S, 2 štiha, SJ 520');
    expect(playedIn('hu')(made)).toBe('3NT, felvevő: É, 13 ütés, ÉD 520');
    expect(playedIn('hu')(passed)).toBe('Pass, ÉD 0');
  });
});
