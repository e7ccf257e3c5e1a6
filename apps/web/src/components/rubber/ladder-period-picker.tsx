// Which period the rubber ladder shows, in words, and a form to pick a past one (a plain GET form:
// it works before the page's script has loaded).
import type { RubberLadder } from '@club/application/shapes';

const KIND_WORDS: Record<RubberLadder['kind'], string> = {
  season: 'Season',
  month: 'Month',
  year: 'Year',
  all: 'All time',
};

/** "Season 2026", "Month 2026-11", "Year 2026", "All time". */
export function periodWords(kind: RubberLadder['kind'], period: string): string {
  return kind === 'all' ? KIND_WORDS.all : `${KIND_WORDS[kind]} ${period || '—'}`;
}

export function LadderPeriodPicker({ ladder }: { ladder: RubberLadder }) {
  if (ladder.kind === 'all' || ladder.periods.length === 0) return null;
  return (
    <form className="card ladder-period" method="get" action="/rubber/ladder">
      <label>
        {`${KIND_WORDS[ladder.kind]} shown`}
        <select name="period" defaultValue={ladder.period}>
          {ladder.periods.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
      </label>
      <button type="submit">Show</button>
    </form>
  );
}
