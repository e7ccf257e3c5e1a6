// What an import found: problems with file:line:field (a LIN file's in the site's words, from their
// codes), what the replay found irregular and kept, or the session and its pairs ranked.
import type { ImportProgress } from '@club/application';
import { useFormatter, useTranslations } from 'next-intl';
import { readerProblemWordsIn } from '../../words/lin-problems';
import { TimesInText } from '../time/when';
import { ImportedMatch } from './imported-match';
import { TableScroll } from '../table-scroll';

/** An IMP total signed and to two decimals at most (Butler datums and cross-IMP averages are fractional). */
const IMPS = { signDisplay: 'exceptZero', maximumFractionDigits: 2, useGrouping: false } as const;
/** A percentage or VPs to two decimals. */
const TWO_DECIMALS = { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false } as const;

export function ImportReport({ progress: p }: { progress: ImportProgress }) {
  const t = useTranslations('importReport');
  const problem = useTranslations('linProblems');
  const kind = useTranslations('rulingsIrregularities');
  const format = useFormatter();
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
              {readerProblemWordsIn(problem, x, kind)}
            </li>
          ))}
        </ul>
      ) : null}
      {p.irregularities.length > 0 ? (
        <details className="import-irregularities" open>
          <summary>{t('irregularities', { count: p.irregularities.length })}</summary>
          <ul>
            {p.irregularities.map((x, i) => (
              <li key={i}>
                {t('board', { board: String(x.board) })} <code>{`${p.fileName}:${x.line}:${x.token}`}</code>{' '}
                {readerProblemWordsIn(problem, x, kind)}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {p.event ? (
        <p>
          {t.rich('event', {
            name: p.event.name ?? t('unnamed'),
            date: () => (p.event?.date ? <TimesInText text={p.event.date} /> : null),
            boards: String(p.boards.length),
            results: String(p.boards.reduce((n, b) => n + b.results.length, 0)),
            method: p.event.methodName ?? t('unknownMethod'),
          })}
        </p>
      ) : null}
      {p.step === 'done' ? p.matches.map((m) => <ImportedMatch key={m.home} match={m} />) : null}
      {p.step === 'done' && p.standings.length > 0 ? (
        <TableScroll>
          <table aria-label={t('results')}>
            <thead>
              <tr>
                <th scope="col">{t('rank')}</th>
                <th scope="col">{p.matches.length > 0 ? t('team') : t('pair')}</th>
                <th scope="col">{t('names')}</th>
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
                      ? format.number(s.total, TWO_DECIMALS)
                      : p.unit === 'IMPs' || s.percentage === null
                        ? format.number(s.total, IMPS)
                        : format.number(s.percentage, TWO_DECIMALS)}
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
