// A command the rules engine cannot record: impossible data (a card the player does not hold) or
// a step that does not exist in the current state. Irregular but possible actions are never refused.
export class Refused extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'Refused';
  }
}
