'use client';
// The score-keeper's entry of one deal by the score sheet (ulti-sheet/1), one hand on a phone:
// declarer, bid (recent first; type to search 'ult', 'piros', 'betli'), trump for non-red suit
// games, each defender's kontra or rekontra per component, each component won or lost, silent
// items. The forints of every player are shown before Confirm (ulti.previewDeal settles without
// recording); a refusal names the field. Confirmed, the sheet moves to the next deal and dealer.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import type { UltiScoreSheet } from '@club/application/shapes';
import { useTRPC } from '../../trpc/client';
import { FormError } from '../director/form-error';
import { forints } from './ulti-terms';

const RECENT = 'ulti-recent-bids';
const SUITS = [
  ['makk', 'makk (acorns)'],
  ['tok', 'tök (bells)'],
  ['zold', 'zöld (leaves)'],
] as const;
type Level = '' | 'kontra' | 'rekontra';

const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export function ScoreSheetEntry({ sheet }: { sheet: UltiScoreSheet }) {
  const trpc = useTRPC();
  const router = useRouter();
  const name = (p: string) => sheet.names[p] ?? p;
  const active = sheet.seating.length === 4 ? sheet.seating.filter((p) => p !== sheet.dealer) : sheet.seating;
  const [declarer, setDeclarer] = useState('');
  const [bidId, setBidId] = useState('');
  const [query, setQuery] = useState('');
  const [trump, setTrump] = useState('');
  const [levels, setLevels] = useState<Record<string, Level>>({});
  const [lost, setLost] = useState<Record<string, boolean>>({});
  const [silent100, setSilent100] = useState('');
  const [silent4Asz, setSilent4Asz] = useState('');
  const [recent, setRecent] = useState<string[]>([]);
  useEffect(() => setRecent(JSON.parse(localStorage.getItem(RECENT) ?? '[]') as string[]), []);

  const bid = sheet.bids.find((b) => b.id === bidId);
  const defenders = active.filter((p) => p !== declarer);
  const words = plain(query)
    .split(/[\s-]+/)
    .filter(Boolean);
  const found = words.length ? sheet.bids.filter((b) => words.every((w) => b.search.includes(w))) : [];
  const choices = [
    ...recent.map((id) => sheet.bids.find((b) => b.id === id)).filter((b) => b !== undefined),
    ...found.filter((b) => !recent.includes(b.id)),
  ].slice(0, 8);

  const doublings = (level: Level) =>
    Object.fromEntries(
      defenders
        .map((d) => [
          d,
          (bid?.components ?? []).filter((c) =>
            level === 'kontra' ? levels[`${d}/${c}`] : levels[`${d}/${c}`] === 'rekontra',
          ),
        ])
        .filter(([, cs]) => cs!.length > 0),
    ) as Record<string, string[]>;
  const kontra = doublings('kontra');
  const rekontra = doublings('rekontra');
  const silent = [
    ...(silent100 ? [{ kind: '100' as const, player: silent100 }] : []),
    ...(silent4Asz ? [{ kind: '4-asz' as const, player: silent4Asz }] : []),
  ];
  const record =
    bid && declarer
      ? {
          format: 'ulti-sheet/1' as const,
          ruleSet: sheet.ruleSet,
          players: sheet.seating,
          dealer: sheet.dealer,
          declarer,
          bid: bid.id,
          ...(!bid.red && trump ? { trump: trump as 'makk' } : {}),
          ...(Object.keys(kontra).length ? { kontra } : {}),
          ...(Object.keys(rekontra).length ? { rekontra } : {}),
          outcome: {
            kind: 'played' as const,
            won: Object.fromEntries(bid.components.map((c) => [c, !lost[c]])),
            ...(silent.length ? { silent } : {}),
          },
        }
      : null;
  const preview = useQuery({
    ...trpc.ulti.previewDeal.queryOptions({ sessionId: sheet.sessionId, record: record! }),
    enabled: record !== null,
    retry: false,
  });
  const confirm = useMutation(
    trpc.ulti.recordDeal.mutationOptions({
      onSuccess: () => {
        const next = [bidId, ...recent.filter((id) => id !== bidId)].slice(0, 5);
        localStorage.setItem(RECENT, JSON.stringify(next));
        setRecent(next);
        setDeclarer('');
        setBidId('');
        setQuery('');
        setTrump('');
        setLevels({});
        setLost({});
        setSilent100('');
        setSilent4Asz('');
        router.refresh();
      },
    }),
  );

  if (sheet.dealNo === null)
    return (
      <p className="muted">
        All {sheet.dealsPerTable} deals of round {sheet.round} are entered at this table.
      </p>
    );
  return (
    <form className="stack card score-sheet" onSubmit={(e) => e.preventDefault()} noValidate>
      <h2>
        Deal {sheet.dealNo} · dealer (osztó) {name(sheet.dealer)}
      </h2>
      <fieldset>
        <legend>Declarer (felvevő)</legend>
        <div className="pad">
          {active.map((p) => (
            <button key={p} type="button" aria-pressed={declarer === p} onClick={() => setDeclarer(p)}>
              {name(p)}
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>Bid (licit){bid ? `: ${bid.name}` : ''}</legend>
        <label>
          Search a bid (e.g. ult, piros, betli)
          <input name="bidSearch" value={query} autoComplete="off" onChange={(e) => setQuery(e.target.value)} />
        </label>
        <div className="pad bids">
          {choices.map((b) => (
            <button key={b.id} type="button" aria-pressed={bidId === b.id} onClick={() => setBidId(b.id)}>
              {b.name}
            </button>
          ))}
        </div>
      </fieldset>
      {bid && !bid.red ? (
        <label>
          Trump (adu)
          <select name="trump" value={trump} onChange={(e) => setTrump(e.target.value)}>
            <option value="">none (no-trump game)</option>
            {SUITS.map(([id, label]) => (
              <option key={id} value={id}>
                {label}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {bid && declarer
        ? bid.components.map((c) => (
            <fieldset key={c}>
              <legend>{c}</legend>
              <button type="button" aria-pressed={!lost[c]} onClick={() => setLost((l) => ({ ...l, [c]: !l[c] }))}>
                {lost[c] ? `${c} lost (bukott)` : `${c} won (nyert)`}
              </button>
              {defenders.map((d) => (
                <label key={d}>
                  {name(d)} doubles
                  <select
                    aria-label={`Kontra on ${c} by ${name(d)}`}
                    value={levels[`${d}/${c}`] ?? ''}
                    onChange={(e) => setLevels((l) => ({ ...l, [`${d}/${c}`]: e.target.value as Level }))}
                  >
                    <option value="">no kontra</option>
                    <option value="kontra">kontra (×2)</option>
                    <option value="rekontra">kontra and rekontra (×4)</option>
                  </select>
                </label>
              ))}
            </fieldset>
          ))
        : null}
      {bid && declarer ? (
        <fieldset>
          <legend>Silent items (csendes)</legend>
          <SilentBy
            label="Csendes 100 (a silent hundred) by"
            name="silent100"
            value={silent100}
            onChange={setSilent100}
            players={active}
            nameOf={name}
          />
          <SilentBy
            label="Csendes 4 ász (all four aces, unannounced) by"
            name="silent4Asz"
            value={silent4Asz}
            onChange={setSilent4Asz}
            players={active}
            nameOf={name}
          />
        </fieldset>
      ) : null}
      <FormError error={preview.error ?? null} />
      {preview.data && record ? (
        <ul className="forints" aria-label="Forints">
          {sheet.seating.map((p) => (
            <li key={p}>
              {name(p)}: {forints(preview.data.deltas[p] ?? 0)}
            </li>
          ))}
        </ul>
      ) : null}
      <FormError error={confirm.error ?? null} />
      <button
        type="button"
        className="confirm"
        disabled={!preview.data || confirm.isPending}
        onClick={() =>
          record &&
          confirm.mutate({
            sessionId: sheet.sessionId,
            round: sheet.round,
            table: sheet.table,
            dealNo: sheet.dealNo!,
            record,
          })
        }
      >
        Confirm deal {sheet.dealNo}
      </button>
      <p className="muted">
        Table so far: {sheet.seating.map((p) => `${name(p)} ${forints(sheet.totals[p] ?? 0)}`).join(' · ')}
      </p>
    </form>
  );
}

/** Who made a silent item: nobody, or one of the players in the deal. */
function SilentBy(props: {
  label: string;
  name: string;
  value: string;
  onChange: (player: string) => void;
  players: readonly string[];
  nameOf: (player: string) => string;
}) {
  return (
    <label>
      {props.label}
      <select name={props.name} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        <option value="">nobody</option>
        {props.players.map((p) => (
          <option key={p} value={p}>
            {props.nameOf(p)}
          </option>
        ))}
      </select>
    </label>
  );
}
