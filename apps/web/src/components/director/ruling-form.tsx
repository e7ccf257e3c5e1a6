'use client';
// A ruling (RulingGiven): laws picked from the list (number and short title) or typed, the ruling
// type, the offending side, a rectification, the text and whether the director told the contestants
// of their right to appeal (Law 83; ticked as the site always recorded it, he may untick it). The
// board's Laws edition is stamped by the decider; the page passes it for the law picker's titles.
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import type { GiveRulingInput } from '@club/application';
import type { LawsEdition } from '@club/bridge';
import type { RulingType } from '@club/club';
import { useTranslations } from 'next-intl';
import { useTRPC } from '../../trpc/client';
import type { BoardAt } from './board-at';
import { FormError } from './form-error';
import { LawPicker, lawsWithPending } from './law-picker';
import { RULING_RECTIFICATIONS } from '../../words/rectifications';

const RECTIFICATIONS = ['', ...RULING_RECTIFICATIONS] as const;

/** `rulingTypes`: the deciders' list (RulingGiven.rulingType), passed in by the page. */
export function RulingForm({
  at,
  rulingTypes,
  edition,
}: {
  at: BoardAt;
  rulingTypes: readonly RulingType[];
  edition: LawsEdition;
}) {
  const t = useTranslations('rulingsRuling');
  const typeWords = useTranslations('rulingsTypes');
  const rectificationWords = useTranslations('rulingsRectifications');
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
    <form className="stack card director-form" onSubmit={submit} aria-label={t('form')}>
      <h3>{t('form')}</h3>
      <LawPicker id="law-titles" edition={edition} laws={laws} onChange={setLaws} pending={law} onPending={setLaw} />
      <label>
        {t('rulingType')}
        <select name="rulingType" value={rulingType} onChange={(e) => setRulingType(e.target.value)}>
          {rulingTypes.map((type) => (
            <option key={type} value={type}>
              {typeWords(type)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('offendingSide')}
        <select
          name="offendingSide"
          value={offendingSide}
          onChange={(e) => setOffendingSide(e.target.value as typeof offendingSide)}
        >
          <option value="">{t('none')}</option>
          <option value="NS">N-S</option>
          <option value="EW">E-W</option>
        </select>
      </label>
      <label>
        {t('rectification')}
        <select
          name="rectification"
          value={rectification}
          onChange={(e) => setRectification(e.target.value as typeof rectification)}
        >
          {RECTIFICATIONS.map((r) => (
            <option key={r} value={r}>
              {r ? rectificationWords(r) : t('none')}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('text')}
        <textarea name="text" rows={2} required value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      <label>
        <input
          type="checkbox"
          name="appealRightNotified"
          checked={appealRightNotified}
          onChange={(e) => setAppealRightNotified(e.target.checked)}
        />{' '}
        {t('appealRight')}
      </label>
      <FormError error={give.error} />
      <button type="submit" disabled={give.isPending}>
        {t('submit')}
      </button>
    </form>
  );
}
