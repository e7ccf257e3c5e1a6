'use client';
// The rectification of the irregularity pending on the board: it is named with its law, and the
// director picks one of the options the Laws offer for it (from libs/bridge, for the board's
// edition) and, when the option needs one, the call, card or suit from its closed set. The director's
// own ruling (Law 25 and what the engine does not derive) takes the laws he applies, the ruling in
// words, and whether the irregular call stands or is cancelled. Recorded through the board's decider;
// a refusal is shown in its words.
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import type { PendingRectification } from '@club/application';
import { useTRPC } from '../../trpc/client';
import type { BoardAt } from './board-at';
import { FormError } from './form-error';
import { LawPicker, lawsWithPending } from './law-picker';
import { rectificationOptionWords } from '../../words/rectifications';
import { symbolsOf } from '../suit';
import { movePadFocus } from '../pad-keys';

const CHOICE_LABEL = { call: 'Replacement call', card: 'Card', suit: 'Suit', settle: 'The irregular call' } as const;
const SETTLE_LABEL: Record<string, string> = { accept: 'stands (accepted)', cancel: 'is cancelled' };

export function RectificationForm({ at, pending }: { at: BoardAt; pending: PendingRectification }) {
  const trpc = useTRPC();
  const router = useRouter();
  const [option, setOption] = useState('');
  const [choice, setChoice] = useState('');
  const [laws, setLaws] = useState<string[]>([]);
  const [law, setLaw] = useState('');
  const [text, setText] = useState('');
  const rectify = useMutation(
    trpc.director.rectify.mutationOptions({
      onSuccess: () => (setOption(''), setChoice(''), setLaws([]), setText(''), router.refresh()),
    }),
  );
  const picked = pending.options.find((o) => o.option === option);
  const pick = (name: string) => {
    setOption(name);
    const next = pending.options.find((o) => o.option === name);
    // A closed set of one (27B1a's lowest sufficient bid) is chosen already.
    setChoice(next?.choices.length === 1 ? next.choices[0]! : '');
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const own = picked?.choice === 'settle' ? { laws: lawsWithPending(laws, law), text } : {};
    rectify.mutate({ ...at, option, ...(choice ? { choice } : {}), ...own });
  };
  const who = (chooser: string) => (chooser === 'director' ? 'the director' : `${chooser} elects`);
  return (
    <form className="stack card director-form" onSubmit={submit} aria-label="Rectification">
      <h3>Rectify</h3>
      <p data-testid="pending-irregularity">
        {pending.kind.replaceAll('-', ' ')}
        {pending.offender ? ` by ${pending.offender}` : ''} (Law {pending.law}, {pending.edition} Laws)
      </p>
      {pending.options.length ? (
        <fieldset onKeyDown={movePadFocus} className="pad">
          <legend>Option the Laws offer</legend>
          {pending.options.map((o) => (
            <button
              key={o.option}
              type="button"
              aria-pressed={option === o.option}
              aria-describedby={`rect-${o.option}`}
              onClick={() => pick(o.option)}
            >
              {rectificationOptionWords(o.option)}
            </button>
          ))}
        </fieldset>
      ) : (
        <p className="muted">The engine offers no option it can apply here: give the ruling below.</p>
      )}
      {picked ? (
        <p id={`rect-${picked.option}`}>
          {picked.laws.length ? `Law ${picked.laws.join(', ')}: ` : ''}
          {picked.description} ({who(picked.chooser)})
        </p>
      ) : null}
      {picked && picked.choice !== 'none' ? (
        <label>
          {CHOICE_LABEL[picked.choice]}
          <select name="choice" value={choice} onChange={(e) => setChoice(e.target.value)} required>
            <option value="">choose…</option>
            {picked.choices.map((c) => (
              <option key={c} value={c}>
                {picked.choice === 'settle' ? (SETTLE_LABEL[c] ?? c) : symbolsOf(c)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {picked?.choice === 'settle' ? (
        <>
          <LawPicker id="rect-law-titles" laws={laws} onChange={setLaws} pending={law} onPending={setLaw} />
          <label>
            The ruling in words
            <textarea name="text" rows={2} required value={text} onChange={(e) => setText(e.target.value)} />
          </label>
        </>
      ) : null}
      <FormError error={rectify.error} />
      <button type="submit" disabled={!picked || (picked.choice !== 'none' && !choice) || rectify.isPending}>
        Apply the rectification
      </button>
    </form>
  );
}
