// A board's double-dummy table under its hand diagram: the tricks each player takes as declarer in
// each strain with perfect play, and par (score and contracts); or a line saying the analysis is
// not there (no hand record, or the worker's solver has not run: the site works without it).
import type { DoubleDummy } from '@club/application';
import { useTranslations } from 'next-intl';
import { Contract, Suit } from '../suit';

const SEATS = ['N', 'S', 'E', 'W'] as const;
const SUITS = ['S', 'H', 'D', 'C'] as const;

export function DoubleDummyTable({ doubleDummy }: { doubleDummy: DoubleDummy }) {
  const t = useTranslations('doubleDummy');
  const seats = useTranslations('seats');
  if (!doubleDummy)
    return (
      <p className="muted" data-testid="double-dummy-missing">
        {t('missing')}
      </p>
    );
  const { table, par } = doubleDummy;
  return (
    <section data-testid="double-dummy">
      <h2>{t('heading')}</h2>
      <table className="double-dummy">
        <caption className="muted">{t('caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('declarer')}</th>
            <th scope="col">{t('notrump')}</th>
            {SUITS.map((s) => (
              <th scope="col" key={s}>
                <Suit suit={s} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {SEATS.map((seat) => (
            <tr key={seat}>
              <th scope="row">{seats(seat)}</th>
              <td>{table[seat].NT}</td>
              {SUITS.map((s) => (
                <td key={s}>{table[seat][s]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {par ? (
        <p data-testid="par">
          {par.contracts.length === 0
            ? t('parPassedOut')
            : t('par', { score: par.scoreNs > 0 ? `+${par.scoreNs}` : String(par.scoreNs) })}{' '}
          {par.contracts.map((c, i) => (
            <ParContract key={c} text={c} last={i === par.contracts.length - 1} />
          ))}
        </p>
      ) : null}
    </section>
  );
}

/** `4S N` → 4♠ N, `5Dx E` → 5♦x E: the contract with its suit symbol, then the declarer. */
function ParContract({ text, last }: { text: string; last: boolean }) {
  const [contract = text, declarer = ''] = text.split(' ');
  return (
    <span>
      <Contract contract={contract} /> {declarer}
      {last ? '' : ', '}
    </span>
  );
}
