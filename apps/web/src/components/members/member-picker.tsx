'use client';
// Chooses members by name: type the start of a name's words (accents and case ignored), pick from the filtered
// list (a combobox with a listbox: arrow keys and Enter, or a tap), the chosen shown as names, each
// removable. `max` 1 is a single choice. Fed by members.directory: the active members, since a new
// choice never offers one who left; `includeInactive` for a look back (an old import's players).
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTRPC } from '../../trpc/client';
import { matchingMembers } from './member-match';

/** Options shown at once: a phone's screen, not the whole club. */
const SHOWN = 8;

export interface MemberPickerProps {
  /** What is chosen, as people read it ("Pair 1", "Panel"): the combobox's name. */
  readonly label: string;
  /** The chosen members' ids, in the order chosen. */
  readonly value: readonly string[];
  readonly onChange: (memberIds: string[]) => void;
  /** At most this many (1: a single choice). */
  readonly max?: number;
  /** Members chosen elsewhere (another pair), not offered here. */
  readonly exclude?: readonly string[];
  /** Offer members marked inactive too: only where the choice is about the past. */
  readonly includeInactive?: boolean;
}

export function MemberPicker({
  label,
  value,
  onChange,
  max = Infinity,
  exclude = [],
  includeInactive = false,
}: MemberPickerProps) {
  const trpc = useTRPC();
  const t = useTranslations('memberPicker');
  const directory = useQuery(trpc.members.directory.queryOptions({ includeInactive })).data ?? [];
  const id = useId();
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const nameOf = useMemo(() => new Map(directory.map((m) => [m.memberId, m.name])), [directory]);
  const options = useMemo(
    () => matchingMembers(directory, typed, new Set([...value, ...exclude])).slice(0, SHOWN),
    [directory, typed, value, exclude],
  );
  const shown = open && typed.trim() !== '';
  const pick = (memberId: string) => {
    onChange([...value, memberId]);
    setTyped('');
    setActive(0);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (options.length ? (a + step + options.length) % options.length : 0));
    } else if (e.key === 'Enter' && shown && options[active]) {
      e.preventDefault();
      pick(options[active].memberId);
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };
  return (
    <div className="member-picker">
      <label htmlFor={`${id}-input`}>{label}</label>
      {value.length ? (
        <ul className="picked" aria-label={t('chosen', { label })}>
          {value.map((memberId) => {
            const name = nameOf.get(memberId) ?? memberId;
            return (
              <li key={memberId}>
                <span>{name}</span>
                <button
                  type="button"
                  aria-label={t('remove', { name, label })}
                  onClick={() => onChange(value.filter((m) => m !== memberId))}
                >
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {value.length < max ? (
        <input
          id={`${id}-input`}
          role="combobox"
          aria-expanded={shown}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={shown && options[active] ? `${id}-${options[active].memberId}` : undefined}
          autoComplete="off"
          placeholder={t('typeName')}
          value={typed}
          onChange={(e) => (setTyped(e.target.value), setOpen(true), setActive(0))}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          onFocus={() => setOpen(true)}
        />
      ) : null}
      {shown ? (
        <ul role="listbox" id={`${id}-list`} aria-label={t('members', { label })} className="picker-options">
          {options.length === 0 ? (
            <li className="muted">{t('noMatch', { typed: typed.trim() })}</li>
          ) : (
            options.map((m, i) => (
              <li
                key={m.memberId}
                id={`${id}-${m.memberId}`}
                role="option"
                aria-selected={i === active}
                // Keep the focus in the input: a tap picks without closing the list first.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(m.memberId)}
              >
                {m.name}
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  );
}
