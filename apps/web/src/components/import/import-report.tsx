// What an import found: problems with file:line:field (a LIN file's in the site's words, from their
// codes), what the replay found irregular and kept, or the session and its pairs ranked.
import type { ImportProgress } from '@club/application';
import { readerProblemWords } from '../../words/lin-problems';
import { TimesInText } from '../time/when';
import { ImportedMatch } from './imported-match';
import { TableScroll } from '../table-scroll';

/** An IMP total signed and to two decimals at most (Butler datums and cross-IMP averages are fractional). */
const imps = (total: number) => `${total > 0 ? '+' : ''}${Math.round(total * 100) / 100}`;

export function ImportReport({ progress: p }: { progress: ImportProgress }) {
  return (
    <>
      {p.problems.length > 0 ? (
        <ul className="import-problems" role="alert">
          {p.problems.map((x, i) => (
            <li key={i} className="error">
              <code>
                {x.file}
                {x.line !== null ? `:${x.line}` : ''}
                {x.field ? `:${x.field}` : ''}
              </code>{' '}
              {readerProblemWords(x)}
            </li>
          ))}
        </ul>
      ) : null}
      {p.irregularities.length > 0 ? (
        <details className="import-irregularities" open>
          <summary>
            The replay found {p.irregularities.length}{' '}
            {p.irregularities.length === 1 ? 'irregularity' : 'irregularities'}, kept as the file records them
          </summary>
          <ul>
            {p.irregularities.map((x, i) => (
              <li key={i}>
                Board {x.board} <code>{`${p.fileName}:${x.line}:${x.token}`}</code> {readerProblemWords(x)}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {p.event ? (
        <p>
          {p.event.name ?? 'Unnamed session'} {p.event.date ? <TimesInText text={p.event.date} /> : null} —{' '}
          {p.boards.length} boards, {p.boards.reduce((n, b) => n + b.results.length, 0)} table results, scored by{' '}
          {p.event.methodName ?? 'a method this club does not know'}
        </p>
      ) : null}
      {p.step === 'done' ? p.matches.map((m) => <ImportedMatch key={m.home} match={m} />) : null}
      {p.step === 'done' && p.standings.length > 0 ? (
        <TableScroll>
          <table aria-label="Imported session results">
            <thead>
              <tr>
                <th scope="col">Rank</th>
                <th scope="col">{p.matches.length > 0 ? 'Team' : 'Pair'}</th>
                <th scope="col">Names</th>
                <th scope="col">{p.unit === 'IMPs' || p.unit === 'VP' ? p.unit : '%'}</th>
              </tr>
            </thead>
            <tbody>
              {p.standings.map((s) => (
                <tr key={s.pair}>
                  <td>{s.rank}</td>
                  <td>{s.pair}</td>
                  <td>{s.names}</td>
                  <td>
                    {p.unit === 'VP'
                      ? s.total.toFixed(2)
                      : p.unit === 'IMPs' || s.percentage === null
                        ? imps(s.total)
                        : s.percentage.toFixed(2)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
    </>
  );
}
