// The decider: a command is judged against the state folded from past events, and the verdict
// is new events. Pure functions only, so the same history always yields the same decision.

export interface Decider<Command, Event, State> {
  /** Returns the events a command causes, or throws a DomainError when it is refused. */
  decide(command: Command, state: State): readonly Event[];
  evolve(state: State, event: Event): State;
  readonly initialState: State;
}

/** Replays events over a state, starting from the decider's initial state by default. */
export function fold<Event, State>(
  decider: Pick<Decider<never, Event, State>, 'evolve' | 'initialState'>,
  events: Iterable<Event>,
  from: State = decider.initialState,
): State {
  let state = from;
  for (const event of events) state = decider.evolve(state, event);
  return state;
}
