// How a deal ended, as the score sheet writes it: played out (perhaps ended early by a claim all
// accepted), conceded (before the first card, or later by agreement), or a renonsz the jury ruled
// on, whose payment or redeal replaces the outcome. Played out is the default: the common entries
// take no extra tap.
import type { UltiScoreSheet } from '@club/application/shapes';
import { useTranslations } from 'next-intl';
import { PlayerSelect } from './player-select';
import { Word } from './ulti-terms';
import { movePadFocus } from '../pad-keys';

export interface EndingChoice {
  readonly kind: 'played' | 'conceded' | 'renonsz';
  readonly claimed: boolean;
  readonly when: '' | 'before-first-card' | 'agreed';
  readonly case: string;
  readonly offender: string;
  readonly caller: string;
}

export const PLAYED_OUT: EndingChoice = {
  kind: 'played',
  claimed: false,
  when: '',
  case: '',
  offender: '',
  caller: '',
};

const KINDS = ['played', 'conceded', 'renonsz'] as const;
const WHEN = [
  ['before-first-card', 'beforeFirstCard'],
  ['agreed', 'agreed'],
] as const;

export function DealEnding(props: {
  value: EndingChoice;
  onChange: (choice: EndingChoice) => void;
  sheet: Pick<UltiScoreSheet, 'seating' | 'rulings'>;
  nameOf: (player: string) => string;
}) {
  const t = useTranslations('ultiEnding');
  const { value, onChange, nameOf } = props;
  const set = (change: Partial<EndingChoice>) => onChange({ ...value, ...change });
  return (
    <fieldset>
      <legend>{t('legend')}</legend>
      <div onKeyDown={movePadFocus} className="pad">
        {KINDS.map((kind) => (
          <button key={kind} type="button" aria-pressed={value.kind === kind} onClick={() => set({ kind })}>
            {t(`kinds.${kind}`)}
          </button>
        ))}
      </div>
      {value.kind === 'played' ? (
        <label className="inline">
          <input type="checkbox" checked={value.claimed} onChange={(e) => set({ claimed: e.target.checked })} />
          <span>{t.rich('claimed', { word: () => <Word word="claim" /> })}</span>
        </label>
      ) : null}
      {value.kind === 'conceded' ? (
        <fieldset>
          <legend>{t.rich('conceded', { word: () => <Word word="concede" /> })}</legend>
          <div onKeyDown={movePadFocus} className="pad">
            {WHEN.map(([when, label]) => (
              <button key={when} type="button" aria-pressed={value.when === when} onClick={() => set({ when })}>
                {t(label)}
              </button>
            ))}
          </div>
        </fieldset>
      ) : null}
      {value.kind === 'renonsz' ? (
        <fieldset>
          <legend>{t.rich('ruling', { word: () => <Word word="renonsz" /> })}</legend>
          <label>
            {t('case')}
            <select name="renonszCase" value={value.case} onChange={(e) => set({ case: e.target.value })}>
              <option value="">{t('chooseCase')}</option>
              {props.sheet.rulings.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.source} {r.what}
                </option>
              ))}
            </select>
          </label>
          {/* Any player of the table: a renonsz in the deal may be the dealer's, who sits out at a table of four. */}
          <PlayerSelect
            label={t('offender')}
            name="offender"
            value={value.offender}
            none={t('choose')}
            onChange={(offender) => set({ offender })}
            players={props.sheet.seating}
            nameOf={nameOf}
          />
          <PlayerSelect
            label={t('calledBy')}
            name="caller"
            value={value.caller}
            none={t('nobodyNamed')}
            onChange={(caller) => set({ caller })}
            players={props.sheet.seating}
            nameOf={nameOf}
          />
        </fieldset>
      ) : null}
    </fieldset>
  );
}
