// A Chicago table's sheet: its rubber is a round ("Round 1"), and an entry names the counted deal,
// so after a pass-out the fourth counted deal (the table's fifth) is "d4", as the deal list counts.
// A standard table's sheet keeps "Rubber" and the table's deal numbers.
import { NextIntlClientProvider } from 'next-intl';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { RubberSheet } from '@club/application/shapes';
import { chicagoDealNumbers } from '../src/components/rubber/chicago-deal-numbers';
import { ScoreSheet } from '../src/components/rubber/score-sheet';
import { messagesOf } from '../src/i18n/messages';

type Rubber = RubberSheet['evening']['rubbers'][number];
type TableRubber = RubberSheet['table']['rubbers'][number];

const seating = { NS: ['a', 'c'], EW: ['b', 'd'], out: null } as const;
const vulnerable = { NS: false, EW: false };
const below = (side: 'NS' | 'EW', points: number) => ({ side, line: 'below' as const, item: 'trick-score', points });
const rubber: Rubber = {
  number: 1,
  seating: { NS: ['a', 'c'], EW: ['b', 'd'], out: null },
  score: {
    deals: [
      { deal: 1, vulnerable, entries: [below('NS', 60)] },
      { deal: 2, vulnerable, entries: [] },
      { deal: 3, vulnerable, entries: [below('EW', 30)] },
      { deal: 4, vulnerable, entries: [below('NS', 40)] },
      { deal: 5, vulnerable, entries: [below('EW', 60)] },
    ],
    closing: [],
    games: { NS: 0, EW: 0 },
    status: 'over',
    totals: { NS: 100, EW: 90 },
  },
};
const played: TableRubber['deals'][number] = {
  kind: 'played',
  dealer: 'a',
  contract: { level: 2, strain: 'H', doubling: '' },
  declarer: 'a',
  tricks: 8,
  honours: null,
};
const passedOut: TableRubber['deals'][number] = { kind: 'passed-out', dealer: 'b' };
const dealt: TableRubber = { number: 1, seating, deals: [played, passedOut, played, played, played] };
const players = ['a', 'b', 'c', 'd'].map((id) => ({ playerId: id, name: id.toUpperCase(), memberId: null }));

/** The sheet as an English page draws it (its words come from the catalogue). */
const inEnglish = (sheet: ReactElement) =>
  renderToStaticMarkup(
    createElement(NextIntlClientProvider, {
      locale: 'en',
      messages: messagesOf('en'),
      timeZone: 'UTC',
      children: sheet,
    }),
  );

const labels = (html: string) => [...html.matchAll(/<small class="muted">([^<]*)<\/small>/g)].map((m) => m[1]);

describe("a Chicago table's sheet", () => {
  it('counts the deals a pass-out aside', () => {
    expect([...chicagoDealNumbers(rubber.score.deals, dealt)]).toEqual([
      [1, 1],
      [2, null],
      [3, 2],
      [4, 3],
      [5, 4],
    ]);
  });

  it('calls the rubber a round and names each entry by its counted deal', () => {
    const html = inEnglish(
      createElement(ScoreSheet, { rubber, players, chicago: chicagoDealNumbers(rubber.score.deals, dealt) }),
    );
    expect(html).toContain('<caption>Round 1 (over) · games 0–0</caption>');
    expect(labels(html)).toEqual(['tricks · d1', 'tricks · d2', 'tricks · d3', 'tricks · d4']);
  });

  it('keeps "Rubber" and the table’s deal numbers at a standard table', () => {
    const html = inEnglish(createElement(ScoreSheet, { rubber, players }));
    expect(html).toContain('<caption>Rubber 1 (over) · games 0–0</caption>');
    expect(labels(html)).toEqual(['tricks · d1', 'tricks · d3', 'tricks · d4', 'tricks · d5']);
  });
});
