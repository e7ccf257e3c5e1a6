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

export function UltiJuryDesk({ desk, leagueId }: { desk: Desk; leagueId: string | null }) {
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
        {desk.status === 'closed' ? 'closed' : 'in play'} · jury (zsűri):{' '}
        {desk.jury.length ? desk.jury.map(name).join(', ') : 'none named yet'}
      </p>
      <label>
        Table
        <select name="table" value={place} onChange={(e) => (setPlace(e.target.value), reset())}>
          {desk.tables.map((t) => (
            <option key={`${t.round}/${t.table}`} value={`${t.round}/${t.table}`}>
              Round {t.round}, table {t.table}: {t.seating.map(name).join(', ')}
            </option>
          ))}
        </select>
      </label>
      <section className="card" aria-label="Renonsz ruling">
        <h2>
          <Word word="renonsz" /> ruling
        </h2>
        <label>
          Deal
          <select name="deal" value={dealNo} onChange={(e) => setDealNo(e.target.value)}>
            <option value="">—</option>
            {(table?.deals ?? []).map((d) => (
              <option key={d.dealNo} value={d.dealNo}>
                Deal {d.dealNo}: {d.contract ? ultiTermText(d.contract) : d.outcome}
                {d.declarer ? ` by ${name(d.declarer)}` : ''}
              </option>
            ))}
          </select>
        </label>
        {deal?.contract ? (
          <p className="muted">
            Played: <UltiTerm text={deal.contract} />
          </p>
        ) : null}
        <PlayerSelect
          label="Offender"
          name="offender"
          value={offender}
          none="—"
          onChange={setOffender}
          players={table?.seating ?? []}
          nameOf={name}
        />
        <PlayerSelect
          label="Called by"
          name="caller"
          value={caller}
          none="—"
          onChange={setCaller}
          players={table?.seating ?? []}
          nameOf={name}
        />
        <label>
          Case
          <select name="case" value={caseId} onChange={(e) => (setCaseId(e.target.value), setEntries({}))}>
            <option value="">—</option>
            {desk.cases.map((c) => (
              <option key={c.id} value={c.id}>
                {c.section} {c.wording}
              </option>
            ))}
          </select>
        </label>
        {picked ? (
          <blockquote className="renonsz-case" aria-label="The rule">
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
          Note (optional)
          <input name="note" value={text} onChange={(e) => setText(e.target.value)} />
        </label>
        <FormError error={preview.error ?? null} />
        {preview.data && asked ? (
          <ul className="forints" aria-label="Forints">
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
          Confirm the ruling
        </button>
      </section>
      <section className="card" aria-label="Discipline">
        <h2>Discipline (§11)</h2>
        <label>
          Player
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
          Action
          <select
            name="discipline"
            value={discipline}
            onChange={(e) => setDiscipline(e.target.value as typeof discipline)}
          >
            {ACTIONS.map(([value, [hu, en]]) => (
              <option key={value} value={value}>
                {hu} ({en.split(':')[0]})
              </option>
            ))}
          </select>
        </label>
        <label>
          Reason
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
          Record the discipline
        </button>
      </section>
      <section className="card" aria-label="Rulings">
        <h2>Rulings</h2>
        <UltiRulingList
          rulings={desk.rulings}
          names={desk.names}
          cases={Object.fromEntries(desk.cases.map((c) => [c.id, c.wording]))}
        />
      </section>
    </div>
  );
}
