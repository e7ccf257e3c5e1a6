'use client';
// The opening lead on the table scorer's pad, optional: tap the suit, then the rank (one thumb, two
// taps), or type it on a keyboard ("SK", "♠K", "s10", "hk"). When the board's hand record is known,
// `holding` is the opening leader's hand (declarer's left): only his cards are offered, and a typed
// card he does not hold is named. The server checks the holding either way.
import { useState } from 'react';
import { Suit, type SuitLetter } from '../suit';

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
  return (SUITS as readonly string[]).includes(suit) && (RANKS as readonly string[]).includes(rank) ? `${suit}${rank}` : null;
}

/** 'HT' → '♥10', for the confirmation line. */
export function leadText(card: string): string {
  return `${SYMBOL_OF[card[0] as SuitLetter]}${rankLabel(card.slice(1))}`;
}

/** The ranks the pad offers in a suit: all thirteen without a hand record, else the ones held (high first). */
export function leadRanks(suit: SuitLetter, holding: readonly string[] | null | undefined): readonly string[] {
  return holding ? RANKS.filter((r) => holding.includes(`${suit}${r}`)) : RANKS;
}

/** Why typed text is no lead for this pad, or null when it is one (or nothing is typed). */
function typedProblem(typed: string, holding: readonly string[] | null | undefined): string | null {
  if (typed.trim() === '') return null;
  const card = parseLead(typed);
  if (card === null) return `'${typed.trim()}' is not a card: a suit (S H D C or ♠ ♥ ♦ ♣) then a rank (A K Q J 10 9 … 2)`;
  return holding && !holding.includes(card) ? `the opening leader does not hold ${leadText(card)}` : null;
}

/**
 * `onChange(lead, typedBad)`: typedBad while the typed text is not a card the leader may hold (the
 * pad then holds no lead and should not confirm). `holding`: the opening leader's cards, when known.
 */
export function LeadPicker({ lead, holding, onChange }: { lead: string | null; holding?: readonly string[] | null; onChange: (lead: string | null, typedBad: boolean) => void }) {
  const [suit, setSuit] = useState<SuitLetter | null>(lead ? (lead[0] as SuitLetter) : null);
  const [typed, setTyped] = useState('');
  const problem = typedProblem(typed, holding);
  const typedBad = problem !== null;
  const pick = (card: string | null, bad = false) => {
    onChange(card, bad);
    setSuit(card ? (card[0] as SuitLetter) : null);
  };

  return (
    <>
      <fieldset className="pad lead-pad">
        <legend>Lead (optional)</legend>
        {SUITS.map((s) => (
          <button key={s} type="button" aria-pressed={suit === s} disabled={leadRanks(s, holding).length === 0} onClick={() => (setSuit(s), onChange(null, false), setTyped(''))}>
            <Suit suit={s} />
          </button>
        ))}
        {(suit ? leadRanks(suit, holding) : RANKS).map((r) => (
          <button key={r} type="button" disabled={suit === null} aria-pressed={suit !== null && lead === `${suit}${r}`} onClick={() => (suit ? (onChange(`${suit}${r}`, false), setTyped('')) : undefined)}>
            {rankLabel(r)}
          </button>
        ))}
        <button type="button" aria-pressed={lead === null && suit === null} onClick={() => (pick(null), setTyped(''))}>
          No lead
        </button>
      </fieldset>
      <label className="lead-typed">
        Lead, typed
        <input
          name="lead"
          value={typed}
          placeholder="SK or ♠K"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={typedBad}
          aria-describedby={typedBad ? 'lead-typed-problem' : undefined}
          onChange={(e) => {
            setTyped(e.target.value);
            const bad = typedProblem(e.target.value, holding) !== null;
            const card = bad ? null : parseLead(e.target.value);
            pick(card, bad);
          }}
        />
      </label>
      {typedBad ? (
        <p id="lead-typed-problem" className="error">
          {problem}
        </p>
      ) : null}
    </>
  );
}
