// A two-room teams match as the import's check scored it: the IMP totals and the VPs by the club's
// scale, then the IMPs each board gave the home team (negative: to the away team).
import type { ImportProgress } from '@club/application';
import { DataTable } from '../data-table';

export function ImportedMatch({ match }: { match: ImportProgress['matches'][number] }) {
  return (
    <>
      <p data-testid="imported-match">
        Teams match: {match.home} {match.impsHome} – {match.impsAway} {match.away} IMPs ·{' '}
        <strong>
          {match.vpHome.toFixed(2)} – {match.vpAway.toFixed(2)} VP
        </strong>
      </p>
      <DataTable
        headers={['Board', `IMPs to ${match.home}`]}
        rows={match.boards.map((b) => ({ key: String(b.board), cells: [b.board, b.imps] }))}
      />
    </>
  );
}
