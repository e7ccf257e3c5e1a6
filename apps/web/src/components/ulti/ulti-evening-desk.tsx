'use client';
// The organiser's desk of an Ulti evening on a phone: check players in (or withdraw them), draw the
// next round (strength order from the league table, or all-play-all), the table plan to print,
// end the round, close the evening (once the last round has ended). Every command names the
// session's league; the policy holds a league administrator's grant to the session's own league.
// A refusal is shown in the API's words.
import { useMutation } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { UltiEvening } from '@club/application/shapes';
import { useTRPC } from '../../trpc/client';
import { MemberPicker } from '../members/member-picker';
import { FormError } from '../director/form-error';

const DRAWS = [
  ['strength-order', 'Strength order (league table)'],
  ['all-play-all', 'All-play-all (everyone meets everyone)'],
] as const;

export function UltiEveningDesk({ evening }: { evening: UltiEvening }) {
  const trpc = useTRPC();
  const router = useRouter();
  const done = { onSuccess: () => router.refresh() };
  const checkIn = useMutation(trpc.ulti.checkIn.mutationOptions(done));
  const withdraw = useMutation(trpc.ulti.withdraw.mutationOptions(done));
  const draw = useMutation(trpc.ulti.drawRound.mutationOptions(done));
  const endRound = useMutation(trpc.ulti.endRound.mutationOptions(done));
  const close = useMutation(trpc.ulti.closeSession.mutationOptions(done));
  const [player, setPlayer] = useState<string[]>([]);
  const [guest, setGuest] = useState('');
  const name = (p: string) => evening.names[p] ?? p;
  const [method, setMethod] = useState<(typeof DRAWS)[number][0]>('strength-order');
  const session = { sessionId: evening.sessionId, ...(evening.leagueId ? { leagueId: evening.leagueId } : {}) };
  const error = [checkIn, withdraw, draw, endRound, close].find((m) => m.error)?.error;
  const open = evening.status === 'scheduled';
  const nextRound = evening.round === 0 || evening.roundEnded ? evening.round + 1 : null;
  // The decider refuses to close while a round is being played (round-not-ended): the button says so.
  const roundOpen = evening.round > 0 && !evening.roundEnded;
  return (
    <div className="stack ulti-desk">
      <p className="muted">
        {open ? 'open' : 'closed'}
        {evening.leagueId ? ` · league ${evening.leagueId}` : ''}
        {evening.dealsPerTable ? ` · ${evening.dealsPerTable} deals a table each round` : ''}
      </p>
      <FormError error={error ?? null} />
      <section className="card no-print">
        <h2>Check-in ({evening.checkedIn.length})</h2>
        <ul className="checked-in">
          {evening.checkedIn.map((p) => (
            <li key={p}>
              {name(p)}{' '}
              {open ? (
                <button type="button" onClick={() => withdraw.mutate({ ...session, player: p })}>
                  Withdraw
                </button>
              ) : null}
            </li>
          ))}
        </ul>
        {open ? (
          <form
            className="stack"
            onSubmit={(e) => {
              e.preventDefault();
              const chosen = player[0] ?? guest.trim();
              checkIn.mutate({ ...session, player: chosen }, { onSuccess: () => (setPlayer([]), setGuest('')) });
            }}
          >
            <MemberPicker label="Player" value={player} onChange={setPlayer} max={1} />
            <label>
              or a guest&apos;s name
              <input name="guest" value={guest} onChange={(e) => setGuest(e.target.value)} />
            </label>
            <button type="submit" disabled={checkIn.isPending}>
              Check in
            </button>
          </form>
        ) : null}
      </section>
      {open && nextRound !== null ? (
        <section className="card no-print">
          <h2>Draw round {nextRound}</h2>
          <label>
            Draw (sorsolás)
            <select name="method" value={method} onChange={(e) => setMethod(e.target.value as typeof method)}>
              {DRAWS.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            disabled={draw.isPending}
            onClick={() => draw.mutate({ ...session, round: nextRound, method })}
          >
            Draw round {nextRound}
          </button>
        </section>
      ) : null}
      {evening.round > 0 ? (
        <section className="card table-plan">
          <h2>
            Round {evening.round}: table plan{evening.roundEnded ? ' (ended)' : ''}
          </h2>
          <ol className="plan">
            {evening.tables.map((t) => (
              <li key={t.table} aria-label={`Table ${t.table}`}>
                <strong>Table {t.table}</strong>: {t.seating.map(name).join(' → ')}
                {open && !evening.roundEnded ? (
                  <>
                    {' '}
                    <Link
                      className="no-print"
                      href={`/ulti/organise/${encodeURIComponent(evening.sessionId)}/table/${t.table}`}
                    >
                      score sheet
                    </Link>
                  </>
                ) : null}
                <br />
                <span className="muted">
                  first dealer (osztó) {name(t.firstDealer)} · {t.deals} deal{t.deals === 1 ? '' : 's'} entered
                </span>
              </li>
            ))}
          </ol>
          <p className="no-print">
            <button type="button" onClick={() => window.print()}>
              Print the table plan
            </button>
          </p>
          {open && !evening.roundEnded ? (
            <button
              type="button"
              className="no-print"
              disabled={endRound.isPending}
              onClick={() => endRound.mutate({ ...session, round: evening.round })}
            >
              End round {evening.round}
            </button>
          ) : null}
        </section>
      ) : null}
      {open ? (
        <p className="no-print">
          <button
            type="button"
            disabled={close.isPending || roundOpen}
            aria-describedby={roundOpen ? 'close-why' : undefined}
            onClick={() => close.mutate(session)}
          >
            Close the evening
          </button>
          {roundOpen ? (
            <>
              {' '}
              <span id="close-why" className="muted">
                End round {evening.round} first: its tables count once it has ended.
              </span>
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
