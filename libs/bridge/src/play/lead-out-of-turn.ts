// Laws 53-56: a lead out of turn is held aside until the non-offending side elects. Declarer
// elects after a defender's lead (54, 56); a defender elects after declarer's (55A).
import type { Card } from '../cards/card';
import { leftOf, partnerOf, type Seat } from '../table/seat';
import type { PlayOption, LeadOutOfTurnOption } from './play-option';
import type { PlayEvent } from './play-event';
import type { PlayRectification } from './play-rectification';
import type { PlayState } from './play-state';
import { Refused } from './refused';
import { event } from '@club/events';

type PlayRuling = Extract<PlayEvent, { type: 'PlayRulingGiven' }>;

export function leadOutOfTurnOptions(opening: boolean, declarerSide: boolean): readonly PlayOption[] {
  if (opening && declarerSide) {
    // 54E: an opening lead attempted by declarer's side is a card exposed in the auction period (L24).
    return [{ option: 'withdraw', law: '54E', description: 'the card goes back to hand (Law 24 information rules)' }];
  }
  if (opening) {
    return [
      {
        option: 'accept',
        law: '54B',
        description: 'accept the lead: dummy is spread and declarer plays second from his own hand',
      },
      {
        option: 'declarer-spreads-hand',
        law: '54A',
        description: 'declarer spreads his hand and becomes dummy; his partner becomes declarer',
      },
      {
        option: 'withdraw',
        law: '54D',
        description: 'the card becomes a major penalty card; the correct defender leads (50D)',
      },
    ];
  }
  if (declarerSide) {
    return [
      { option: 'accept', law: '55A', description: 'a defender accepts the lead' },
      {
        option: 'withdraw',
        law: '55B',
        description: 'declarer retracts the card and leads from the correct hand, or the defender in turn leads',
      },
    ];
  }
  return [
    { option: 'accept', law: '53A', description: 'declarer accepts the lead' },
    {
      option: 'withdraw',
      law: '56',
      description: 'the card becomes a major penalty card; the correct hand leads (50D)',
    },
  ];
}

export function leadOutOfTurnEvent(state: PlayState, seat: Seat, card: Card): PlayEvent[] {
  const opening = state.tricks.length === 0;
  const declarerSide = seat === state.declarer || seat === state.dummy;
  const law = opening ? '54' : declarerSide ? '55' : '56';
  const events: PlayEvent[] = [];
  // A defender's opening lead out of turn is faced: the play period begins (41C, 54).
  if ((state.phase === 'opening-lead' || state.phase === 'lead-face-down') && !declarerSide)
    events.push(event('OpeningLeadFaced', { seat, card }));
  events.push(
    event('LeadOutOfTurnMade', {
      seat,
      card,
      correctLeader: state.turn,
      law,
      chooser: declarerSide ? 'defender' : 'declarer',
      options: leadOutOfTurnOptions(opening, declarerSide),
      irregularity: { law, offender: seat, kind: 'lead-out-of-turn', at: state.cardsPlayed },
    }),
  );
  return events;
}

/** The director applies the option elected by the non-offending side (L10C). */
export function leadOutOfTurnRuling(state: PlayState, option: LeadOutOfTurnOption, chosenBy: Seat): PlayRuling {
  const pending = state.pending;
  if (!pending) throw new Refused('no-lead-out-of-turn', 'no lead out of turn is waiting for a ruling');
  const offered = pending.options.find((o) => o.option === option);
  if (!offered)
    throw new Refused(
      'option-not-available',
      `option: '${option}' is not available (${pending.options.map((o) => o.option).join(', ')})`,
    );
  const isDeclarerSide = chosenBy === state.declarer || chosenBy === state.dummy;
  if (pending.chooser === 'declarer' ? chosenBy !== state.declarer : isDeclarerSide) {
    throw new Refused(
      'wrong-chooser',
      `chosenBy: ${chosenBy} may not elect; the option is the ${pending.chooser}'s (Laws ${pending.law}, 10C)`,
    );
  }
  const lead: PlayRectification = { kind: 'LeadAccepted', seat: pending.offender, card: pending.card };
  let rectifications: PlayRectification[];
  if (option === 'accept') rectifications = [lead];
  else if (option === 'declarer-spreads-hand') {
    rectifications = [
      { kind: 'DeclarerAndDummyExchanged', declarer: partnerOf(state.declarer), dummy: state.declarer },
      lead,
    ];
  } else {
    rectifications = [{ kind: 'CardReturnedToHand', seat: pending.offender, card: pending.card }];
    const defender = pending.offender !== state.declarer && pending.offender !== state.dummy;
    if (defender)
      rectifications.push({
        kind: 'PenaltyCard',
        seat: pending.offender,
        card: pending.card,
        grade: 'major',
        law: offered.law,
      });
    rectifications.push({ kind: 'LeadFromCorrectHand', hand: pending.correctLeader });
  }
  return event('PlayRulingGiven', { laws: [offered.law], option, chosenBy, rectifications });
}

/**
 * A card played while a lead out of turn waits: by the next player in rotation it accepts the
 * lead (53A, 54B); by the correct leader, an opponent of the offender, it is his lead (53C).
 */
export function acceptanceByPlay(state: PlayState, seat: Seat): PlayRuling {
  const pending = state.pending!;
  const declarerSide = (s: Seat) => s === state.declarer || s === state.dummy;
  const accept = pending.options.find((o) => o.option === 'accept');
  if (seat === leftOf(pending.offender) && accept) {
    return event('PlayRulingGiven', {
      laws: [accept.law],
      option: 'accept',
      chosenBy: seat === state.dummy ? state.declarer : seat,
      rectifications: [{ kind: 'LeadAccepted', seat: pending.offender, card: pending.card }],
    });
  }
  if (seat === pending.correctLeader && declarerSide(seat) !== declarerSide(pending.offender)) {
    return event('PlayRulingGiven', {
      laws: ['53C'],
      option: 'withdraw',
      chosenBy: null,
      rectifications: [{ kind: 'CardReturnedToHand', seat: pending.offender, card: pending.card }],
    });
  }
  throw new Refused(
    'lead-out-of-turn-pending',
    `${pending.offender}'s lead out of turn (${pending.card}) waits for the ${pending.chooser}'s option: ${pending.options.map((o) => o.option).join(', ')}`,
  );
}
