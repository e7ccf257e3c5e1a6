'use client';
// The rubber table's scorer on a phone: the dealer shown, the contract tapped on the same pad as the
// duplicate result pad (or typed in one line, the same reading: "4SN=", "3NTW-1", honours "4SN=100E"),
// the declarer by name, the tricks, honours; the sheet redrawn after each deal. Nothing is edited:
// "Correct rubber r deal n" enters that deal again as a correction (a new event), in an earlier
// rubber too. A wrong entry comes back refused naming the field, and the sheet is as it was. Between
// rubbers a table changing partners by the cut enters the cut; a rotation table rotates.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { TypedResult } from '@club/bridge';
import type { Seat } from '@club/bridge';
import type { RubberSheet } from '@club/application/shapes';
import { useTRPC } from '../../trpc/client';
import { ContractPad, contractTaps, TricksPad, type DoublingMark, type StrainLetter } from '../director/contract-pad';
import { TypedResultField } from '../director/typed-result-field';
import { CutForm, type Cut } from './cut-form';
import { ChicagoDeals } from './chicago-deals';
import { chicagoDealNumbers } from './chicago-deal-numbers';
import { EveningTotals, ScoreSheet } from './score-sheet';
import { usePlayerNames } from './player-names';
import { movePadFocus } from '../pad-keys';
import { RefusalText } from '../refusal-words';

/** The honours a player may claim, each named in the rubberScorer namespace by its code. */
const HOLDINGS = ['four-trump-honours', 'five-trump-honours', 'four-aces'] as const;
type Holding = (typeof HOLDINGS)[number];

/** Clockwise from North: the typed line names the declarer and the honours' holder by seat. */
const SEATS: readonly Seat[] = ['N', 'E', 'S', 'W'];
const seatedOf = (seating: RubberSheet['table']['rubbers'][number]['seating']) => [
  seating.NS[0],
  seating.EW[0],
  seating.NS[1],
  seating.EW[1],
];

/** A rubber's sheet; at a Chicago table with its deals' vulnerability beside it. */
function RubberSheetOf({ rubber, sheet }: { rubber: RubberSheet['evening']['rubbers'][number]; sheet: RubberSheet }) {
  const { players, variant, rubbers } = sheet.table;
  const dealt = rubbers.find((r) => r.number === rubber.number);
  const chicago = variant === 'chicago' ? chicagoDealNumbers(rubber.score.deals, dealt) : undefined;
  return (
    <>
      <ScoreSheet rubber={rubber} players={players} chicago={chicago} />
      {chicago ? <ChicagoDeals rubber={rubber} dealt={dealt} players={players} /> : null}
    </>
  );
}

/** A deal of the evening, as the undo list names it. */
interface DealRef {
  readonly rubber: number;
  readonly deal: number;
}

/** A number typed (a keyboard's way to the level or the tricks); checked by the table, not here. */
function NumberField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
}) {
  return (
    <label>
      {label}
      <input
        type="number"
        inputMode="numeric"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      />
    </label>
  );
}

export function RubberScorer({ tableId, initial }: { tableId: string; initial: RubberSheet }) {
  const t = useTranslations('rubberScorer');
  const trpc = useTRPC();
  const sheetQuery = useQuery(trpc.rubber.sheet.queryOptions({ tableId }, { initialData: initial }));
  const sheet = sheetQuery.data ?? initial;
  const [level, setLevel] = useState<number | null>(null);
  const [strain, setStrain] = useState<StrainLetter | null>(null);
  const [doubling, setDoubling] = useState<DoublingMark>('');
  const [passed, setPassed] = useState(false);
  const [declarer, setDeclarer] = useState<string | null>(null);
  const [tricks, setTricks] = useState<number | null>(null);
  const [honours, setHonours] = useState('');
  const [correcting, setCorrecting] = useState<DealRef | null>(null);
  const [typed, setTyped] = useState('');
  const [last, setLast] = useState<string | null>(null);

  const rubber = sheet.table.rubbers.at(-1);
  const scored = sheet.evening.rubbers.find((r) => r.number === rubber?.number);
  const nameOf = usePlayerNames(sheet.table.players);
  const reset = () => {
    setLevel(null);
    setStrain(null);
    setDoubling('');
    setPassed(false);
    setDeclarer(null);
    setTricks(null);
    setHonours('');
    setTyped('');
    setCorrecting(null);
  };
  // The words come once the sheet is redrawn: what the status says is on the sheet.
  const afterSaved = (words: string) => async () => {
    await sheetQuery.refetch();
    reset();
    setLast(words);
  };
  const contractWords = `${level ?? '?'}${strain ?? '?'}${doubling}`;
  const record = useMutation(trpc.rubber.recordDeal.mutationOptions());
  const passOut = useMutation(trpc.rubber.passOut.mutationOptions());
  const correct = useMutation(trpc.rubber.correctDeal.mutationOptions());
  const nextRubber = useMutation(trpc.rubber.nextRubber.mutationOptions());
  const close = useMutation(trpc.rubber.closeTable.mutationOptions());
  const failed = [record, passOut, correct, nextRubber, close].find((m) => m.error)?.error;

  if (!rubber) return null;
  const closed = sheet.table.closedAt !== null;
  const over = scored?.score.status === 'over';
  // The rubber the pad writes in: the current one, or the one whose deal is corrected.
  const target = sheet.table.rubbers.find((r) => r.number === correcting?.rubber) ?? rubber;
  const dealNo = correcting?.deal ?? rubber.deals.length + 1;
  const dealer = correcting !== null ? target.deals[correcting.deal - 1]!.dealer : sheet.nextDealer;
  const seated = seatedOf(target.seating);
  const honoursScored = sheet.table.variant === 'standard';
  const readTyped = (typedResult: TypedResult) => {
    const { contract } = typedResult;
    const playerAt = (seat: Seat | null) => (seat === null ? null : seated[SEATS.indexOf(seat)]!);
    setPassed(contract === 'Pass');
    setLevel(contract === 'Pass' ? null : contract.level);
    setStrain(contract === 'Pass' ? null : contract.strain);
    setDoubling(contract === 'Pass' ? '' : contract.doubling);
    setDeclarer(playerAt(typedResult.declarer));
    setTricks(typedResult.tricks);
    const h = typedResult.honours;
    setHonours(h ? `${playerAt(h.seat)}|${h.holding}` : '');
  };
  const [honoursPlayer, holding] = honours ? (honours.split('|') as [string, Holding]) : [null, null];
  const entry = () =>
    passed
      ? { kind: 'passed-out' as const, dealer: dealer! }
      : {
          kind: 'played' as const,
          dealer: dealer!,
          contract: { level: level!, strain: strain!, doubling },
          declarer: declarer!,
          tricks: tricks!,
          honours: honoursPlayer && holding ? { player: honoursPlayer, holding } : null,
        };
  const ready =
    dealer !== null && (passed || (level !== null && strain !== null && declarer !== null && tricks !== null));
  const save = () => {
    [record, passOut, correct, nextRubber, close].forEach((m) => m.reset());
    const deal = { rubber: target.number, deal: dealNo };
    const played = { ...deal, contract: contractWords, declarer: nameOf(declarer ?? ''), tricks: tricks ?? 0 };
    const e = entry();
    if (correcting !== null)
      correct.mutate(
        { tableId, ...correcting, entry: e, reason: 'corrected by the scorer' },
        { onSuccess: afterSaved(passed ? t('correctedPassedOut', deal) : t('corrected', played)) },
      );
    else if (e.kind === 'passed-out')
      passOut.mutate({ tableId, dealer: e.dealer }, { onSuccess: afterSaved(t('recordedPassedOut', deal)) });
    else {
      const { kind: _played, ...dealt } = e;
      record.mutate({ tableId, deal: dealt }, { onSuccess: afterSaved(t('recorded', played)) });
    }
  };

  return (
    <div className="rubber-scorer">
      {scored ? (
        <RubberSheetOf rubber={scored} sheet={sheet} />
      ) : (
        <p className="card muted">{t('noDeal', { rubber: rubber.number })}</p>
      )}
      {!closed && sheet.canScore ? (
        over && correcting === null ? (
          sheet.table.partnershipChange === 'cut' ? (
            <>
              <CutForm
                key={rubber.number}
                sheet={sheet}
                rubber={rubber.number + 1}
                pending={nextRubber.isPending}
                onCut={(cut: Cut) =>
                  nextRubber.mutate(
                    { tableId, ...cut },
                    { onSuccess: afterSaved(t('startedByCut', { rubber: rubber.number + 1 })) },
                  )
                }
              />
              {failed ? (
                <p className="error" role="alert">
                  <RefusalText error={failed} plain />
                </p>
              ) : null}
            </>
          ) : (
            <div className="card">
              <p>{t('rotate', { rubber: rubber.number })}</p>
              <button
                type="button"
                onClick={() =>
                  nextRubber.mutate({ tableId }, { onSuccess: afterSaved(t('started', { rubber: rubber.number + 1 })) })
                }
              >
                {t('nextRubber')}
              </button>
            </div>
          )
        ) : (
          <div className="result-entry" role="group" aria-label={t('dealEntry')}>
            <p className="card" data-testid="dealer">
              {t.rich(correcting !== null ? 'dealerCorrection' : 'dealer', {
                rubber: target.number,
                deal: dealNo,
                dealer: dealer ? nameOf(dealer) : '—',
                strong: (chunks) => <strong>{chunks}</strong>,
              })}
            </p>
            <p className="muted" data-testid="seats">
              {t('seats', { seats: seated.map((id, i) => `${SEATS[i]} ${nameOf(id)}`).join(', ') })}
            </p>
            <TypedResultField
              key={`${target.number}-${dealNo}`}
              text={typed}
              table={sheet.table.variant}
              onText={setTyped}
              onRead={readTyped}
              onEnter={() => (ready ? save() : undefined)}
            />
            <ContractPad
              choice={{ level, strain, doubling, passed }}
              passLabel={t('passedOut')}
              {...contractTaps({ setLevel, setStrain, setDoubling, setPassed, setTricks })}
            />
            {!passed ? (
              <>
                <fieldset onKeyDown={movePadFocus} className="pad">
                  <legend>{t('declarer')}</legend>
                  {seated.map((id) => (
                    <button key={id} type="button" aria-pressed={declarer === id} onClick={() => setDeclarer(id)}>
                      {nameOf(id)}
                    </button>
                  ))}
                </fieldset>
                <TricksPad level={level} tricks={tricks} onTricks={setTricks} />
                <div className="typed-numbers">
                  <NumberField label={t('level')} value={level} onChange={setLevel} />
                  <NumberField label={t('tricks')} value={tricks} onChange={setTricks} />
                </div>
                {honoursScored ? (
                  <label>
                    {t('honours')}
                    <select value={honours} onChange={(e) => setHonours(e.target.value)}>
                      <option value="">{t('noHonours')}</option>
                      {seated.flatMap((id) =>
                        HOLDINGS.map((h) => (
                          <option key={`${id}|${h}`} value={`${id}|${h}`}>
                            {t('holding', { name: nameOf(id), holding: t(h) })}
                          </option>
                        )),
                      )}
                    </select>
                  </label>
                ) : null}
              </>
            ) : null}
            {failed ? (
              <p className="error" role="alert">
                <RefusalText error={failed} plain />
              </p>
            ) : null}
            <button type="button" className="confirm" disabled={!ready} onClick={save}>
              {correcting !== null ? t('correct', { rubber: correcting.rubber, deal: correcting.deal }) : t('record')}
            </button>
          </div>
        )
      ) : null}
      {last ? (
        <p className="entered" role="status">
          {last}
        </p>
      ) : null}
      {!closed && sheet.canScore && sheet.table.rubbers.some((r) => r.deals.length > 0) ? (
        <div className="card">
          <label>
            {t('undo')}
            <select
              aria-label={t('dealToCorrect')}
              value={correcting ? `${correcting.rubber}:${correcting.deal}` : ''}
              onChange={(e) => {
                reset();
                const [r, d] = e.target.value.split(':').map(Number);
                setCorrecting(e.target.value === '' ? null : { rubber: r!, deal: d! });
              }}
            >
              <option value="">{t('nextDeal')}</option>
              {sheet.table.rubbers.flatMap((r) =>
                r.deals.map((_, i) => (
                  <option key={`${r.number}:${i + 1}`} value={`${r.number}:${i + 1}`}>
                    {t('correctOption', { rubber: r.number, deal: i + 1 })}
                  </option>
                )),
              )}
            </select>
          </label>
          <p className="muted">{t('undoHelp')}</p>
          <button type="button" onClick={() => close.mutate({ tableId }, { onSuccess: afterSaved(t('closedStatus')) })}>
            {t('close')}
          </button>
        </div>
      ) : null}
      {sheet.evening.rubbers
        .filter((r) => r.number !== rubber.number)
        .reverse()
        .map((r) => (
          <RubberSheetOf key={r.number} rubber={r} sheet={sheet} />
        ))}
      <EveningTotals sheet={sheet} />
    </div>
  );
}
