// decide(command, state) -> events: routes each command to the phase's rules.
import { decideBid, decidePass } from '../auction/decide-auction';
import { decideClaim, decideConcede, decideOpen, decidePlay, decideRekontra, decideSilent } from '../play/decide-play';
import type { Command } from './commands';
import type { DealEvent } from './events';
import { RuleError } from './rule-error';
import type { DealState } from './state';

export function decide(command: Command, state: DealState): DealEvent[] {
  if (state.end?.kind === 'conceded')
    throw new RuleError('deal-thrown-in', 'the declarer has thrown in: the deal is over');
  switch (command.type) {
    case 'bid':
      return decideBid(command, state);
    case 'pass':
      return decidePass(command, state);
    case 'play':
      return decidePlay(command, state);
    case 'rekontra':
      return decideRekontra(command, state);
    case 'open':
      return decideOpen(command, state);
    case 'concede':
      return decideConcede(command, state);
    case 'claim':
      return decideClaim(command, state);
    case 'silent':
      return decideSilent(command, state);
  }
}
