'use client';
// A procedural penalty (Law 90) or a disciplinary one in points (91A) against the side at fault at
// this table: the amount in the session's units, the law from the picker, the reason (recorded as
// the ruling the penalty hangs on). Listed on the board once recorded.
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import type { AssessPenaltyInput } from '@club/application';
import { useTRPC } from '../../trpc/client';
import type { BoardAt } from './board-at';
import { FormError } from './form-error';
import { LAW_TITLES } from '@club/bridge';
import { penaltyUnitWords } from '../../words/penalty-units';
import { movePadFocus } from '../pad-keys';

const PENALTY_LAWS = LAW_TITLES.filter(([law]) => /^9[01]/.test(law));

export function PenaltyForm({ at, ns, ew, units }: { at: BoardAt; ns: string; ew: string; units: readonly string[] }) {
  const trpc = useTRPC();
  const router = useRouter();
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
    <form className="stack card director-form" onSubmit={submit} aria-label="Procedural penalty">
      <h3>Procedural penalty</h3>
      <fieldset onKeyDown={movePadFocus} className="pad">
        <legend>Side at fault</legend>
        <button type="button" aria-pressed={side === 'NS'} onClick={() => setSide('NS')}>
          N-S {ns}
        </button>
        <button type="button" aria-pressed={side === 'EW'} onClick={() => setSide('EW')}>
          E-W {ew}
        </button>
      </fieldset>
      <label>
        Amount
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
        Unit
        <select name="unit" value={unit} onChange={(e) => setUnit(e.target.value)}>
          {units.map((u) => (
            <option key={u} value={u}>
              {penaltyUnitWords(u)}
            </option>
          ))}
        </select>
      </label>
      <label>
        Penalty law
        {/* A percentage width keeps a long option from widening the form past a phone's screen. */}
        <select name="law" value={law} onChange={(e) => setLaw(e.target.value)} style={{ width: '100%' }}>
          {PENALTY_LAWS.map(([number, title]) => (
            <option key={number} value={number}>{`${number} ${title}`}</option>
          ))}
        </select>
      </label>
      <label>
        Reason
        <input name="reason" required value={reason} onChange={(e) => setReason(e.target.value)} />
      </label>
      <FormError error={assess.error} />
      <button type="submit" disabled={!side || assess.isPending}>
        Assess the penalty
      </button>
    </form>
  );
}
