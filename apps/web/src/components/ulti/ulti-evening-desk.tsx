'use client';
// The organiser's desk of an Ulti evening on a phone: check players in (or withdraw them), draw the
// next round (strength order from the league table, or all-play-all), the table plan to print,
// end the round, close the evening (once the last round has ended). Every command names the
// session's league; the policy holds a league administrator's grant to the session's own league.
// A refusal is shown in the API's words.
import { useMutation } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { UltiEvening } from '@club/application/shapes';
import { useTRPC } from '../../trpc/client';
import { MemberPicker } from '../members/member-picker';
import { FormError } from '../director/form-error';

const DRAWS = [
  ['strength-order', 'strengthOrder'],
  ['all-play-all', 'allPlayAll'],
] as const;

export function UltiEveningDesk({ evening }: { evening: UltiEvening }) {
  const t = useTranslations('ultiDesk');
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
        {open ? t('open') : t('closed')}
        {evening.leagueId ? t('league', { league: evening.leagueId }) : ''}
        {evening.dealsPerTable ? t('dealsPerTable', { count: evening.dealsPerTable }) : ''}
      </p>
      <FormError error={error ?? null} />
      <section className="card no-print">
        <h2>{t('checkIn', { count: evening.checkedIn.length })}</h2>
        <ul className="checked-in">
          {evening.checkedIn.map((p) => (
            <li key={p}>
              {name(p)}{' '}
              {open ? (
                <button type="button" onClick={() => withdraw.mutate({ ...session, player: p })}>
                  {t('withdraw')}
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
            <MemberPicker label={t('player')} value={player} onChange={setPlayer} max={1} />
            <label>
              {t('guest')}
              <input name="guest" value={guest} onChange={(e) => setGuest(e.target.value)} />
            </label>
            <button type="submit" disabled={checkIn.isPending}>
              {t('checkInSubmit')}
            </button>
          </form>
        ) : null}
      </section>
      {open && nextRound !== null ? (
        <section className="card no-print">
          <h2>{t('drawRound', { round: nextRound })}</h2>
          <label>
            {t('draw')}
            <select name="method" value={method} onChange={(e) => setMethod(e.target.value as typeof method)}>
              {DRAWS.map(([value, label]) => (
                <option key={value} value={value}>
                  {t(label)}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            disabled={draw.isPending}
            onClick={() => draw.mutate({ ...session, round: nextRound, method })}
          >
            {t('drawRound', { round: nextRound })}
          </button>
        </section>
      ) : null}
      {evening.round > 0 ? (
        <section className="card table-plan">
          <h2>{t(evening.roundEnded ? 'planEnded' : 'plan', { round: evening.round })}</h2>
          <ol className="plan">
            {evening.tables.map((tb) => (
              <li key={tb.table} aria-label={t('table', { table: tb.table })}>
                <strong>{t('table', { table: tb.table })}</strong>: {tb.seating.map(name).join(' → ')}
                {open && !evening.roundEnded ? (
                  <>
                    {' '}
                    <Link
                      className="no-print"
                      href={`/ulti/organise/${encodeURIComponent(evening.sessionId)}/table/${tb.table}`}
                    >
                      {t('scoreSheet')}
                    </Link>
                  </>
                ) : null}
                <br />
                <span className="muted">{t('firstDealer', { name: name(tb.firstDealer), count: tb.deals })}</span>
              </li>
            ))}
          </ol>
          <p className="no-print">
            <button type="button" onClick={() => window.print()}>
              {t('print')}
            </button>
          </p>
          {open && !evening.roundEnded ? (
            <button
              type="button"
              className="no-print"
              disabled={endRound.isPending}
              onClick={() => endRound.mutate({ ...session, round: evening.round })}
            >
              {t('endRound', { round: evening.round })}
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
            {t('close')}
          </button>
          {roundOpen ? (
            <>
              {' '}
              <span id="close-why" className="muted">
                {t('closeWhy', { round: evening.round })}
              </span>
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
