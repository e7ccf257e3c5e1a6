// A command the rules engine cannot record: impossible data (a card the player does not hold) or
// a step that does not exist in the current state. Irregular but possible actions are never refused.
import { DomainError, type DomainParams } from '@club/events';
import type { BridgeRefusalCode } from './refusal-codes';

export class Refused extends DomainError<BridgeRefusalCode> {
  constructor(code: BridgeRefusalCode, message: string, params: DomainParams = {}) {
    super(code, message, params);
    this.name = 'Refused';
  }
}
