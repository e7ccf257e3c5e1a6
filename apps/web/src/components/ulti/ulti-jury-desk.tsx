'use client';
// The jury's (zsűri) page on a phone: pick the table and deal, the offender, who called renonsz
// and the case (each with its § and the rules' Hungarian words, the English help beneath); the
// forints of every player are shown before Confirm (ulti.previewRuling settles the deal with the
// ruling without recording it) and Confirm records the ruling, which replaces the deal's outcome.
// A case that needs more (a finding, the bid concerned, the jury's own forints) asks for it below
// the rule, and only that case.
// Discipline (§11): a warning, a yellow or red card, or exclusion, with the reason. Below, the
// rulings so far. A refusal is shown in the API's words.
import type { UltiJuryDesk as Desk } from '@club/application/shapes';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useTRPC } from '../../trpc/client';
import { DISCIPLINE_WORDS } from '../../words/ulti-jury-words';
import { FormError } from '../director/form-error';
import { PlayerSelect } from './player-select';
import { UltiRulingList } from './ulti-ruling-list';
import { rulingDetails, type Entries } from './ruling-details';
import { UltiRulingFields } from './ulti-ruling-fields';
import { forints, UltiTerm, ultiTermText, Word } from './ulti-terms';

const ACTIONS = Object.entries(DISCIPLINE_WORDS) as [keyof typeof DISCIPLINE_WORDS, readonly [string, string]][];

/** A deal as the deal list names it: its bid in the rules' words, or how it ended. */
const gameOf = (d: { contract: string | null; outcome: string }) => (d.contract ? ultiTermText(d.contract) : d.outcome);

export function UltiJuryDesk({ desk, leagueId }: { desk: Desk; leagueId: string | null }) {
  const t = useTranslations('ultiJury');
  const disciplines = useTranslations('ultiDiscipline');
  const trpc = useTRPC();
  const router = useRouter();
  const name = (p: string) => desk.names[p] ?? p;
  const session = { sessionId: desk.sessionId, ...(leagueId ? { leagueId } : {}) };
  const latest = desk.tables.at(-1);
  const [place, setPlace] = useState(latest ? `${latest.round}/${latest.table}` : '');
  const table = desk.tables.find((t) => `${t.round}/${t.table}` === place);
  const [dealNo, setDealNo] = useState('');
  const [offender, setOffender] = useState('');
  const [caller, setCaller] = useState('');
  const [caseId, setCaseId] = useState('');
  const [text, setText] = useState('');
  const [entries, setEntries] = useState<Entries>({});
  const picked = desk.cases.find((c) => c.id === caseId);
  const deal = table?.deals.find((d) => String(d.dealNo) === dealNo);
  // The case's own fields; no ruling to preview until every one it needs is given (the caller too).
  const details = picked ? rulingDetails(picked, entries, table?.seating ?? []) : null;
  const callerMissing = picked?.needs.includes('caller') && !caller;
  const action =
    offender && picked && details && !callerMissing
      ? { type: 'renonsz' as const, case: picked.id, offender, ...(caller ? { caller } : {}), ...details }
      : null;
  const where = table ? { round: table.round, table: table.table } : null;
  const asked = where && deal && action ? { ...session, ...where, dealNo: deal.dealNo, action } : null;
  const preview = useQuery({
    ...trpc.ulti.previewRuling.queryOptions(asked!),
    enabled: asked !== null,
    retry: false,
  });
  const reset = () => (setDealNo(''), setOffender(''), setCaller(''), setCaseId(''), setText(''), setEntries({}));
  const confirm = useMutation(trpc.ulti.juryRuling.mutationOptions({ onSuccess: () => (reset(), router.refresh()) }));

  const [player, setPlayer] = useState('');
  const [discipline, setDiscipline] = useState<(typeof ACTIONS)[number][0]>('warning');
  const [reason, setReason] = useState('');
  const disciplined = useMutation(
    trpc.ulti.juryRuling.mutationOptions({ onSuccess: () => (setPlayer(''), setReason(''), router.refresh()) }),
  );
  // Discipline may concern anyone at the evening; the decider holds it to the players of the table.
  const everyone = [...new Set(desk.tables.flatMap((t) => t.seating))];

  return (
    <div className="stack ulti-jury">
      <p className="muted">
        {t('juryLine', {
          status: desk.status === 'closed' ? t('closed') : t('inPlay'),
          names: desk.jury.length ? desk.jury.map(name).join(', ') : t('noneNamed'),
        })}
      </p>
      <label>
        {t('table')}
        <select name="table" value={place} onChange={(e) => (setPlace(e.target.value), reset())}>
          {desk.tables.map((tb) => (
            <option key={`${tb.round}/${tb.table}`} value={`${tb.round}/${tb.table}`}>
              {t('tableOption', { round: tb.round, table: tb.table, players: tb.seating.map(name).join(', ') })}
            </option>
          ))}
        </select>
      </label>
      <section className="card" aria-label={t('rulingLabel')}>
        <h2>{t.rich('rulingHeading', { word: () => <Word word="renonsz" /> })}</h2>
        <label>
          {t('deal')}
          <select name="deal" value={dealNo} onChange={(e) => setDealNo(e.target.value)}>
            <option value="">—</option>
            {(table?.deals ?? []).map((d) => (
              <option key={d.dealNo} value={d.dealNo}>
                {d.declarer
                  ? t('dealOptionBy', { deal: d.dealNo, game: gameOf(d), name: name(d.declarer) })
                  : t('dealOption', { deal: d.dealNo, game: gameOf(d) })}
              </option>
            ))}
          </select>
        </label>
        {deal?.contract ? (
          <p className="muted">{t.rich('played', { term: () => <UltiTerm text={deal.contract!} /> })}</p>
        ) : null}
        <PlayerSelect
          label={t('offender')}
          name="offender"
          value={offender}
          none="—"
          onChange={setOffender}
          players={table?.seating ?? []}
          nameOf={name}
        />
        <PlayerSelect
          label={t('calledBy')}
          name="caller"
          value={caller}
          none="—"
          onChange={setCaller}
          players={table?.seating ?? []}
          nameOf={name}
        />
        <label>
          {t('case')}
          <select name="case" value={caseId} onChange={(e) => (setCaseId(e.target.value), setEntries({}))}>
            <option value="">—</option>
            {desk.cases.map((c) => (
              // The rules' own Hungarian words, whatever the page's language: read out as Hungarian.
              <option key={c.id} value={c.id} lang="hu">
                {c.section} {c.wording}
              </option>
            ))}
          </select>
        </label>
        {picked ? (
          <blockquote className="renonsz-case" aria-label={t('rule')}>
            <p lang="hu">
              <strong>{picked.section}</strong> {picked.wording}
            </p>
            <p className="muted">{picked.help}</p>
          </blockquote>
        ) : null}
        {picked ? (
          <UltiRulingFields
            needs={picked.needs}
            may={picked.may}
            seating={table?.seating ?? []}
            name={name}
            bids={desk.bids}
            components={desk.components}
            entries={entries}
            onChange={(key, value) => setEntries((now) => ({ ...now, [key]: value }))}
          />
        ) : null}
        <label>
          {t('note')}
          <input name="note" value={text} onChange={(e) => setText(e.target.value)} />
        </label>
        <FormError error={preview.error ?? null} />
        {preview.data && asked ? (
          <ul className="forints" aria-label={t('forints')}>
            {(table?.seating ?? []).map((p) => (
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
          disabled={!preview.data || !asked || confirm.isPending}
          onClick={() =>
            asked &&
            confirm.mutate({
              ...session,
              ...where!,
              ruling: { kind: 'renonsz', dealNo: asked.dealNo, action: asked.action },
              ...(text.trim() ? { text: text.trim() } : {}),
            })
          }
        >
          {t('confirm')}
        </button>
      </section>
      <section className="card" aria-label={t('discipline')}>
        <h2>{t('disciplineHeading')}</h2>
        <label>
          {t('player')}
          <select name="player" value={player} onChange={(e) => setPlayer(e.target.value)}>
            <option value="">—</option>
            {everyone.map((p) => (
              <option key={p} value={p}>
                {name(p)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('action')}
          <select
            name="discipline"
            value={discipline}
            onChange={(e) => setDiscipline(e.target.value as typeof discipline)}
          >
            {ACTIONS.map(([value, [hu]]) => (
              <option key={value} value={value}>
                {hu} ({disciplines(value).split(':')[0]})
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('reason')}
          <input name="reason" value={reason} onChange={(e) => setReason(e.target.value)} />
        </label>
        <FormError error={disciplined.error ?? null} />
        <button
          type="button"
          disabled={!player || !reason.trim() || !where || disciplined.isPending}
          onClick={() =>
            where &&
            disciplined.mutate({
              ...session,
              ...where,
              ruling: { kind: 'discipline', player, action: discipline },
              text: reason.trim(),
            })
          }
        >
          {t('record')}
        </button>
      </section>
      <section className="card" aria-label={t('rulings')}>
        <h2>{t('rulings')}</h2>
        <UltiRulingList
          rulings={desk.rulings}
          names={desk.names}
          cases={Object.fromEntries(desk.cases.map((c) => [c.id, c.wording]))}
        />
      </section>
    </div>
  );
}
