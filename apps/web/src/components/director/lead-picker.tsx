'use client';
// The opening lead on the table scorer's pad, optional: tap the suit, then the rank (one thumb, two
// taps), or type it on a keyboard ("SK", "♠K", "s10", "hk"). When the board's hand record is known,
// `holding` is the opening leader's hand (declarer's left): only his cards are offered, and a typed
// card he does not hold is named. The server checks the holding either way. While the picker shows
// something that is no lead yet, the pad waits: a refused lead is never saved as "no lead".
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Suit, type SuitLetter } from '../suit';
import { movePadFocus } from '../pad-keys';
import { useCardWords } from '../card-words';

const SUITS: readonly SuitLetter[] = ['S', 'H', 'D', 'C'];
const RANKS = ['A', 'K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3', '2'] as const;
const SYMBOLS: Record<string, SuitLetter> = { '♠': 'S', '♥': 'H', '♦': 'D', '♣': 'C' };
const SYMBOL_OF: Record<SuitLetter, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

const rankLabel = (rank: string) => (rank === 'T' ? '10' : rank);

/** 'SK', '♠K', 's10', ' hT ' → 'SK' / 'ST'; null when the text is not a card of the pack. */
export function parseLead(text: string): string | null {
  const t = text.trim().toUpperCase();
  const suit = SYMBOLS[t.charAt(0)] ?? t.charAt(0);
  const rank = t.slice(1) === '10' ? 'T' : t.slice(1);
  return (SUITS as readonly string[]).includes(suit) && (RANKS as readonly string[]).includes(rank)
    ? `${suit}${rank}`
    : null;
}

/** 'HT' → '♥10', for the confirmation line. */
export function leadText(card: string): string {
  return `${SYMBOL_OF[card[0] as SuitLetter]}${rankLabel(card.slice(1))}`;
}

/** The ranks the pad offers in a suit: all thirteen without a hand record, else the ones held (high first). */
export function leadRanks(suit: SuitLetter, holding: readonly string[] | null | undefined): readonly string[] {
  return holding ? RANKS.filter((r) => holding.includes(`${suit}${r}`)) : RANKS;
}

/** Why the picker's lead is no lead: typed text that is no card, or a card the opening leader does not hold. */
export type LeadProblem =
  { readonly code: 'not-a-card'; readonly typed: string } | { readonly code: 'not-held'; readonly card: string };

/** Why typed text is no lead for this pad, or null when it is one (or nothing is typed). */
function typedProblem(typed: string, holding: readonly string[] | null | undefined): LeadProblem | null {
  if (typed.trim() === '') return null;
  const card = parseLead(typed);
  if (card === null) return { code: 'not-a-card', typed: typed.trim() };
  return holding && !holding.includes(card) ? { code: 'not-held', card } : null;
}

/**
 * The picker's lead as the pad may confirm it: `pending` while what is on the picker is no lead yet
 * (typed text that is not a card he may hold, a tapped card the hand record, arriving later, says
 * he does not hold, or a suit without its rank). Only a valid card, or nothing (never touched, or
 * "No lead", or the typed text erased), lets the pad confirm: a refused lead is never dropped
 * silently.
 */
export function leadOnPicker(
  typed: string,
  suit: SuitLetter | null,
  tapped: string | null,
  holding: readonly string[] | null | undefined,
): { lead: string | null; pending: boolean; problem: LeadProblem | null } {
  if (typed.trim() !== '') {
    const problem = typedProblem(typed, holding);
    return problem ? { lead: null, pending: true, problem } : { lead: parseLead(typed), pending: false, problem: null };
  }
  if (tapped) {
    if (holding && !holding.includes(tapped))
      return { lead: null, pending: true, problem: { code: 'not-held', card: tapped } };
    return { lead: tapped, pending: false, problem: null };
  }
  return { lead: null, pending: suit !== null, problem: null };
}

/**
 * `onChange(lead, pending)` whenever the picker's lead changes (and once when it appears): while
 * `pending` the pad must not confirm. `holding`: the opening leader's cards, when known. `lead`: the
 * card it starts with (default none); a fresh picker (a new `key`) starts again.
 */
export function LeadPicker({
  lead: initial = null,
  holding,
  onChange,
}: {
  lead?: string | null;
  holding?: readonly string[] | null;
  onChange: (lead: string | null, pending: boolean) => void;
}) {
  const t = useTranslations('directorResultPad');
  const words = useCardWords();
  const [suit, setSuit] = useState<SuitLetter | null>(initial ? (initial[0] as SuitLetter) : null);
  const [tapped, setTapped] = useState<string | null>(initial);
  const [typed, setTyped] = useState('');
  const { lead, pending, problem } = leadOnPicker(typed, suit, tapped, holding);
  const report = useRef(onChange);
  report.current = onChange;
  useEffect(() => report.current(lead, pending), [lead, pending]);
  const shownSuit = typed.trim() !== '' ? (lead ? (lead[0] as SuitLetter) : null) : suit;

  return (
    <>
      <fieldset onKeyDown={movePadFocus} className="pad lead-pad">
        <legend>{t('leadOptional')}</legend>
        {SUITS.map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={shownSuit === s}
            disabled={leadRanks(s, holding).length === 0}
            onClick={() => (setSuit(s), setTapped(null), setTyped(''))}
          >
            <Suit suit={s} />
          </button>
        ))}
        {(shownSuit ? leadRanks(shownSuit, holding) : RANKS).map((r) => (
          <button
            key={r}
            type="button"
            disabled={shownSuit === null}
            aria-pressed={shownSuit !== null && lead === `${shownSuit}${r}`}
            // The court cards' letters are read as words; a number is read as it shows.
            aria-label={/^[AKQJ]$/.test(r) ? words.rank(r) : undefined}
            onClick={() => (shownSuit ? (setSuit(shownSuit), setTapped(`${shownSuit}${r}`), setTyped('')) : undefined)}
          >
            {rankLabel(r)}
          </button>
        ))}
        <button
          type="button"
          aria-pressed={lead === null && !pending && shownSuit === null}
          onClick={() => (setSuit(null), setTapped(null), setTyped(''))}
        >
          {t('noLead')}
        </button>
      </fieldset>
      <label className="lead-typed">
        {t('leadTyped')}
        <input
          name="lead"
          value={typed}
          placeholder={t('leadPlaceholder')}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={problem !== null}
          aria-describedby={problem ? 'lead-typed-problem' : undefined}
          onChange={(e) => (setTyped(e.target.value), setTapped(null), setSuit(null))}
        />
      </label>
      {problem ? (
        <p id="lead-typed-problem" className="error">
          {problem.code === 'not-a-card'
            ? t('notACard', { typed: problem.typed })
            : t('notHeld', { card: leadText(problem.card) })}
        </p>
      ) : pending ? (
        <p className="muted" data-testid="lead-pending">
          {t('leadPending')}
        </p>
      ) : null}
    </>
  );
}
