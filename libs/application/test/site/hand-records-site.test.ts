// Issue 17: the demo club's hand records through the site's use case: every board of its closed
// Howell, each shown to all (the API refuses while any is not), drawn with the club's name and the
// session's date in the asked language.
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readClub } from '@club/read-models';
import { createSiteUseCases, DEMO_CLUB_ID, type Club } from '../../src';
import { HAND_RECORD_WORDS } from './hand-record-words';
import { openSeededDemoClub } from './seeded-demo-club';

let club: Club;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ club, close } = await openSeededDemoClub('hand-records-site-'));
}, 120_000);
afterAll(() => close());

const textOf = (pdf: Uint8Array) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf, encoding: 'utf8' });

describe('the hand records of a demo session', () => {
  it("draws every dealt board of the closed Howell with the club's name and the date in Czech", async () => {
    const site = createSiteUseCases(club, { timeZone: 'Europe/Prague' });
    const found = site.handRecords({ sessionId: 'howell1', perPage: 6, locale: 'cs', words: HAND_RECORD_WORDS })!;
    expect(found.fileName).toBe('howell1-hand-records.pdf');
    expect(found.boards.length).toBeGreaterThan(0);
    expect(found.boards.every((b) => b.revealedToAll)).toBe(true);
    const text = textOf(await found.pdf());
    expect(text).toContain(readClub(club.runner, DEMO_CLUB_ID)!.name);
    for (const b of found.boards) expect(text).toContain(`Board ${b.board}`);
    expect(text).toMatch(/\d{1,2}\. \p{L}+ \d{4}/u);
  });

  it('knows no session it does not have', () => {
    const site = createSiteUseCases(club);
    expect(site.handRecords({ sessionId: 'nope', perPage: 4, locale: 'en', words: HAND_RECORD_WORDS })).toBeUndefined();
  });
});
