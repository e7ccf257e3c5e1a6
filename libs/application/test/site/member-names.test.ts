// How pages name people they know by id: a member by his name, anyone else (a guest of an imported
// session) by his own label; the picker's directory in name order.
import { describe, expect, it } from 'vitest';
import { directoryOf, namesInTextWith, nameOfWith, personOfWith } from '../../src/site/member-names';

const members = new Map([
  ['m01', { name: 'Anna Kovács' }],
  ['m02', { name: 'Béla Tóth' }],
]);
const member = (id: string) => members.get(id);

describe('member names', () => {
  it('names a member by his name and anyone else by his own label', () => {
    const nameOf = nameOfWith(member);
    expect(['m02', 'Jane Guest'].map(nameOf)).toEqual(['Béla Tóth', 'Jane Guest']);
  });

  it('gives a person his id beside his name', () => {
    expect(personOfWith(member)('m01')).toEqual({ memberId: 'm01', name: 'Anna Kovács' });
  });

  it('lists the directory by name, ties by id, with only ids and names', () => {
    expect(
      directoryOf([
        { memberId: 'm03', name: 'Zoe', email: 'z@x' } as { memberId: string; name: string },
        { memberId: 'm02', name: 'Ann' },
        { memberId: 'm01', name: 'Ann' },
      ]),
    ).toEqual([
      { memberId: 'm01', name: 'Ann' },
      { memberId: 'm02', name: 'Ann' },
      { memberId: 'm03', name: 'Zoe' },
    ]);
  });

  it("puts names for the members' ids in text the log wrote, and leaves every other token", () => {
    const namesIn = namesInTextWith(member);
    expect(namesIn('appeal ap1 lodged by m01 for NS; heard by the committee: m02, m09 attended')).toBe(
      'appeal ap1 lodged by Anna Kovács for NS; heard by the committee: Béla Tóth, m09 attended',
    );
    // Only whole tokens: an id inside a longer token is not a member.
    expect(namesIn('m01x x-m01 m01-3 4SX by N')).toBe('m01x x-m01 m01-3 4SX by N');
  });
});
