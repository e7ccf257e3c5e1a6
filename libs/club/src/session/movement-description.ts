// A section's movement as facts a page words in its own language ("Mitchell, 7 tables, skip after
// round 3"). The schedule stores the movement's English name (SessionScheduled, never rewritten):
// the description is read from its spec and the movement generated from it, not from that name.
import type { SessionSection } from './session-setup';

export type MovementDescription =
  | {
      readonly kind: 'mitchell';
      readonly tables: number;
      /** How an even number of tables is played (`skip` after half the rounds); `odd`: every pair meets every other. */
      readonly style: 'odd' | 'skip' | 'relay-bye';
    }
  /** `shared`: 2 or 3 tables, which all play the round's set, exchanging boards. */
  | { readonly kind: 'howell'; readonly tables: number; readonly shared: boolean }
  | {
      readonly kind: 'teams';
      readonly home: string;
      readonly away: string;
      readonly stints: number;
      readonly boardsPerStint: number;
    }
  | { readonly kind: 'individual'; readonly players: number; readonly tables: number; readonly rounds: number }
  /** Read back from a results file: the file's name, and its section when the file has several. */
  | { readonly kind: 'recorded'; readonly file: string; readonly section: string | null };

export function movementDescription({ section, spec, movement }: SessionSection): MovementDescription {
  switch (spec.kind) {
    case 'mitchell':
      return {
        kind: 'mitchell',
        tables: movement.tables,
        style: movement.tables % 2 === 1 ? 'odd' : (spec.evenTables ?? 'skip'),
      };
    case 'howell':
      return {
        kind: 'howell',
        tables: movement.tables,
        shared: movement.assignments.some((a) => a.sharedWith.length > 0),
      };
    case 'teams':
      return {
        kind: 'teams',
        home: spec.home,
        away: spec.away,
        stints: movement.rounds,
        boardsPerStint: movement.boardsPerRound,
      };
    case 'individual':
      return { kind: 'individual', players: movement.pairs.length, tables: movement.tables, rounds: movement.rounds };
    case 'recorded': {
      // An import names a section of a file with several after the file (`results.pbn section B`).
      const suffix = ` section ${section}`;
      return spec.name.endsWith(suffix) && spec.name.length > suffix.length
        ? { kind: 'recorded', file: spec.name.slice(0, -suffix.length), section }
        : { kind: 'recorded', file: spec.name, section: null };
    }
  }
}
