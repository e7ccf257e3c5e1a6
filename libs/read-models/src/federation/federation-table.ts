// The federation-wide table: every player of the sharing clubs, known by federation id, ranked by
// the points of his sessions over a period, wherever he played them.
//
// The rule (masterpoint-like, from what every session's result gives: a place in a field):
// a session awards `fieldSize − place + 1` points, where place is the number of the place he
// shares (`3=` counts as 3), so the winner of a field of 8 gets 8 and its last 1; a player's
// points are the sum over his sessions in the period, in all the clubs. Equal points share the
// place (`3=`). The period is of session dates (`YYYY-MM-DD`, both ends included, in the start's
// UTC date); with a period, a session without a start date does not count.
import { rankBy } from '@club/scoring';
import { averagePercentageOf, newestFirst, type FederationPlayerSession } from './federation-player';

export interface FederationPeriod {
  readonly from?: string;
  readonly to?: string;
}

export interface FederationStanding {
  readonly federationId: string;
  /** His name in the club he played in last. */
  readonly name: string;
  readonly clubs: readonly string[];
  readonly sessions: number;
  readonly points: number;
  readonly averagePercentage: number | null;
  readonly rank: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Throws a RangeError naming a bound that is not a date, or a period that ends before it starts. */
export function checkFederationPeriod(period: FederationPeriod): FederationPeriod {
  for (const [name, value] of Object.entries(period))
    if (value !== undefined && (!DATE.test(value) || Number.isNaN(Date.parse(value))))
      throw new RangeError(`${name} must be a date YYYY-MM-DD, got ${JSON.stringify(value)}`);
  if (period.from !== undefined && period.to !== undefined && period.to < period.from)
    throw new RangeError(`the period ends (${period.to}) before it starts (${period.from})`);
  return period;
}

export function inFederationPeriod(session: FederationPlayerSession, period: FederationPeriod): boolean {
  if (period.from === undefined && period.to === undefined) return true;
  if (session.startsAt === null) return false;
  const day = new Date(session.startsAt).toISOString().slice(0, 10);
  return (period.from === undefined || day >= period.from) && (period.to === undefined || day <= period.to);
}

/** The points one session awards: `fieldSize − place + 1`, never below 0. */
export function sessionPoints(session: Pick<FederationPlayerSession, 'rank' | 'fieldSize'>): number {
  const place = Number.parseInt(session.rank, 10);
  if (!Number.isInteger(place) || place < 1) return 0;
  return Math.max(0, session.fieldSize - place + 1);
}

export function federationTable(
  rows: readonly FederationPlayerSession[],
  period: FederationPeriod = {},
): FederationStanding[] {
  checkFederationPeriod(period);
  const byPlayer = new Map<string, FederationPlayerSession[]>();
  for (const row of rows) {
    if (!inFederationPeriod(row, period)) continue;
    const sessions = byPlayer.get(row.federationId);
    if (sessions) sessions.push(row);
    else byPlayer.set(row.federationId, [row]);
  }
  const players = [...byPlayer]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([federationId, sessions]) => {
      const newest = [...sessions].sort(newestFirst);
      return {
        federationId,
        name: newest[0]!.name,
        clubs: [...new Set(sessions.map((s) => s.clubId))].sort(),
        sessions: sessions.length,
        points: sessions.reduce((sum, s) => sum + sessionPoints(s), 0),
        averagePercentage: averagePercentageOf(sessions),
      };
    });
  return rankBy(players, (p) => p.points).map((entry) => ({ ...entry.item, rank: entry.rank }));
}
