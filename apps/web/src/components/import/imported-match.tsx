// A two-room teams match as the import's check scored it: the IMP totals (with the carry-over) and the
// VPs by the club's scale, then the IMPs each board gave the home team (negative: to the away team).
import type { ImportProgress } from '@club/application';
import { useTranslations } from 'next-intl';
import { DataTable } from '../data-table';
import { MatchScore } from '../results/match-score';

export function ImportedMatch({ match }: { match: ImportProgress['matches'][number] }) {
  const t = useTranslations('importedMatch');
  return (
    <>
      <p data-testid="imported-match">
        {t('teamsMatch')} <MatchScore match={match} />
      </p>
      <DataTable
        headers={[t('board'), t('impsTo', { team: match.home })]}
        rows={match.boards.map((b) => ({ key: String(b.board), cells: [b.board, b.imps] }))}
      />
    </>
  );
}
