// The inputs for what the chosen renonsz case asks of the jury besides the offender and the caller
// (only those: the bid concerned, the second bidder, a yes/no finding, the disputed part, or the
// forints the jury sets per player), each marked needed or optional.
import { useTranslations } from 'next-intl';
import { amountKey, type Entries, type RulingField } from './ruling-details';
import { ultiTermText } from './ulti-terms';

interface Props {
  needs: readonly RulingField[];
  may: readonly RulingField[];
  seating: readonly string[];
  name: (player: string) => string;
  bids: readonly string[];
  components: readonly string[];
  entries: Entries;
  onChange: (key: string, text: string) => void;
}

export function UltiRulingFields(props: Props) {
  const t = useTranslations('ultiRulingFields');
  const { needs, entries, onChange } = props;
  const fields = [...props.needs, ...props.may].filter((f): f is Exclude<RulingField, 'caller'> => f !== 'caller');
  const label = (f: Exclude<RulingField, 'caller'>) =>
    needs.includes(f) ? t(`fields.${f}`) : t('optional', { field: t(`fields.${f}`) });
  const choice = (f: Exclude<RulingField, 'caller'>, options: readonly (readonly [string, string])[]) => (
    <label key={f}>
      {label(f)}
      <select name={f} value={entries[f] ?? ''} onChange={(e) => onChange(f, e.target.value)}>
        <option value="">—</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <>
      {fields.map((f) => {
        switch (f) {
          case 'bid':
            return choice(
              f,
              props.bids.map((b) => [b, ultiTermText(b)] as const),
            );
          case 'component':
            return choice(
              f,
              props.components.map((c) => [c, ultiTermText(c)] as const),
            );
          case 'beneficiary':
            return choice(
              f,
              props.seating.map((p) => [p, props.name(p)] as const),
            );
          case 'complied':
          case 'noticedInTime':
            return choice(f, [
              ['yes', t(`findings.${f}.yes`)],
              ['no', t(`findings.${f}.no`)],
            ]);
          case 'amounts':
            return (
              <fieldset key={f}>
                <legend>{label(f)}</legend>
                {props.seating.map((p) => (
                  <label key={p}>
                    {props.name(p)}
                    <input
                      name={amountKey(p)}
                      inputMode="numeric"
                      value={entries[amountKey(p)] ?? ''}
                      onChange={(e) => onChange(amountKey(p), e.target.value)}
                    />
                  </label>
                ))}
              </fieldset>
            );
        }
      })}
    </>
  );
}
