// The member picker's matching: the start of a name's words, accents and case ignored, members
// chosen elsewhere left out, in the directory's (name) order.
import { describe, expect, it } from 'vitest';
import { matchingMembers } from '../src/components/members/member-match';

const directory = [
  { memberId: 'm01', name: 'Anna Kovács' },
  { memberId: 'm02', name: 'Béla Kovács' },
  { memberId: 'm08', name: 'Hanna Kovács' },
  { memberId: 'm13', name: 'Anna Nagy' },
];
const names = (typed: string, leaveOut: string[] = []) =>
  matchingMembers(directory, typed, new Set(leaveOut)).map((m) => m.name);

describe('matching members by name', () => {
  it('finds a word by its start, not inside another word', () => {
    expect(names('anna')).toEqual(['Anna Kovács', 'Anna Nagy']);
  });

  it('ignores accents and case, and needs every typed word', () => {
    expect(names('BELA kov')).toEqual(['Béla Kovács']);
    expect(names('kov ann')).toEqual(['Anna Kovács']);
  });

  it('leaves out members chosen elsewhere; nothing typed offers everyone else', () => {
    expect(names('anna', ['m01'])).toEqual(['Anna Nagy']);
    expect(names(' ', ['m02'])).toEqual(['Anna Kovács', 'Hanna Kovács', 'Anna Nagy']);
  });
});
