// A decider that takes typed commands, met as a caller holding input meets it: the input is parsed
// first (defaults filled in, shape checked), then judged. Tests write commands as callers do.
import type { Decider } from '@club/events';

export function parsedFirst<Input, Command, Event, State>(
  decider: Decider<Command, Event, State>,
  parse: (input: Input) => Command,
): Decider<Input, Event, State> {
  return { ...decider, decide: (input, state) => decider.decide(parse(input), state) };
}
