// The lists the site shows and checks come from here, once: the law picker's titles and the
// opening leader's seat (the result pad offers only his cards).
import { describe, expect, test } from 'vitest';
import { LAW_TITLES, openingLeaderOf, SEATS } from '../src';

describe('lists owned by the bridge library', () => {
  test("the opening leader is on declarer's left (Law 41A)", () => {
    expect(SEATS.map((declarer) => openingLeaderOf(declarer))).toEqual(['E', 'S', 'W', 'N']);
  });

  test('law titles: each law once, with a title, the procedural penalties among them', () => {
    const laws = LAW_TITLES.map(([law]) => law);
    expect(new Set(laws).size).toBe(laws.length);
    expect(LAW_TITLES.every(([, title]) => title.length > 0)).toBe(true);
    expect(laws.filter((law) => /^9[01]/.test(law)).length).toBeGreaterThan(0);
  });
});
