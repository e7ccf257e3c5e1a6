// Rubber tables (slice: members): the application's RubberSiteUseCases, faked for the role matrix:
// one table T1 with an empty sheet; every command answers done. The rubber caller test
// (rubber.test.ts) runs the real use cases over a club file.
import type { RubberSiteUseCases } from '@club/application';
import type { RubberSheet } from '@club/application/shapes';

const seating = { NS: ['ann', 'cy'], EW: ['eve', 'member'], out: null } as const;
const sheet: Omit<RubberSheet, 'canScore'> = {
  table: {
    tableId: 'T1',
    openedBy: 'ann',
    openedAt: '2026-03-01T18:00:00Z',
    seasonId: '2026',
    players: ['ann', 'cy', 'eve', 'member'].map((id) => ({ playerId: id, name: id, memberId: id })),
    firstDealer: 'ann',
    variant: 'standard',
    stake: null,
    rounding: 100,
    partnershipChange: 'cut',
    rubbers: [{ number: 1, seating, deals: [] }],
    closedAt: null,
  },
  evening: { rubbers: [], players: [] },
  nextDealer: 'ann',
};

export function inMemoryRubberSite(): RubberSiteUseCases {
  const done = () => Promise.resolve({ ok: true as const });
  return {
    openRubberTable: () => Promise.resolve({ ok: true, tableId: 'T2' }),
    recordRubberDeal: done,
    passOutRubberDeal: done,
    correctRubberDeal: done,
    startNextRubber: done,
    closeRubberTable: done,
    rubberSheet: ({ tableId }, by) => (tableId === 'T1' ? { ...sheet, canScore: by.memberId !== 'ann' } : undefined),
    myRubberEvenings: () => [],
    rubberLadder: ({ period }) => ({ kind: 'season', period: period ?? '2026', periods: ['2026'], rows: [] }),
  };
}
