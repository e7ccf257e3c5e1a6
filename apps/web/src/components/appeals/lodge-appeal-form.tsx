'use client';
// Lodging an appeal from a board's page (Law 92): the ruling(s) given at the table, the grounds,
// and for a director at the desk the player who asked him (and that he asked). Once lodged, the
// case opens; late, the refusal names the deadline.
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useTRPC } from '../../trpc/client';
import { FormError } from '../director/form-error';
import { rulingTypeWords } from '../../words/ruling-types';

interface Table {
  readonly section: string;
  readonly table: number;
  readonly sides: readonly {
    seat: string;
    contestant: string;
    members: readonly { memberId: string; name: string }[];
  }[];
  readonly rulings: readonly { rulingId: string; rulingType: string; laws: readonly string[]; text: string }[];
}

export function LodgeAppealForm({
  sessionId,
  board,
  table,
  forPlayer,
}: {
  sessionId: string;
  board: number;
  table: Table;
  /** The director lodges for a player of the table who asked him. */
  forPlayer: boolean;
}) {
  const t = useTranslations('appealsLodge');
  const trpc = useTRPC();
  const router = useRouter();
  const [rulingIds, setRulingIds] = useState<string[]>(table.rulings.length === 1 ? [table.rulings[0]!.rulingId] : []);
  const [grounds, setGrounds] = useState('');
  const [playerId, setPlayerId] = useState('');
  const [playerAsked, setPlayerAsked] = useState(false);
  const opened = {
    onSuccess: ({ appealId }: { appealId: string }) => router.push(`/appeals/${encodeURIComponent(appealId)}`),
  };
  const lodge = useMutation(trpc.appeals.lodge.mutationOptions(opened));
  const lodgeFor = useMutation(trpc.appeals.lodgeForPlayer.mutationOptions(opened));
  const at = { sessionId, section: table.section, table: table.table, board };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (forPlayer) lodgeFor.mutate({ ...at, rulingIds, grounds, playerId, playerAsked: playerAsked as true });
    else lodge.mutate({ ...at, rulingIds, grounds });
  };
  const toggle = (rulingId: string, on: boolean) =>
    setRulingIds((ids) => (on ? [...ids, rulingId] : ids.filter((id) => id !== rulingId)));
  return (
    <form
      className="stack"
      onSubmit={submit}
      aria-label={t('label', { table: `${table.section}${table.table}` })}
      noValidate
    >
      <fieldset>
        <legend>{t('rulings')}</legend>
        {table.rulings.map((r) => (
          <label key={r.rulingId} className="check">
            <input
              type="checkbox"
              checked={rulingIds.includes(r.rulingId)}
              onChange={(e) => toggle(r.rulingId, e.target.checked)}
            />
            {t('ruling', {
              ruling: r.rulingId,
              type: rulingTypeWords(r.rulingType),
              laws: r.laws.join(', '),
              text: r.text,
            })}
          </label>
        ))}
      </fieldset>
      {forPlayer ? (
        <>
          <label>
            {t('forPlayer')}
            <select value={playerId} onChange={(e) => setPlayerId(e.target.value)}>
              <option value="">—</option>
              {table.sides.flatMap((s) =>
                s.members.map((m) => (
                  <option key={m.memberId} value={m.memberId}>
                    {m.name} ({s.seat})
                  </option>
                )),
              )}
            </select>
          </label>
          <label className="check">
            <input type="checkbox" checked={playerAsked} onChange={(e) => setPlayerAsked(e.target.checked)} />
            {t('playerAsked')}
          </label>
        </>
      ) : null}
      <label>
        {t('grounds')}
        <textarea name="grounds" rows={3} value={grounds} onChange={(e) => setGrounds(e.target.value)} />
      </label>
      <FormError error={lodge.error ?? lodgeFor.error} />
      <button type="submit" disabled={lodge.isPending || lodgeFor.isPending}>
        {t('submit')}
      </button>
    </form>
  );
}
