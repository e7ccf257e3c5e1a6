// A section's movement as facts for a page to word, read from its spec and the movement generated
// from it (the English name stored with the schedule is never parsed, but for an imported file's).
import { describe, expect, it } from 'vitest';
import { buildMovement, movementDescription, type MovementSpec } from '../../src';

const section = (spec: MovementSpec, name = 'A') => ({ section: name, spec, movement: buildMovement(spec) });

describe('movement description', () => {
  it('a Mitchell: odd tables, even tables with the skip, or with a relay and bye stand', () => {
    expect(movementDescription(section({ kind: 'mitchell', tables: 7, boardsPerRound: 2 }))).toEqual({
      kind: 'mitchell',
      tables: 7,
      style: 'odd',
    });
    expect(movementDescription(section({ kind: 'mitchell', tables: 8, boardsPerRound: 2 }))).toMatchObject({
      style: 'skip',
    });
    // An odd number of tables plays no even-table style, whatever the spec asks.
    expect(
      movementDescription(section({ kind: 'mitchell', tables: 5, boardsPerRound: 2, evenTables: 'relay-bye' })),
    ).toMatchObject({ style: 'odd' });
    expect(
      movementDescription(section({ kind: 'mitchell', tables: 6, boardsPerRound: 2, evenTables: 'relay-bye' })),
    ).toEqual({ kind: 'mitchell', tables: 6, style: 'relay-bye' });
  });

  it('a Howell shares boards between tables only where no Room square exists (2 or 3 tables)', () => {
    expect(movementDescription(section({ kind: 'howell', tables: 3, boardsPerRound: 2 }))).toEqual({
      kind: 'howell',
      tables: 3,
      shared: true,
    });
    expect(movementDescription(section({ kind: 'howell', tables: 5, boardsPerRound: 2 }))).toMatchObject({
      shared: false,
    });
  });

  it('a teams match, an individual, and a file with or without its section', () => {
    expect(
      movementDescription(section({ kind: 'teams', home: 'Lions', away: 'Tigers', boardsPerStint: 8, stints: 2 })),
    ).toEqual({ kind: 'teams', home: 'Lions', away: 'Tigers', stints: 2, boardsPerStint: 8 });
    expect(movementDescription(section({ kind: 'individual', tables: 2, boardsPerRound: 1 }))).toEqual({
      kind: 'individual',
      players: 8,
      tables: 2,
      rounds: 7,
    });
    const recorded = (name: string): MovementSpec => ({
      kind: 'recorded',
      name,
      copies: 'one',
      tables: [{ round: 1, table: 1, ns: '1', ew: '2', boards: [1, 2] }],
      sitOuts: [],
    });
    expect(movementDescription(section(recorded('club.pbn section B'), 'B'))).toEqual({
      kind: 'recorded',
      file: 'club.pbn',
      section: 'B',
    });
    expect(movementDescription(section(recorded('club.pbn'), 'A'))).toEqual({
      kind: 'recorded',
      file: 'club.pbn',
      section: null,
    });
  });
});
