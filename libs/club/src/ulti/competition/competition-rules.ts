// Competition rules for Ulti sessions and leagues. The game rules (MAUSZ 2017) say nothing about
// placings, tie-breaks or league points (spec ulti.md §7), so these are a club's or a league's own
// choices, kept apart from the rules engine. Defaults follow competitions.md §4b: rank each
// table by its forint (Ft) result, score the place, then break ties by forints and head-to-head.
import { listOf } from '@club/events';
import { z } from 'zod';

/** Criteria of the league table's tie-break chain, applied in order. */
export const ULTI_TIE_BREAKS = ['placement-points', 'forints', 'head-to-head', 'table-wins'] as const;
export type UltiTieBreak = (typeof ULTI_TIE_BREAKS)[number];

const points = z.array(z.number().finite());

export const ultiCompetitionRulesSchema = z
  .object({
    /** Points for 1st, 2nd, … place at a table of three and of four. Default: the number of players at the table minus the place plus one. */
    placementPoints: z.object({ 3: points.length(3), 4: points.length(4) }).default({ 3: [3, 2, 1], 4: [4, 3, 2, 1] }),
    /** Players with equal forints at a table share the points of the places they span, or all take the best of them. */
    tiedPlaces: z.enum(['share', 'best']).default('share'),
    /** The league table's order: earlier criteria first; players still equal share the rank. */
    tieBreaks: listOf(z.enum(ULTI_TIE_BREAKS)).min(1).default(['placement-points', 'forints', 'head-to-head']),
  })
  .superRefine((rules, ctx) => {
    for (const size of [3, 4] as const) {
      const table = rules.placementPoints[size];
      if (table.some((p, i) => i > 0 && p > table[i - 1]!)) {
        ctx.addIssue({
          code: 'custom',
          path: ['placementPoints', size],
          message: `a better place cannot score fewer points (${table.join(', ')})`,
        });
      }
    }
    if (new Set(rules.tieBreaks).size !== rules.tieBreaks.length)
      ctx.addIssue({
        code: 'custom',
        path: ['tieBreaks'],
        message: `a criterion is listed twice (${rules.tieBreaks.join(', ')})`,
      });
  });

export type UltiCompetitionRules = z.infer<typeof ultiCompetitionRulesSchema>;

export const DEFAULT_ULTI_COMPETITION_RULES: UltiCompetitionRules = ultiCompetitionRulesSchema.parse({});

/** The defaults overridden by a league's choices, checked; the error names the field. */
export function defineUltiCompetitionRules(input: unknown = {}): UltiCompetitionRules {
  const parsed = ultiCompetitionRulesSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new RangeError(`Ulti competition rules: ${issue.path.join('.') || '(rules)'}: ${issue.message}`);
}
