// A refusal to plan an import: the file cannot be a session of the club (teams totals, no movement).
import { DomainError } from '@club/events';

/** The codes of the refusals to plan: the index the translations key on. */
export const IMPORT_PLAN_CODES = ['teams-file', 'not-pairs-scoring', 'no-movement', 'session-not-this-import'] as const;
export type ImportPlanCode = (typeof IMPORT_PLAN_CODES)[number];

export class ImportPlanError extends DomainError<ImportPlanCode> {
  override readonly name = 'ImportPlanError';
}
