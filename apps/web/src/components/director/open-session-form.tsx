'use client';
// Opens a new session: pairs (Mitchell, Howell: tables, boards per round, sections) or a teams
// match (two rooms: home and away team ids, boards per stint, stints), hand records (seeded or
// pasted PBN deals), entrants chosen by name (entrant-pickers.tsx: a pair's two members, a team's 4
// to 6, each optionally numbered), scoring, Laws edition, periods. An individual (whist tournament)
// is picked by its players (8, 12, 16 or 20: tables = players / 4) and boards per round; its
// entrants are one member a seat, in seat order.
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { instantOfLocal } from '../time/club-time';
import { useClubClock } from '../time/clock-context';
import { useTRPC } from '../../trpc/client';
import { EntrantPickers, entrantsOf, type EntrantRow } from './entrant-pickers';
import { RefusalText } from '../refusal-words';

/** The whist tournaments the individual movement has: 4 players a table, 2 to 5 tables. */
const INDIVIDUAL_PLAYERS = [8, 12, 16, 20] as const;

/** The scorings offered, each named in the catalogue by its code. */
const SCORING = ['MP', 'MP-NA', 'IMP-BUTLER', 'IMP-CROSS', 'TEAMS-IMP-VP'] as const;

export function OpenSessionForm({ today }: { today: string }) {
  const trpc = useTRPC();
  const t = useTranslations('directorOpenSession');
  const router = useRouter();
  const { timeZone } = useClubClock();
  const [form, setForm] = useState({
    sessionId: '',
    name: '',
    startsAt: `${today}T18:00`,
    kind: 'mitchell' as 'mitchell' | 'howell' | 'teams' | 'individual',
    tables: 3,
    players: 8 as (typeof INDIVIDUAL_PLAYERS)[number],
    boardsPerRound: 2,
    home: '',
    away: '',
    boardsPerStint: 8,
    stints: 2,
    sections: 'A',
    scoring: 'MP' as (typeof SCORING)[number],
    lawsEdition: '2007' as '2007' | '1997',
    dealSeed: 1,
    deals: '',
    correctionPeriodMinutes: 30,
    appealPeriodMinutes: 30,
  });
  const [entrants, setEntrants] = useState<EntrantRow[]>([]);
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const open = useMutation(
    trpc.director.openSession.mutationOptions({
      onSuccess: (opened) => {
        router.push(`/director/${encodeURIComponent(opened.sessionId)}`);
        router.refresh();
      },
    }),
  );
  const teams = form.kind === 'teams';
  const individual = form.kind === 'individual';
  const sectionCount = Math.max(1, form.sections.split(/[\s,]+/).filter(Boolean).length);
  /** The places the movement seats: two teams, one per player, or two pairs a table (Mitchell and Howell). */
  const places = teams ? 2 : (individual ? form.players : Math.max(0, form.tables) * 2) * sectionCount;
  /** A teams match is scored in IMPs converted to VPs; pairs games default to matchpoints. */
  const pickKind = (kind: typeof form.kind) =>
    setForm((f) => ({
      ...f,
      kind,
      scoring: kind === 'teams' ? 'TEAMS-IMP-VP' : f.scoring === 'TEAMS-IMP-VP' ? 'MP' : f.scoring,
    }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const deals = form.deals
      .split('\n')
      .map((d) => d.trim())
      .filter(Boolean);
    open.mutate({
      sessionId: form.sessionId.trim(),
      name: form.name.trim(),
      // The wall-clock time typed is the club's (CLUB_TIME_ZONE), whatever the browser's zone.
      startsAt: instantOfLocal(form.startsAt, timeZone) ?? '',
      movement: teams
        ? {
            kind: 'teams',
            home: form.home.trim(),
            away: form.away.trim(),
            boardsPerStint: form.boardsPerStint,
            stints: form.stints,
          }
        : individual
          ? { kind: 'individual', tables: form.players / 4, boardsPerRound: form.boardsPerRound }
          : { kind: form.kind as 'mitchell' | 'howell', tables: form.tables, boardsPerRound: form.boardsPerRound },
      sections: teams ? ['A'] : form.sections.split(/[\s,]+/).filter(Boolean),
      scoring: form.scoring,
      lawsEdition: form.lawsEdition,
      ...(deals.length ? { deals } : { dealSeed: form.dealSeed }),
      entrants: entrantsOf(entrants),
      correctionPeriodMinutes: form.correctionPeriodMinutes,
      appealPeriodMinutes: form.appealPeriodMinutes,
    });
  };
  const num = (
    key:
      | 'tables'
      | 'boardsPerRound'
      | 'boardsPerStint'
      | 'stints'
      | 'dealSeed'
      | 'correctionPeriodMinutes'
      | 'appealPeriodMinutes',
  ) => ({
    type: 'number' as const,
    inputMode: 'numeric' as const,
    value: form[key],
    onChange: (e: { target: { value: string } }) => set(key, Number(e.target.value)),
  });
  return (
    <form className="stack card director-form" onSubmit={submit} noValidate>
      <label>
        {t('sessionId')}
        <input
          name="sessionId"
          required
          value={form.sessionId}
          onChange={(e) => set('sessionId', e.target.value)}
          placeholder="tue1"
        />
      </label>
      <label>
        {t('name')}
        <input
          name="name"
          required
          value={form.name}
          onChange={(e) => set('name', e.target.value)}
          placeholder={t('namePlaceholder')}
        />
      </label>
      <label>
        {t('startsAt', { zone: timeZone })}
        <input
          name="startsAt"
          type="datetime-local"
          value={form.startsAt}
          onChange={(e) => set('startsAt', e.target.value)}
        />
      </label>
      <fieldset>
        <legend>{t('movement')}</legend>
        <label>
          {t('kind')}
          <select name="movement" value={form.kind} onChange={(e) => pickKind(e.target.value as typeof form.kind)}>
            {(['mitchell', 'howell', 'teams', 'individual'] as const).map((kind) => (
              <option key={kind} value={kind}>
                {t(kind)}
              </option>
            ))}
          </select>
        </label>
        {teams ? (
          <>
            <label>
              {t('homeTeam')}
              <input
                name="home"
                required
                autoCapitalize="none"
                value={form.home}
                onChange={(e) => set('home', e.target.value)}
                placeholder="lions"
              />
            </label>
            <label>
              {t('awayTeam')}
              <input
                name="away"
                required
                autoCapitalize="none"
                value={form.away}
                onChange={(e) => set('away', e.target.value)}
                placeholder="tigers"
              />
            </label>
            <label>
              {t('boardsPerStint')}
              <input name="boardsPerStint" min={1} {...num('boardsPerStint')} />
            </label>
            <label>
              {t('stints')}
              <input name="stints" min={2} {...num('stints')} />
            </label>
            <p className="muted" data-testid="boards-per-match">
              {t('boardsInMatch', { count: form.boardsPerStint * form.stints })}
            </p>
          </>
        ) : (
          <>
            {individual ? (
              <label>
                {t('players')}
                <select
                  name="players"
                  value={form.players}
                  onChange={(e) => set('players', Number(e.target.value) as typeof form.players)}
                >
                  {INDIVIDUAL_PLAYERS.map((n) => (
                    <option key={n} value={n}>
                      {t('playersOption', { players: n, tables: n / 4 })}
                    </option>
                  ))}
                </select>
              </label>
            ) : (
              <label>
                {t('tables')}
                <input name="tables" min={1} {...num('tables')} />
              </label>
            )}
            <label>
              {t('boardsPerRound')}
              <input name="boardsPerRound" min={1} {...num('boardsPerRound')} />
            </label>
            <label>
              {t('sections')}
              <input name="sections" value={form.sections} onChange={(e) => set('sections', e.target.value)} />
            </label>
            {individual ? (
              <p className="muted" data-testid="individual-rounds">
                {t('individualRounds', { rounds: form.players - 1, boards: (form.players - 1) * form.boardsPerRound })}
              </p>
            ) : null}
          </>
        )}
      </fieldset>
      <label>
        {t('scoring')}
        <select
          name="scoring"
          value={form.scoring}
          onChange={(e) => set('scoring', e.target.value as typeof form.scoring)}
        >
          {SCORING.map((value) => (
            <option key={value} value={value}>
              {t(value)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('lawsEdition')}
        <select
          name="lawsEdition"
          value={form.lawsEdition}
          onChange={(e) => set('lawsEdition', e.target.value as '2007' | '1997')}
        >
          <option value="2007">2007</option>
          <option value="1997">1997</option>
        </select>
      </label>
      <fieldset>
        <legend>{t('handRecords')}</legend>
        <label>
          {t('dealSeed')}
          <input name="dealSeed" min={0} {...num('dealSeed')} />
        </label>
        <label>
          {t('deals')}
          <textarea
            name="deals"
            rows={3}
            value={form.deals}
            onChange={(e) => set('deals', e.target.value)}
            placeholder="N:AKQ2.K32.A32.432 J9T.QJT.KQJ.KQJ5 ..."
          />
        </label>
      </fieldset>
      <EntrantPickers kind={form.kind} places={places} rows={entrants} onChange={setEntrants} />
      <label>
        {t('correctionPeriod')}
        <input name="correctionPeriodMinutes" min={0} {...num('correctionPeriodMinutes')} />
      </label>
      <label>
        {t('appealPeriod')}
        <input name="appealPeriodMinutes" min={0} {...num('appealPeriodMinutes')} />
      </label>
      {open.error ? (
        <p className="error" role="alert">
          <RefusalText error={open.error} plain />
        </p>
      ) : null}
      <button type="submit" disabled={open.isPending}>
        {open.isPending ? t('opening') : t('open')}
      </button>
    </form>
  );
}
