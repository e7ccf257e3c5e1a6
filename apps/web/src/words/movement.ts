// A section's movement in the page's language ("Mitchell, 8 tables, skip after round 4"), from the
// facts the director's session carries (@club/club movementDescription), with the catalogue's
// `directorSession.movements` words. Keyed by the description's kind: a new movement without its
// words does not compile.
import type { MovementDescription } from '@club/club';
import type { useTranslations } from 'next-intl';

type MovementTranslator = ReturnType<typeof useTranslations<'directorSession'>>;

type Of<K extends MovementDescription['kind']> = Extract<MovementDescription, { kind: K }>;

const WORDS: {
  readonly [K in MovementDescription['kind']]: (m: Of<K>, t: MovementTranslator) => string;
} = {
  mitchell: (m, t) =>
    m.style === 'skip'
      ? t('movements.mitchellSkip', { tables: m.tables, round: m.tables / 2 })
      : m.style === 'relay-bye'
        ? t('movements.mitchellRelayBye', { tables: m.tables })
        : t('movements.mitchell', { tables: m.tables }),
  howell: (m, t) => t(m.shared ? 'movements.howellShared' : 'movements.howell', { tables: m.tables }),
  teams: (m, t) => t('movements.teams', { home: m.home, away: m.away, stints: m.stints, boards: m.boardsPerStint }),
  individual: (m, t) => t('movements.individual', { players: m.players, tables: m.tables, rounds: m.rounds }),
  recorded: (m, t) =>
    m.section === null
      ? t('movements.recorded', { file: m.file })
      : t('movements.recordedSection', { file: m.file, section: m.section }),
};

/** The movement in the page's language; in English the name the movement was scheduled with. */
export function movementIn(movement: MovementDescription, t: MovementTranslator): string {
  return (WORDS[movement.kind] as (m: MovementDescription, t: MovementTranslator) => string)(movement, t);
}
