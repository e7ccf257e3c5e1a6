'use client';
// A ruling (RulingGiven): laws picked from the list (number and short title) or typed, the ruling
// type, the offending side, a rectification and the text. The board's Laws edition is stamped by
// the decider.
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import type { GiveRulingInput } from '@club/api';
import { useTRPC } from '../../trpc/client';
import type { BoardAt } from './board-at';
import { FormError } from './form-error';
import { LAW_TITLES } from './laws';

const RECTIFICATIONS = ['', 'ForcedPass', 'LeadRestriction', 'PenaltyCard', 'TrickTransfer', 'CallCancelled', 'Other'] as const;

/** `rulingTypes`: the deciders' list (RulingGiven.rulingType), passed in by the page. */
export function RulingForm({ at, rulingTypes }: { at: BoardAt; rulingTypes: readonly string[] }) {
  const trpc = useTRPC();
  const router = useRouter();
  const [laws, setLaws] = useState<string[]>([]);
  const [law, setLaw] = useState('');
  const [rulingType, setRulingType] = useState('rectification');
  const [offendingSide, setOffendingSide] = useState<'NS' | 'EW' | ''>('');
  const [rectification, setRectification] = useState<(typeof RECTIFICATIONS)[number]>('');
  const [text, setText] = useState('');
  const give = useMutation(trpc.director.giveRuling.mutationOptions({ onSuccess: () => (setLaws([]), setText(''), router.refresh()) }));
  const addLaw = () => {
    const picked = law.trim().split(' ')[0]!;
    if (picked && !laws.includes(picked)) setLaws([...laws, picked]);
    setLaw('');
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const all = law.trim() ? [...laws, law.trim().split(' ')[0]!] : laws;
    give.mutate({ ...at, laws: all, rulingType: rulingType as GiveRulingInput['rulingType'], offendingSide: offendingSide || null, rectifications: rectification ? [{ kind: rectification }] : [], text });
  };
  return (
    <form className="stack card director-form" onSubmit={submit} aria-label="Ruling">
      <h3>Ruling</h3>
      <label>
        Law
        <input name="law" list="law-titles" value={law} onChange={(e) => setLaw(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), addLaw())} placeholder="27B2" />
      </label>
      <datalist id="law-titles">
        {LAW_TITLES.map(([number, title]) => (
          <option key={number} value={number}>{`${number} ${title}`}</option>
        ))}
      </datalist>
      <button type="button" onClick={addLaw}>
        Add law
      </button>
      {laws.length ? (
        <ul className="law-chips" aria-label="Laws applied">
          {laws.map((l) => (
            <li key={l}>
              {l} {LAW_TITLES.find(([n]) => n === l)?.[1] ?? ''}{' '}
              <button type="button" aria-label={`remove law ${l}`} onClick={() => setLaws(laws.filter((x) => x !== l))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label>
        Ruling type
        <select name="rulingType" value={rulingType} onChange={(e) => setRulingType(e.target.value)}>
          {rulingTypes.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </select>
      </label>
      <label>
        Offending side
        <select name="offendingSide" value={offendingSide} onChange={(e) => setOffendingSide(e.target.value as typeof offendingSide)}>
          <option value="">none</option>
          <option value="NS">N-S</option>
          <option value="EW">E-W</option>
        </select>
      </label>
      <label>
        Rectification
        <select name="rectification" value={rectification} onChange={(e) => setRectification(e.target.value as typeof rectification)}>
          {RECTIFICATIONS.map((r) => (
            <option key={r} value={r}>
              {r || 'none'}
            </option>
          ))}
        </select>
      </label>
      <label>
        Text
        <textarea name="text" rows={2} required value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      <FormError error={give.error} />
      <button type="submit" disabled={give.isPending}>
        Give the ruling
      </button>
    </form>
  );
}
