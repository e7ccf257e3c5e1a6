'use client';
// The organiser names members to the evening's jury (zsűri): picked by name, each named from now on
// may rule on this session's renonsz and discipline on the jury page, until the organiser removes him.
// A refusal (already named) is shown in the API's words.
import { useMutation, useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useTRPC } from '../../trpc/client';
import { MemberPicker } from '../members/member-picker';
import { FormError } from '../director/form-error';

export function UltiJuryNaming({ sessionId, leagueId }: { sessionId: string; leagueId: string | null }) {
  const t = useTranslations('ultiJuryNaming');
  const trpc = useTRPC();
  const session = { sessionId, ...(leagueId ? { leagueId } : {}) };
  const desk = useQuery(trpc.ulti.juryDesk.queryOptions(session));
  const [picked, setPicked] = useState<string[]>([]);
  const name = useMutation(
    trpc.ulti.nameJuror.mutationOptions({ onSuccess: () => (setPicked([]), void desk.refetch()) }),
  );
  const remove = useMutation(trpc.ulti.removeJuror.mutationOptions({ onSuccess: () => void desk.refetch() }));
  const jury = desk.data?.jury ?? [];
  const names = desk.data?.names ?? {};
  const query = leagueId ? `?league=${encodeURIComponent(leagueId)}` : '';
  return (
    <section className="card no-print" aria-label={t('label')}>
      <h2>{t('title')}</h2>
      <FormError error={name.error ?? remove.error ?? desk.error ?? null} />
      {jury.length ? (
        <ul className="jury" aria-label={t('named')}>
          {jury.map((m) => (
            <li key={m}>
              {names[m] ?? m}{' '}
              <button
                type="button"
                disabled={remove.isPending}
                onClick={() => remove.mutate({ ...session, memberId: m })}
                aria-label={t('removeName', { name: names[m] ?? m })}
              >
                {t('remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('none')}</p>
      )}
      <form
        className="stack"
        onSubmit={(e) => {
          e.preventDefault();
          if (picked[0]) name.mutate({ ...session, memberId: picked[0] });
        }}
      >
        <MemberPicker label={t('juror')} value={picked} onChange={setPicked} max={1} exclude={jury} />
        <button type="submit" disabled={name.isPending || !picked[0]}>
          {t('submit')}
        </button>
      </form>
      <p>
        <Link href={`/ulti/jury/${encodeURIComponent(sessionId)}${query}`}>{t('page')}</Link>
      </p>
    </section>
  );
}
