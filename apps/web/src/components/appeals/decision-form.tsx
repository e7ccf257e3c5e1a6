'use client';
// The committee's decision (Law 93B): upheld, varied or overturned; a varied or overturned ruling
// gets a new adjusted score (Law 12C: an assigned result, a weighted score of any number of results,
// or artificial grades per side), which is
// put onto the board. The decider's refusals (Law 93B3, no hearing held) appear as they are.
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTRPC } from '../../trpc/client';
import { percentTotal, useWeightedRows, WeightedOutcomes, weightedSideOf } from '../director/weighted-outcomes';
import { list, useRefreshAfter } from './use-appeal-mutation';
import { TimesInText } from '../time/when';

type Outcome = 'upheld' | 'varied' | 'overturned';
type Kind = 'assigned' | 'weighted' | 'artificial';
type Grade = 'A+' | 'A' | 'A-';
type Seat = 'N' | 'E' | 'S' | 'W';

export function DecisionForm({ appealId }: { appealId: string }) {
  const trpc = useTRPC();
  const refresh = useRefreshAfter();
  const [outcome, setOutcome] = useState<Outcome>('upheld');
  const [kind, setKind] = useState<Kind>('assigned');
  const [contract, setContract] = useState('');
  const [declarer, setDeclarer] = useState<Seat>('S');
  const [tricks, setTricks] = useState('');
  const [nsGrade, setNsGrade] = useState<Grade>('A');
  const [ewGrade, setEwGrade] = useState<Grade>('A');
  const [weighted, setWeighted] = useWeightedRows();
  const [laws, setLaws] = useState('');
  const [recommendation, setRecommendation] = useState('');
  const [meritless, setMeritless] = useState(false);
  const [decidedBy, setDecidedBy] = useState('');
  const [text, setText] = useState('');
  const decide = useMutation(trpc.appeals.decide.mutationOptions({ onSuccess: refresh }));
  const newScore = () => {
    if (outcome === 'upheld') return null;
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
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (outcome !== 'upheld' && kind === 'weighted' && percentTotal(weighted) !== 100) return;
    decide.mutate({
      appealId,
      outcome,
      newAdjustedScore: newScore(),
      laws: list(laws),
      recommendation: recommendation.trim() || null,
      meritless,
      decidedBy: list(decidedBy),
      text,
    });
  };
  return (
    <form className="stack decision-form" onSubmit={submit} aria-label="Decide the appeal" noValidate>
      <fieldset>
        <legend>Outcome</legend>
        {(['upheld', 'varied', 'overturned'] as const).map((o) => (
          <label key={o} className="inline">
            <input type="radio" name="outcome" value={o} checked={outcome === o} onChange={() => setOutcome(o)} /> {o}
          </label>
        ))}
      </fieldset>
      {outcome !== 'upheld' ? (
        <fieldset>
          <legend>New adjusted score (Law 12C)</legend>
          <label>
            Kind
            <select name="kind" value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
              <option value="assigned">assigned result (12C1)</option>
              <option value="weighted">weighted (several results)</option>
              <option value="artificial">artificial (12C2)</option>
            </select>
          </label>
          {kind === 'assigned' ? (
            <>
              <label>
                Contract (e.g. 3S, 4HX, Pass)
                <input name="contract" value={contract} onChange={(e) => setContract(e.target.value)} />
              </label>
              <label>
                Declarer
                <select name="declarer" value={declarer} onChange={(e) => setDeclarer(e.target.value as Seat)}>
                  {(['N', 'E', 'S', 'W'] as const).map((s) => (
                    <option key={s} value={s}>
                      {s}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                Tricks
                <input
                  name="tricks"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={13}
                  value={tricks}
                  onChange={(e) => setTricks(e.target.value)}
                />
              </label>
            </>
          ) : kind === 'weighted' ? (
            <WeightedOutcomes rows={weighted} onChange={setWeighted} />
          ) : (
            <>
              <label>
                North-South
                <select name="nsGrade" value={nsGrade} onChange={(e) => setNsGrade(e.target.value as Grade)}>
                  <option value="A+">A+ (60%)</option>
                  <option value="A">A (50%)</option>
                  <option value="A-">A− (40%)</option>
                </select>
              </label>
              <label>
                East-West
                <select name="ewGrade" value={ewGrade} onChange={(e) => setEwGrade(e.target.value as Grade)}>
                  <option value="A+">A+ (60%)</option>
                  <option value="A">A (50%)</option>
                  <option value="A-">A− (40%)</option>
                </select>
              </label>
            </>
          )}
        </fieldset>
      ) : null}
      <label>
        Laws (comma-separated, e.g. 16B1, 12C1e)
        <input name="laws" value={laws} onChange={(e) => setLaws(e.target.value)} />
      </label>
      <label>
        Recommendation to the director (optional)
        <input name="recommendation" value={recommendation} onChange={(e) => setRecommendation(e.target.value)} />
      </label>
      <label className="inline">
        <input type="checkbox" name="meritless" checked={meritless} onChange={(e) => setMeritless(e.target.checked)} />{' '}
        appeal without merit (Law 92A)
      </label>
      <label>
        Decided by (member ids, comma-separated)
        <input name="decidedBy" value={decidedBy} onChange={(e) => setDecidedBy(e.target.value)} />
      </label>
      <label>
        The decision in words
        <textarea name="text" rows={3} value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      {decide.error ? (
        <p className="error" role="alert">
          <TimesInText text={decide.error.message} />
        </p>
      ) : null}
      <button type="submit" disabled={decide.isPending}>
        Record the decision
      </button>
    </form>
  );
}
