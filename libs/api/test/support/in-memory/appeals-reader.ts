// The appeals committee's use cases (slice: appeals): the application owns them and their shapes
// (@club/application: AppealsUseCases, appeals-shapes); here only the tests' in-memory fixture.
import { appealSummarySchema, type AppealCase, type AppealsUseCases, type SiteCommandOutcome } from '@club/application';

/** The name club-reader.ts composes: the application's use cases. */
export interface AppealsData {
  readonly appeals?: readonly AppealCase[];
}

/** Over plain data: the tests' fixture (commands on a known appeal are accepted and change nothing). */
export function inMemoryAppealsReader(data: AppealsData): AppealsUseCases {
  const accepted = async (appealId: string): Promise<SiteCommandOutcome> =>
    data.appeals?.some((a) => a.appealId === appealId)
      ? { ok: true }
      : {
          ok: false,
          error: `appeal '${appealId}' does not exist`,
          code: 'appeal-unknown',
          params: { appealId },
        };
  return {
    appeals: () => (data.appeals ?? []).map((a) => appealSummarySchema.parse(a)),
    appealCase: (appealId) => data.appeals?.find((a) => a.appealId === appealId),
    scheduleHearing: accepted,
    recordHearing: accepted,
    decideAppeal: accepted,
  };
}
