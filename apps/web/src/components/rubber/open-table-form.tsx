'use client';
// Opening a rubber table: members chosen by name, guests typed (stored by name alone, no memberId); the order chosen is the seating
// (1st and 3rd North-South, 2nd and 4th East-West, a 5th sits out the first rubber), the first
// chosen deals first; how partnerships change between rubbers (the cut, entered by the scorer, or
// rotation); the scoring and an optional stake. The Czech text's table is explained here.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useTRPC } from '../../trpc/client';
import { MemberPicker } from '../members/member-picker';
import { RefusalText } from '../refusal-words';
import { shownName } from './player-names';

/** The scorings a table may choose, each named in the rubberOpen namespace by its code. */
const VARIANTS = ['standard', 'czech-text-003', 'chicago'] as const;

const PARTNERSHIP_CHANGES = ['cut', 'rotation'] as const;

/** The Czech text's table's and Chicago's differences, one message each (rubberOpen.czech1…, chicago1…). */
const CZECH_POINTS = ['czech1', 'czech2', 'czech3', 'czech4', 'czech5'] as const;
const CHICAGO_POINTS = ['chicago1', 'chicago2', 'chicago3', 'chicago4', 'chicago5', 'chicago6'] as const;

const guestId = (name: string, i: number) =>
  `guest-${i + 1}-${name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 20)}`;

export function OpenTableForm() {
  const t = useTranslations('rubberOpen');
  const tPlayer = useTranslations('rubberPlayer');
  const trpc = useTRPC();
  const router = useRouter();
  const directory = useQuery(trpc.members.directory.queryOptions({ includeInactive: false })).data ?? [];
  const [members, setMembers] = useState<string[]>([]);
  const [guests, setGuests] = useState<string[]>([]);
  const [guest, setGuest] = useState('');
  const [variant, setVariant] = useState<(typeof VARIANTS)[number]>('standard');
  const [stake, setStake] = useState('');
  const [change, setChange] = useState<(typeof PARTNERSHIP_CHANGES)[number]>('cut');
  const open = useMutation(
    trpc.rubber.openTable.mutationOptions({
      onSuccess: (opened) => {
        if (opened.ok) router.push(`/rubber/${encodeURIComponent(opened.tableId)}`);
      },
    }),
  );
  const players = [
    ...members.map((id) => ({
      playerId: id,
      name: directory.find((m) => m.memberId === id)?.name ?? id,
      memberId: id,
    })),
    ...guests.map((name, i) => ({ playerId: guestId(name, i), name, memberId: null })),
  ];
  const ids = players.map((p) => p.playerId);
  const submit = () =>
    open.mutate({
      players,
      seating: { NS: [ids[0] ?? '', ids[2] ?? ''], EW: [ids[1] ?? '', ids[3] ?? ''], out: ids[4] ?? null },
      firstDealer: ids[0] ?? '',
      variant,
      stake: stake === '' ? null : Number(stake),
      partnershipChange: change,
    });
  return (
    <form
      className="card open-rubber-table"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h2>{t('title')}</h2>
      <p className="muted">{t('help')}</p>
      <MemberPicker label={t('members')} value={members} onChange={setMembers} max={5 - guests.length} />
      <label>
        {t('guestName')}
        <input value={guest} onChange={(e) => setGuest(e.target.value)} />
      </label>
      <button
        type="button"
        disabled={guest.trim() === '' || players.length >= 5}
        onClick={() => (setGuests([...guests, guest.trim()]), setGuest(''))}
      >
        {t('addGuest')}
      </button>
      <ol aria-label={t('seatingOrder')}>
        {players.map((p) => (
          <li key={p.playerId}>{shownName(p, (name) => tPlayer('guest', { name }))}</li>
        ))}
      </ol>
      <label>
        {t('partnerships')}
        <select value={change} onChange={(e) => setChange(e.target.value as typeof change)}>
          {PARTNERSHIP_CHANGES.map((v) => (
            <option key={v} value={v}>
              {t(v)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('scoring')}
        <select value={variant} onChange={(e) => setVariant(e.target.value as typeof variant)}>
          {VARIANTS.map((v) => (
            <option key={v} value={v}>
              {t(v)}
            </option>
          ))}
        </select>
      </label>
      <details className="help" open={variant === 'czech-text-003'}>
        <summary>{t('czechSummary')}</summary>
        <ul>
          {CZECH_POINTS.map((point) => (
            <li key={point}>{t(point)}</li>
          ))}
        </ul>
      </details>
      <details className="help" open={variant === 'chicago'}>
        <summary>{t('chicagoSummary')}</summary>
        <ul>
          {CHICAGO_POINTS.map((point) => (
            <li key={point}>{t(point)}</li>
          ))}
        </ul>
      </details>
      <label>
        {t('stake')}
        <input type="number" inputMode="numeric" min={0} value={stake} onChange={(e) => setStake(e.target.value)} />
      </label>
      {open.error ? (
        <p className="error" role="alert">
          <RefusalText error={open.error} plain />
        </p>
      ) : null}
      <button type="submit" className="confirm" disabled={open.isPending}>
        {t('open')}
      </button>
    </form>
  );
}
