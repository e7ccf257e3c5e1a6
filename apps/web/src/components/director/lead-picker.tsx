'use client';
// The opening lead on the table scorer's pad, optional: tap the suit, then the rank (one thumb, two
// taps), or type it on a keyboard ("SK", "♠K", "s10", "hk"). The server checks that the player on
// declarer's left holds it and names the card when he does not.
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

/** `onChange(lead, typedBad)`: typedBad while the typed text is not a card (the pad then holds no lead and should not confirm). */
export function LeadPicker({ lead, onChange }: { lead: string | null; onChange: (lead: string | null, typedBad: boolean) => void }) {
  const [suit, setSuit] = useState<SuitLetter | null>(lead ? (lead[0] as SuitLetter) : null);
  const [typed, setTyped] = useState('');
  const typedBad = typed.trim() !== '' && parseLead(typed) === null;
  const pick = (card: string | null, bad = false) => {
    onChange(card, bad);
    setSuit(card ? (card[0] as SuitLetter) : null);
  };

  return (
    <>
      <fieldset className="pad lead-pad">
        <legend>Lead (optional)</legend>
        {SUITS.map((s) => (
          <button key={s} type="button" aria-pressed={suit === s} onClick={() => (setSuit(s), onChange(null, false), setTyped(''))}>
            <Suit suit={s} />
          </button>
        ))}
        {RANKS.map((r) => (
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
            const card = parseLead(e.target.value);
            pick(card, card === null && e.target.value.trim() !== '');
          }}
        />
      </label>
      {typedBad ? (
        <p id="lead-typed-problem" className="error">
          {`'${typed.trim()}' is not a card: a suit (S H D C or ♠ ♥ ♦ ♣) then a rank (A K Q J 10 9 … 2)`}
        </p>
      ) : null}
    </>
  );
}
