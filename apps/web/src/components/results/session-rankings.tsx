// A session's rankings per section: each direction (Mitchell NS and EW), one field (Howell), or the
// teams match with IMPs and VPs; then the boards, each to its traveller. The session's page and the
// public club page show the same.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { SessionResults } from '@club/application/shapes';
import { DataTable } from '../data-table';
import { MatchScore } from './match-score';
import { RankingTable } from './ranking-table';

const FIELDS = ['NS', 'EW', 'all'] as const;
const isField = (field: string): field is (typeof FIELDS)[number] => (FIELDS as readonly string[]).includes(field);
const UNITS: Record<string, 'unitMP' | 'unitVP'> = { MP: 'unitMP', 'MP-NA': 'unitMP', 'TEAMS-IMP-VP': 'unitVP' };

/** `viewer`: the signed-in member, whose own pair is highlighted. */
export function SessionRankings({ session: s, viewer }: { session: SessionResults; viewer?: string | undefined }) {
  const t = useTranslations('sessionRankings');
  const unit = (method: string) => {
    const key = UNITS[method];
    return key ? t(key) : t('total');
  };
  return (
    <>
      {s.sections.map((section) => (
        <section key={section.section} className="card">
          <h2>{t('section', { section: section.section })}</h2>
          {section.match ? (
            <>
              <p data-testid="match">
                <MatchScore match={section.match} />
              </p>
              <DataTable
                headers={[t('board'), t('impsTo', { team: section.match.home })]}
                rows={section.match.boards.map((b) => ({
                  key: String(b.board),
                  cells: [
                    <Link key="b" href={`/results/${encodeURIComponent(s.sessionId)}/${b.board}`}>
                      {b.board}
                    </Link>,
                    b.imps,
                  ],
                }))}
              />
            </>
          ) : null}
          {section.fields.map((f) => (
            <div key={f.field}>
              {section.fields.length > 1 || !section.match ? (
                <h3>
                  {s.form === 'individual' && f.field === 'all'
                    ? t('allPlayers')
                    : isField(f.field)
                      ? t(f.field)
                      : f.field}
                </h3>
              ) : null}
              <RankingTable rows={f.rows} unit={unit(section.method)} viewer={viewer} />
            </div>
          ))}
        </section>
      ))}
      <h2>{t('boards')}</h2>
      <ul className="board-links">
        {s.boards.map((b) => (
          <li key={b}>
            <Link href={`/results/${encodeURIComponent(s.sessionId)}/${b}`}>{b}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}
