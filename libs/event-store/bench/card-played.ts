// The event every bench writes: a card played at one of STREAMS tables, by one of four players.
export const STREAMS = 100;

export const cardPlayed = (i: number) => ({
  type: 'CardPlayed',
  schemaVersion: 1,
  data: {
    board: (i % 32) + 1,
    trick: (i % 13) + 1,
    seat: 'NESW'[i % 4],
    card: `${'SHDC'[i % 4]}${'AKQJT98765432'[i % 13]}`,
  },
  metadata: { actor: { id: `player-${i % 4}`, role: 'player' }, correlationId: `session-${i % 7}` },
});
