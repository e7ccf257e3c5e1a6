// Issue 17, hand records: in a real browser at phone size (390×844) on the seeded demo club, the demo
// director opens his closed Howell's session page and downloads its hand records (PDF, four boards a
// page), read back with poppler's pdfinfo and pdftotext: the pages each board needs, every board, the
// club's name, each board's double-dummy par. Over HTTP, a member gets them once the session is over (six boards a page) and is
// refused, in words, for a session still in play.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSessionCookie, openDemoSite, phoneShot, signInAs, type DemoSite } from './demo-browser';
import type { RunningSite } from './site-server';

let demo: DemoSite | undefined;
let site: RunningSite;
let page: Page;

beforeAll(async () => {
  demo = await openDemoSite('hand-records', { acceptDownloads: true });
  ({ site, page } = demo);
}, 300_000);

afterAll(() => demo?.close());

/** The PDF's page count (pdfinfo) and the board numbers its text names (pdftotext). */
function readPdf(file: string): { pages: number; boards: number[]; text: string } {
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const boards = [...new Set([...text.matchAll(/Board (\d+)/g)].map((m) => Number(m[1])))].sort((a, b) => a - b);
  return { pages: Number(/^Pages:\s+(\d+)/m.exec(info)![1]), boards, text };
}

describe('hand records (PDF)', () => {
  it("the director downloads them from his session's page on a phone", async () => {
    await signInAs(page, site, 'director');
    await page.goto(`${site.url}/director/howell1`);
    const links = page.getByTestId('hand-records');
    await links.waitFor();
    await phoneShot(page, 'hand-records-director-session');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      links.getByRole('link', { name: 'Hand records (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('howell1-hand-records.pdf');
    const saved = join(demo!.dir, 'howell1-hand-records.pdf');
    await download.saveAs(saved);
    expect(readFileSync(saved).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { pages, boards, text } = readPdf(saved);
    expect(boards.length).toBeGreaterThan(4);
    expect(boards).toEqual(Array.from({ length: boards.length }, (_, i) => i + 1));
    expect(pages).toBe(Math.ceil(boards.length / 4));
    expect(text).toContain('Hand records');
    // The worker solved the demo's deals: each board prints its double-dummy table and par.
    expect(text).not.toContain('Double-dummy tables are not available.');
    expect(text).toMatch(/Par: NS -?\d+/);
  });

  it('a member gets them once the session is over, six boards a page, and is refused while one is in play', async () => {
    const cookie = await apiSessionCookie(site, 'member');
    const get = (path: string) => fetch(`${site.url}${path}`, { headers: { cookie } });
    const over = await get('/results/howell1/hand-records.pdf?perPage=6');
    expect(over.status).toBe(200);
    expect(over.headers.get('content-type')).toBe('application/pdf');
    const saved = join(demo!.dir, 'howell1-six.pdf');
    const bytes = Buffer.from(await over.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    writeFileSync(saved, bytes);
    const { pages, boards } = readPdf(saved);
    expect(pages).toBe(Math.ceil(boards.length / 6));

    const running = await get('/results/tables1/hand-records.pdf');
    expect(running.status).toBe(403);
    expect(await running.text()).toMatch(/still in play/);
  });
});
