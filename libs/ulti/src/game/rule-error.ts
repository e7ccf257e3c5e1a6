/** A command the rules refuse: impossible (a card not held) or not allowed at this point. */
export class RuleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RuleError';
  }
}
