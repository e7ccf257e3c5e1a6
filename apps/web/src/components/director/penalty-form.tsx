'use client';
// A procedural penalty (Law 90) or a disciplinary one in points (91A) against the side at fault at
// this table: the amount in the session's units, the law from the picker, the reason (recorded as
// the ruling the penalty hangs on). Listed on the board once recorded.
import { useMutation } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import type { AssessPenaltyInput } from '@club/application';
import { useTRPC } from '../../trpc/client';
import type { BoardAt } from './board-at';
import { FormError } from './form-error';
import type { LawsEdition } from '@club/bridge';
import type { Locale } from '../../i18n/locales';
import { penaltyUnitIn } from '../../words/penalty-units';
import { movePadFocus } from '../pad-keys';
import { citedLawOptions } from './law-options';

/** The penalty laws (90 and 91) the picker cites, titled in the page's language and the board's edition. */
const penaltyLaws = (locale: Locale, edition: LawsEdition) =>
  citedLawOptions(locale, edition).filter((o) => /^9[01]/.test(o.reference));

export function PenaltyForm({
  at,
  ns,
  ew,
  units,
  edition,
}: {
  at: BoardAt;
  ns: string;
  ew: string;
  units: readonly string[];
  edition: LawsEdition;
}) {
  const trpc = useTRPC();
  const router = useRouter();
  const t = useTranslations('rulingsPenalty');
  const unitWords = useTranslations('rulingsPenaltyUnits');
  const locale = useLocale() as Locale;
  const [side, setSide] = useState<'NS' | 'EW' | ''>('');
  const [amount, setAmount] = useState('');
  const [unit, setUnit] = useState(units[0] ?? 'MP');
  const [law, setLaw] = useState('90B2');
  const [reason, setReason] = useState('');
  const assess = useMutation(
    trpc.director.assessPenalty.mutationOptions({ onSuccess: () => (setAmount(''), setReason(''), router.refresh()) }),
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (side)
      assess.mutate({ ...at, side, amount: Number(amount), unit: unit as AssessPenaltyInput['unit'], law, reason });
  };
  return (
    <form className="stack card director-form" onSubmit={submit} aria-label={t('form')}>
      <h3>{t('form')}</h3>
      <fieldset onKeyDown={movePadFocus} className="pad">
        <legend>{t('sideAtFault')}</legend>
        <button type="button" aria-pressed={side === 'NS'} onClick={() => setSide('NS')}>
          N-S {ns}
        </button>
        <button type="button" aria-pressed={side === 'EW'} onClick={() => setSide('EW')}>
          E-W {ew}
        </button>
      </fieldset>
      <label>
        {t('amount')}
        <input
          name="amount"
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          required
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
      </label>
      <label>
        {t('unit')}
        <select name="unit" value={unit} onChange={(e) => setUnit(e.target.value)}>
          {units.map((u) => (
            <option key={u} value={u}>
              {penaltyUnitIn(u, unitWords)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('law')}
        {/* A percentage width keeps a long option from widening the form past a phone's screen. */}
        <select name="law" value={law} onChange={(e) => setLaw(e.target.value)} style={{ width: '100%' }}>
          {penaltyLaws(locale, edition).map((o) => (
            <option key={o.reference} value={o.reference} lang={o.lang === locale ? undefined : o.lang}>
              {`${o.reference} ${o.title}`}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('reason')}
        <input name="reason" required value={reason} onChange={(e) => setReason(e.target.value)} />
      </label>
      <FormError error={assess.error} />
      <button type="submit" disabled={!side || assess.isPending}>
        {t('submit')}
      </button>
    </form>
  );
}
