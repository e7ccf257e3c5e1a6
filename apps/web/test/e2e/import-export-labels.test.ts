// Issue 21, point 20, in a real browser at phone width: the league administrator imports a Butler and
// a cross-IMP pairs file and sees the ranking's score column headed IMPs (not %) with the method in
// plain words, then exports mitchell1 and finds in the file the ranking with places and the players'
// names (TotalScoreTable) and the adjusted scores marked artificial (`^`). Screenshots in
// docs/screenshots/issue-21/. Issue 15: mitchell1's two sections download as USEBIO, a SECTION each.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoResultsFile } from '@club/application';
import { importPbn, importUsebio } from '@club/interchange';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFitsPhone, openDemoSite, ROOT, signInAs, type DemoSite } from './demo-browser';
import type { RunningSite } from './site-server';

const SHOTS = join(ROOT, 'docs/screenshots/issue-21');

let demo: DemoSite | undefined;
let site: RunningSite;
let page: Page;

beforeAll(async () => {
  demo = await openDemoSite('import-export-labels', { acceptDownloads: true });
  ({ site, page } = demo);
  mkdirSync(SHOTS, { recursive: true });
  await signInAs(page, site, 'league-admin');
}, 300_000);

afterAll(() => demo?.close());

const shot = async (name: string) => {
  await expectFitsPhone(page);
  await page.screenshot({ path: join(SHOTS, `20-${name}.png`), fullPage: true });
};

async function importFile(name: string, scoring: string) {
  await page.goto(`${site.url}/admin/import`);
  await page.getByLabel('PBN or USEBIO file').setInputFiles({
    name,
    mimeType: 'text/plain',
    buffer: Buffer.from(demoResultsFile({ boards: 9, tables: 3, scoring, eventName: name })),
  });
  await page.getByRole('button', { name: 'Import' }).click();
  await expect
    .poll(() => page.locator('.import-progress label').innerText(), { timeout: 30_000 })
    .toContain('done (11 of 11)');
  return page.getByRole('table', { name: 'Imported session results' });
}

describe('IMP imports labelled IMPs; the PBN export with names, ranks and adjusted scores marked', () => {
  it('a Butler import heads its score column IMPs and names the method in plain words', async () => {
    const table = await importFile('butler.pbn', 'IMP;Butler');
    expect(await table.locator('thead th').allInnerTexts()).toEqual(['Rank', 'Pair', 'Names', 'IMPs']);
    expect(await page.locator('.import-progress').innerText()).toContain('scored by Butler IMPs');
    // Signed IMP totals, not percentages.
    for (const cell of await table.locator('tbody tr td:nth-child(4)').allInnerTexts())
      expect(cell).toMatch(/^([+-]\d+(\.\d+)?|0)$/);
    await shot('import-butler');
  });

  it('a cross-IMP import too; a matchpoint import keeps %', async () => {
    const cross = await importFile('cross.pbn', 'IMP;Cross');
    expect(await cross.locator('thead th').last().innerText()).toBe('IMPs');
    expect(await page.locator('.import-progress').innerText()).toContain('scored by Cross-IMPs');
    await shot('import-cross-imps');
    const mp = await importFile('pairs.pbn', 'MatchPoints');
    expect(await mp.locator('thead th').last().innerText()).toBe('%');
  });

  it("exports mitchell1 with the TotalScoreTable (places, the players' names), adjusted scores, auctions and play", async () => {
    await page.getByLabel('Session id').fill('mitchell1');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PBN' }).click(),
    ]);
    const saved = join(demo!.dir, 'mitchell1.pbn');
    await download.saveAs(saved);
    const text = readFileSync(saved, 'utf-8');
    const back = importPbn(text, 'mitchell1.pbn');
    expect(back.participants.length).toBeGreaterThan(0);
    expect(back.participants[0]!.oracle['Rank']?.text).toBe('1');
    expect(back.participants.every((p) => p.names.length === 2 && p.names.every((n) => n.trim() !== ''))).toBe(true);
    // Adjusted scores as Ruter writes them (the demo's A- to N-S, A+ to E-W); each table played card by card with its Auction and Play.
    expect(back.boards.flatMap((b) => b.results).some((r) => r.adjusted?.nsPercent === 40)).toBe(true);
    expect(text).toContain('"A-" "A+"');
    expect(text).toContain('[Scoring "MatchPoints;MP1"]');
    expect(text).toMatch(/\[Auction "[NESW]"\]\n/);
    expect(text).toMatch(/\[Play "[NESW]"\]\n/);
    await page.getByRole('form', { name: 'Export' }).scrollIntoViewIfNeeded();
    await shot('export');
  });
});

describe('the USEBIO download of a session in two sections (issue 15)', () => {
  it('mitchell1 downloads with a SECTION for A and for B, each numbering its pairs from 1NS', async () => {
    await page.goto(`${site.url}/admin/import`);
    await page.getByLabel('Session id').fill('mitchell1');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download USEBIO' }).click(),
    ]);
    expect(await page.getByRole('form', { name: 'Export' }).getByRole('alert').count()).toBe(0);
    const saved = join(demo!.dir, 'mitchell1.xml');
    await download.saveAs(saved);
    const text = readFileSync(saved, 'utf-8');
    expect(text.match(/<SECTION SECTION_ID="([AB])">/g)).toEqual([
      '<SECTION SECTION_ID="A">',
      '<SECTION SECTION_ID="B">',
    ]);
    const back = importUsebio(text, 'mitchell1.xml');
    expect(back.event.sectionScoring).toBe('per-section');
    expect(back.participants.filter((p) => p.id === '1NS').map((p) => p.section)).toEqual(['A', 'B']);
    expect(back.boards.map((b) => b.board)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    await page.getByRole('form', { name: 'Export' }).scrollIntoViewIfNeeded();
    await expectFitsPhone(page);
    await page.screenshot({ path: join(ROOT, 'docs/screenshots/issue-15/usebio-two-sections.png'), fullPage: true });
  });
});
