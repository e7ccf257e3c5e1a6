// Suggesting members for an imported player's name: federation id, the same name, accents/case,
// name order, a small typo; each with its reason; ambiguity suggests several and chooses none.
import { describe, expect, it } from 'vitest';
import { editDistance, plainName, suggestMembers } from '../../src/site/league-import-matching';

const members = [
  { memberId: 'm1', name: 'Anna Kovács' },
  { memberId: 'm2', name: 'Béla Nagy', federationId: 'HU-1234' },
  { memberId: 'm3', name: 'Peter Smith' },
  { memberId: 'm4', name: 'Peter Smith' },
  { memberId: 'm5', name: 'Katalin Szabó' },
  { memberId: 'm6', name: 'Katalin Szabo' },
];

describe('suggesting members for an imported name', () => {
  it('the same federation id wins over the name', () => {
    expect(suggestMembers({ name: 'B. Nagy', federationId: 'HU-1234' }, members)).toEqual({
      suggestions: [{ memberId: 'm2', name: 'Béla Nagy', reason: 'federation-id' }],
      chosen: 'm2',
    });
  });

  it('the same name is chosen; accents and case, then name order, are suggested and chosen when alone', () => {
    expect(suggestMembers({ name: 'Anna Kovács' }, members).chosen).toBe('m1');
    expect(suggestMembers({ name: 'ANNA KOVACS' }, members)).toEqual({
      suggestions: [{ memberId: 'm1', name: 'Anna Kovács', reason: 'accents-or-case' }],
      chosen: 'm1',
    });
    expect(suggestMembers({ name: 'Kovacs, Anna' }, members)).toEqual({
      suggestions: [{ memberId: 'm1', name: 'Anna Kovács', reason: 'name-order' }],
      chosen: 'm1',
    });
  });

  it('a small typo is suggested, never chosen', () => {
    expect(suggestMembers({ name: 'Ana Kovacs' }, members)).toEqual({
      suggestions: [{ memberId: 'm1', name: 'Anna Kovács', reason: 'close-spelling' }],
      chosen: null,
    });
  });

  it('two members of the strongest kind: both suggested, none chosen; weaker kinds follow', () => {
    expect(suggestMembers({ name: 'Peter Smith' }, members)).toEqual({
      suggestions: [
        { memberId: 'm3', name: 'Peter Smith', reason: 'same-name' },
        { memberId: 'm4', name: 'Peter Smith', reason: 'same-name' },
      ],
      chosen: null,
    });
    const szabo = suggestMembers({ name: 'Katalin Szabó' }, members);
    expect(szabo.suggestions.map((s) => [s.memberId, s.reason])).toEqual([
      ['m5', 'same-name'],
      ['m6', 'accents-or-case'],
    ]);
    expect(szabo.chosen).toBe('m5');
  });

  it('an unknown name has no suggestion', () => {
    expect(suggestMembers({ name: 'Ola Nordmann' }, members)).toEqual({ suggestions: [], chosen: null });
  });

  it('plain names and edit distances', () => {
    expect(plainName('  Kovács-Tóth,  ANNA ')).toBe('kovacs toth anna');
    expect([editDistance('smith', 'smtih'), editDistance('anna', 'ana'), editDistance('nagy', 'kiss')]).toEqual([
      1, 1, 4,
    ]);
  });
});
