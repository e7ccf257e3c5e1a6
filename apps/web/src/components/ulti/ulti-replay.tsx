'use client';
// An Ulti deal step by step: the bidding and the cards as the record has them, each step in words,
// each player's cards still in hand as the engine replays them (the talon taken up and laid down,
// each card played gone), and the last trick. ← and → step; the buttons too.
import type { UltiDeal } from '@club/application';
import { useTranslations } from 'next-intl';
import { StepControls } from '../replay/step-controls';
import { useStep } from '../replay/use-step';
import { renonszCaseIn } from '../../words/renonsz-cases';
import { UltiTerm, Word } from './ulti-terms';

export function UltiReplay({
  players,
  names,
  hands,
  steps,
  after,
}: Pick<UltiDeal, 'players' | 'names' | 'hands' | 'steps' | 'after'>) {
  const t = useTranslations('ultiReplay');
  const cases = useTranslations('ultiRenonszCases');
  const nameOf = (p: string) => names[p] ?? p;
  const { step, setStep, onKeyDown } = useStep(steps.length);
  const done = steps.slice(0, step);
  const played = done.filter((s) => s.kind === 'play');
  const held = step === 0 ? hands : (after[step - 1]?.hands ?? hands);
  const trick = played.slice(Math.floor((played.length - 1) / 3) * 3);
  const current = after[step - 1];
  return (
    <section className="replay card" tabIndex={0} onKeyDown={onKeyDown} aria-label={t('label')} data-testid="replay">
      <StepControls step={step} count={steps.length} setStep={setStep} caption={current ? current.words : t('dealt')} />
      {played.length > 0 ? (
        <p data-testid="trick">
          {t('trick', { trick: Math.ceil(played.length / 3) })}{' '}
          {trick.map((s) => (
            <span key={s.detail}>
              {nameOf(s.player)} <UltiTerm text={s.detail} />;{' '}
            </span>
          ))}
        </p>
      ) : null}
      <ol className="ulti-steps">
        {done
          .filter((s) => s.kind !== 'play')
          .map((s, i) => (
            <li key={i}>
              {nameOf(s.player)}:{' '}
              {s.kind === 'renonsz' ? (
                <>
                  <Word word="renonsz" />: {s.renonszCase ? renonszCaseIn(s.renonszCase, cases) : s.detail}
                </>
              ) : (
                <UltiTerm text={s.detail} />
              )}
            </li>
          ))}
      </ol>
      <ul className="ulti-hands">
        {players.map((p) => (
          <li key={p} data-testid={`hand-${p}`}>
            <strong>{nameOf(p)}</strong> ({(held[p] ?? []).length}):{' '}
            {(held[p] ?? []).map((c, i) => (
              <span key={c}>
                {i > 0 ? ', ' : ''}
                <UltiTerm text={c} />
              </span>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
