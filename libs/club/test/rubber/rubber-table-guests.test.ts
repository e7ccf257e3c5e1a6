// A guest at a rubber table is a player with no memberId; the table stores the name alone and the
// page adds the word for guest in its language. Tables opened before version 2 stored the opener's
// page's word with the name ("Gus (guest)", "Gus (host)"…): the log keeps those bytes, and they read
// as the name alone, the player still a guest.
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '@club/testing';
import { clubUpcasters, rubberTableDecider, withoutGuestWord, type RubberTableEvent } from '../../src';
import { deal, open, play } from './rubber-table-fixture';

const table = deciderSpec(rubberTableDecider);

const players = [
  { playerId: 'a', name: 'Ann', memberId: 'a' },
  { playerId: 'b', name: 'Bob', memberId: 'b' },
  { playerId: 'c', name: 'Cy', memberId: 'c' },
  { playerId: 'g1', name: 'Gus', memberId: null },
];
const seating = { NS: ['a', 'c'], EW: ['b', 'g1'], out: null } as const;
const withGuest = open({ players, seating });

/** A table opened by the old site: the same data at version 1, each guest named with a page's guest word. */
function storedByTheOldSite(names: Record<string, string>) {
  const [opened] = play([withGuest]).events as [Extract<RubberTableEvent, { type: 'RubberTableOpened' }>];
  const { type, schemaVersion: _version, ...data } = opened;
  const oldPlayers = data.players.map((p) => ({ ...p, name: names[p.playerId] ?? p.name }));
  return { type, schemaVersion: 1, data: { ...data, players: oldPlayers } };
}

/** The stored event as the club's event store hands it to a decider: upcast, then flattened. */
function read(stored: ReturnType<typeof storedByTheOldSite>): RubberTableEvent {
  const { type, schemaVersion, data } = clubUpcasters().upcast(stored);
  return { type, schemaVersion, ...(data as object) } as RubberTableEvent;
}

describe('a guest at a rubber table', () => {
  it('is opened with the name alone and no memberId, at version 2', () => {
    const [opened] = play([withGuest]).events;
    expect(opened).toMatchObject({ type: 'RubberTableOpened', schemaVersion: 2, players });
  });

  it('declares and deals like a member', () => {
    table
      .given(play([withGuest]).events)
      .when(deal('4S', 'g1', 10, null, 'a'))
      .then([
        {
          type: 'RubberDealRecorded',
          schemaVersion: 1,
          rubber: 1,
          deal: 1,
          entry: {
            kind: 'played',
            dealer: 'a',
            contract: { level: 4, strain: 'S', doubling: '' },
            declarer: 'g1',
            tricks: 10,
            honours: null,
          },
        },
      ]);
  });
});

describe('a table opened before version 2, its guest named "Gus (guest)"', () => {
  it('reads as the guest Gus (no memberId); the members keep their names', () => {
    // given: the old site's event, as the log keeps it
    const stored = storedByTheOldSite({ g1: 'Gus (guest)' });
    // when: the club reads it
    const upcast = clubUpcasters().upcast(stored);
    // then: version 2, the guest's name alone, nothing else changed
    expect(upcast.schemaVersion).toBe(2);
    expect((upcast.data as { players: unknown }).players).toEqual(players);
    expect({ ...(upcast.data as object), players: [] }).toEqual({ ...stored.data, players: [] });
  });

  it("loses the guest word of any of the site's five languages", () => {
    for (const old of ['Gus (guest)', 'Gus (host)', 'Gus (hosť)', 'Gus (gost)', 'Gus (vendég)'])
      expect(withoutGuestWord(old), old).toBe('Gus');
  });

  it('keeps a member whose name ends like a guest word, and a name that is only the word', () => {
    const stored = storedByTheOldSite({ a: 'Ann (host)', g1: ' (guest)' });
    const names = (clubUpcasters().upcast(stored).data as { players: { name: string }[] }).players.map((p) => p.name);
    expect(names).toEqual(['Ann (host)', 'Bob', 'Cy', ' (guest)']);
  });

  it('strips only the trailing word: a guest typed "Vendég Anna (vendég)" is "Vendég Anna"', () => {
    expect(withoutGuestWord('Vendég Anna (vendég)')).toBe('Vendég Anna');
    expect(withoutGuestWord('Gus (guest) Smith')).toBe('Gus (guest) Smith');
  });

  it('goes on from the old history: the guest deals and declares', () => {
    table
      .given([read(storedByTheOldSite({ g1: 'Gus (guest)' }))])
      .when(deal('3NT', 'g1', 9, null, 'a'))
      .then([
        {
          type: 'RubberDealRecorded',
          schemaVersion: 1,
          rubber: 1,
          deal: 1,
          entry: {
            kind: 'played',
            dealer: 'a',
            contract: { level: 3, strain: 'NT', doubling: '' },
            declarer: 'g1',
            tricks: 9,
            honours: null,
          },
        },
      ]);
  });

  it('a version 2 event is read as written, a guest typed "Gus (guest)" too', () => {
    const [opened] = play([
      open({ players: [...players.slice(0, 3), { ...players[3]!, name: 'Gus (guest)' }], seating }),
    ]).events as [RubberTableEvent];
    const { type, schemaVersion, ...data } = opened;
    const stored = { type, schemaVersion, data };
    expect(clubUpcasters().upcast(stored)).toBe(stored);
  });
});
