// Law 64: after play ends, each established revoke transfers tricks from the offending side to
// the other. 2007 and 1997 differ (spec §0.2): 1997 64A2 adds a trick won by the offender with a
// card he could have played to the revoke trick; 2007 64B7 removes all transfers when both sides
// revoked. The footnote "a trick won in dummy is not won by declarer" follows from comparing hands.
import type { LawsEdition } from '../director/laws-edition';
import { sideOf, type Side } from '../table/seat';
import type { Revoke } from './revoke';
import type { Trick } from './trick';

export type TransferBasis = '64A1' | '64A2';
export type NoTransferReason = '64B1' | '64B2' | '64B3' | '64B4' | '64B5' | '64B6' | '64B7' | 'cap';

export interface RevokeTransfer {
  readonly revoke: Revoke;
  readonly count: number;
  readonly from: Side;
  readonly to: Side;
  readonly basis: TransferBasis | null;
  readonly reason: NoTransferReason | null;
}

export interface Law64Input {
  readonly tricks: readonly Trick[];
  readonly revokes: readonly Revoke[];
  readonly edition: LawsEdition;
  /** Tricks a claim or concession gave each side for the tricks not played (L69A, 70), counted as won after any revoke. */
  readonly claimedTricks?: Readonly<Record<Side, number>>;
}

export function revokeTransfers(input: Law64Input): RevokeTransfer[] {
  const established = input.revokes.filter((r) => r.status === 'established');
  const sides = new Set(established.map((r) => sideOf(r.offender)));
  const bothSides = input.edition === '2007' && sides.size === 2;
  const claimed = input.claimedTricks ?? { NS: 0, EW: 0 };
  const raw = established.map((revoke, index): RevokeTransfer => {
    const from = sideOf(revoke.offender);
    const to: Side = from === 'NS' ? 'EW' : 'NS';
    const none = (reason: NoTransferReason): RevokeTransfer => ({ revoke, count: 0, from, to, basis: null, reason });
    if (bothSides) return none('64B7');
    const earlierSameSuit = established
      .slice(0, index)
      .some((e) => e.offender === revoke.offender && e.suit === revoke.suit);
    if (earlierSameSuit) return none('64B2');
    if (revoke.failedToPlayFacedCard) return none('64B3');
    if (revoke.attention === 'after-next-board-call') return none('64B4');
    if (revoke.attention === 'after-round-end') return none('64B5');
    if (revoke.trickNo === 12) return none('64B6');
    const revokeTrick = input.tricks.find((t) => t.no === revoke.trickNo);
    const later = input.tricks.filter((t) => t.no > revoke.trickNo);
    const laterWon = later.filter((t) => sideOf(t.winner) === from).length + claimed[from];
    const revokeTrickWon = revokeTrick !== undefined && sideOf(revokeTrick.winner) === from;
    if (revokeTrick?.winner === revoke.offender)
      return { revoke, count: 1 + (laterWon > 0 ? 1 : 0), from, to, basis: '64A1', reason: null };
    if (!revokeTrickWon && laterWon === 0) return none('64B1');
    const extra = input.edition === '1997' && wonLaterWithLegalCard(revoke, later) ? 1 : 0;
    return { revoke, count: 1 + extra, from, to, basis: '64A2', reason: null };
  });
  return capToTricksWon(raw, input.tricks, claimed);
}

/**
 * [derived] A transfer moves tricks the offending side won from the revoke trick on, so the
 * transfers of one side can never exceed them. Later revokes draw on fewer tricks: cap them first.
 */
function capToTricksWon(
  raw: readonly RevokeTransfer[],
  tricks: readonly Trick[],
  claimed: Readonly<Record<Side, number>>,
): RevokeTransfer[] {
  const capped = [...raw];
  const consumed: Record<Side, number> = { NS: 0, EW: 0 };
  const latestFirst = raw.map((t, i) => [t, i] as const).sort((a, b) => b[0].revoke.trickNo - a[0].revoke.trickNo);
  for (const [transfer, i] of latestFirst) {
    if (transfer.count === 0) continue;
    const pool =
      tricks.filter((t) => t.no >= transfer.revoke.trickNo && sideOf(t.winner) === transfer.from).length +
      claimed[transfer.from];
    const count = Math.max(0, Math.min(transfer.count, pool - consumed[transfer.from]));
    consumed[transfer.from] += count;
    if (count < transfer.count) capped[i] = { ...transfer, count, reason: 'cap' };
  }
  return capped;
}

/** 1997 64A2: a later trick won by the offender with a card he could have played to the revoke trick. */
function wonLaterWithLegalCard(revoke: Revoke, later: readonly Trick[]): boolean {
  return later.some(
    (t) =>
      t.winner === revoke.offender &&
      t.cards.some((c) => c.seat === revoke.offender && revoke.legalCards.includes(c.card)),
  );
}

/** Net tricks the declaring side gains (negative: loses) from all transfers. */
export function transferToDeclarerSide(transfers: readonly RevokeTransfer[], declarerSide: Side): number {
  return transfers.reduce((sum, t) => sum + (t.to === declarerSide ? t.count : -t.count), 0);
}
