// Which period the rubber ladder shows, in words, and a form to pick a past one (a plain GET form:
// it works before the page's script has loaded).
import { useTranslations } from 'next-intl';
import type { RubberLadder } from '@club/application/shapes';

/** The rubberLadder namespace's translator (useTranslations or getTranslations). */
type LadderT = ReturnType<typeof useTranslations<'rubberLadder'>>;

const SHOWN_KEYS = { season: 'seasonShown', month: 'monthShown', year: 'yearShown' } as const;

/** "Season 2026", "Month 2026-11", "Year 2026", "All time". */
export function periodWords(t: LadderT, kind: RubberLadder['kind'], period: string): string {
  return kind === 'all' ? t('all') : t(kind, { period: period || '—' });
}

export function LadderPeriodPicker({ ladder }: { ladder: RubberLadder }) {
  const t = useTranslations('rubberLadder');
  if (ladder.kind === 'all' || ladder.periods.length === 0) return null;
  return (
    <form className="card ladder-period" method="get" action="/rubber/ladder">
      <label>
        {t(SHOWN_KEYS[ladder.kind])}
        <select name="period" defaultValue={ladder.period}>
          {ladder.periods.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
      </label>
      <button type="submit">{t('show')}</button>
    </form>
  );
}
