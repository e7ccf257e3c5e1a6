// A two-room match's score: the IMP totals, what each team carried into the match when it did (part
// of the totals), then the VPs. The import check and the results page write it the same way.
import { useFormatter, useTranslations } from 'next-intl';
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
  const t = useTranslations('matchScore');
  const format = useFormatter();
  const vp = (value: number) => format.number(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    <>
      {t('imps', {
        home: match.home,
        impsHome: format.number(match.impsHome),
        impsAway: format.number(match.impsAway),
        away: match.away,
      })}
      {match.carriedOver
        ? t('carriedOver', {
            home: format.number(match.carriedOver.home),
            away: format.number(match.carriedOver.away),
          })
        : ''}{' '}
      · <strong>{t('vp', { home: vp(match.vpHome), away: vp(match.vpAway) })}</strong>
    </>
  );
}
