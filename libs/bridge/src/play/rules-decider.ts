// The decider shape shared by the play, claim and table-board machines (same as @club/events'
// Decider, restated here because the rules library depends on nothing but zod).
export interface RulesDecider<Command, Event, State> {
  decide(command: Command, state: State): readonly Event[];
  evolve(state: State, event: Event): State;
  readonly initialState: State;
}
