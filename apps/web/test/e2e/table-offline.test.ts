// Issue 14, "when the network drops", in a real browser at phone width: a table's phone goes
// offline, enters three boards (they wait in the phone's queue), reloads (the service worker
// serves the page, the queue is kept) and comes back online: exactly three results are recorded.
// Then a second table does the same while the director entered one of its boards with another
// result (board 4, both vulnerable): that entry becomes a request to the director, the table sees both results, and the
// director's session page lists it to decide. Screenshots in test-artifacts/table-offline-*.png.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DirectorSession } from '@club/application/shapes';
import {
  launchChromium,
  openDemoSite,
  openSmallMitchell,
  phonePage,
  phoneShot,
  signInAs,
  type DemoSite,
} from './demo-browser';

const SESSION = 'off14';
let demo: DemoSite | undefined;
let browser: Browser | undefined;
let page: Page;
let codes: string[] = [];

beforeAll(async () => {
  demo = await openDemoSite('table-offline');
  page = demo.page;
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await demo?.close();
});

/** The session as the director's API gives it (the same read as his session page). */
async function directorSession(): Promise<DirectorSession> {
  const input = encodeURIComponent(JSON.stringify({ sessionId: SESSION }));
  const answer = await page.request.get(`${demo!.site.url}/api/trpc/director.session?input=${input}`);
  return ((await answer.json()) as { result: { data: DirectorSession } }).result.data;
}

/** A table's phone signed in with its code, its page kept by the service worker. */
async function tablePhone(code: string, table: number): Promise<Page> {
  const phone = await phonePage(browser!);
  await phone.goto(`${demo!.site.url}/table?code=${code}`);
  await phone.getByRole('button', { name: 'Start scoring at this table' }).click();
  await phone.getByRole('heading', { level: 1, name: `Table ${table}` }).waitFor();
  await phone.waitForFunction(async () => (await caches.match(location.href, { ignoreVary: true })) !== undefined);
  // A reload offline goes through the worker only once it is active (on a loaded machine it may still be activating).
  await phone.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === 'activated');
  return phone;
}

/** The boards the pad offers, in order. */
async function padBoards(phone: Page): Promise<number[]> {
  const texts = await phone.getByRole('group', { name: 'Board' }).getByRole('button').allInnerTexts();
  return texts.map(Number);
}

/** Enters the pad's current board as 4♠ by North, ten tricks. */
async function enterFourSpades(phone: Page, board: number) {
  await phone
    .getByRole('group', { name: 'Board' })
    .getByRole('button', { name: String(board), exact: true })
    .click();
  await phone.getByRole('group', { name: 'Level' }).getByRole('button', { name: '4', exact: true }).click();
  await phone.getByRole('group', { name: 'Strain' }).getByRole('button').nth(3).click();
  await phone.getByRole('group', { name: 'Declarer' }).getByRole('button', { name: 'N', exact: true }).click();
  await phone.getByRole('button', { name: '10 tricks', exact: true }).click();
  await phone.getByRole('button', { name: `Enter board ${board}` }).click();
  await phone.getByTestId('table-waiting').getByText(`Board ${board}:`).waitFor();
}

/** Offline: three boards entered, the page reloaded from the service worker with the queue kept. */
async function enterThreeOffline(phone: Page, boards: readonly number[], shot: string) {
  await phone.context().setOffline(true);
  for (const board of boards) await enterFourSpades(phone, board);
  const reloaded = await phone.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  const waiting = phone.getByTestId('table-waiting').getByRole('listitem');
  await expect
    .poll(() => waiting.allInnerTexts())
    .toEqual(boards.map((b) => `Board ${b}: 4♠ by N, 10 tricks: waiting to be sent`));
  await phoneShot(phone, shot);
}

describe('a table keeps scoring when the network drops', () => {
  it('the director opens a three-board-round Mitchell for entry at the tables', async () => {
    await signInAs(page, demo!.site, 'director');
    await openSmallMitchell(page, demo!.site, SESSION, 'Offline pairs', undefined, 3);
    await page.getByLabel('Confirmation').selectOption('none');
    await page.getByRole('button', { name: 'Open for entry at the tables' }).click();
    await page.getByRole('heading', { level: 1, name: 'Table codes' }).waitFor();
    codes = await page.getByTestId('table-code').allInnerTexts();
    expect(codes).toHaveLength(3);
  });

  it('three boards entered offline, a reload, back online: exactly three results, none twice', async () => {
    const phone = await tablePhone(codes[0]!, 1);
    const boards = await padBoards(phone);
    expect(boards).toHaveLength(3);
    await enterThreeOffline(phone, boards, 'table-offline-waiting');
    await phone.context().setOffline(false);
    await expect.poll(() => phone.getByTestId('table-waiting').count()).toBe(0);
    await expect.poll(() => phone.getByText('4♠', { exact: false }).count()).toBeGreaterThan(0);
    await phoneShot(phone, 'table-offline-sent');
    const slots = (await directorSession()).slots.filter((s) => s.table === 1 && s.round === 1);
    expect(slots.map((s) => [s.board, s.result?.contract, s.correctionRequest, s.corrected])).toEqual(
      boards.map((b) => [b, '4S', null, false]),
    );
  });

  it('a board the director entered meanwhile with another result: the table and the director see both', async () => {
    const phone = await tablePhone(codes[1]!, 2);
    const boards = await padBoards(phone);
    await phone.context().setOffline(true);
    // The director's own entry, as his pad sends it (from the site's origin).
    const sent = await page.request.post(`${demo!.site.url}/api/trpc/director.enterResult`, {
      headers: { origin: demo!.site.url },
      data: { sessionId: SESSION, section: 'A', table: 2, board: boards[0], contract: '3NT', declarer: 'S', tricks: 9 },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
    await enterThreeOffline(phone, boards, 'table-offline-conflict-waiting');
    await phone.context().setOffline(false);
    await expect.poll(() => phone.getByTestId('table-waiting').count()).toBe(0);
    const conflict = phone.getByTestId('table-conflict');
    await conflict.waitFor();
    expect(await conflict.innerText()).toBe(
      `Board ${boards[0]}: 3NT by S, 9 tricks, N-S +600 is recorded; this table entered 4♠ by N, 10 tricks, N-S +620. Waiting for the director.`,
    );
    await phoneShot(phone, 'table-offline-conflict');
    const slots = (await directorSession()).slots.filter((s) => s.table === 2 && s.round === 1);
    expect(slots.map((s) => [s.board, s.result?.contract, s.correctionRequest?.requested.contract ?? null])).toEqual([
      [boards[0], '3NT', '4S'],
      [boards[1], '4S', null],
      [boards[2], '4S', null],
    ]);
    await page.goto(`${demo!.site.url}/director/${SESSION}`);
    const desk = page.getByTestId('correction-requests');
    await desk.waitFor();
    expect(await desk.innerText()).toContain(
      `Board ${boards[0]}, table A2 (round 1), 2NS v 2EW: recorded 3NT by S, 9 tricks, N-S +600; the table entered 4♠ by N, 10 tricks, N-S +620`,
    );
    await phoneShot(page, 'table-offline-director-desk');
  });
});
