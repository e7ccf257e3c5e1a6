// What the rules make impossible on a score sheet, each refused naming the field (SheetError).
import { isBidId } from '../bids/bid-table';
import { COMPONENT_NAMES, type Component } from '../bids/component';
import type { Suit } from '../cards/card';
import { contractOf, type Contract } from '../game/contract';
import type { Multiplier } from '../game/state';
import { renonszCase } from '../renonsz/cases';
import { activePlayers, type Player } from '../table/seating';
import { SheetError } from './sheet-error';
import type { SheetRecord, SheetRuling, SilentItem } from './sheet-record';

export interface SheetContext {
  /** The player the table's score sheet names as the next dealer; another dealer needs a deal-5 ruling. */
  readonly nextDealer?: Player;
}

/** A sheet that passed the checks, with what settlement reads from it. */
export interface CheckedSheet {
  readonly sheet: SheetRecord;
  readonly order: readonly [Player, Player, Player];
  readonly declarer: Player | null;
  readonly defenders: readonly [Player, Player] | null;
  readonly contract: Contract | null;
  readonly trump: Suit | null;
  readonly multipliers: Readonly<Record<Player, Partial<Record<Component, Multiplier>>>>;
}

export function checkSheet(sheet: SheetRecord, context: SheetContext = {}): CheckedSheet {
  const { players, dealer, outcome } = sheet;
  const seated = (p: Player, field: string) => {
    if (!players.includes(p))
      throw new SheetError('not-at-table', `'${p}' does not sit at this table (${players.join(', ')})`, {
        field,
        player: p,
      });
  };
  players.forEach((p, i) => {
    if (players.indexOf(p) !== i)
      throw new SheetError('player-sits-twice', `'${p}' sits twice`, { field: `players.${i}`, player: p });
  });
  seated(dealer, 'dealer');
  const ruling = outcome.kind === 'renonsz' ? outcome : null;
  if (context.nextDealer !== undefined && dealer !== context.nextDealer && ruling?.case !== 'deal-5')
    throw new SheetError(
      'wrong-dealer',
      `the score sheet names ${context.nextDealer} as dealer, not ${dealer} (§13(1)#5): record the jury's deal-5 ruling`,
      { field: 'dealer', expected: context.nextDealer, got: dealer },
    );
  const order = activePlayers(players, dealer);
  if (ruling) checkRuling(ruling, players, seated, sheet.ruleSet.settings.talonTakenEarly);

  const needed = outcome.kind !== 'renonsz';
  const declarer = sheet.declarer ?? null;
  if (declarer === null && needed) throw new SheetError('field-missing', 'who played the bid?', { field: 'declarer' });
  if (declarer !== null) {
    seated(declarer, 'declarer');
    if (!order.includes(declarer))
      throw new SheetError('declarer-sits-out', `${declarer} deals at a table of four and sits out the hand`, {
        field: 'declarer',
        player: declarer,
      });
  }
  if (sheet.bid === undefined && needed)
    throw new SheetError('field-missing', 'which bid was played?', { field: 'bid' });
  if (sheet.bid !== undefined && !isBidId(sheet.bid))
    throw new SheetError('unknown-bid', `'${sheet.bid}' is not a bid id of the table (findBids searches them)`, {
      field: 'bid',
      bid: sheet.bid,
    });
  const contract = sheet.bid === undefined ? null : contractOf(sheet.bid, sheet.ruleSet.settings);
  const defenders = declarer === null ? null : defendersAfter(order, declarer);
  const trump = contract ? trumpOf(sheet, contract) : null;
  const multipliers = doublingsOf(sheet, contract, declarer, defenders, order, seated);
  if (outcome.kind === 'played') checkPlayed(outcome, contract!, declarer!, trump, order, seated);
  return { sheet, order, declarer, defenders, contract, trump, multipliers };
}

function defendersAfter(order: readonly Player[], declarer: Player): [Player, Player] {
  const i = order.indexOf(declarer);
  return [order[(i + 1) % 3]!, order[(i + 2) % 3]!];
}

/** Only the rulings that end the deal with a payment or a redeal replace its outcome. */
function checkRuling(
  r: SheetRuling,
  players: readonly Player[],
  seated: (p: Player, field: string) => void,
  talonTakenEarly: string,
): void {
  seated(r.offender, 'outcome.offender');
  if (r.caller !== undefined) seated(r.caller, 'outcome.caller');
  if (r.beneficiary !== undefined) seated(r.beneficiary, 'outcome.beneficiary');
  for (const p of Object.keys(r.amounts ?? {})) seated(p, `outcome.amounts.${p}`);
  const effect = renonszCase(r.case).effect;
  const ends =
    effect === 'pay' ||
    effect === 'redeal' ||
    (effect === 'stands' && r.noticedInTime === true) ||
    r.case === 'auction-1' ||
    ((r.case === 'auction-4a' || r.case === 'auction-5') && r.complied === false) ||
    (r.case === 'auction-5' && talonTakenEarly === 'alwaysPays');
  if (!ends)
    throw new SheetError(
      'renonsz-not-on-sheet',
      `the ${r.case} ruling does not end the deal with a payment or a redeal: write the deal's outcome, or enter the full record`,
      { field: 'outcome.case', case: r.case, players: [...players] },
    );
}

function trumpOf(sheet: SheetRecord, contract: Contract): Suit | null {
  const said = sheet.trump;
  if (contract.noTrump) {
    if (said) throw new SheetError('trump-not-allowed', `${contract.bid.name} has no trump`, { field: 'trump' });
    return null;
  }
  if (contract.bid.red) {
    if (said && said !== 'piros')
      throw new SheetError('trump-not-allowed', `red was bid: trump is piros, not ${said}`, { field: 'trump' });
    return 'piros';
  }
  if (said === 'piros')
    throw new SheetError('trump-not-allowed', `piros trump is a red bid (piros-${contract.bid.id})`, {
      field: 'trump',
    });
  // A concession before the first card or a ruling may come before trump was named.
  if (!said && sheet.outcome.kind === 'played')
    throw new SheetError('trump-missing', `which trump did the declarer name for ${contract.bid.name}?`, {
      field: 'trump',
    });
  return said ?? null;
}

function doublingsOf(
  sheet: SheetRecord,
  contract: Contract | null,
  declarer: Player | null,
  defenders: readonly Player[] | null,
  order: readonly Player[],
  seated: (p: Player, field: string) => void,
): Record<Player, Partial<Record<Component, Multiplier>>> {
  const out: Record<Player, Partial<Record<Component, Multiplier>>> = Object.fromEntries(order.map((p) => [p, {}]));
  const kontra = sheet.kontra ?? {};
  const rekontra = sheet.rekontra ?? {};
  for (const [kind, doubled] of [
    ['kontra', kontra],
    ['rekontra', rekontra],
  ] as const) {
    for (const [p, components] of Object.entries(doubled)) {
      if (components.length === 0) continue;
      seated(p, `${kind}.${p}`);
      if (contract === null || declarer === null || defenders === null)
        throw new SheetError('field-missing', 'a doubling needs the bid and its declarer', {
          field: contract === null ? 'bid' : 'declarer',
        });
      if (p === declarer)
        throw new SheetError(
          'declarer-cannot-kontra',
          kind === 'kontra' ? 'the declarer cannot kontra' : 'a rekontra is listed under the defender it answers',
          { field: `${kind}.${p}`, player: p },
        );
      if (!defenders.includes(p))
        throw new SheetError('not-at-table', `${p} sits out this hand`, { field: `${kind}.${p}`, player: p });
      components.forEach((c, i) => {
        const field = `${kind}.${p}.${i}`;
        if (!(contract.bid.components as readonly string[]).includes(c))
          throw new SheetError(
            'not-a-part-of-bid',
            `'${c}' cannot be doubled: ${contract.bid.name} is made of ${contract.bid.components.join(', ')}`,
            { field, component: c },
          );
        const component = c as Component;
        if (kind === 'rekontra' && !(kontra[p] ?? []).includes(c))
          throw new SheetError(
            'rekontra-without-kontra',
            `no kontra on ${COMPONENT_NAMES[component]} by ${p} to answer`,
            {
              field,
              component: c,
            },
          );
        out[p]![component] = kind === 'kontra' ? 2 : 4;
      });
    }
  }
  // In trump games a kontra and its rekontra count for both defenders (§7(4)).
  if (contract && !contract.noTrump && defenders) {
    const [a, b] = defenders as [Player, Player];
    const differs = contract.bid.components.find((c) => (out[a]![c] ?? 1) !== (out[b]![c] ?? 1));
    if (differs)
      throw new SheetError(
        'kontra-not-pairwise',
        `in a trump game a kontra counts for both defenders (§7(4)): ${COMPONENT_NAMES[differs]} differs between ${a} and ${b}`,
        { field: 'kontra', component: differs },
      );
  }
  return out;
}

function checkPlayed(
  outcome: Extract<SheetRecord['outcome'], { kind: 'played' }>,
  contract: Contract,
  declarer: Player,
  trump: Suit | null,
  order: readonly Player[],
  seated: (p: Player, field: string) => void,
): void {
  const components = contract.bid.components;
  for (const key of Object.keys(outcome.won))
    if (!(components as readonly string[]).includes(key))
      throw new SheetError('not-a-part-of-bid', `'${key}' is not a part of ${contract.bid.name}`, {
        field: `outcome.won.${key}`,
        component: key,
      });
  for (const c of components)
    if (outcome.won[c] === undefined)
      throw new SheetError('component-missing', `${COMPONENT_NAMES[c]}: won or lost?`, {
        field: `outcome.won.${c}`,
        component: c,
      });
  const won = outcome.won as Partial<Record<Component, boolean>>;
  const hundred = components.find((c) => c === '40-100' || c === '20-100');
  // A 100 (cards and melds ≥ 100) leaves the defenders at most 90: the játék is won with it.
  if (hundred && won[hundred] && won.parti === false)
    throw new SheetError('outcome-contradicts', `the ${hundred} was made, so the játék cannot be lost`, {
      field: 'outcome.won.parti',
    });
  const silent = outcome.silent ?? [];
  const seen = new Set<string>();
  silent.forEach((s, i) => {
    const field = `outcome.silent.${i}`;
    seated(s.player, `${field}.player`);
    if (!order.includes(s.player))
      throw new SheetError('not-at-table', `${s.player} sits out this hand`, { field: `${field}.player` });
    if (seen.has(s.kind))
      throw new SheetError('silent-twice', `a second csendes ${s.kind}: only one player can make it`, {
        field,
        kind: s.kind,
      });
    seen.add(s.kind);
    checkSilent(s, field, contract, declarer, trump, won, hundred);
  });
}

function checkSilent(
  s: SilentItem,
  field: string,
  contract: Contract,
  declarer: Player,
  trump: Suit | null,
  won: Partial<Record<Component, boolean>>,
  hundred: Component | undefined,
): void {
  const announced = (c: Component) => {
    if (contract.has(c))
      throw new SheetError('silent-in-bid', `${COMPONENT_NAMES[c]} was announced: it is not silent`, {
        field,
        kind: s.kind,
      });
  };
  const notHere = (why: string) => {
    throw new SheetError('silent-not-in-this-game', why, { field, kind: s.kind });
  };
  const contradicts = (why: string) => {
    throw new SheetError('outcome-contradicts', why, { field, kind: s.kind });
  };
  const byDeclarer = s.player === declarer;
  switch (s.kind) {
    case '100':
      if (!contract.has('parti')) notHere(`a csendes 100 belongs to the játék; ${contract.bid.name} has none`);
      if (byDeclarer && (won.parti === false || (hundred !== undefined && won[hundred] === false)))
        contradicts('a declarer with a csendes 100 has won the játék and made 100');
      if (!byDeclarer && won.parti === true) contradicts("the defenders' csendes 100 means the játék was lost");
      return;
    case 'ulti':
      announced('ultimo');
      if (trump === null) notHere(`${contract.bid.name} has no trump seven`);
      return;
    case '4-asz':
      announced('4-asz');
      if (trump === null) notHere(`a csendes 4 ász counts only in trump games`);
      return;
    case 'durchmars':
      if (contract.durchmars)
        throw new SheetError('silent-in-bid', 'durchmars was announced: it is not silent', { field, kind: s.kind });
      if (contract.betli) notHere('a betli cannot be a durchmars');
      if (!byDeclarer) notHere("only the declarer's csendes durchmars is scored (A-25)");
      if (won.parti === false) contradicts('a declarer who took every trick won the játék');
      return;
  }
}
