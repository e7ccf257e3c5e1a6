// How pages name people they know by id: a member by his name, anyone else (a guest of an imported
// session) by his own label; the picker's directory in name order.
import { describe, expect, it } from 'vitest';
import { directoryOf, namesAtWith, namesInTextWith, nameOfWith, personOfWith } from '../../src/site/member-names';

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

  it('names the members at the places a line refers to them, and no other word equal to an id', () => {
    const namesAt = namesAtWith(member);
    // 'm01' the grounds' word is not the member the line refers to at 15.
    const text = 'appeal lodged m02 for NS: m01 m02';
    expect(namesAt(text, [{ memberId: 'm02', at: 14 }])).toBe('appeal lodged Béla Tóth for NS: m01 m02');
    expect(
      namesAt('panel m09, m01', [
        { memberId: 'm01', at: 11 },
        { memberId: 'm09', at: 6 },
      ]),
    ).toBe('panel m09, Anna Kovács');
    expect(namesAt('to the committee', undefined)).toBe('to the committee');
  });
});
