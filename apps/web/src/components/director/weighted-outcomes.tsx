'use client';
// A weighted score (Law 12C1c) as a director or an appeals committee enters it: any number of
// results, each an N-S score with its percentage; the percentages must add up to 100. Shared by
// the board's adjusted-score form and the committee's decision form.
import { useTranslations } from 'next-intl';
import { useState } from 'react';

export interface WeightedRow {
  readonly percent: string;
  readonly scoreNS: string;
}

const FIRST_ROWS: readonly WeightedRow[] = [
  { percent: '60', scoreNS: '' },
  { percent: '40', scoreNS: '' },
];

export const percentTotal = (rows: readonly WeightedRow[]) =>
  Math.round(rows.reduce((sum, r) => sum + Number(r.percent || 0), 0) * 100) / 100;

/** The side as the API takes it: each percentage a weight out of 1. */
export function weightedSideOf(rows: readonly WeightedRow[]) {
  return {
    kind: 'weighted' as const,
    parts: rows.map((r) => ({ weight: Number(r.percent) / 100, outcome: { scoreNS: Number(r.scoreNS) } })),
  };
}

export function useWeightedRows() {
  return useState<readonly WeightedRow[]>(FIRST_ROWS);
}

export function WeightedOutcomes({
  rows,
  onChange,
}: {
  rows: readonly WeightedRow[];
  onChange: (rows: readonly WeightedRow[]) => void;
}) {
  const set = (i: number, change: Partial<WeightedRow>) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, ...change } : r)));
  const t = useTranslations('rulingsWeighted');
  const total = percentTotal(rows);
  return (
    <fieldset className="stack weighted-outcomes" aria-label={t('legend')}>
      <legend>{t('legend')}</legend>
      {rows.map((r, i) => (
        <div key={i} className="inline" role="group" aria-label={t('result', { n: i + 1 })}>
          <label>
            {t('percent', { n: i + 1 })}
            <input
              name={`percent${i + 1}`}
              inputMode="decimal"
              size={4}
              value={r.percent}
              onChange={(e) => set(i, { percent: e.target.value })}
            />
          </label>{' '}
          <label>
            {t('score')}
            <input
              name={`score${i + 1}`}
              inputMode="numeric"
              size={6}
              value={r.scoreNS}
              onChange={(e) => set(i, { scoreNS: e.target.value })}
              placeholder="-420"
            />
          </label>
          {rows.length > 2 ? (
            <button type="button" onClick={() => onChange(rows.filter((_, j) => j !== i))}>
              {t('remove')}
            </button>
          ) : null}
        </div>
      ))}
      <button type="button" onClick={() => onChange([...rows, { percent: '', scoreNS: '' }])}>
        {t('add')}
      </button>
      <p className={total === 100 ? 'muted' : 'error'} role="status">
        {total === 100 ? t('complete') : t('incomplete', { total })}
      </p>
    </fieldset>
  );
}
