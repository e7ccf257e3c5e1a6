'use client';
// Opens an Ulti evening (ulti.openSession) and checks its players in (ulti.checkIn), one a line:
// the league (its administrator organises), the date (it names the session), deals per table in
// each round (játszma), the players: members chosen by name, guests by the name they play under.
// A refusal is shown in the API's words, naming the field.
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useTRPC } from '../../trpc/client';
import { FormError } from '../director/form-error';
import { MemberPicker } from '../members/member-picker';

export function OpenUltiEveningForm({
  leagues,
  today,
}: {
  leagues: { leagueId: string; name: string }[];
  today: string;
}) {
  const t = useTranslations('ultiOpen');
  const trpc = useTRPC();
  const router = useRouter();
  const [leagueId, setLeagueId] = useState(leagues[0]?.leagueId ?? '');
  const [date, setDate] = useState(today);
  const [dealsPerTable, setDealsPerTable] = useState(6);
  const [members, setMembers] = useState<string[]>([]);
  const [guests, setGuests] = useState('');
  const open = useMutation(trpc.ulti.openSession.mutationOptions());
  const checkIn = useMutation(trpc.ulti.checkIn.mutationOptions());
  const sessionId = `${leagueId || 'ulti'}-${date}`;
  async function submit(e: FormEvent) {
    e.preventDefault();
    const league = leagueId ? { leagueId } : {};
    await open.mutateAsync({ sessionId, ...league, dealsPerTable });
    const named = guests
      .split('\n')
      .map((p) => p.trim())
      .filter(Boolean);
    for (const player of [...members, ...named]) await checkIn.mutateAsync({ sessionId, ...league, player });
    router.push(`/ulti/organise/${encodeURIComponent(sessionId)}`);
  }
  const error = open.error ?? checkIn.error;
  return (
    <form className="stack card director-form" onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate>
      <label>
        {t('league')}
        <select name="leagueId" value={leagueId} onChange={(e) => setLeagueId(e.target.value)}>
          {leagues.map((l) => (
            <option key={l.leagueId} value={l.leagueId}>
              {l.name}
            </option>
          ))}
          <option value="">{t('noLeague')}</option>
        </select>
      </label>
      <label>
        {t('date')}
        <input name="date" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
      </label>
      <label>
        {t('dealsPerTable')}
        <input
          name="dealsPerTable"
          type="number"
          inputMode="numeric"
          min={1}
          value={dealsPerTable}
          onChange={(e) => setDealsPerTable(Number(e.target.value))}
        />
      </label>
      <MemberPicker label={t('players')} value={members} onChange={setMembers} />
      <label>
        {t('guests')}
        <textarea name="guests" rows={2} value={guests} onChange={(e) => setGuests(e.target.value)} />
      </label>
      <p className="muted">{t('sessionId', { session: sessionId })}</p>
      <FormError error={error ?? null} />
      <button type="submit" disabled={open.isPending || checkIn.isPending}>
        {open.isPending || checkIn.isPending ? t('opening') : t('submit')}
      </button>
    </form>
  );
}
