'use client';
// A table's own pad: the board to enter (the next one without a result comes up), then the result
// pad's parts (contract, declarer, tricks, lead: the director's pad's components, not a copy). Each
// entry carries an id the phone makes, so sending it again records nothing. East-West confirm with
// their tap: after each board, or once for the round's boards (the session's setting). An entry
// goes into the phone's queue first and leaves it once the server answered: without a network the
// boards show as waiting and are sent when it returns (the online event, and a try every 15 s). An
// entry far from the field's comes back flagged, recorded nothing: the flags are shown, and one more
// tap queues it again with them confirmed (the same entry id: nothing was recorded under it). A
// board already entered this round opens the pad again with its recorded result: sending another
// result asks the director to correct it (the server records a request, not a result); the same
// result changes nothing. It goes through the same queue, with an entry id of its own.
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TableView } from '@club/application/shapes';
import { parseContract, type ResultFlag } from '@club/bridge';
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
import { refusalOfError, useRefusalWords, type RefusedError } from '../refusal-words';
import { LeadPicker } from '../director/lead-picker';
import { Contract } from '../suit';
import { tableOutcomeWords, type TableOutcome as Outcome } from '../../words/table-entry';
import { resultFlagIn } from '../../words/result-flags';
import { dropEntry, queuedEntries, queueEntry, type QueuedEntry, type TableEntrySent } from './entry-queue';
import { movePadFocus } from '../pad-keys';

const RETRY_MS = 15_000;

/** The server answered (a refusal names the problem); anything else is a network that is not there. */
const answered = (error: unknown) =>
  typeof error === 'object' && error !== null && 'data' in error && Boolean((error as { data?: unknown }).data);

export function TablePad({ view }: { view: TableView }) {
  const t = useTranslations('tablePad');
  const tEntry = useTranslations('tableEntry');
  const tFlags = useTranslations('resultFlags');
  const seatLetter = useTranslations('seatLetters');
  const trpc = useTRPC();
  const router = useRouter();
  const { sessionId, section, table } = view;
  const seat = { sessionId, section, table };
  const [waiting, setWaiting] = useState<readonly QueuedEntry[]>([]);
  const queued = (board: number) => waiting.some((w) => w.input.board === board);
  const open = view.boards.filter((b) => b.result === null && !queued(b.board));
  // Entered boards the table may ask the director to correct: none while a request is open or queued.
  const entered = view.boards.filter((b) => b.result !== null && !b.correctionRequested && !queued(b.board));
  const [chosen, setChosen] = useState<number | null>(open[0]?.board ?? null);
  const [correcting, setCorrecting] = useState<number | null>(null);
  const correction = entered.find((b) => b.board === correcting)?.board ?? null;
  const board = correction ?? open.find((b) => b.board === chosen)?.board ?? open[0]?.board ?? null;
  // What the server answered, kept as it said it and worded when shown.
  const [refused, setRefused] = useState<{ board: number; message: string } | null>(null);
  const [entryNo, setEntryNo] = useState(0);
  const [level, setLevel] = useState<number | null>(null);
  const [strain, setStrain] = useState<StrainLetter | null>(null);
  const [doubling, setDoubling] = useState<'' | 'X' | 'XX'>('');
  const [passed, setPassed] = useState(false);
  const [declarer, setDeclarer] = useState<DeclarerSeat | null>(null);
  const [tricks, setTricks] = useState<number | null>(null);
  const [lead, setLead] = useState<string | null>(null);
  const [last, setLast] = useState<{ board: number; outcome: Outcome; scoreNs: number } | null>(null);
  const [flagged, setFlagged] = useState<{ entry: TableEntrySent; flags: readonly ResultFlag[] } | null>(null);
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
  // The pad for an entered board starts from the result recorded: the players change what is wrong.
  const askCorrection = (b: (typeof entered)[number]) => {
    reset();
    setFlagged(null);
    setCorrecting(b.board);
    const recorded = parseContract(b.result!.contract);
    if (recorded === 'Pass') setPassed(true);
    else {
      setLevel(recorded.level);
      setStrain(recorded.strain);
      setDoubling(recorded.doubling);
    }
    setDeclarer(b.result!.declarer as DeclarerSeat | null);
    setTricks(b.result!.tricks);
  };
  const cancelCorrection = () => {
    setCorrecting(null);
    reset();
  };
  const enter = useMutation(trpc.table.enterResult.mutationOptions());
  const refusalWords = useRefusalWords();
  const sending = useRef(false);
  // Sends the queue in the order entered; stops at the first entry the network does not carry.
  const send = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      const at = { sessionId, section, table };
      let heard = false;
      for (const entry of await queuedEntries(at)) {
        try {
          const outcome = await enter.mutateAsync(entry.input);
          if (outcome.outcome === 'flagged') setFlagged({ entry: entry.input, flags: outcome.flags });
          else setLast({ board: entry.input.board, outcome: outcome.outcome, scoreNs: outcome.scoreNs });
        } catch (error) {
          if (!answered(error)) break;
          setRefused({ board: entry.input.board, message: refusalWords(refusalOfError(error as RefusedError)) });
        }
        await dropEntry(entry.entryId);
        heard = true;
      }
      setWaiting(await queuedEntries(at));
      if (heard) router.refresh();
    } finally {
      sending.current = false;
    }
  }, [enter, router, sessionId, section, table, refusalWords]);
  useEffect(() => {
    void send();
    const retry = setInterval(() => void send(), RETRY_MS);
    const online = () => void send();
    window.addEventListener('online', online);
    return () => (clearInterval(retry), window.removeEventListener('online', online));
  }, [send]);
  const queue = async () => {
    if (board === null) return;
    setFlagged(null);
    const input = {
      ...seat,
      board,
      entryId: crypto.randomUUID(),
      ns: view.ns!.pair,
      ew: view.ew!.pair,
      contract: contract ?? 'Pass',
      declarer: passed ? null : declarer,
      tricks: passed ? null : tricks,
      ...(lead && !passed ? { lead } : {}),
    };
    await queueEntry(input);
    setChosen(open.find((b) => b.board !== board)?.board ?? null);
    setCorrecting(null);
    reset();
    setWaiting(await queuedEntries(seat));
    void send();
  };
  // The players confirm the flags: the same entry again, with their codes.
  const confirmFlags = async (entry: TableEntrySent, flags: readonly ResultFlag[]) => {
    setFlagged(null);
    await queueEntry({ ...entry, confirmedFlags: flags.map((f) => f.code) });
    setWaiting(await queuedEntries(seat));
    void send();
  };
  const confirm = useMutation(trpc.table.confirm.mutationOptions({ onSuccess: () => router.refresh() }));
  const unconfirmed = view.boards.filter((b) => b.result !== null && !b.confirmed).map((b) => b.board);
  const roundDone = open.length === 0;

  return (
    <div className="result-entry">
      {board !== null && view.open && view.ns && view.ew ? (
        <>
          {correction !== null ? (
            <p className="card" role="note" data-testid="table-correcting">
              {t('correcting', { board: correction })}
            </p>
          ) : (
            <fieldset onKeyDown={movePadFocus} className="pad">
              <legend>{t('board')}</legend>
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
          )}
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
          <button type="button" className="confirm" disabled={!complete} onClick={() => void queue()}>
            {correction !== null ? t('sendCorrection', { board }) : t('enter', { board })}
          </button>
          {correction !== null ? (
            <button type="button" onClick={cancelCorrection}>
              {t('cancelCorrection')}
            </button>
          ) : null}
        </>
      ) : null}
      {flagged ? (
        <div className="flagged" role="alert">
          <p>{t('boardLine', { board: flagged.entry.board, text: tEntry('flagged') })}</p>
          <ul>
            {flagged.flags.map((flag) => (
              <li key={flag.code}>{resultFlagIn(flag, { t: tFlags, seat: seatLetter })}</li>
            ))}
          </ul>
          <button type="button" className="confirm" onClick={() => void confirmFlags(flagged.entry, flagged.flags)}>
            {t('confirmFlags')}
          </button>
        </div>
      ) : null}
      {waiting.length ? (
        <ul className="card" aria-label={t('waiting')} data-testid="table-waiting">
          {waiting.map((w) => (
            <li key={w.entryId}>
              {w.input.declarer && w.input.tricks !== null && w.input.tricks !== undefined
                ? t.rich('waitingPlayed', {
                    board: w.input.board,
                    declarer: w.input.declarer,
                    tricks: w.input.tricks,
                    contract: () => <Contract contract={w.input.contract} />,
                  })
                : t.rich('waitingPassed', {
                    board: w.input.board,
                    contract: () => <Contract contract={w.input.contract} />,
                  })}
            </li>
          ))}
        </ul>
      ) : null}
      {refused ? (
        <p className="error" role="alert">
          {t('boardLine', { board: refused.board, text: refused.message })}
        </p>
      ) : null}
      {last ? (
        <p className="entered" role="status">
          {t('outcome', {
            board: last.board,
            outcome: tableOutcomeWords(tEntry, last.outcome),
            scoreNs: String(last.scoreNs),
          })}
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
              {t('confirmBoard', { board: b })}
            </button>
          ))
        : null}
      {view.open && view.confirmation === 'round' && roundDone && unconfirmed.length > 0 ? (
        <button
          type="button"
          onClick={() => confirm.mutate({ ...seat, boards: unconfirmed })}
          disabled={confirm.isPending}
        >
          {t('confirmRound')}
        </button>
      ) : null}
      <FormError error={confirm.error} />
      {view.open && view.ns && view.ew && correction === null
        ? entered.map((b) => (
            <button key={b.board} type="button" onClick={() => askCorrection(b)}>
              {t('askCorrection', { board: b.board })}
            </button>
          ))
        : null}
    </div>
  );
}
