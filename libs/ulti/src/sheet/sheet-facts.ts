// The facts of a deal as its score sheet tells them. Settlement (settle.ts, judge.ts) only asks
// who won each component, who made which silent item and how the last trick went, so the sheet's
// answers are written as the smallest facts that give the same answers; they are not the cards.
import { isBetli, isDurchmars, type Component } from '../bids/component';
import type { Facts } from '../outcome/facts';
import type { Player } from '../table/seating';
import type { CheckedSheet } from './check-sheet';

export function factsOfSheet(checked: CheckedSheet): Facts {
  const { sheet, order, contract } = checked;
  const declarer = checked.declarer!;
  const [first] = checked.defenders!;
  if (sheet.outcome.kind !== 'played' || contract === null) throw new RangeError('only a played deal has facts');
  const won = sheet.outcome.won as Partial<Record<Component, boolean>>;
  const silent = sheet.outcome.silent ?? [];
  const item = <K extends (typeof silent)[number]['kind']>(kind: K) =>
    silent.find((s): s is Extract<(typeof silent)[number], { kind: K }> => s.kind === kind);
  const zero = () => Object.fromEntries(order.map((p) => [p, 0])) as Record<Player, number>;
  const components = contract.bid.components;

  const tricksBy = zero();
  const betli = components.find(isBetli);
  const durchmars = components.find(isDurchmars);
  const tricks = betli ? (won[betli] ? 0 : 1) : durchmars ? (won[durchmars] ? 10 : 9) : item('durchmars') ? 10 : 5;
  tricksBy[declarer] = tricks;
  tricksBy[first] = 10 - tricks;

  // Card points stand for card points and melds together (melds are 0): only the comparisons count.
  const cardPointsBy = zero();
  const hundred = components.find((c) => c === '40-100' || c === '20-100');
  const s100 = item('100');
  const declarers100 = s100?.player === declarer;
  cardPointsBy[declarer] = (hundred && won[hundred]) || declarers100 ? 100 : won.parti === false ? 30 : 60;
  cardPointsBy[first] = s100 && !declarers100 ? 100 : won.parti === false ? 70 : 20;

  const acesBy = zero();
  if (won['4-asz']) acesBy[declarer] = 4;
  const aces = item('4-asz');
  if (aces) acesBy[aces.player] = 4;

  const ulti = item('ulti');
  let lastTrick: Facts['lastTrick'];
  if (components.includes('ultimo'))
    lastTrick = won.ultimo ? { winner: declarer, trumpSevenBy: declarer } : { winner: first, trumpSevenBy: null };
  else if (ulti?.result === 'made') lastTrick = { winner: ulti.player, trumpSevenBy: ulti.player };
  else if (ulti) lastTrick = { winner: ulti.player === declarer ? first : declarer, trumpSevenBy: ulti.player };
  else lastTrick = { winner: tricks === 0 ? first : declarer, trumpSevenBy: null };

  return {
    tricksBy,
    cardPointsBy,
    talonPoints: 0,
    meldsBy: zero(),
    acesBy,
    lastTrick,
    silentClaims: [
      ...(s100 ? [{ player: s100.player, kind: '100' as const }] : []),
      ...(aces ? [{ player: aces.player, kind: '4-asz' as const }] : []),
    ],
  };
}
