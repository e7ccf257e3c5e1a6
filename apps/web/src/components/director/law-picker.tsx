'use client';
// The laws a ruling applies: picked from the list (number and short title) or typed, shown as chips
// that can be removed. Shared by the ruling form and the director's own rectification.
import { LAW_TITLES } from '@club/bridge';

/** The law number of a picked or typed entry ('25B intended change of call' → '25B'), '' when empty. */
export const lawNumber = (entry: string) => entry.trim().split(' ')[0] ?? '';

/** `pending`: the typed text not yet added, so a submit can take it too. */
export function LawPicker({
  id,
  laws,
  onChange,
  pending,
  onPending,
}: {
  id: string;
  laws: string[];
  onChange: (laws: string[]) => void;
  pending: string;
  onPending: (text: string) => void;
}) {
  const add = () => {
    const picked = lawNumber(pending);
    if (picked && !laws.includes(picked)) onChange([...laws, picked]);
    onPending('');
  };
  return (
    <>
      <label>
        Law
        <input
          name="law"
          list={id}
          value={pending}
          onChange={(e) => onPending(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), add())}
          placeholder="27B2"
        />
      </label>
      <datalist id={id}>
        {LAW_TITLES.map(([number, title]) => (
          <option key={number} value={number}>{`${number} ${title}`}</option>
        ))}
      </datalist>
      <button type="button" onClick={add}>
        Add law
      </button>
      {laws.length ? (
        <ul className="law-chips" aria-label="Laws applied">
          {laws.map((l) => (
            <li key={l}>
              {l} {LAW_TITLES.find(([n]) => n === l)?.[1] ?? ''}{' '}
              <button
                type="button"
                aria-label={`remove law ${l}`}
                onClick={() => onChange(laws.filter((x) => x !== l))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** The chips plus what is still typed: what a submit sends. */
export const lawsWithPending = (laws: string[], pending: string) =>
  lawNumber(pending) && !laws.includes(lawNumber(pending)) ? [...laws, lawNumber(pending)] : laws;
