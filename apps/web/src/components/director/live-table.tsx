'use client';
// Calls and cards of one table-board as they are made: a bidding box and a card picker for the
// seat that acts (another seat may be chosen: out-of-rotation actions are facts to record). The
// engine's flags (insufficient bid, out of rotation, revoke …) come back with the page. A call may be
// recorded as alerted, with the explanation its caller's partner gave (optional).
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useTRPC } from '../../trpc/client';
import { Card, Suit, type SuitLetter } from '../suit';
import { useCardWords } from '../card-words';
import type { BoardAt } from './board-at';
import { movePadFocus } from '../pad-keys';
import { RefusalText } from '../refusal-words';

type Seat = 'N' | 'E' | 'S' | 'W';
const SEATS: readonly Seat[] = ['N', 'E', 'S', 'W'];
const STRAINS = ['C', 'D', 'H', 'S', 'NT'] as const;

export interface LiveTableProps {
  readonly at: BoardAt;
  readonly phase: 'not-started' | 'auction' | 'play' | 'over';
  readonly toAct: Seat | null;
  readonly hands: Readonly<Record<Seat, readonly string[]>> | null;
}

export function LiveTable({ at, phase, toAct, hands }: LiveTableProps) {
  const trpc = useTRPC();
  const t = useTranslations('directorLiveTable');
  const words = useCardWords();
  const alerts = useTranslations('callAlerts');
  const router = useRouter();
  const [seat, setSeat] = useState<Seat>(toAct ?? 'N');
  const [level, setLevel] = useState<number | null>(null);
  const [alerted, setAlerted] = useState(false);
  const [explanation, setExplanation] = useState('');
  const act = useMutation(
    trpc.director.tableAction.mutationOptions({
      onSuccess: () => {
        setLevel(null);
        setAlerted(false);
        setExplanation('');
        router.refresh();
      },
    }),
  );
  // After each action the page brings the next seat to act.
  const [shownFor, setShownFor] = useState(toAct);
  if (toAct !== shownFor) {
    setShownFor(toAct);
    if (toAct) setSeat(toAct);
  }
  if (phase === 'over') return null;
  const call = (
    c:
      | { kind: 'Pass' }
      | { kind: 'Double' }
      | { kind: 'Redouble' }
      | { kind: 'Bid'; level: number; strain: (typeof STRAINS)[number] },
  ) =>
    act.mutate({
      ...at,
      action: 'call',
      seat,
      call: c,
      ...(alerted ? { alert: { explanation: explanation.trim() === '' ? null : explanation.trim() } } : {}),
    });
  const inAuction = phase === 'auction' || phase === 'not-started';
  return (
    <section className="card live-table" aria-label={inAuction ? t('biddingBox') : t('cardPicker')}>
      <fieldset onKeyDown={movePadFocus} className="pad">
        <legend>{toAct ? t('seatToAct', { seat: toAct }) : t('seat')}</legend>
        {SEATS.map((s) => (
          <button key={s} type="button" aria-pressed={seat === s} onClick={() => setSeat(s)}>
            {s}
          </button>
        ))}
      </fieldset>
      {inAuction ? (
        <>
          <fieldset onKeyDown={movePadFocus} className="pad">
            <legend>{t('bidLevel')}</legend>
            {[1, 2, 3, 4, 5, 6, 7].map((l) => (
              <button key={l} type="button" aria-pressed={level === l} onClick={() => setLevel(l)}>
                {l}
              </button>
            ))}
          </fieldset>
          <fieldset onKeyDown={movePadFocus} className="pad">
            <legend>{t('strain')}</legend>
            {STRAINS.map((s) => (
              <button
                key={s}
                type="button"
                disabled={level === null || act.isPending}
                aria-label={`${level ?? ''}${s === 'NT' ? words.noTrumps : ` ${words.suits[s]}`}`.trim()}
                onClick={() => level && call({ kind: 'Bid', level, strain: s })}
              >
                {level ?? ''}
                {s === 'NT' ? 'NT' : <Suit suit={s as SuitLetter} />}
              </button>
            ))}
          </fieldset>
          <fieldset onKeyDown={movePadFocus} className="pad">
            <legend>{t('otherCalls')}</legend>
            <button type="button" disabled={act.isPending} onClick={() => call({ kind: 'Pass' })}>
              {t('pass')}
            </button>
            <button
              type="button"
              disabled={act.isPending}
              aria-label={words.doubled}
              onClick={() => call({ kind: 'Double' })}
            >
              X
            </button>
            <button
              type="button"
              disabled={act.isPending}
              aria-label={words.redoubled}
              onClick={() => call({ kind: 'Redouble' })}
            >
              XX
            </button>
          </fieldset>
          <fieldset onKeyDown={movePadFocus} className="pad alert-entry">
            <legend>{t('alert')}</legend>
            <label className="alert-toggle">
              <input type="checkbox" checked={alerted} onChange={(e) => setAlerted(e.target.checked)} />{' '}
              {alerts('alertToggle')}
            </label>
            {alerted ? (
              <label>
                {alerts('explanation')}{' '}
                <input type="text" value={explanation} onChange={(e) => setExplanation(e.target.value)} />
              </label>
            ) : null}
          </fieldset>
        </>
      ) : hands ? (
        <fieldset onKeyDown={movePadFocus} className="pad cards">
          <legend>{t('cardFrom', { seat })}</legend>
          {hands[seat].map((c) => (
            <button
              key={c}
              type="button"
              disabled={act.isPending}
              onClick={() => act.mutate({ ...at, action: 'card', seat, card: c })}
            >
              <Card card={c} />
            </button>
          ))}
        </fieldset>
      ) : (
        <p className="muted">{t('noHandRecord')}</p>
      )}
      {act.error ? (
        <p className="error" role="alert">
          <RefusalText error={act.error} plain />
        </p>
      ) : null}
    </section>
  );
}
