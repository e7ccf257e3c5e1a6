// Puts an appeal decision's new adjusted score on the board: the director's AdjustScore on the
// appealed ruling, marked with the appeal, so it flows into the results like any adjusted score.
// The committee's decision (Law 93B3: it has the director's powers to adjust) and the regulating
// authority's (93C) both go this one way.
import {
  parseDirectorCommand,
  sessionStreamId,
  tableBoardStreamDecider,
  type AdjustedScoreInput,
  type AppealLodged,
  type SessionEvent,
} from '@club/club';
import type { CommandMetadata } from '@club/event-store';
import { eventOf } from '@club/events';
import type { Club } from '../club';

export interface AppealAdjustment {
  readonly appealId: string;
  readonly lodged: AppealLodged;
  /** The rulings the decision is on: the first of them the appeal names is adjusted. */
  readonly rulingIds: readonly string[];
  readonly score: AdjustedScoreInput;
  /** The laws the decision cites; none: the appealed ruling's. */
  readonly laws: readonly string[];
}

export function adjustOnAppeal(
  club: Pick<Club, 'store' | 'execute'>,
  { appealId, lodged, rulingIds, score, laws }: AppealAdjustment,
  now: string,
  metadata?: CommandMetadata,
) {
  const ruling = lodged.rulings.find((r) => rulingIds.includes(r.rulingId)) ?? lodged.rulings[0]!;
  const p = club.store
    .readStream(sessionStreamId(lodged.sessionId))
    .map((e) => eventOf<SessionEvent>(e))
    .filter((e) => e.type === 'OfficialScoreMadeAvailable')
    .at(-1);
  const publication = p
    ? {
        version: p.version,
        availableAt: p.availableAt,
        correctionDeadline: p.correctionDeadline,
        appealDeadline: p.appealDeadline,
      }
    : null;
  // The decision keeps the score as it was entered (contracts as text): parsed here once, then decided typed.
  const adjust = parseDirectorCommand({
    type: 'AdjustScore',
    rulingId: ruling.rulingId,
    ns: score.ns,
    ew: score.ew,
    laws: laws.length > 0 ? [...laws] : [...ruling.laws],
    appealId,
    clock: { now, publication },
  });
  return club.execute(lodged.tableBoardStream, tableBoardStreamDecider, adjust, metadata);
}
