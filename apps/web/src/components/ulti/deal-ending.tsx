// How a deal ended, as the score sheet writes it: played out (perhaps ended early by a claim all
// accepted), conceded (before the first card, or later by agreement), or a renonsz the jury ruled
// on, whose payment or redeal replaces the outcome. Played out is the default: the common entries
// take no extra tap.
import type { UltiScoreSheet } from '@club/application/shapes';
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

const KINDS = [
  ['played', 'played out'],
  ['conceded', 'conceded'],
  ['renonsz', 'renonsz'],
] as const;
const WHEN = [
  ['before-first-card', 'before the first card'],
  ['agreed', 'later, both defenders agreeing'],
] as const;

export function DealEnding(props: {
  value: EndingChoice;
  onChange: (choice: EndingChoice) => void;
  sheet: Pick<UltiScoreSheet, 'seating' | 'rulings'>;
  nameOf: (player: string) => string;
}) {
  const { value, onChange, nameOf } = props;
  const set = (change: Partial<EndingChoice>) => onChange({ ...value, ...change });
  return (
    <fieldset>
      <legend>How the deal ended</legend>
      <div onKeyDown={movePadFocus} className="pad">
        {KINDS.map(([kind, label]) => (
          <button key={kind} type="button" aria-pressed={value.kind === kind} onClick={() => set({ kind })}>
            {label}
          </button>
        ))}
      </div>
      {value.kind === 'played' ? (
        <label className="inline">
          <input type="checkbox" checked={value.claimed} onChange={(e) => set({ claimed: e.target.checked })} />
          <span>
            ended early by a claim all accepted (<Word word="claim" />)
          </span>
        </label>
      ) : null}
      {value.kind === 'conceded' ? (
        <fieldset>
          <legend>
            The declarer conceded (<Word word="concede" />)
          </legend>
          <div onKeyDown={movePadFocus} className="pad">
            {WHEN.map(([when, label]) => (
              <button key={when} type="button" aria-pressed={value.when === when} onClick={() => set({ when })}>
                {label}
              </button>
            ))}
          </div>
        </fieldset>
      ) : null}
      {value.kind === 'renonsz' ? (
        <fieldset>
          <legend>
            The jury’s ruling on the <Word word="renonsz" />
          </legend>
          <label>
            Case
            <select name="renonszCase" value={value.case} onChange={(e) => set({ case: e.target.value })}>
              <option value="">choose the case</option>
              {props.sheet.rulings.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.source} {r.what}
                </option>
              ))}
            </select>
          </label>
          {/* Any player of the table: a renonsz in the deal may be the dealer's, who sits out at a table of four. */}
          <PlayerSelect
            label="Offender"
            name="offender"
            value={value.offender}
            none="choose"
            onChange={(offender) => set({ offender })}
            players={props.sheet.seating}
            nameOf={nameOf}
          />
          <PlayerSelect
            label="Called by"
            name="caller"
            value={value.caller}
            none="nobody named"
            onChange={(caller) => set({ caller })}
            players={props.sheet.seating}
            nameOf={nameOf}
          />
        </fieldset>
      ) : null}
    </fieldset>
  );
}
