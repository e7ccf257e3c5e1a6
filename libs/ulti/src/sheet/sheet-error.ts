import { DomainError, type DomainParams } from '@club/events';
import type { UltiSheetCode } from './sheet-codes';

/** An impossible score sheet: `params.field` is the path of the field at fault (e.g. `kontra.B.1`). */
export class SheetError extends DomainError<UltiSheetCode> {
  constructor(code: UltiSheetCode, message: string, params: DomainParams & { field: string }) {
    super(code, `${params.field}: ${message}`, params);
    this.name = 'SheetError';
  }
}
