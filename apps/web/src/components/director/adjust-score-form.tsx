'use client';
// An adjusted score for each side (Law 12C): artificial (A60/40, A50/50, A40/60 …), assigned
// (an N-S score), or weighted (any number of results, percentages adding up to 100). Given straight
// from the board: without a ruling of an adjusting type picked, the ruling is given with it.
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useTRPC } from '../../trpc/client';
import { rulingTypeIn } from '../../words/ruling-types';
import { adjustmentIn } from './adjustment-label';
import type { BoardAt } from './board-at';
import { FormError } from './form-error';
import { percentTotal, useWeightedRows, WeightedOutcomes, weightedSideOf } from './weighted-outcomes';
import { movePadFocus } from '../pad-keys';

type Grade = 'A+' | 'A' | 'A-';
const GRADES: readonly [Grade, 'averagePlus' | 'average' | 'averageMinus'][] = [
  ['A+', 'averagePlus'],
  ['A', 'average'],
  ['A-', 'averageMinus'],
];

export function AdjustScoreForm({
  at,
  rulings,
}: {
  at: BoardAt;
  rulings: readonly { rulingId: string; rulingType: string }[];
}) {
  const trpc = useTRPC();
  const router = useRouter();
  const t = useTranslations('rulingsAdjust');
  const typeWords = useTranslations('rulingsTypes');
  const [picked, setRulingId] = useState<string | null>(null);
  // The latest adjusted-score ruling unless another is picked; none: a new ruling comes with the score.
  const rulingId = picked ?? rulings.findLast((r) => r.rulingType.endsWith('adjusted-score'))?.rulingId ?? '';
  const [kind, setKind] = useState<'artificial' | 'assigned' | 'weighted'>('artificial');
  const [ns, setNs] = useState<Grade>('A+');
  const [ew, setEw] = useState<Grade>('A-');
  const [scoreNS, setScoreNS] = useState('');
  const [weighted, setWeighted] = useWeightedRows();
  const [done, setDone] = useState<string | null>(null);
  const adjust = useMutation(
    trpc.director.adjustScore.mutationOptions({ onSuccess: (r) => (setDone(r.label ?? kind), router.refresh()) }),
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const base = {
      ...at,
      ...(rulingId ? { rulingId } : {}),
      laws: [kind === 'artificial' ? '12C2a' : kind === 'assigned' ? '12C1a' : '12C1c'],
    };
    if (kind === 'artificial') adjust.mutate({ ...base, ns: { kind, grade: ns }, ew: { kind, grade: ew } });
    else if (kind === 'assigned') {
      const side = { kind, outcome: { scoreNS: Number(scoreNS) } } as const;
      adjust.mutate({ ...base, ns: side, ew: side });
    } else if (percentTotal(weighted) === 100) {
      const side = weightedSideOf(weighted);
      adjust.mutate({ ...base, ns: side, ew: side });
    }
  };
  return (
    <form className="stack card director-form" onSubmit={submit} aria-label={t('form')}>
      <h3>{t('form')}</h3>
      <label>
        {t('ruling')}
        <select name="rulingId" value={rulingId} onChange={(e) => setRulingId(e.target.value)}>
          <option value="">{t('newRuling')}</option>
          {rulings.map((r) => (
            <option key={r.rulingId} value={r.rulingId}>
              {t('rulingOption', { rulingId: r.rulingId, type: rulingTypeIn(r.rulingType, typeWords) })}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('kind')}
        <select name="kind" value={kind} onChange={(e) => setKind(e.target.value as typeof kind)}>
          <option value="artificial">{t('artificial')}</option>
          <option value="assigned">{t('assigned')}</option>
          <option value="weighted">{t('weighted')}</option>
        </select>
      </label>
      {kind === 'artificial' ? (
        <>
          <div onKeyDown={movePadFocus} className="pad" role="group" aria-label={t('presets')}>
            {(
              [
                ['A60/40', 'A+', 'A-'],
                ['A50/50', 'A', 'A'],
                ['A40/60', 'A-', 'A+'],
              ] as const
            ).map(([label, n, e]) => (
              <button
                key={label}
                type="button"
                aria-pressed={ns === n && ew === e}
                onClick={() => (setNs(n), setEw(e))}
              >
                {label}
              </button>
            ))}
          </div>
          <label>
            N-S
            <select name="ns" value={ns} onChange={(e) => setNs(e.target.value as Grade)}>
              {GRADES.map(([g, words]) => (
                <option key={g} value={g}>{`${g} ${t(words)}`}</option>
              ))}
            </select>
          </label>
          <label>
            E-W
            <select name="ew" value={ew} onChange={(e) => setEw(e.target.value as Grade)}>
              {GRADES.map(([g, words]) => (
                <option key={g} value={g}>{`${g} ${t(words)}`}</option>
              ))}
            </select>
          </label>
        </>
      ) : kind === 'assigned' ? (
        <label>
          {t('scoreAssigned')}
          <input
            name="scoreNS"
            inputMode="numeric"
            value={scoreNS}
            onChange={(e) => setScoreNS(e.target.value)}
            placeholder="-420"
          />
        </label>
      ) : (
        <WeightedOutcomes rows={weighted} onChange={setWeighted} />
      )}
      <FormError error={adjust.error} />
      <button type="submit" disabled={adjust.isPending}>
        {t('submit')}
      </button>
      {done ? <p role="status">{t('done', { label: adjustmentIn(done, t) })}</p> : null}
    </form>
  );
}
