// A tiny decider for the tests: a session's scores (the fixtures' ScoreRecorded events).
import type { Decider } from '@club/events';

export type RecordScore = { readonly type: 'RecordScore'; readonly pair: string; readonly points: number };
export type ScoreRecorded = { readonly type: 'ScoreRecorded'; readonly pair: string; readonly points: number };

export const scoreDecider: Decider<RecordScore, ScoreRecorded, { readonly scores: number }> = {
  initialState: { scores: 0 },
  decide: (command) => {
    if (!Number.isInteger(command.points)) throw new RangeError(`points must be a whole number, got ${command.points}`);
    return [{ type: 'ScoreRecorded', pair: command.pair, points: command.points }];
  },
  evolve: (state) => ({ scores: state.scores + 1 }),
};

export const recordScore = (pair: string, points: number): RecordScore => ({ type: 'RecordScore', pair, points });
