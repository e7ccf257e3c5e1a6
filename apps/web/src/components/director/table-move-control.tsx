'use client';
// Per table, the round it plays now and a button that moves it on to the next one: when a table's
// phone was lost and it played on, the director brings its page to the round it is at.
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
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
  const t = useTranslations('directorControls');
  const entry = useTranslations('tableEntry');
  const router = useRouter();
  const move = useMutation(trpc.director.moveTable.mutationOptions({ onSuccess: () => router.refresh() }));
  return (
    <div>
      <ul className="table-rounds">
        {tables.map((table) => {
          const next = (table.round ?? 0) + 1;
          return (
            <li key={`${table.section}-${table.table}`} data-testid="table-round">
              {tableRoundWords(table, entry)}{' '}
              {next <= table.rounds ? (
                <button
                  type="button"
                  disabled={move.isPending}
                  onClick={() => move.mutate({ sessionId, section: table.section, table: table.table, round: next })}
                >
                  {t('moveTo', { round: next })}
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
