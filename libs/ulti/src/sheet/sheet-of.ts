// The score sheet of a full record: what the score-keeper would have written for the same deal.
// Settling it gives the same deltas as replaying the record (property test, sheet.test.ts).
import type { Component } from '../bids/component';
import { contractOf } from '../game/contract';
import { defendersOf, initialState, type DealState } from '../game/state';
import { factsOfPlay } from '../outcome/facts';
import { renonszCase } from '../renonsz/cases';
import { replay, type Replay } from '../record/replay';
import type { DealRecord, RecordAction } from '../record/deal-record';
import { judge } from '../settlement/judge';
import { SheetError } from './sheet-error';
import { SHEET_RECORD_FORMAT, type SheetRecord, type SilentItem } from './sheet-record';

type Ruling = Extract<RecordAction, { type: 'renonsz' }>;

export function sheetOf(record: DealRecord): SheetRecord {
  const replayed = replay(record);
  const base = {
    format: SHEET_RECORD_FORMAT,
    ruleSet: record.ruleSet,
    players: [...record.players],
    dealer: record.dealer,
  } satisfies Omit<SheetRecord, 'outcome'>;
  const { outcome } = replayed.result;
  if (outcome === 'ruling' || outcome === 'redeal') return rulingSheet(record, replayed, base);
  const adjusting = record.actions.findIndex((a) => a.type === 'renonsz' && renonszCase(a.case).effect === 'adjust');
  if (adjusting >= 0)
    throw new SheetError(
      'sheet-not-derivable',
      'a ruling that corrects a played deal (§13(3)#10–12) is kept only in the full record',
      { field: `actions.${adjusting}` },
    );
  const { state } = replayed;
  const declarer = state.declarer!;
  const contract = contractOf(state.bid!, state.ruleSet.settings);
  const head = { ...base, declarer, bid: state.bid!, ...trumpOf(state), ...doublingsOf(state) };
  if (state.end?.kind === 'conceded')
    return {
      ...head,
      outcome: { kind: 'conceded', when: state.end.beforeFirstCard ? 'before-first-card' : 'agreed' },
    };
  const facts = factsOfPlay(state);
  const defenders = defendersOf(state);
  const j = judge(contract, state.trump, declarer, defenders, facts, state.ruleSet.settings);
  const silent: SilentItem[] = [];
  if (j.silent100) {
    const side = j.silent100 === 'declarer' ? [declarer] : defenders;
    const claim = facts.silentClaims.find((s) => s.kind === '100' && side.includes(s.player))!;
    silent.push({ kind: '100', player: claim.player });
  }
  const last = facts.lastTrick;
  if (state.trump !== null && !contract.has('ultimo') && last?.trumpSevenBy) {
    const holder = last.trumpSevenBy;
    if (last.winner === holder) silent.push({ kind: 'ulti', player: holder, result: 'made' });
    else if (holder === declarer || last.winner === declarer)
      silent.push({ kind: 'ulti', player: holder, result: 'lost' });
  }
  if (state.trump !== null && !contract.has('4-asz')) {
    const claimed = (side: readonly string[]) =>
      facts.silentClaims.some((s) => s.kind === '4-asz' && side.includes(s.player));
    const taker = [declarer, ...defenders].find((p) => facts.acesBy[p] === 4);
    if (taker && claimed(taker === declarer ? [declarer] : defenders)) silent.push({ kind: '4-asz', player: taker });
  }
  if (!contract.durchmars && !contract.betli && facts.tricksBy[declarer] === 10)
    silent.push({ kind: 'durchmars', player: declarer });
  return {
    ...head,
    outcome: {
      kind: 'played',
      won: Object.fromEntries(j.results.map((r) => [r.component, r.won])),
      ...(silent.length ? { silent } : {}),
      ...(state.end?.kind === 'claimed' ? { claimed: true } : {}),
    },
  };
}

/** Trump only where the sheet asks for it: a non-red trump game, once named. */
function trumpOf(state: DealState): { trump?: SheetRecord['trump'] } {
  if (state.trump === null || state.trump === 'piros' || state.bid?.startsWith('piros-')) return {};
  return { trump: state.trump };
}

function doublingsOf(state: DealState): Pick<SheetRecord, 'kontra' | 'rekontra'> {
  const list = (level: number) =>
    Object.fromEntries(
      Object.entries(state.multipliers)
        .map(
          ([p, m]) =>
            [
              p,
              Object.entries(m)
                .filter(([, x]) => (x ?? 1) >= level)
                .map(([c]) => c as Component),
            ] as const,
        )
        .filter(([, cs]) => cs.length > 0),
    );
  const kontra = list(2);
  const rekontra = list(4);
  return {
    ...(Object.keys(kontra).length ? { kontra } : {}),
    ...(Object.keys(rekontra).length ? { rekontra } : {}),
  };
}

/** A deal ended by the jury: the ruling, and the bid and doublings standing before the offence. */
function rulingSheet(record: DealRecord, replayed: Replay, base: Omit<SheetRecord, 'outcome'>): SheetRecord {
  const index = record.actions.findLastIndex((a) => a.type === 'renonsz');
  const ruling = record.actions[index] as Ruling;
  const at = ruling.at ?? index - 1;
  const dealt = initialState(record.ruleSet, record.players, record.dealer, record.hands);
  // A forfeit (§13(2)#1) is paid when the auction closes on the offender's bid.
  const before = ruling.case === 'auction-1' ? replayed.state : at <= 0 ? dealt : replayed.after[at - 1]!;
  const declarer = before.declarer ?? before.highest?.player;
  const bid = before.bid ?? before.highest?.bid;
  const { type: _, at: __, ...fields } = ruling;
  const paidBid = replayed.result.contract;
  const namesBid = ruling.case.startsWith('auction-') || ruling.case === 'play-2';
  return {
    ...base,
    ...(declarer ? { declarer } : {}),
    ...(bid ? { bid } : {}),
    ...trumpOf(before),
    ...doublingsOf(before),
    outcome: { kind: 'renonsz', ...fields, ...(namesBid && paidBid ? { bid: paidBid } : {}) },
  };
}
