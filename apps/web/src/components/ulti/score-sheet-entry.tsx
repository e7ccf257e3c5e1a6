'use client';
// The score-keeper's entry of one deal by the score sheet (ulti-sheet/1), one hand on a phone:
// declarer, bid (recent first; type to search 'ult', 'piros', 'betli'), trump for non-red suit
// games, each defender's kontra or rekontra per component, how the deal ended (played out, a
// claim, a concession, or a renonsz ruling instead), each component won or lost and the silent
// items (silent-items.tsx). The forints of every player are shown before Confirm (ulti.previewDeal settles without
// recording); a refusal names the field. Confirmed, the sheet moves to the next deal and dealer.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { UltiScoreSheet } from '@club/application/shapes';
import { useTRPC } from '../../trpc/client';
import { FormError } from '../director/form-error';
import { DealEnding, PLAYED_OUT, type EndingChoice } from './deal-ending';
import { playersInDeal, sheetRecordOf, type DoublingLevel } from './sheet-entry-record';
import { NO_SILENT, SilentItems, type SilentChoice } from './silent-items';
import { forints } from './ulti-terms';
import { movePadFocus } from '../pad-keys';

const RECENT = 'ulti-recent-bids';
const SUITS = ['makk', 'tok', 'zold'] as const;

const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export function ScoreSheetEntry({ sheet }: { sheet: UltiScoreSheet }) {
  const t = useTranslations('ultiSheet');
  const trpc = useTRPC();
  const router = useRouter();
  const name = (p: string) => sheet.names[p] ?? p;
  const active = playersInDeal(sheet);
  const [declarer, setDeclarer] = useState('');
  const [bidId, setBidId] = useState('');
  const [query, setQuery] = useState('');
  const [trump, setTrump] = useState('');
  const [levels, setLevels] = useState<Record<string, DoublingLevel>>({});
  const [lost, setLost] = useState<Record<string, boolean>>({});
  const [silent, setSilent] = useState<SilentChoice>(NO_SILENT);
  const [ending, setEnding] = useState<EndingChoice>(PLAYED_OUT);
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

  const record = sheetRecordOf(sheet, { declarer, bidId, trump, levels, lost, silent, ending });
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
        setSilent(NO_SILENT);
        setEnding(PLAYED_OUT);
        router.refresh();
      },
    }),
  );

  if (sheet.dealNo === null)
    return <p className="muted">{t('allEntered', { deals: sheet.dealsPerTable ?? '', round: sheet.round })}</p>;
  return (
    <form className="stack card score-sheet" onSubmit={(e) => e.preventDefault()} noValidate>
      <h2>{t('deal', { deal: sheet.dealNo, name: name(sheet.dealer) })}</h2>
      <fieldset>
        <legend>{t('declarer')}</legend>
        <div onKeyDown={movePadFocus} className="pad">
          {active.map((p) => (
            <button key={p} type="button" aria-pressed={declarer === p} onClick={() => setDeclarer(p)}>
              {name(p)}
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>{bid ? t('bidNamed', { bid: bid.name }) : t('bid')}</legend>
        <label>
          {t('search')}
          <input name="bidSearch" value={query} autoComplete="off" onChange={(e) => setQuery(e.target.value)} />
        </label>
        <div onKeyDown={movePadFocus} className="pad bids">
          {choices.map((b) => (
            <button key={b.id} type="button" aria-pressed={bidId === b.id} onClick={() => setBidId(b.id)}>
              {b.name}
            </button>
          ))}
        </div>
      </fieldset>
      {bid && !bid.red ? (
        <label>
          {t('trump')}
          <select name="trump" value={trump} onChange={(e) => setTrump(e.target.value)}>
            <option value="">{t('noTrump')}</option>
            {SUITS.map((id) => (
              <option key={id} value={id}>
                {t(`suits.${id}`)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <DealEnding value={ending} onChange={setEnding} sheet={sheet} nameOf={name} />
      {bid && declarer
        ? bid.components.map((c) => (
            <fieldset key={c}>
              <legend>{c}</legend>
              {ending.kind === 'played' ? (
                <button type="button" aria-pressed={!lost[c]} onClick={() => setLost((l) => ({ ...l, [c]: !l[c] }))}>
                  {lost[c] ? t('lost', { component: c }) : t('won', { component: c })}
                </button>
              ) : null}
              {defenders.map((d) => (
                <label key={d}>
                  {t('doubles', { name: name(d) })}
                  <select
                    aria-label={t('kontraOn', { component: c, name: name(d) })}
                    value={levels[`${d}/${c}`] ?? ''}
                    onChange={(e) => setLevels((l) => ({ ...l, [`${d}/${c}`]: e.target.value as DoublingLevel }))}
                  >
                    <option value="">{t('noKontra')}</option>
                    <option value="kontra">{t('kontra')}</option>
                    <option value="rekontra">{t('rekontra')}</option>
                  </select>
                </label>
              ))}
            </fieldset>
          ))
        : null}
      {bid && declarer && ending.kind === 'played' ? (
        <SilentItems value={silent} onChange={setSilent} players={active} nameOf={name} />
      ) : null}
      <FormError error={preview.error ?? null} />
      {preview.data && record ? (
        <ul className="forints" aria-label={t('forints')}>
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
        {t('confirm', { deal: sheet.dealNo })}
      </button>
      <p className="muted">
        {t('soFar', { totals: sheet.seating.map((p) => `${name(p)} ${forints(sheet.totals[p] ?? 0)}`).join(' · ') })}
      </p>
    </form>
  );
}
