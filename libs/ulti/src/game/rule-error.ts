import { DomainError, type DomainParams } from '@club/events';
import type { UltiRuleCode } from './rule-codes';

/** A command the rules refuse: impossible (a card not held) or not allowed at this point. */
export class RuleError extends DomainError<UltiRuleCode> {
  constructor(code: UltiRuleCode, message: string, params: DomainParams = {}) {
    super(code, message, params);
    this.name = 'RuleError';
  }
}
