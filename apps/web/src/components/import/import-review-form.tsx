'use client';
// Per imported name, one choice: a suggested member (with why), another member, a new member under
// the file's name, or a guest. Confirming records the review; the league tables then count the session.
import type { ImportReview, MatchReason, SeatDecision } from '@club/application/shapes';
import { useMutation } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useTRPC } from '../../trpc/client';

const REASON_WORDS: Record<MatchReason, string> = {
  'federation-id': 'same federation number',
  'same-name': 'same name',
  'accents-or-case': 'same name, other accents or capitals',
  'name-order': 'same names, other order',
  'close-spelling': 'nearly the same spelling',
};

const GUEST = 'guest';
const NEW_MEMBER = 'new';

type Seat = ImportReview['seats'][number];
const seatKey = (s: Seat) => `${s.section}/${s.pair}/${s.seat}`;

function decisionOf(choice: string): SeatDecision {
  if (choice === GUEST) return { kind: 'guest' };
  if (choice === NEW_MEMBER) return { kind: 'new-member' };
  return { kind: 'member', memberId: choice.slice('member:'.length) };
}

export function ImportReviewForm({ review }: { review: ImportReview }) {
  const trpc = useTRPC();
  const router = useRouter();
  const [choices, setChoices] = useState<Record<string, string>>(() =>
    Object.fromEntries(review.seats.map((s) => [seatKey(s), s.proposed ? `member:${s.proposed}` : GUEST])),
  );
  const confirm = useMutation(
    trpc.league.reviewImport.mutationOptions({
      onSuccess: () => router.refresh(),
    }),
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    confirm.mutate({
      sessionId: review.sessionId,
      seats: review.seats.map((s) => ({
        section: s.section,
        pair: s.pair,
        seat: s.seat,
        decision: decisionOf(choices[seatKey(s)] ?? GUEST),
      })),
    });
  };
  const multipleSections = new Set(review.seats.map((s) => s.section)).size > 1;
  return (
    <form className="stack league-form import-review" onSubmit={submit} aria-label="Review the players" noValidate>
      {review.seats.map((s) => {
        const suggested = new Set(s.suggestions.map((x) => x.memberId));
        return (
          <label key={seatKey(s)}>
            <span>
              {s.name}{' '}
              <span className="muted">
                (pair {multipleSections ? `${s.section} ` : ''}
                {s.pair}
                {s.suggestions.length === 0 ? ', no member suggested' : ''})
              </span>
            </span>
            <select
              name={seatKey(s)}
              value={choices[seatKey(s)] ?? GUEST}
              onChange={(e) => setChoices((c) => ({ ...c, [seatKey(s)]: e.target.value }))}
              disabled={confirm.isPending}
            >
              {s.suggestions.length > 0 ? (
                <optgroup label="Suggested">
                  {s.suggestions.map((x) => (
                    <option key={x.memberId} value={`member:${x.memberId}`}>
                      {x.name} — {REASON_WORDS[x.reason]}
                    </option>
                  ))}
                </optgroup>
              ) : null}
              <optgroup label="Not a member yet">
                <option value={GUEST}>Keep as a guest</option>
                <option value={NEW_MEMBER}>Admit {s.name} as a new member</option>
              </optgroup>
              <optgroup label="Another member">
                {review.members
                  .filter((m) => !suggested.has(m.memberId))
                  .map((m) => (
                    <option key={m.memberId} value={`member:${m.memberId}`}>
                      {m.name}
                    </option>
                  ))}
              </optgroup>
            </select>
          </label>
        );
      })}
      {confirm.error ? (
        <p className="error" role="alert">
          {confirm.error.message}
        </p>
      ) : null}
      {confirm.data ? (
        <div role="status">
          <p>{confirm.data.message}</p>
          {review.leagues.map((l) => (
            <p key={l.leagueId}>
              <Link href={`/leagues/${encodeURIComponent(l.leagueId)}`}>Open the league table: {l.name}</Link>
            </p>
          ))}
        </div>
      ) : null}
      <button type="submit" disabled={confirm.isPending}>
        {confirm.isPending ? 'Recording…' : review.reviews === 0 ? 'Confirm the players' : 'Record a correction'}
      </button>
    </form>
  );
}
