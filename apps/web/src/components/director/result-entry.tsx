'use client';
// The table scorer's pad, phone first: pick the table-board, tap the contract (level, strain,
// X/XX), the declarer and the result (=, +1, −1 …); the Law 77 score is shown before he confirms;
// then the next board without a result comes up. A change after confirming is a correction. The
// opening lead may be entered too (lead-picker.tsx); the traveller then shows it. When the board's
// hand record is known (the director's live table-board view), only the opening leader's cards are
// offered. A table's own phone picks its table and round (table-round-picker.tsx) and sees only
// its boards; a keyboard enters the whole result in one typed line (typed-result-field.tsx).
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { openingLeaderOf, type TypedResult } from '@club/bridge';
import { useTRPC } from '../../trpc/client';
import { Contract } from '../suit';
import { ContractPad, contractTaps, DeclarerPad, TricksPad, type StrainLetter } from './contract-pad';
import { LeadPicker, leadText } from './lead-picker';
import { keepInAddress, tableKey, tableRoundOf, TableRoundPicker, type TableRound } from './table-round-picker';
import { TypedResultField } from './typed-result-field';
import { RefusalText } from '../refusal-words';

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

type SeatLetter = 'N' | 'E' | 'S' | 'W';
const key = (s: EntrySlot) => `${s.section}-${s.round}-${s.table}-${s.board}`;

/** The opening leader's 13 cards: what he holds now plus what he has played if the board was played live. */
export function leaderHolding(
  board: { hands: Record<SeatLetter, string[]> | null; cards: { seat: string; card: string }[] } | undefined,
  declarer: SeatLetter | null,
): string[] | null {
  if (!board?.hands || !declarer) return null;
  const leader = openingLeaderOf(declarer);
  return [...new Set([...board.hands[leader], ...board.cards.filter((c) => c.seat === leader).map((c) => c.card)])];
}

const atTableRound = (slots: readonly EntrySlot[], choice: TableRound) =>
  slots.filter(
    (s) =>
      (choice.table === null || tableKey(s.section, s.table) === choice.table) &&
      (choice.round === null || s.round === choice.round),
  );

export function ResultEntry({
  sessionId,
  slots: allSlots,
  currentRound,
}: {
  sessionId: string;
  slots: readonly EntrySlot[];
  /** The round in play: a table picking its table is taken to this round. */
  currentRound: number | null;
}) {
  const trpc = useTRPC();
  const t = useTranslations('directorResultPad');
  const router = useRouter();
  const [choice, setChoice] = useState<TableRound>(tableRoundOf(new URLSearchParams(useSearchParams().toString())));
  const slots = atTableRound(allSlots, choice);
  const [done, setDone] = useState<ReadonlySet<string>>(new Set(allSlots.filter((s) => s.entered).map(key)));
  const firstOpenOf = (among: readonly EntrySlot[]) => among.find((s) => !done.has(key(s))) ?? among[0];
  const firstOpen = firstOpenOf(slots);
  const [chosen, setChosen] = useState(firstOpen ? key(firstOpen) : '');
  const slot = slots.find((s) => key(s) === chosen) ?? firstOpen;
  const [typed, setTyped] = useState('');
  // A lead typed on the result line: the picker starts from it.
  const [typedLead, setTypedLead] = useState<string | null>(null);
  // Enter pressed before the score came back: entered as soon as it is shown.
  const [enterWhenScored, setEnterWhenScored] = useState(false);
  const [level, setLevel] = useState<number | null>(null);
  const [strain, setStrain] = useState<StrainLetter | null>(null);
  const [doubling, setDoubling] = useState<'' | 'X' | 'XX'>('');
  const [passed, setPassed] = useState(false);
  const [declarer, setDeclarer] = useState<SeatLetter | null>(null);
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
    setTyped('');
    setTypedLead(null);
    setEnterWhenScored(false);
    setEntryNo((n) => n + 1);
  };
  const choose = (next: TableRound) => {
    // A table picking itself plays the round in play, unless it names another.
    const picked =
      next.table !== null && choice.table === null && next.round === null ? { ...next, round: currentRound } : next;
    setChoice(picked);
    keepInAddress(picked);
    const first = firstOpenOf(atTableRound(allSlots, picked));
    setChosen(first ? key(first) : '');
    setLast(null);
    reset();
  };
  const readTyped = (typedResult: TypedResult) => {
    const { contract } = typedResult;
    setPassed(contract === 'Pass');
    setLevel(contract === 'Pass' ? null : contract.level);
    setStrain(contract === 'Pass' ? null : contract.strain);
    setDoubling(contract === 'Pass' ? '' : contract.doubling);
    setDeclarer(typedResult.declarer);
    setTricks(typedResult.tricks);
    setTypedLead(typedResult.lead);
  };
  const enter = useMutation(
    trpc.director.enterResult.mutationOptions({
      onSuccess: (result) => {
        if (!slot) return;
        const nowDone = new Set(done).add(key(slot));
        setDone(nowDone);
        setLast(
          t('enteredLine', {
            board: slot.board,
            table: slot.table,
            contract: contract ?? '',
            by: declarer && !passed ? t('byDeclarer', { declarer }) : '',
            lead: enteredLead ? t('lead', { lead: leadText(enteredLead) }) : '',
            score: result.scoreNs,
          }),
        );
        const next = slots.find((s) => !nowDone.has(key(s)));
        if (next) setChosen(key(next));
        else if (choice.table !== null)
          setLast(
            (line) =>
              `${line ?? ''}${choice.round !== null ? t('everyBoardDoneInRound', { round: choice.round }) : t('everyBoardDone')}`,
          );
        reset();
        router.refresh();
      },
    }),
  );

  const ready = complete && preview.data !== undefined && !enter.isPending && !(leadPending && !passed);
  const confirm = () => {
    if (!slot) return;
    setEnterWhenScored(false);
    enter.mutate({
      sessionId,
      section: slot.section,
      table: slot.table,
      board: slot.board,
      contract: entry.contract,
      declarer: entry.declarer,
      tricks: entry.tricks,
      ...(enteredLead ? { lead: enteredLead } : {}),
    });
  };
  useEffect(() => {
    if (enterWhenScored && ready) confirm();
  });
  const tables = [...new Map(allSlots.map((s) => [tableKey(s.section, s.table), s])).values()];
  const rounds = [...new Set(allSlots.map((s) => s.round))].sort((a, b) => a - b);
  const picker = <TableRoundPicker tables={tables} rounds={rounds} choice={choice} onChoose={choose} />;

  if (!slot)
    return (
      <div className="result-entry">
        {picker}
        <p className="card">{allSlots.length ? t('noBoardHere') : t('noBoards')}</p>
      </div>
    );
  return (
    <div className="result-entry">
      {picker}
      <label>
        {t('tableBoard')}
        <select name="slot" value={key(slot)} onChange={(e) => (setChosen(e.target.value), reset())}>
          {slots.map((s) => (
            <option key={key(s)} value={key(s)}>
              {`${t('slot', { section: s.section !== 'A' ? `${s.section} ` : '', round: s.round, table: s.table, board: s.board, ns: s.ns, ew: s.ew })}${done.has(key(s)) ? ' ✓' : ''}`}
            </option>
          ))}
        </select>
      </label>
      <p className="muted">
        {t('slotInfo', { board: slot.board, vulnerability: slot.vulnerability, ns: slot.ns, ew: slot.ew })}
      </p>
      <TypedResultField
        key={entryNo}
        text={typed}
        onText={(text) => (setTyped(text), setEnterWhenScored(false))}
        onRead={readTyped}
        onEnter={() => (ready ? confirm() : setEnterWhenScored(complete))}
      />
      <ContractPad
        choice={{ level, strain, doubling, passed }}
        {...contractTaps({ setLevel, setStrain, setDoubling, setPassed, setTricks })}
      />
      {!passed ? (
        <>
          <DeclarerPad declarer={declarer} onDeclarer={setDeclarer} />
          <TricksPad level={level} tricks={tricks} onTricks={setTricks} />
          {/* A new declarer is a new opening leader: a fresh picker. */}
          <LeadPicker
            key={`${entryNo}-${declarer ?? ''}-${typedLead ?? ''}`}
            lead={typedLead}
            holding={holding}
            onChange={(card, pending) => (setLead(card), setLeadPending(pending))}
          />
        </>
      ) : null}
      <div className="card score-check" aria-live="polite">
        {contract ? <Contract contract={contract} /> : t('chooseContract')}
        {declarer && !passed ? t('byDeclarer', { declarer }) : ''}
        {tricks !== null && !passed ? t('tricks', { tricks }) : ''}
        {enteredLead ? <span data-testid="lead-chosen">{t('lead', { lead: leadText(enteredLead) })}</span> : ''}
        {complete ? (
          <strong data-testid="score-preview">
            {preview.data ? t('scoreNs', { score: preview.data.scoreNs }) : preview.error ? '' : ' …'}
          </strong>
        ) : null}
        {preview.error ? (
          <p className="error" role="alert">
            <RefusalText error={preview.error} plain />
          </p>
        ) : null}
      </div>
      {enter.error ? (
        <p className="error" role="alert">
          <RefusalText error={enter.error} plain />
        </p>
      ) : null}
      <button type="button" className="confirm" disabled={!ready} onClick={confirm}>
        {enter.isPending ? t('entering') : t('confirm')}
      </button>
      {last ? (
        <p className="entered" role="status">
          {t('entered', { last })}
        </p>
      ) : null}
    </div>
  );
}
