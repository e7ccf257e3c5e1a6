'use client';
// A table's own pad: the board to enter (the next one without a result comes up), then the result
// pad's parts (contract, declarer, tricks, lead: the director's pad's components, not a copy). Each
// entry carries an id the phone makes, so sending it again records nothing. East-West confirm with
// their tap: after each board, or once for the round's boards (the session's setting). An entry far
// from the field's comes back flagged, recorded nothing: the flags are shown, and one more tap sends
// it again with them confirmed (the same entry id: nothing was recorded under it).
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { tableEnterResultInputSchema, TableView } from '@club/application/shapes';
import type { z } from 'zod';
import type { ResultFlag } from '@club/bridge';
import { useTRPC } from '../../trpc/client';
import {
  ContractPad,
  contractTaps,
  DeclarerPad,
  TricksPad,
  type DeclarerSeat,
  type StrainLetter,
} from '../director/contract-pad';
import { FormError } from '../director/form-error';
import { LeadPicker } from '../director/lead-picker';
import { TABLE_FLAGGED_WORDS, TABLE_OUTCOME_WORDS } from '../../words/table-entry';
import { resultFlagWords } from '../../words/result-flags';

/** An entry as the phone sends it. */
type TableEntry = z.input<typeof tableEnterResultInputSchema>;

export function TablePad({ view }: { view: TableView }) {
  const trpc = useTRPC();
  const router = useRouter();
  const seat = { sessionId: view.sessionId, section: view.section, table: view.table };
  const open = view.boards.filter((b) => b.result === null);
  const [chosen, setChosen] = useState<number | null>(open[0]?.board ?? null);
  const board = chosen ?? open[0]?.board ?? null;
  const [entryNo, setEntryNo] = useState(0);
  const [level, setLevel] = useState<number | null>(null);
  const [strain, setStrain] = useState<StrainLetter | null>(null);
  const [doubling, setDoubling] = useState<'' | 'X' | 'XX'>('');
  const [passed, setPassed] = useState(false);
  const [declarer, setDeclarer] = useState<DeclarerSeat | null>(null);
  const [tricks, setTricks] = useState<number | null>(null);
  const [lead, setLead] = useState<string | null>(null);
  const [last, setLast] = useState<string | null>(null);
  const [flagged, setFlagged] = useState<{ entry: TableEntry; flags: readonly ResultFlag[] } | null>(null);
  const contract = passed ? 'Pass' : level && strain ? `${level}${strain}${doubling}` : null;
  const complete = contract === 'Pass' || (contract !== null && declarer !== null && tricks !== null);
  const reset = () => {
    setLevel(null);
    setStrain(null);
    setDoubling('');
    setPassed(false);
    setDeclarer(null);
    setTricks(null);
    setLead(null);
    setEntryNo((n) => n + 1);
  };
  const enter = useMutation(
    trpc.table.enterResult.mutationOptions({
      onSuccess: (outcome, input) => {
        if (outcome.outcome === 'flagged') return setFlagged({ entry: input, flags: outcome.flags });
        setFlagged(null);
        setLast(`Board ${input.board}: ${TABLE_OUTCOME_WORDS[outcome.outcome]}, N-S ${outcome.scoreNs}.`);
        setChosen(open.find((b) => b.board !== input.board)?.board ?? null);
        reset();
        router.refresh();
      },
    }),
  );
  const confirm = useMutation(trpc.table.confirm.mutationOptions({ onSuccess: () => router.refresh() }));
  const unconfirmed = view.boards.filter((b) => b.result !== null && !b.confirmed).map((b) => b.board);
  const roundDone = open.length === 0;

  return (
    <div className="result-entry">
      {board !== null && view.open && view.ns && view.ew ? (
        <>
          <fieldset className="pad">
            <legend>Board</legend>
            {open.map((b) => (
              <button
                key={b.board}
                type="button"
                aria-pressed={b.board === board}
                onClick={() => (setChosen(b.board), setFlagged(null), reset())}
              >
                {b.board}
              </button>
            ))}
          </fieldset>
          <ContractPad
            key={`contract-${entryNo}`}
            choice={{ level, strain, doubling, passed }}
            {...contractTaps({ setLevel, setStrain, setDoubling, setPassed, setTricks })}
          />
          {!passed ? (
            <>
              <DeclarerPad declarer={declarer} onDeclarer={setDeclarer} />
              <TricksPad level={level} tricks={tricks} onTricks={setTricks} />
              <LeadPicker
                key={`lead-${entryNo}-${declarer ?? ''}`}
                lead={null}
                holding={null}
                onChange={(card) => setLead(card)}
              />
            </>
          ) : null}
          <button
            type="button"
            className="confirm"
            disabled={!complete || enter.isPending}
            onClick={() =>
              enter.mutate({
                ...seat,
                board,
                entryId: crypto.randomUUID(),
                ns: view.ns!.pair,
                ew: view.ew!.pair,
                contract: contract ?? 'Pass',
                declarer: passed ? null : declarer,
                tricks: passed ? null : tricks,
                ...(lead && !passed ? { lead } : {}),
              })
            }
          >
            {enter.isPending ? 'Entering…' : `Enter board ${board}`}
          </button>
          {flagged ? (
            <div className="flagged" role="alert">
              <p>{TABLE_FLAGGED_WORDS}</p>
              <ul>
                {flagged.flags.map((flag) => (
                  <li key={flag.code}>{resultFlagWords(flag)}</li>
                ))}
              </ul>
              <button
                type="button"
                className="confirm"
                disabled={enter.isPending}
                onClick={() => enter.mutate({ ...flagged.entry, confirmedFlags: flagged.flags.map((f) => f.code) })}
              >
                Confirm, the result is right
              </button>
            </div>
          ) : null}
          <FormError error={enter.error} />
        </>
      ) : null}
      {last ? (
        <p className="entered" role="status">
          {last}
        </p>
      ) : null}
      {view.open && view.confirmation === 'board'
        ? unconfirmed.map((b) => (
            <button
              key={b}
              type="button"
              onClick={() => confirm.mutate({ ...seat, boards: [b] })}
              disabled={confirm.isPending}
            >
              East-West confirm board {b}
            </button>
          ))
        : null}
      {view.open && view.confirmation === 'round' && roundDone && unconfirmed.length > 0 ? (
        <button
          type="button"
          onClick={() => confirm.mutate({ ...seat, boards: unconfirmed })}
          disabled={confirm.isPending}
        >
          East-West confirm the round&apos;s boards
        </button>
      ) : null}
      <FormError error={confirm.error} />
    </div>
  );
}
