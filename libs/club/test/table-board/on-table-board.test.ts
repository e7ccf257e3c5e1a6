// A command with the board's opening on first use: one decision (the opening and the command's
// events together, or a refusal and nothing), and a result waits for its board's round.
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '@club/testing';
import { onTableBoardDecider } from '../../src';
import { openBoard, run } from '../support/table-board-fixture';

const spec = deciderSpec(onTableBoardDecider);
const enter = {
  type: 'EnterResult',
  contract: { level: 7, strain: 'S', doubling: '' },
  declarer: 'N',
  tricks: 13,
} as const;
const roundOneInPlay = { currentRound: 1, lastRoundEnded: 0 };

describe('a command on a board not yet open', () => {
  it('opens it and decides the command in one decision', () => {
    const events = onTableBoardDecider.decide(
      { open: openBoard(), command: enter, rounds: roundOneInPlay },
      onTableBoardDecider.initialState,
    );
    expect(events.map((e) => e.type)).toEqual(['TableBoardOpened', 'TableResultEntered', 'TableResultRecorded']);
  });
  it('ignores the opening once the board is open', () => {
    const events = onTableBoardDecider.decide(
      { open: openBoard(), command: enter },
      run([openBoard()]).reduce(onTableBoardDecider.evolve, onTableBoardDecider.initialState),
    );
    expect(events.map((e) => e.type)).toEqual(['TableResultEntered', 'TableResultRecorded']);
  });
  it('refuses a result for a board of a round not started: none started, or a later round than the one in play', () => {
    spec
      .given([])
      .when({ open: openBoard(), command: enter, rounds: { currentRound: null, lastRoundEnded: 0 } })
      .thenThrows('round-not-started');
    spec
      .given([])
      .when({ open: openBoard({ round: 2 }), command: enter, rounds: roundOneInPlay })
      .thenThrows('round-not-started');
    expect(
      onTableBoardDecider.decide(
        { open: openBoard({ round: 1 }), command: enter, rounds: { currentRound: null, lastRoundEnded: 1 } },
        onTableBoardDecider.initialState,
      ),
    ).toHaveLength(3);
  });
});
