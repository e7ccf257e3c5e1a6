// Who the table's write is recorded as: the table's code when the phone is signed in for this
// table, else the seated member (the policy let only these two in).
import type { TableActor, TableSeatInput } from '@club/application/shapes';
import type { ApiContext } from '../../trpc/context';

export function tableActorOf(ctx: ApiContext, seat: TableSeatInput): TableActor {
  const t = ctx.table;
  if (t && t.sessionId === seat.sessionId && t.section === seat.section && t.table === seat.table)
    return { kind: 'table', seat };
  return { kind: 'member', memberId: ctx.member!.memberId };
}
