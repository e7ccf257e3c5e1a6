// The rubber table's rules: who may sit, what a deal may say, when a rubber is over. Impossible
// data is refused naming the field (params.field), and nothing is recorded.
import { eventsAt, type Decider } from '@club/events';
import { refuse } from '../shared/refuse';
import { refuseLongName } from '../shared/name-limit';
import type { RubberTableCommand, OpenRubberTable } from './rubber-table-commands';
import {
  RUBBER_TABLE_EVENT_VERSIONS,
  type RubberSeating,
  type RubberTableDeal,
  type RubberTableEvent,
} from './rubber-table-events';
import {
  currentRubber,
  evolveRubberTable,
  initialRubberTableState,
  type RubberTableState,
  type TableRubber,
} from './rubber-table-state';
import { scoreTableRubber, sideOfPlayer } from './rubber-table-score';
import { rotateSeating } from './rotation';

const STRAINS = ['C', 'D', 'H', 'S', 'NT'];
const event = eventsAt(RUBBER_TABLE_EVENT_VERSIONS);

function refuseSeating(seating: RubberSeating, playerIds: readonly string[]): void {
  const seated = [...seating.NS, ...seating.EW, ...(seating.out === null ? [] : [seating.out])];
  for (const id of seated)
    if (!playerIds.includes(id))
      refuse('player-not-at-table', `seating: '${id}' is not a player of this table`, { field: 'seating', player: id });
  if (new Set(seated).size !== seated.length || seated.length !== playerIds.length)
    refuse('partnerships', 'seating: every player of the table sits (or, one of five, sits out) exactly once', {
      field: 'seating',
    });
}

function refuseOpen(command: OpenRubberTable): void {
  const ids = command.players.map((p) => p.playerId);
  if (ids.length < 4 || ids.length > 5)
    refuse('table-size', `players: a rubber table has 4 or 5 players, not ${ids.length}`, { field: 'players' });
  if (new Set(ids).size !== ids.length)
    refuse('player-twice', 'players: a player is listed twice', { field: 'players' });
  for (const p of command.players) refuseLongName('players.name', p.name);
  refuseSeating(command.seating, ids);
  if ((command.seating.out === null) !== (ids.length === 4))
    refuse('partnerships', 'seating.out: with five players one sits out, with four none', { field: 'seating.out' });
  if (command.seating.out === command.firstDealer || !ids.includes(command.firstDealer))
    refuse('player-not-at-table', `firstDealer: '${command.firstDealer}' is not playing at the table`, {
      field: 'firstDealer',
    });
  const stake = command.stake ?? null;
  if (stake !== null && (!Number.isInteger(stake) || stake <= 0))
    refuse('stake', `stake: ${stake} is not a whole positive amount per 100 points`, { field: 'stake' });
  const rounding = command.rounding ?? 100;
  if (![1, 10, 50, 100].includes(rounding))
    refuse('stake', `rounding: ${rounding} is not 1, 10, 50 or 100 points`, { field: 'rounding' });
}

/** Refuses a deal the table cannot have played, naming the field. */
function refuseDeal(entry: RubberTableDeal, seating: RubberSeating): void {
  if (sideOfPlayer(seating, entry.dealer) === null)
    refuse('player-not-at-table', `dealer: '${entry.dealer}' is not playing this rubber`, { field: 'dealer' });
  if (entry.kind === 'passed-out') return;
  const { level, strain, doubling } = entry.contract;
  if (!Number.isInteger(level) || level < 1 || level > 7)
    refuse('bad-contract', `contract.level: ${level} is not 1..7`, { field: 'contract.level', value: level });
  if (!STRAINS.includes(strain))
    refuse('bad-contract', `contract.strain: '${strain}' is not C, D, H, S or NT`, { field: 'contract.strain' });
  if (!['', 'X', 'XX'].includes(doubling))
    refuse('bad-contract', `contract.doubling: '${doubling}' is not '', X or XX`, { field: 'contract.doubling' });
  if (sideOfPlayer(seating, entry.declarer) === null)
    refuse('player-not-at-table', `declarer: '${entry.declarer}' is not playing this rubber`, { field: 'declarer' });
  if (!Number.isInteger(entry.tricks) || entry.tricks < 0 || entry.tricks > 13)
    refuse('bad-tricks', `tricks: ${entry.tricks} is not 0..13`, { field: 'tricks', value: entry.tricks });
  const honours = entry.honours;
  if (honours === null) return;
  if (sideOfPlayer(seating, honours.player) === null)
    refuse('player-not-at-table', `honours.player: '${honours.player}' is not playing this rubber`, {
      field: 'honours.player',
    });
  const noTrump = strain === 'NT';
  if (honours.holding === 'four-aces' && !noTrump)
    refuse('bad-honours', `honours: four aces score only at no-trump, not in ${strain}`, { field: 'honours' });
  if (honours.holding !== 'four-aces' && noTrump)
    refuse('bad-honours', 'honours: trump honours need a trump suit, the contract is no-trump', { field: 'honours' });
}

function refuseOver(state: RubberTableState): void {
  const rubber = currentRubber(state)!;
  if (scoreTableRubber(state.variant, rubber.seating, rubber.deals, false).status !== 'over') return;
  if (state.variant === 'chicago')
    refuse('chicago-round-over', `deal: Chicago round ${rubber.number} has had its four deals; start the next round`, {
      field: 'deal',
      rubber: rubber.number,
    });
  refuse('rubber-over', `deal: rubber ${rubber.number} is over; start the next rubber`, {
    field: 'deal',
    rubber: rubber.number,
  });
}

/**
 * A corrected deal must leave its rubber playable as recorded: the deals after it still inside the
 * rubber, and an earlier rubber still over (the next one started because it was). The later
 * rubbers stand as played: a rubber's score reads only its own deals (vulnerability from its own
 * games), so correcting an earlier rubber changes that rubber's sheet and the evening's totals only.
 */
function refuseCorrection(state: RubberTableState, target: TableRubber, dealNo: number, entry: RubberTableDeal) {
  const deals = target.deals.map((d, i) => (i + 1 === dealNo ? entry : d));
  let status: 'in-progress' | 'over' = 'in-progress';
  try {
    status = scoreTableRubber(state.variant, target.seating, deals, false).status;
  } catch {
    refuse('correction-conflicts', `entry: with this deal the rubber ends before deal ${deals.length}`, {
      field: 'entry',
    });
  }
  if (target !== currentRubber(state) && status !== 'over')
    refuse(
      'correction-reopens-rubber',
      `entry: with this deal rubber ${target.number} would not be over, yet rubber ${target.number + 1} has started`,
      { field: 'entry', rubber: target.number },
    );
}

export function decideRubberTable(command: RubberTableCommand, state: RubberTableState): readonly RubberTableEvent[] {
  if (command.type === 'OpenRubberTable') {
    if (state.tableId !== null) refuse('rubber-table-exists', `rubber table '${state.tableId}' is already open`);
    refuseOpen(command);
    return [
      event('RubberTableOpened', {
        tableId: command.tableId,
        clubId: command.clubId,
        openedBy: command.openedBy,
        openedAt: command.openedAt,
        seasonId: command.seasonId ?? null,
        players: command.players,
        seating: command.seating,
        firstDealer: command.firstDealer,
        variant: command.variant,
        stake: command.stake ?? null,
        rounding: command.rounding ?? 100,
        partnershipChange: command.partnershipChange ?? 'cut',
      }),
    ];
  }
  if (state.tableId === null) refuse('no-rubber-table', 'the rubber table is not open');
  if (state.closedAt !== null) refuse('rubber-table-closed', `rubber table '${state.tableId}' is closed`);
  const rubber = currentRubber(state)!;
  switch (command.type) {
    case 'RecordRubberDeal':
      refuseOver(state);
      refuseDeal(command.entry, rubber.seating);
      return [
        event('RubberDealRecorded', { rubber: rubber.number, deal: rubber.deals.length + 1, entry: command.entry }),
      ];
    case 'CorrectRubberDeal': {
      // Any rubber of the evening: a deal of an earlier one too (refuseCorrection says when not).
      const target = state.rubbers.find((r) => r.number === command.rubber);
      if (!target || command.deal < 1 || command.deal > target.deals.length)
        refuse('unknown-deal', `deal: rubber ${command.rubber} deal ${command.deal} is not a deal of this table`, {
          field: 'deal',
        });
      refuseLongName('reason', command.reason);
      refuseDeal(command.entry, target.seating);
      refuseCorrection(state, target, command.deal, command.entry);
      return [
        event('RubberDealCorrected', {
          rubber: command.rubber,
          deal: command.deal,
          entry: command.entry,
          correctedBy: command.correctedBy,
          reason: command.reason,
        }),
      ];
    }
    case 'StartNextRubber': {
      if (scoreTableRubber(state.variant, rubber.seating, rubber.deals, false).status !== 'over')
        refuse('rubber-in-progress', `rubber ${rubber.number} is still in progress`, { rubber: rubber.number });
      const ids = state.players.map((p) => p.playerId);
      let seating = command.seating ?? rubber.seating;
      let how: 'cut' | 'rotation' | 'same' = command.seating ? 'cut' : 'same';
      if (state.partnershipChange === 'rotation') {
        if (command.seating)
          refuse('partnerships', 'seating: this table changes partnerships by rotation', { field: 'seating' });
        seating = rotateSeating(rubber.seating, state.players);
        how = 'rotation';
      } else if (ids.length === 5 && !command.seating) {
        refuse('partnerships', 'seating: with five players the cut decides who sits out of the next rubber', {
          field: 'seating',
        });
      }
      refuseSeating(seating, ids);
      const firstDealer = command.firstDealer ?? null;
      if (firstDealer !== null && sideOfPlayer(seating, firstDealer) === null)
        refuse('player-not-at-table', `firstDealer: '${firstDealer}' does not play the next rubber`, {
          field: 'firstDealer',
        });
      return [event('NextRubberStarted', { rubber: rubber.number + 1, seating, how, firstDealer })];
    }
    case 'CloseRubberTable':
      return [event('RubberTableClosed', { closedAt: command.closedAt })];
  }
}

export const rubberTableDecider: Decider<RubberTableCommand, RubberTableEvent, RubberTableState> = {
  decide: decideRubberTable,
  evolve: evolveRubberTable,
  initialState: initialRubberTableState,
};
