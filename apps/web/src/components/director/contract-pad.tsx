'use client';
// The contract and the tricks tapped on a phone: level (or Pass), strain with X/XX, then the result
// (=, +1, −1 …, each button named by the tricks taken). Shared by the duplicate result pad and the
// rubber table's scorer, so both tables enter a deal the same way.
import { useTranslations } from 'next-intl';
import { Suit, type SuitLetter } from '../suit';
import { movePadFocus } from '../pad-keys';
import { useCardWords } from '../card-words';

export const STRAINS = ['C', 'D', 'H', 'S', 'NT'] as const;
export type StrainLetter = (typeof STRAINS)[number];
export type DoublingMark = '' | 'X' | 'XX';

export interface ContractChoice {
  readonly level: number | null;
  readonly strain: StrainLetter | null;
  readonly doubling: DoublingMark;
  readonly passed: boolean;
}

/** The pad's taps on a scorer's state: a new level clears the tricks, Pass clears the contract. */
export function contractTaps(set: {
  setLevel: (level: number | null) => void;
  setStrain: (strain: StrainLetter | null) => void;
  setDoubling: (doubling: DoublingMark) => void;
  setPassed: (passed: boolean) => void;
  setTricks: (tricks: number | null) => void;
}) {
  return {
    onLevel: (l: number) => (set.setLevel(l), set.setPassed(false), set.setTricks(null)),
    onPass: () => (set.setPassed(true), set.setLevel(null), set.setStrain(null)),
    onStrain: set.setStrain,
    onDoubling: set.setDoubling,
  };
}

export function ContractPad({
  choice,
  onLevel,
  onPass,
  onStrain,
  onDoubling,
  passLabel,
}: {
  choice: ContractChoice;
  onLevel: (level: number) => void;
  onPass: () => void;
  onStrain: (strain: StrainLetter) => void;
  onDoubling: (doubling: DoublingMark) => void;
  /** The Pass button's words, when not the pad's own "Pass". */
  passLabel?: string;
}) {
  const t = useTranslations('directorResultPad');
  const words = useCardWords();
  const { level, strain, doubling, passed } = choice;
  return (
    <>
      <fieldset onKeyDown={movePadFocus} className="pad">
        <legend>{t('level')}</legend>
        {[1, 2, 3, 4, 5, 6, 7].map((l) => (
          <button key={l} type="button" aria-pressed={level === l && !passed} onClick={() => onLevel(l)}>
            {l}
          </button>
        ))}
        <button type="button" aria-pressed={passed} onClick={onPass}>
          {passLabel ?? t('pass')}
        </button>
      </fieldset>
      {!passed ? (
        <fieldset onKeyDown={movePadFocus} className="pad">
          <legend>{t('strain')}</legend>
          {STRAINS.map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={strain === s}
              aria-label={s === 'NT' ? words.noTrumps : undefined}
              onClick={() => onStrain(s)}
            >
              {s === 'NT' ? 'NT' : <Suit suit={s as SuitLetter} />}
            </button>
          ))}
          {(['X', 'XX'] as const).map((d) => (
            <button
              key={d}
              type="button"
              aria-pressed={doubling === d}
              aria-label={d === 'X' ? words.doubled : words.redoubled}
              onClick={() => onDoubling(doubling === d ? '' : d)}
            >
              {d}
            </button>
          ))}
        </fieldset>
      ) : null}
    </>
  );
}

/** The result buttons for a contract of `level`: 0..13 tricks, each labelled against the contract. */
export function TricksPad({
  level,
  tricks,
  onTricks,
}: {
  level: number | null;
  tricks: number | null;
  onTricks: (tricks: number) => void;
}) {
  const t = useTranslations('directorResultPad');
  const needed = level === null ? null : level + 6;
  return (
    <fieldset onKeyDown={movePadFocus} className="pad">
      <legend>{t('result')}</legend>
      {needed === null
        ? null
        : Array.from({ length: 14 }, (_, n) => n).map((n) => (
            <button
              key={n}
              type="button"
              aria-pressed={tricks === n}
              aria-label={t('tricksTaken', { tricks: n })}
              onClick={() => onTricks(n)}
            >
              {n === needed ? '=' : n > needed ? `+${n - needed}` : `−${needed - n}`}
            </button>
          ))}
    </fieldset>
  );
}

export const DECLARER_SEATS = ['N', 'E', 'S', 'W'] as const;
export type DeclarerSeat = (typeof DECLARER_SEATS)[number];

/** The declarer, one tap: shared by the director's result pad and a table's own pad. */
export function DeclarerPad({
  declarer,
  onDeclarer,
}: {
  declarer: DeclarerSeat | null;
  onDeclarer: (seat: DeclarerSeat) => void;
}) {
  const t = useTranslations('directorResultPad');
  return (
    <fieldset onKeyDown={movePadFocus} className="pad">
      <legend>{t('declarer')}</legend>
      {DECLARER_SEATS.map((s) => (
        <button key={s} type="button" aria-pressed={declarer === s} onClick={() => onDeclarer(s)}>
          {s}
        </button>
      ))}
    </fieldset>
  );
}
