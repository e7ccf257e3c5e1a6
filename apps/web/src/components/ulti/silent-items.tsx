// The silent items (csendes) of a played deal, one picker each: who made the 100, the ulti (won on
// the last trick with the trump seven, or caught there and lost), the four aces, the durchmars.
// One player per item by construction; what the rules refuse (e.g. a defender's durchmars) the
// preview names.
import { useTranslations } from 'next-intl';
import { PlayerSelect } from './player-select';
import { Word } from './ulti-terms';

export interface SilentChoice {
  readonly hundred: string;
  readonly ulti: string;
  readonly ultiLost: boolean;
  readonly aces: string;
  readonly durchmars: string;
}

export const NO_SILENT: SilentChoice = { hundred: '', ulti: '', ultiLost: false, aces: '', durchmars: '' };

export type SilentEntry =
  | { readonly kind: '100' | '4-asz' | 'durchmars'; readonly player: string }
  | { readonly kind: 'ulti'; readonly player: string; readonly result: 'made' | 'lost' };

/** The sheet's silent items, in the order of the pickers (a refusal's item number counts them so). */
export function silentItemsOf(c: SilentChoice): SilentEntry[] {
  return [
    ...(c.hundred ? [{ kind: '100' as const, player: c.hundred }] : []),
    ...(c.ulti
      ? [{ kind: 'ulti' as const, player: c.ulti, result: c.ultiLost ? ('lost' as const) : ('made' as const) }]
      : []),
    ...(c.aces ? [{ kind: '4-asz' as const, player: c.aces }] : []),
    ...(c.durchmars ? [{ kind: 'durchmars' as const, player: c.durchmars }] : []),
  ];
}

export function SilentItems(props: {
  value: SilentChoice;
  onChange: (choice: SilentChoice) => void;
  players: readonly string[];
  nameOf: (player: string) => string;
}) {
  const t = useTranslations('ultiSilent');
  const { value, onChange } = props;
  const by = (key: 'hundred' | 'ulti' | 'aces' | 'durchmars') => (
    <PlayerSelect
      label={t(key)}
      name={`silent-${key}`}
      value={value[key]}
      none={t('nobody')}
      onChange={(player) => onChange({ ...value, [key]: player })}
      players={props.players}
      nameOf={props.nameOf}
    />
  );
  return (
    <fieldset>
      <legend>{t.rich('legend', { word: () => <Word word="silent" /> })}</legend>
      {by('hundred')}
      {by('ulti')}
      {value.ulti ? (
        <button
          type="button"
          aria-pressed={!value.ultiLost}
          onClick={() => onChange({ ...value, ultiLost: !value.ultiLost })}
        >
          {value.ultiLost ? t('ultiLost') : t('ultiMade')}
        </button>
      ) : null}
      {by('aces')}
      {by('durchmars')}
    </fieldset>
  );
}
