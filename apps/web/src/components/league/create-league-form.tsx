'use client';
// Creates a league with its ranking rule: bridge (best n of m, average percentage, points per
// place) or Ulti (placement points per table size, tied places, tie-break chain).
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useTRPC } from '../../trpc/client';
import { ULTI_TIE_BREAK_CHOICES, ULTI_TIE_BREAK_WORDS, type UltiTieBreak } from '../../words/ulti-tie-breaks';
import { RefusalText } from '../refusal-words';

type Kind = 'best-n-of-m' | 'average-percentage' | 'points-per-place' | 'ulti';
/** The chosen criteria up to the first empty choice. */
const chainOf = (chosen: readonly (UltiTieBreak | '')[]): UltiTieBreak[] => {
  const end = chosen.indexOf('');
  return (end === -1 ? chosen : chosen.slice(0, end)) as UltiTieBreak[];
};
const numbers = (text: string) =>
  text
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => text.trim() !== '' && !Number.isNaN(n));

export function CreateLeagueForm({ seasons }: { seasons: readonly { seasonId: string; name: string }[] }) {
  const t = useTranslations('createLeague');
  const trpc = useTRPC();
  const router = useRouter();
  const [leagueId, setLeagueId] = useState('');
  const [seasonId, setSeasonId] = useState(seasons[0]?.seasonId ?? '');
  const [name, setName] = useState('');
  const [kind, setKind] = useState<Kind>('best-n-of-m');
  const [n, setN] = useState('3');
  const [minSessions, setMinSessions] = useState('1');
  const [table, setTable] = useState('10, 8, 6, 5, 4, 3, 2, 1');
  const [three, setThree] = useState('3, 2, 1');
  const [four, setFour] = useState('4, 3, 2, 1');
  const [tiedPlaces, setTiedPlaces] = useState<'share' | 'best'>('share');
  // The tie-break chain, in order; an empty choice ends it.
  const [tieBreaks, setTieBreaks] = useState<(UltiTieBreak | '')[]>([
    'placement-points',
    'forints',
    'head-to-head',
    '',
  ]);
  const create = useMutation(trpc.league.createLeague.mutationOptions({ onSuccess: () => router.refresh() }));
  const rule = () => {
    switch (kind) {
      case 'best-n-of-m':
        return { kind, n: Number(n) };
      case 'average-percentage':
        return { kind, minSessions: Number(minSessions) };
      case 'points-per-place':
        return { kind, table: numbers(table) };
      case 'ulti':
        return {
          kind,
          competition: {
            placementPoints: { 3: numbers(three), 4: numbers(four) },
            tiedPlaces,
            tieBreaks: chainOf(tieBreaks),
          },
        };
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate({ leagueId, seasonId, name, game: kind === 'ulti' ? 'ulti' : 'bridge', rankingRule: rule() });
  };
  return (
    <form className="stack card league-form" onSubmit={submit} aria-label={t('title')} noValidate>
      <h2>{t('title')}</h2>
      <label>
        {t('leagueId')}
        <input name="leagueId" value={leagueId} onChange={(e) => setLeagueId(e.target.value)} required />
      </label>
      <label>
        {t('name')}
        <input name="leagueName" value={name} onChange={(e) => setName(e.target.value)} required />
      </label>
      <label>
        {t('season')}
        <select name="seasonId" value={seasonId} onChange={(e) => setSeasonId(e.target.value)}>
          {seasons.map((s) => (
            <option key={s.seasonId} value={s.seasonId}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('rule')}
        <select name="rule" value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
          <option value="best-n-of-m">{t('bestN')}</option>
          <option value="average-percentage">{t('average')}</option>
          <option value="points-per-place">{t('pointsPerPlace')}</option>
          <option value="ulti">{t('ulti')}</option>
        </select>
      </label>
      {kind === 'best-n-of-m' ? (
        <label>
          {t('n')}
          <input name="n" type="number" inputMode="numeric" min={1} value={n} onChange={(e) => setN(e.target.value)} />
        </label>
      ) : null}
      {kind === 'average-percentage' ? (
        <label>
          {t('minSessions')}
          <input
            name="minSessions"
            type="number"
            inputMode="numeric"
            min={1}
            value={minSessions}
            onChange={(e) => setMinSessions(e.target.value)}
          />
        </label>
      ) : null}
      {kind === 'points-per-place' ? (
        <label>
          {t('table')}
          <input name="table" value={table} onChange={(e) => setTable(e.target.value)} />
        </label>
      ) : null}
      {kind === 'ulti' ? (
        <>
          <label>
            {t('three')}
            <input name="three" value={three} onChange={(e) => setThree(e.target.value)} />
          </label>
          <label>
            {t('four')}
            <input name="four" value={four} onChange={(e) => setFour(e.target.value)} />
          </label>
          <label>
            {t('tiedPlaces')}
            <select
              name="tiedPlaces"
              value={tiedPlaces}
              onChange={(e) => setTiedPlaces(e.target.value as 'share' | 'best')}
            >
              <option value="share">{t('share')}</option>
              <option value="best">{t('best')}</option>
            </select>
          </label>
          <fieldset>
            <legend>{t('tieBreaks')}</legend>
            {tieBreaks.map((chosen, i) => (
              <label key={i}>
                {i === 0 ? t('firstBy') : t('thenBy')}
                <select
                  name={`tieBreak${i + 1}`}
                  value={chosen}
                  onChange={(e) =>
                    setTieBreaks(tieBreaks.map((t, j) => (j === i ? (e.target.value as UltiTieBreak | '') : t)))
                  }
                >
                  {i > 0 ? <option value="">—</option> : null}
                  {ULTI_TIE_BREAK_CHOICES.map((t) => (
                    <option key={t} value={t}>
                      {ULTI_TIE_BREAK_WORDS[t]}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </fieldset>
        </>
      ) : null}
      {create.error ? (
        <p className="error" role="alert">
          <RefusalText error={create.error} plain />
        </p>
      ) : null}
      <button type="submit" disabled={create.isPending}>
        {t('submit')}
      </button>
    </form>
  );
}
