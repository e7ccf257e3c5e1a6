'use client';
// The table scorer's pad, phone first: pick the table-board, tap the contract (level, strain,
// X/XX), the declarer and the result (=, +1, −1 …); the Law 77 score is shown before he confirms;
// then the next board without a result comes up. A change after confirming is a correction. The
// opening lead may be entered too (lead-picker.tsx); the traveller then shows it. When the board's
// hand record is known (the director's live table-board view), only the opening leader's cards are
// offered.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { openingLeaderOf } from '@club/bridge';
import { useTRPC } from '../../trpc/client';
import { Contract, Suit, type SuitLetter } from '../suit';
import { LeadPicker, leadText } from './lead-picker';

export interface EntrySlot {
  readonly section: string;
  readonly round: number;
  readonly table: number;
  readonly board: number;
  readonly ns: string;
  readonly ew: string;
  readonly vulnerability: string;
  readonly entered: boolean;
}

const SEATS = ['N', 'E', 'S', 'W'] as const;
const STRAINS = ['C', 'D', 'H', 'S', 'NT'] as const;
const key = (s: EntrySlot) => `${s.section}-${s.round}-${s.table}-${s.board}`;

/** The opening leader's 13 cards: what he holds now plus what he has played if the board was played live. */
export function leaderHolding(
  board:
    { hands: Record<(typeof SEATS)[number], string[]> | null; cards: { seat: string; card: string }[] } | undefined,
  declarer: (typeof SEATS)[number] | null,
): string[] | null {
  if (!board?.hands || !declarer) return null;
  const leader = openingLeaderOf(declarer);
  return [...new Set([...board.hands[leader], ...board.cards.filter((c) => c.seat === leader).map((c) => c.card)])];
}

export function ResultEntry({ sessionId, slots }: { sessionId: string; slots: readonly EntrySlot[] }) {
  const trpc = useTRPC();
  const router = useRouter();
  const [done, setDone] = useState<ReadonlySet<string>>(new Set(slots.filter((s) => s.entered).map(key)));
  const firstOpen = slots.find((s) => !done.has(key(s))) ?? slots[0];
  const [chosen, setChosen] = useState(firstOpen ? key(firstOpen) : '');
  const slot = slots.find((s) => key(s) === chosen);
  const [level, setLevel] = useState<number | null>(null);
  const [strain, setStrain] = useState<(typeof STRAINS)[number] | null>(null);
  const [doubling, setDoubling] = useState<'' | 'X' | 'XX'>('');
  const [passed, setPassed] = useState(false);
  const [declarer, setDeclarer] = useState<(typeof SEATS)[number] | null>(null);
  const [tricks, setTricks] = useState<number | null>(null);
  const [lead, setLead] = useState<string | null>(null);
  // The picker's lead is no lead yet (refused, or a suit without its rank): Confirm waits.
  const [leadPending, setLeadPending] = useState(false);
  // A picker per entry: a fresh one (no suit chosen, nothing typed) for each board.
  const [entryNo, setEntryNo] = useState(0);
  const [last, setLast] = useState<string | null>(null);

  const contract = passed ? 'Pass' : level && strain ? `${level}${strain}${doubling}` : null;
  const complete = contract === 'Pass' || (contract !== null && declarer !== null && tricks !== null);
  const enteredLead = passed ? null : lead;
  const entry = {
    sessionId,
    board: slot?.board ?? 1,
    contract: contract ?? 'Pass',
    declarer: passed ? null : declarer,
    tricks: passed ? null : tricks,
  };
  const preview = useQuery(trpc.director.scorePreview.queryOptions(entry, { enabled: complete && slot !== undefined }));
  // The hand record, for the director only (the procedure checks it); without it all ranks are offered.
  const board = useQuery(
    trpc.director.tableBoard.queryOptions(
      { sessionId, section: slot?.section ?? 'A', table: slot?.table ?? 1, board: slot?.board ?? 1 },
      { enabled: slot !== undefined && !passed, retry: false },
    ),
  );
  const holding = passed ? null : leaderHolding(board.data, declarer);

  const reset = () => {
    setLevel(null);
    setStrain(null);
    setDoubling('');
    setPassed(false);
    setDeclarer(null);
    setTricks(null);
    setLead(null);
    setLeadPending(false);
    setEntryNo((n) => n + 1);
  };
  const enter = useMutation(
    trpc.director.enterResult.mutationOptions({
      onSuccess: (result) => {
        if (!slot) return;
        const nowDone = new Set(done).add(key(slot));
        setDone(nowDone);
        setLast(
          `Board ${slot.board} at table ${slot.table}: ${contract}${declarer && !passed ? ` by ${declarer}` : ''}${enteredLead ? `, lead ${leadText(enteredLead)}` : ''}, N-S ${result.scoreNs}`,
        );
        const next = slots.find((s) => !nowDone.has(key(s)));
        if (next) setChosen(key(next));
        reset();
        router.refresh();
      },
    }),
  );
  const resultButtons = useMemo(() => {
    if (!level) return [];
    const needed = level + 6;
    return Array.from({ length: 14 }, (_, t) => t).map((t) => ({
      tricks: t,
      label: t === needed ? '=' : t > needed ? `+${t - needed}` : `−${needed - t}`,
    }));
  }, [level]);

  if (!slot) return <p className="card">This session has no table-boards.</p>;
  return (
    <div className="result-entry">
      <label>
        Table-board
        <select name="slot" value={chosen} onChange={(e) => (setChosen(e.target.value), reset())}>
          {slots.map((s) => (
            <option key={key(s)} value={key(s)}>
              {`${s.section !== 'A' ? `${s.section} ` : ''}R${s.round} T${s.table} B${s.board}: ${s.ns} v ${s.ew}${done.has(key(s)) ? ' ✓' : ''}`}
            </option>
          ))}
        </select>
      </label>
      <p className="muted">
        Board {slot.board}, vulnerable: {slot.vulnerability}. N-S {slot.ns}, E-W {slot.ew}.
      </p>
      <fieldset className="pad">
        <legend>Level</legend>
        {[1, 2, 3, 4, 5, 6, 7].map((l) => (
          <button
            key={l}
            type="button"
            aria-pressed={level === l && !passed}
            onClick={() => (setLevel(l), setPassed(false), setTricks(null))}
          >
            {l}
          </button>
        ))}
        <button type="button" aria-pressed={passed} onClick={() => (setPassed(true), setLevel(null), setStrain(null))}>
          Pass
        </button>
      </fieldset>
      {!passed ? (
        <>
          <fieldset className="pad">
            <legend>Strain</legend>
            {STRAINS.map((s) => (
              <button
                key={s}
                type="button"
                aria-pressed={strain === s}
                aria-label={s === 'NT' ? 'no trumps' : undefined}
                onClick={() => setStrain(s)}
              >
                {s === 'NT' ? 'NT' : <Suit suit={s as SuitLetter} />}
              </button>
            ))}
            {(['X', 'XX'] as const).map((d) => (
              <button
                key={d}
                type="button"
                aria-pressed={doubling === d}
                aria-label={d === 'X' ? 'doubled' : 'redoubled'}
                onClick={() => setDoubling(doubling === d ? '' : d)}
              >
                {d}
              </button>
            ))}
          </fieldset>
          <fieldset className="pad">
            <legend>Declarer</legend>
            {SEATS.map((s) => (
              <button key={s} type="button" aria-pressed={declarer === s} onClick={() => setDeclarer(s)}>
                {s}
              </button>
            ))}
          </fieldset>
          <fieldset className="pad">
            <legend>Result</legend>
            {resultButtons.map((r) => (
              <button
                key={r.tricks}
                type="button"
                aria-pressed={tricks === r.tricks}
                aria-label={`${r.tricks} tricks`}
                onClick={() => setTricks(r.tricks)}
              >
                {r.label}
              </button>
            ))}
          </fieldset>
          {/* A new declarer is a new opening leader: a fresh picker. */}
          <LeadPicker
            key={`${entryNo}-${declarer ?? ''}`}
            holding={holding}
            onChange={(card, pending) => (setLead(card), setLeadPending(pending))}
          />
        </>
      ) : null}
      <div className="card score-check" aria-live="polite">
        {contract ? <Contract contract={contract} /> : 'Choose the contract'}
        {declarer && !passed ? ` by ${declarer}` : ''}
        {tricks !== null && !passed ? `, ${tricks} tricks` : ''}
        {enteredLead ? <span data-testid="lead-chosen">{`, lead ${leadText(enteredLead)}`}</span> : ''}
        {complete ? (
          <strong data-testid="score-preview">
            {preview.data ? ` — N-S ${preview.data.scoreNs}` : preview.error ? '' : ' …'}
          </strong>
        ) : null}
        {preview.error ? (
          <p className="error" role="alert">
            {preview.error.message}
          </p>
        ) : null}
      </div>
      {enter.error ? (
        <p className="error" role="alert">
          {enter.error.message}
        </p>
      ) : null}
      <button
        type="button"
        className="confirm"
        disabled={!complete || !preview.data || enter.isPending || (leadPending && !passed)}
        onClick={() =>
          enter.mutate({
            sessionId,
            section: slot.section,
            table: slot.table,
            board: slot.board,
            contract: entry.contract,
            declarer: entry.declarer,
            tricks: entry.tricks,
            ...(enteredLead ? { lead: enteredLead } : {}),
          })
        }
      >
        {enter.isPending ? 'Entering…' : 'Confirm'}
      </button>
      {last ? (
        <p className="entered" role="status">
          Entered: {last}
        </p>
      ) : null}
    </div>
  );
}
