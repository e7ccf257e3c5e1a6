// The rubber as a decider: a deal result is scored on the sheet (DealScored); reaching 100 below
// the line wins a game (GameWon, both sides' part-scores stop counting toward the next game);
// the second game wins the rubber (RubberWon with its bonus). Stopping early is RubberAbandoned.
import { DomainError, type DomainParams } from '@club/events';
import { otherSide } from '../table/seat';
import { assertRubberDealResult } from './deal-result';
import { dealEntries } from './deal-entries';
import type { RubberCommand, RubberEvent } from './rubber-events';
import { currentGame, startRubber, vulnerabilityOf, type RubberState } from './rubber-state';
import { unfinishedRubberEntries } from './unfinished-rubber';
import { GAME_TRICK_SCORE } from '../score/trick-score';
import { event } from '@club/events';

/** A command the rubber refuses (not bad data): `code` is stable for programs. */
export class RubberRefused extends DomainError<'rubber-over'> {
  constructor(code: 'rubber-over', message: string, params: DomainParams = {}) {
    super(code, message, params);
    this.name = 'RubberRefused';
  }
}

export function decideRubber(command: RubberCommand, state: RubberState): RubberEvent[] {
  if (state.status !== 'in-progress') {
    throw new RubberRefused('rubber-over', `the rubber is over (${state.status}); start a new one`, {
      status: state.status,
    });
  }
  if (command.type === 'AbandonRubber') {
    return [event('RubberAbandoned', { entries: unfinishedRubberEntries(state) })];
  }
  assertRubberDealResult(command.result);
  const scored: RubberEvent = event('DealScored', {
    deal: state.deals + 1,
    result: command.result,
    vulnerable: vulnerabilityOf(state),
    entries: dealEntries(command.result, vulnerabilityOf(state), state.variant),
  });
  const events: RubberEvent[] = [scored];
  const afterDeal = evolveRubber(state, scored);
  const side = command.result.declarer;
  if (side === null || afterDeal.partScores[side] < GAME_TRICK_SCORE) return events;
  events.push(event('GameWon', { side, game: currentGame(state) }));
  if (state.games[side] === 1) {
    const bonus =
      state.games[otherSide(side)] === 0
        ? state.variant.rubberBonus.twoGamesToNil
        : state.variant.rubberBonus.twoGamesToOne;
    events.push(event('RubberWon', { side, entries: [{ side, line: 'above', item: 'rubber-bonus', points: bonus }] }));
  }
  return events;
}

export function evolveRubber(state: RubberState, event: RubberEvent): RubberState {
  const game = currentGame(state);
  switch (event.type) {
    case 'DealScored': {
      const partScores = { ...state.partScores };
      for (const e of event.entries) if (e.line === 'below') partScores[e.side] += e.points;
      const written = event.entries.map((e) => ({ ...e, deal: event.deal, game }));
      return { ...state, deals: event.deal, partScores, sheet: [...state.sheet, ...written] };
    }
    case 'GameWon':
      // A new line is drawn: points over 100 and the opponents' part-score do not carry on.
      return {
        ...state,
        games: { ...state.games, [event.side]: state.games[event.side] + 1 },
        partScores: { NS: 0, EW: 0 },
      };
    case 'RubberWon':
      return {
        ...state,
        status: 'won',
        rubberWonBy: event.side,
        sheet: [...state.sheet, ...event.entries.map((e) => ({ ...e, game: game - 1 }))],
      };
    case 'RubberAbandoned':
      return { ...state, status: 'abandoned', sheet: [...state.sheet, ...event.entries.map((e) => ({ ...e, game }))] };
  }
}

/** Decider-shaped object (decide, evolve, initialState) for the event-sourcing machinery. */
export const rubberDecider = {
  decide: decideRubber,
  evolve: evolveRubber,
  initialState: startRubber(),
};
