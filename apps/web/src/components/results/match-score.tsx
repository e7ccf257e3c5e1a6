// A two-room match's score: the IMP totals, what each team carried into the match when it did (part
// of the totals), then the VPs. The import check and the results page write it the same way.
interface Score {
  readonly home: string;
  readonly away: string;
  readonly impsHome: number;
  readonly impsAway: number;
  readonly carriedOver: { readonly home: number; readonly away: number } | null;
  readonly vpHome: number;
  readonly vpAway: number;
}

export function MatchScore({ match }: { match: Score }) {
  return (
    <>
      {match.home} {match.impsHome} – {match.impsAway} {match.away} IMPs
      {match.carriedOver ? ` (carried over ${match.carriedOver.home} – ${match.carriedOver.away})` : ''} ·{' '}
      <strong>
        {match.vpHome.toFixed(2)} – {match.vpAway.toFixed(2)} VP
      </strong>
    </>
  );
}
