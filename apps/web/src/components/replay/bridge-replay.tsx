'use client';
// A board's auction and play step by step: the auction so far, the trick on the table and the
// cards still in each hand; an alerted call is marked in the auction and its explanation listed under
// it. ← and → step (the region takes the focus), the buttons too.
import type { Hand, PlayAnalysis } from '@club/application';
import { useTranslations } from 'next-intl';
import { HandDiagram } from '../hand-diagram';
import { Card, Contract } from '../suit';
import { AlertList, AlertMark, useAlertWords } from './call-alerts';
import { StepControls } from './step-controls';
import { useStep } from './use-step';
import { TableScroll } from '../table-scroll';

type Seat = 'N' | 'E' | 'S' | 'W';
/** `alert`: the call was alerted, with the explanation given (null: none given). */
type CallStep = { kind: 'call'; seat: Seat; call: string; alert?: { explanation: string | null } | undefined };
export type ReplayStep = CallStep | { kind: 'card'; seat: Seat; card: string; trick: number };

type CardStep = Extract<ReplayStep, { kind: 'card' }>;
const isCard = (s: ReplayStep): s is CardStep => s.kind === 'card';

const AUCTION_COLUMNS: Seat[] = ['W', 'N', 'E', 'S'];
const SUIT_KEYS = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' } as const;

/** The hands with the cards played so far taken out. */
export function handsAfter(
  hands: Record<Seat, Hand>,
  played: readonly { seat: Seat; card: string }[],
): Record<Seat, Hand> {
  const out = { ...hands };
  for (const { seat, card } of played) {
    const key = SUIT_KEYS[card[0] as keyof typeof SUIT_KEYS];
    if (key) out[seat] = { ...out[seat], [key]: out[seat][key].replace(card.slice(1), '') };
  }
  return out;
}

/** A step in words, in the page's language: "North plays H10", "East calls 1NT (alerted: strong)". */
function useDescribeStep(): (s: ReplayStep) => string {
  const t = useTranslations('bridgeReplay');
  const seats = useTranslations('seats');
  const alertWords = useAlertWords();
  return (s) => {
    const seat = seats(s.seat);
    if (s.kind === 'card') return t('plays', { seat, card: s.card.replace('T', '10') });
    return s.alert
      ? t('callsAlerted', { seat, call: s.call, alert: alertWords(s.alert) })
      : t('calls', { seat, call: s.call });
  };
}

export function BridgeReplay({
  dealer,
  hands,
  steps,
  analysis = null,
}: {
  dealer: Seat;
  hands: Record<Seat, Hand> | null;
  steps: ReplayStep[];
  /** Double dummy through the play (null: not analysed): declarer's tricks before the lead and after each card, and the cards that cost a trick. */
  analysis?: PlayAnalysis;
}) {
  const t = useTranslations('bridgeReplay');
  const seats = useTranslations('seats');
  const describeStep = useDescribeStep();
  const { step, setStep, onKeyDown } = useStep(steps.length);
  const done = steps.slice(0, step);
  const calls = done.filter((s): s is CallStep => s.kind === 'call');
  const cards = done.filter(isCard);
  const trickNo = cards.at(-1)?.trick ?? 0;
  const trick = cards.filter((c) => c.trick === trickNo);
  // The auction grid starts in the dealer's column.
  const lead = AUCTION_COLUMNS.indexOf(dealer);
  const cells: (CallStep | null)[] = [...Array<null>(lead).fill(null), ...calls];
  const rows: (CallStep | null)[][] = [];
  for (let i = 0; i < cells.length; i += 4) rows.push(cells.slice(i, i + 4));
  const current = steps[step - 1];
  return (
    <section className="replay card" tabIndex={0} onKeyDown={onKeyDown} aria-label={t('label')} data-testid="replay">
      <StepControls
        step={step}
        count={steps.length}
        setStep={setStep}
        caption={current ? describeStep(current) : t('beforeAuction')}
      />
      <h2>{t('auction')}</h2>
      <TableScroll>
        <table className="auction">
          <thead>
            <tr>
              {AUCTION_COLUMNS.map((s) => (
                <th scope="col" key={s}>
                  {seats(s)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={i}>
                {AUCTION_COLUMNS.map((s, j) => (
                  <td key={s}>
                    {row[j] ? <Contract contract={row[j]!.call} /> : ''}
                    {row[j] ? <AlertMark calls={calls} call={row[j]!} /> : null}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <AlertList calls={calls} />
      {trickNo > 0 ? (
        <p data-testid="trick">
          {t('trick', { trick: trickNo })}{' '}
          {trick.map((c) => (
            <span key={c.card} className="played-card">
              {c.seat} <Card card={c.card.replace('T', '10')} />{' '}
            </span>
          ))}
        </p>
      ) : null}
      {analysis && cards.length > 0 ? <DoubleDummyStep analysis={analysis} played={cards.length} /> : null}
      {hands ? <HandDiagram hands={handsAfter(hands, cards)} /> : null}
      {analysis ? <CostlyCards analysis={analysis} cards={steps.filter(isCard)} /> : null}
    </section>
  );
}

/** After the cards played so far: the tricks declarer can still take double dummy, and whether the last card cost one. */
function DoubleDummyStep({ analysis, played }: { analysis: NonNullable<PlayAnalysis>; played: number }) {
  const t = useTranslations('bridgeReplay');
  const tricks = analysis.tricks[played];
  if (tricks === undefined) return null;
  return (
    <p data-testid="double-dummy-step">
      {t('ddAfter', { tricks })}
      {analysis.costly.includes(played - 1) ? (
        <strong className="costly" data-testid="costly-card">
          {' '}
          {t('costly')}
        </strong>
      ) : null}
    </p>
  );
}

/** Every card that cost its side a trick, with its trick: the summary a player reads first. */
function CostlyCards({ analysis, cards }: { analysis: NonNullable<PlayAnalysis>; cards: readonly CardStep[] }) {
  const t = useTranslations('bridgeReplay');
  const seats = useTranslations('seats');
  const costly = analysis.costly.flatMap((index) => (cards[index] ? [cards[index]] : []));
  if (costly.length === 0) return <p className="muted">{t('noCostlyCards')}</p>;
  return (
    <p data-testid="costly-cards">
      {t('costlyCards')}{' '}
      {costly.map((c, i) => (
        <span key={c.card}>
          {seats(c.seat)} <Card card={c.card.replace('T', '10')} /> {t('costlyTrick', { trick: c.trick })}
          {i < costly.length - 1 ? ', ' : ''}
        </span>
      ))}
    </p>
  );
}
