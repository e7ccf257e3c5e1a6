'use client';
// The new adjusted score a varied or overturned appeal decision gives (Law 12C: an assigned result,
// a weighted score of any number of results, or artificial grades per side): the committee's
// decision and the regulating authority's enter it the same way, and it goes onto the board.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { percentTotal, useWeightedRows, WeightedOutcomes, weightedSideOf } from '../director/weighted-outcomes';

type Kind = 'assigned' | 'weighted' | 'artificial';
type Grade = 'A+' | 'A' | 'A-';
type Seat = 'N' | 'E' | 'S' | 'W';

/** The fields' state, the score as the API takes it, and whether a weighted score adds up to 100%. */
export function useNewScore() {
  const [kind, setKind] = useState<Kind>('assigned');
  const [contract, setContract] = useState('');
  const [declarer, setDeclarer] = useState<Seat>('S');
  const [tricks, setTricks] = useState('');
  const [nsGrade, setNsGrade] = useState<Grade>('A');
  const [ewGrade, setEwGrade] = useState<Grade>('A');
  const [weighted, setWeighted] = useWeightedRows();
  const score = () => {
    if (kind === 'weighted') {
      const side = weightedSideOf(weighted);
      return { ns: side, ew: side };
    }
    if (kind === 'artificial')
      return {
        ns: { kind: 'artificial' as const, grade: nsGrade },
        ew: { kind: 'artificial' as const, grade: ewGrade },
      };
    const side = {
      kind: 'assigned' as const,
      outcome:
        contract.trim().toLowerCase() === 'pass'
          ? { contract: 'Pass', declarer: null, tricks: null }
          : { contract: contract.trim().toUpperCase(), declarer, tricks: Number(tricks) },
    };
    return { ns: side, ew: side };
  };
  const complete = () => kind !== 'weighted' || percentTotal(weighted) === 100;
  const fields = {
    kind,
    setKind,
    contract,
    setContract,
    declarer,
    setDeclarer,
    tricks,
    setTricks,
    nsGrade,
    setNsGrade,
    ewGrade,
    setEwGrade,
    weighted,
    setWeighted,
  };
  return { fields, score, complete };
}

export function NewScoreFields({ fields: f }: { fields: ReturnType<typeof useNewScore>['fields'] }) {
  const t = useTranslations('appealsNewScore');
  return (
    <fieldset>
      <legend>{t('legend')}</legend>
      <label>
        {t('kind')}
        <select name="kind" value={f.kind} onChange={(e) => f.setKind(e.target.value as Kind)}>
          <option value="assigned">{t('assigned')}</option>
          <option value="weighted">{t('weighted')}</option>
          <option value="artificial">{t('artificial')}</option>
        </select>
      </label>
      {f.kind === 'assigned' ? (
        <>
          <label>
            {t('contract')}
            <input name="contract" value={f.contract} onChange={(e) => f.setContract(e.target.value)} />
          </label>
          <label>
            {t('declarer')}
            <select name="declarer" value={f.declarer} onChange={(e) => f.setDeclarer(e.target.value as Seat)}>
              {(['N', 'E', 'S', 'W'] as const).map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('tricks')}
            <input
              name="tricks"
              type="number"
              inputMode="numeric"
              min={0}
              max={13}
              value={f.tricks}
              onChange={(e) => f.setTricks(e.target.value)}
            />
          </label>
        </>
      ) : f.kind === 'weighted' ? (
        <WeightedOutcomes rows={f.weighted} onChange={f.setWeighted} />
      ) : (
        <>
          <GradeSelect label={t('ns')} name="nsGrade" value={f.nsGrade} onChange={f.setNsGrade} />
          <GradeSelect label={t('ew')} name="ewGrade" value={f.ewGrade} onChange={f.setEwGrade} />
        </>
      )}
    </fieldset>
  );
}

function GradeSelect(props: { label: string; name: string; value: Grade; onChange: (g: Grade) => void }) {
  return (
    <label>
      {props.label}
      <select name={props.name} value={props.value} onChange={(e) => props.onChange(e.target.value as Grade)}>
        <option value="A+">A+ (60%)</option>
        <option value="A">A (50%)</option>
        <option value="A-">A− (40%)</option>
      </select>
    </label>
  );
}
