// One Ulti deal as the product accepts it: the full record (`ulti-deal/1`) or the score sheet's
// row (`ulti-sheet/1`), told apart by `format`. Everything that stores or settles a deal uses this.
import { z } from 'zod';
import type { DealResult } from '../settlement/result';
import type { SheetContext } from '../sheet/check-sheet';
import { settleSheet } from '../sheet/settle-sheet';
import { parseSheetRecord, SHEET_RECORD_FORMAT, sheetRecordSchema, type SheetRecord } from '../sheet/sheet-record';
import { dealRecordSchema, parseDealRecord, type DealRecord, type RecordAction } from './deal-record';
import { replay } from './replay';

export const ultiRecordSchema = z.discriminatedUnion('format', [dealRecordSchema, sheetRecordSchema]);

export type UltiRecord = DealRecord | SheetRecord;

export const isSheetRecord = (record: UltiRecord): record is SheetRecord => record.format === SHEET_RECORD_FORMAT;

/** Parses either format; a sheet's error is a SheetError, a full record's a RecordError. */
export function parseUltiRecord(input: unknown): UltiRecord {
  const format = typeof input === 'object' && input !== null ? (input as { format?: unknown }).format : undefined;
  return format === SHEET_RECORD_FORMAT ? parseSheetRecord(input) : parseDealRecord(input);
}

/** The deal's result under the rule set the record carries, whichever its format. */
export function settleUltiRecord(record: UltiRecord, context: SheetContext = {}): DealResult {
  return isSheetRecord(record) ? settleSheet(record, context) : replay(record).result;
}

type RenonszAction = Extract<RecordAction, { type: 'renonsz' }>;

/** The jury's renonsz rulings a record holds: a full record's actions, or a sheet's outcome. */
export function rulingsOf(record: UltiRecord): readonly Pick<RenonszAction, 'case' | 'offender'>[] {
  if (!isSheetRecord(record)) return record.actions.filter((a): a is RenonszAction => a.type === 'renonsz');
  return record.outcome.kind === 'renonsz' ? [record.outcome] : [];
}

/**
 * The record with a ruling the jury gave after it was recorded: appended to a full record's
 * actions; on a sheet the ruling becomes the outcome (a sheet has no actions for `at` to cite).
 */
export function withRuling(record: UltiRecord, ruling: RenonszAction): UltiRecord {
  if (!isSheetRecord(record)) return { ...record, actions: [...record.actions, ruling] };
  const { type: _, at: __, ...fields } = ruling;
  return { ...record, outcome: { kind: 'renonsz', ...fields } };
}
