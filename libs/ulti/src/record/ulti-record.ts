// One Ulti deal as the product accepts it: the full record (`ulti-deal/1`) or the score sheet's
// row (`ulti-sheet/1`), told apart by `format`. Everything that stores or settles a deal uses this.
import { z } from 'zod';
import type { DealResult } from '../settlement/result';
import type { SheetContext } from '../sheet/check-sheet';
import { settleSheet } from '../sheet/settle-sheet';
import { parseSheetRecord, SHEET_RECORD_FORMAT, sheetRecordSchema, type SheetRecord } from '../sheet/sheet-record';
import { dealRecordSchema, parseDealRecord, type DealRecord } from './deal-record';
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
