'use client';
// Per imported name, one choice: a suggested member (with why: the file's federation number first), another
// member found by name with the member picker, a new member under the file's name, or a guest. Confirming
// records the review; the league tables then count the session.
import type { ImportReview, SeatDecision } from '@club/application/shapes';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useTRPC } from '../../trpc/client';
import { MemberPicker } from '../members/member-picker';
import { RefusalText } from '../refusal-words';

const GUEST = 'guest';
const NEW_MEMBER = 'new';
/** Another member than those suggested, chosen with the member picker. */
const ANOTHER = 'another';

type Seat = ImportReview['seats'][number];
const seatKey = (s: Seat) => `${s.section}/${s.pair}/${s.seat}`;

function decisionOf(choice: string, picked: string | undefined): SeatDecision {
  if (choice === GUEST) return { kind: 'guest' };
  if (choice === NEW_MEMBER) return { kind: 'new-member' };
  if (choice === ANOTHER) return picked ? { kind: 'member', memberId: picked } : { kind: 'guest' };
  return { kind: 'member', memberId: choice.slice('member:'.length) };
}

/** The proposed member among the suggestions, else picked as another member; no proposal: a guest. */
function firstChoice(s: Seat): string {
  if (!s.proposed) return GUEST;
  return s.suggestions.some((x) => x.memberId === s.proposed) ? `member:${s.proposed}` : ANOTHER;
}

export function ImportReviewForm({ review }: { review: ImportReview }) {
  const trpc = useTRPC();
  const t = useTranslations('importReview');
  const router = useRouter();
  const [choices, setChoices] = useState<Record<string, string>>(() =>
    Object.fromEntries(review.seats.map((s) => [seatKey(s), firstChoice(s)])),
  );
  // The member picked for a seat whose choice is another member (a reviewed seat's member no suggestion names).
  const [picked, setPicked] = useState<Record<string, string>>(() =>
    Object.fromEntries(review.seats.flatMap((s) => (firstChoice(s) === ANOTHER ? [[seatKey(s), s.proposed!]] : []))),
  );
  const [unpicked, setUnpicked] = useState<string | null>(null);
  const confirm = useMutation(
    trpc.league.reviewImport.mutationOptions({
      onSuccess: () => router.refresh(),
    }),
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const missing = review.seats.find((s) => choices[seatKey(s)] === ANOTHER && !picked[seatKey(s)]);
    setUnpicked(missing ? t('pickMissing', { name: missing.name }) : null);
    if (missing) return;
    confirm.mutate({
      sessionId: review.sessionId,
      seats: review.seats.map((s) => ({
        section: s.section,
        pair: s.pair,
        seat: s.seat,
        decision: decisionOf(choices[seatKey(s)] ?? GUEST, picked[seatKey(s)]),
      })),
    });
  };
  const multipleSections = new Set(review.seats.map((s) => s.section)).size > 1;
  return (
    <form className="stack league-form import-review" onSubmit={submit} aria-label={t('form')} noValidate>
      {review.seats.map((s) => {
        const key = seatKey(s);
        const choice = choices[key] ?? GUEST;
        return (
          <div key={key} className="stack import-seat">
            <label>
              <span>
                {s.name}{' '}
                <span className="muted">
                  (
                  {[
                    multipleSections
                      ? t('pairInSection', { section: s.section, pair: String(s.pair) })
                      : t('pair', { pair: String(s.pair) }),
                    ...(s.federationId ? [t('federationId', { federationId: s.federationId })] : []),
                    ...(s.suggestions.length === 0 ? [t('noSuggestion')] : []),
                  ].join(', ')}
                  )
                </span>
              </span>
              <select
                name={key}
                value={choice}
                onChange={(e) => setChoices((c) => ({ ...c, [key]: e.target.value }))}
                disabled={confirm.isPending}
              >
                {s.suggestions.length > 0 ? (
                  <optgroup label={t('suggested')}>
                    {s.suggestions.map((x) => (
                      <option key={x.memberId} value={`member:${x.memberId}`}>
                        {x.name} — {t(x.reason)}
                      </option>
                    ))}
                  </optgroup>
                ) : null}
                <optgroup label={t('notMember')}>
                  <option value={GUEST}>{t('guest')}</option>
                  <option value={NEW_MEMBER}>{t('admit', { name: s.name })}</option>
                </optgroup>
                <optgroup label={t('anotherMember')}>
                  <option value={ANOTHER}>{t('another')}</option>
                </optgroup>
              </select>
            </label>
            {choice === ANOTHER ? (
              <MemberPicker
                label={t('memberFor', { name: s.name })}
                value={picked[key] ? [picked[key]] : []}
                onChange={(ids) => setPicked(({ [key]: _, ...rest }) => (ids[0] ? { ...rest, [key]: ids[0] } : rest))}
                max={1}
                // An old session's player may have left the club since.
                includeInactive
              />
            ) : null}
          </div>
        );
      })}
      {unpicked ? (
        <p className="error" role="alert">
          {unpicked}
        </p>
      ) : null}
      {confirm.error ? (
        <p className="error" role="alert">
          <RefusalText error={confirm.error} plain />
        </p>
      ) : null}
      {confirm.data ? (
        <div role="status">
          <p>{confirm.data.message}</p>
          {review.leagues.map((l) => (
            <p key={l.leagueId}>
              <Link href={`/leagues/${encodeURIComponent(l.leagueId)}`}>{t('openLeague', { name: l.name })}</Link>
            </p>
          ))}
        </div>
      ) : null}
      <button type="submit" disabled={confirm.isPending}>
        {confirm.isPending ? t('recording') : review.reviews === 0 ? t('confirm') : t('correction')}
      </button>
    </form>
  );
}
