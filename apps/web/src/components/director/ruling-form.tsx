'use client';
// A ruling (RulingGiven): laws picked from the list (number and short title) or typed, the ruling
// type, the offending side, a rectification, the text and whether the director told the contestants
// of their right to appeal (Law 83; ticked as the site always recorded it, he may untick it). The
// board's Laws edition is stamped by the decider.
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import type { GiveRulingInput } from '@club/application';
import type { RulingType } from '@club/club';
import { useTRPC } from '../../trpc/client';
import type { BoardAt } from './board-at';
import { FormError } from './form-error';
import { LawPicker, lawsWithPending } from './law-picker';
import { RECTIFICATION_WORDS, RULING_RECTIFICATIONS } from '../../words/rectifications';
import { RULING_TYPE_WORDS } from '../../words/ruling-types';

const RECTIFICATIONS = ['', ...RULING_RECTIFICATIONS] as const;

/** `rulingTypes`: the deciders' list (RulingGiven.rulingType), passed in by the page. */
export function RulingForm({ at, rulingTypes }: { at: BoardAt; rulingTypes: readonly RulingType[] }) {
  const trpc = useTRPC();
  const router = useRouter();
  const [laws, setLaws] = useState<string[]>([]);
  const [law, setLaw] = useState('');
  const [rulingType, setRulingType] = useState('rectification');
  const [offendingSide, setOffendingSide] = useState<'NS' | 'EW' | ''>('');
  const [rectification, setRectification] = useState<(typeof RECTIFICATIONS)[number]>('');
  const [text, setText] = useState('');
  const [appealRightNotified, setAppealRightNotified] = useState(true);
  const give = useMutation(
    trpc.director.giveRuling.mutationOptions({ onSuccess: () => (setLaws([]), setText(''), router.refresh()) }),
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    give.mutate({
      ...at,
      laws: lawsWithPending(laws, law),
      rulingType: rulingType as GiveRulingInput['rulingType'],
      offendingSide: offendingSide || null,
      rectifications: rectification ? [{ kind: rectification }] : [],
      text,
      appealRightNotified,
    });
  };
  return (
    <form className="stack card director-form" onSubmit={submit} aria-label="Ruling">
      <h3>Ruling</h3>
      <LawPicker id="law-titles" laws={laws} onChange={setLaws} pending={law} onPending={setLaw} />
      <label>
        Ruling type
        <select name="rulingType" value={rulingType} onChange={(e) => setRulingType(e.target.value)}>
          {rulingTypes.map((t) => (
            <option key={t} value={t}>
              {RULING_TYPE_WORDS[t]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Offending side
        <select
          name="offendingSide"
          value={offendingSide}
          onChange={(e) => setOffendingSide(e.target.value as typeof offendingSide)}
        >
          <option value="">none</option>
          <option value="NS">N-S</option>
          <option value="EW">E-W</option>
        </select>
      </label>
      <label>
        Rectification
        <select
          name="rectification"
          value={rectification}
          onChange={(e) => setRectification(e.target.value as typeof rectification)}
        >
          {RECTIFICATIONS.map((r) => (
            <option key={r} value={r}>
              {r ? RECTIFICATION_WORDS[r] : 'none'}
            </option>
          ))}
        </select>
      </label>
      <label>
        Text
        <textarea name="text" rows={2} required value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      <label>
        <input
          type="checkbox"
          name="appealRightNotified"
          checked={appealRightNotified}
          onChange={(e) => setAppealRightNotified(e.target.checked)}
        />{' '}
        Right to appeal notified (Law 83)
      </label>
      <FormError error={give.error} />
      <button type="submit" disabled={give.isPending}>
        Give the ruling
      </button>
    </form>
  );
}
