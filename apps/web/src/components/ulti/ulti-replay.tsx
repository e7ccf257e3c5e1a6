'use client';
// An Ulti deal step by step: the bidding and the cards as the record has them, each player's
// cards still in hand, and the last trick. ← and → step; the buttons too.
import type { UltiDeal } from '@club/application';
import { StepControls } from '../replay/step-controls';
import { useStep } from '../replay/use-step';
import { UltiTerm, Word } from './ulti-terms';

const KIND_WORDS: Record<string, string> = {
  bid: 'bids',
  pass: 'passes',
  play: 'plays',
  rekontra: 'rekontra on',
  open: 'opens his cards',
  concede: 'concedes',
  claim: 'claims for',
  silent: 'announces',
  renonsz: 'renonsz',
};

export function UltiReplay({ players, names, hands, steps }: Pick<UltiDeal, 'players' | 'names' | 'hands' | 'steps'>) {
  const nameOf = (p: string) => names[p] ?? p;
  const { step, setStep, onKeyDown } = useStep(steps.length);
  const done = steps.slice(0, step);
  const played = done.filter((s) => s.kind === 'play');
  const inHand = (p: string) => (hands[p] ?? []).filter((c) => !played.some((s) => s.player === p && s.detail === c));
  const trick = played.slice(Math.floor((played.length - 1) / 3) * 3);
  const current = steps[step - 1];
  return (
    <section
      className="replay card"
      tabIndex={0}
      onKeyDown={onKeyDown}
      aria-label="Replay: use the left and right arrow keys to step"
      data-testid="replay"
    >
      <StepControls
        step={step}
        count={steps.length}
        setStep={setStep}
        caption={
          current
            ? `${nameOf(current.player)} ${KIND_WORDS[current.kind] ?? current.kind} ${current.detail}`
            : 'before the bidding'
        }
      />
      {played.length > 0 ? (
        <p data-testid="trick">
          Trick {Math.ceil(played.length / 3)}:{' '}
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
                  <Word word="renonsz" />{' '}
                </>
              ) : null}
              <UltiTerm text={s.detail} />
            </li>
          ))}
      </ol>
      <ul className="ulti-hands">
        {players.map((p) => (
          <li key={p}>
            <strong>{nameOf(p)}</strong>:{' '}
            {inHand(p).map((c, i) => (
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
