'use client';
// Opening a rubber table: members chosen by name, guests typed; the order chosen is the seating
// (1st and 3rd North-South, 2nd and 4th East-West, a 5th sits out the first rubber), the first
// chosen deals first; how partnerships change between rubbers (the cut, entered by the scorer, or
// rotation); the scoring and an optional stake. The Czech text's table is explained here.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useTRPC } from '../../trpc/client';
import { MemberPicker } from '../members/member-picker';
import { RefusalText } from '../refusal-words';

const VARIANTS = [
  ['standard', 'Standard (current Laws of rubber bridge)'],
  ['czech-text-003', "The Czech text's table"],
  ['chicago', 'Chicago (four deals)'],
] as const;

const PARTNERSHIP_CHANGES = [
  ['cut', 'By the cut (the scorer enters it before each rubber)'],
  ['rotation', 'By rotation (the site seats the next rubber)'],
] as const;

const guestId = (name: string, i: number) =>
  `guest-${i + 1}-${name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 20)}`;

export function OpenTableForm() {
  const trpc = useTRPC();
  const router = useRouter();
  const directory = useQuery(trpc.members.directory.queryOptions({ includeInactive: false })).data ?? [];
  const [members, setMembers] = useState<string[]>([]);
  const [guests, setGuests] = useState<string[]>([]);
  const [guest, setGuest] = useState('');
  const [variant, setVariant] = useState<(typeof VARIANTS)[number][0]>('standard');
  const [stake, setStake] = useState('');
  const [change, setChange] = useState<(typeof PARTNERSHIP_CHANGES)[number][0]>('cut');
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
    ...guests.map((name, i) => ({ playerId: guestId(name, i), name: `${name} (guest)`, memberId: null })),
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
      <h2>Open a rubber table</h2>
      <p className="muted">
        Choose the players in seating order: 1st and 3rd are We (North-South), 2nd and 4th They (East-West), a 5th sits
        out the first rubber. The first deals first.
      </p>
      <MemberPicker label="Members at the table" value={members} onChange={setMembers} max={5 - guests.length} />
      <label>
        Guest&apos;s name
        <input value={guest} onChange={(e) => setGuest(e.target.value)} />
      </label>
      <button
        type="button"
        disabled={guest.trim() === '' || players.length >= 5}
        onClick={() => (setGuests([...guests, guest.trim()]), setGuest(''))}
      >
        Add guest
      </button>
      <ol aria-label="Seating order">
        {players.map((p) => (
          <li key={p.playerId}>{p.name}</li>
        ))}
      </ol>
      <label>
        Partnerships between rubbers
        <select value={change} onChange={(e) => setChange(e.target.value as typeof change)}>
          {PARTNERSHIP_CHANGES.map(([v, words]) => (
            <option key={v} value={v}>
              {words}
            </option>
          ))}
        </select>
      </label>
      <label>
        Scoring
        <select value={variant} onChange={(e) => setVariant(e.target.value as typeof variant)}>
          {VARIANTS.map(([v, words]) => (
            <option key={v} value={v}>
              {words}
            </option>
          ))}
        </select>
      </label>
      <details className="help" open={variant === 'czech-text-003'}>
        <summary>What the Czech text&apos;s table changes</summary>
        <ul>
          <li>
            Doubled undertricks not vulnerable, from the 4th on: +200 each (standard +300); redoubled +400 (standard
            +600).
          </li>
          <li>Making a redoubled contract: 50 (standard 100).</li>
          <li>Small slam vulnerable: 700, as printed (standard 750).</li>
          <li>No honours.</li>
          <li>No bonuses for an unfinished rubber when the table stops.</li>
        </ul>
      </details>
      <details className="help" open={variant === 'chicago'}>
        <summary>How we score Chicago (docs/rubber/chicago.md)</summary>
        <ul>
          <li>A round is four deals; a passed-out deal is dealt again by the same dealer and does not count.</li>
          <li>Vulnerable: deal 1 nobody, deals 2 and 3 the dealer&apos;s side, deal 4 both.</li>
          <li>
            Each deal scored as in a rubber; a game (100 trick points, part-scores carried over) earns 300, or 500
            vulnerable.
          </li>
          <li>A part-score made on deal 4 that does not complete a game earns 100.</li>
          <li>No honours, no rubber bonus; a round stopped early when the table closes gets no bonus.</li>
          <li>Between rounds partnerships change as for rubbers (the cut or rotation); a fifth deal is refused.</li>
        </ul>
      </details>
      <label>
        Stake per 100 points (empty: none)
        <input type="number" inputMode="numeric" min={0} value={stake} onChange={(e) => setStake(e.target.value)} />
      </label>
      {open.error ? (
        <p className="error" role="alert">
          <RefusalText error={open.error} plain />
        </p>
      ) : null}
      <button type="submit" className="confirm" disabled={open.isPending}>
        Open the table
      </button>
    </form>
  );
}
