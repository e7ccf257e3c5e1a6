'use client';
// The rectification of the irregularity pending on the board: it is named with its law, and the
// director picks one of the options the Laws offer for it (from libs/bridge, for the board's
// edition) and, when the option needs one, the call, card or suit from its closed set. The director's
// own ruling (Law 25 and what the engine does not derive) takes the laws he applies, the ruling in
// words, and whether the irregular call stands or is cancelled. Recorded through the board's decider;
// a refusal is shown in its words.
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import type { PendingRectification } from '@club/application';
import { useTRPC } from '../../trpc/client';
import type { BoardAt } from './board-at';
import { FormError } from './form-error';
import { LawPicker, lawsWithPending } from './law-picker';
import { irregularityIn, optionDescriptionIn } from '../../words/irregularities';
import { rectificationOptionIn } from '../../words/rectifications';
import { symbolsOf } from '../suit';
import { movePadFocus } from '../pad-keys';

const isSettle = (choice: string): choice is 'accept' | 'cancel' => choice === 'accept' || choice === 'cancel';

export function RectificationForm({ at, pending }: { at: BoardAt; pending: PendingRectification }) {
  const trpc = useTRPC();
  const router = useRouter();
  const t = useTranslations('rulingsRectification');
  const optionWords = useTranslations('rulingsRectificationOptions');
  const kindWords = useTranslations('rulingsIrregularities');
  const descriptionWords = useTranslations('rulingsOptionWords');
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
  const who = (chooser: string) => (chooser === 'director' ? t('byDirector') : t('elects', { seat: chooser }));
  const where = { kind: irregularityIn(pending.kind, kindWords), law: pending.law, edition: pending.edition };
  return (
    <form className="stack card director-form" onSubmit={submit} aria-label={t('form')}>
      <h3>{t('heading')}</h3>
      <p data-testid="pending-irregularity">
        {pending.offender ? t('pendingBy', { ...where, offender: pending.offender }) : t('pending', where)}
      </p>
      {pending.options.length ? (
        <fieldset onKeyDown={movePadFocus} className="pad">
          <legend>{t('options')}</legend>
          {pending.options.map((o) => (
            <button
              key={o.option}
              type="button"
              aria-pressed={option === o.option}
              aria-describedby={`rect-${o.option}`}
              onClick={() => pick(o.option)}
            >
              {rectificationOptionIn(o.option, optionWords, (law) => t('optionLaw', { law }))}
            </button>
          ))}
        </fieldset>
      ) : (
        <p className="muted">{t('noOption')}</p>
      )}
      {picked ? (
        <p id={`rect-${picked.option}`}>
          {picked.laws.length ? t('laws', { laws: picked.laws.join(', ') }) : ''}
          {optionDescriptionIn(picked, descriptionWords)} ({who(picked.chooser)})
        </p>
      ) : null}
      {picked && picked.choice !== 'none' ? (
        <label>
          {t(`choice.${picked.choice}`)}
          <select name="choice" value={choice} onChange={(e) => setChoice(e.target.value)} required>
            <option value="">{t('choose')}</option>
            {picked.choices.map((c) => (
              <option key={c} value={c}>
                {picked.choice === 'settle' ? (isSettle(c) ? t(`settle.${c}`) : c) : symbolsOf(c)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {picked?.choice === 'settle' ? (
        <>
          <LawPicker
            id="rect-law-titles"
            edition={pending.edition}
            laws={laws}
            onChange={setLaws}
            pending={law}
            onPending={setLaw}
          />
          <label>
            {t('text')}
            <textarea name="text" rows={2} required value={text} onChange={(e) => setText(e.target.value)} />
          </label>
        </>
      ) : null}
      <FormError error={rectify.error} />
      <button type="submit" disabled={!picked || (picked.choice !== 'none' && !choice) || rectify.isPending}>
        {t('submit')}
      </button>
    </form>
  );
}
