'use client';
// Per table, the round it plays now and a button that moves it on to the next one: when a table's
// phone was lost and it played on, the director brings its page to the round it is at.
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTRPC } from '../../trpc/client';
import { tableRoundWords } from '../../words/table-entry';
import { FormError } from './form-error';

interface TableRound {
  readonly section: string;
  readonly table: number;
  readonly round: number | null;
  readonly rounds: number;
}

export function TableMoveControl({ sessionId, tables }: { sessionId: string; tables: readonly TableRound[] }) {
  const trpc = useTRPC();
  const router = useRouter();
  const move = useMutation(trpc.director.moveTable.mutationOptions({ onSuccess: () => router.refresh() }));
  return (
    <div>
      <ul className="table-rounds">
        {tables.map((t) => {
          const next = (t.round ?? 0) + 1;
          return (
            <li key={`${t.section}-${t.table}`} data-testid="table-round">
              {tableRoundWords(t)}{' '}
              {next <= t.rounds ? (
                <button
                  type="button"
                  disabled={move.isPending}
                  onClick={() => move.mutate({ sessionId, section: t.section, table: t.table, round: next })}
                >
                  Move to round {next}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <FormError error={move.error} />
    </div>
  );
}
