// Who acts at a table, as the log records it: the table's phone (its code itself is never written
// there), or the seated member with his own account.
import type { CommandMetadata } from '@club/event-store';
import type { TableActor } from './table-shapes';

export const tableMetadataOf = (by: TableActor): CommandMetadata => ({
  actor:
    by.kind === 'member'
      ? { id: by.memberId, role: 'player' }
      : { id: `table:${by.seat.sessionId}/${by.seat.section}/${by.seat.table}`, role: 'table' },
});
