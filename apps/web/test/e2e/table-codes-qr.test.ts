// Issue 14's printable sheet in a real browser: every table's card carries a QR code. The code is
// read back from what Chromium draws (the SVG painted on a canvas, decoded with jsQR), and a phone
// that opens the address it holds, in a context of its own, signs that table in with one tap.
// Printed, the sheet is the cards alone. Screenshots: docs/screenshots/issue-14/table-codes-{qr,print}.png.
import jsQR from 'jsqr';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueShot, phonePage } from './demo-browser';
import { openForTableEntry, openTableEntryWorld, type TableEntryWorld } from './table-entry-world';

let world: TableEntryWorld;

beforeAll(async () => {
  world = await openTableEntryWorld('table-codes-qr');
}, 300_000);

afterAll(() => world?.close());

/** What a camera reads from the QR code as the browser shows it: the SVG drawn 4 pixels a module. */
async function readQr(qr: Locator): Promise<string | undefined> {
  const { data, size } = await qr.evaluate(async (svg) => {
    const side = (svg as SVGSVGElement).viewBox.baseVal.width * 4;
    const image = new Image(side, side);
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = side;
    canvas.height = side;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0, side, side);
    return { data: Array.from(context.getImageData(0, 0, side, side).data), size: side };
  });
  return jsQR(Uint8ClampedArray.from(data), size, size)?.data;
}

describe("the director's sheet of table codes with QR codes", () => {
  it("opens the session for entry at the tables: each table's card shows its code and a QR code of its address", async () => {
    await openForTableEntry(world, 'qr14', 'QR pairs');
    const { page, demo } = world;
    const cards = page.locator('.table-card');
    expect(await cards.count()).toBe(3);
    for (let i = 0; i < 3; i += 1) {
      const card = cards.nth(i);
      const code = await card.getByTestId('table-code').innerText();
      const qr = card.getByRole('img', { name: `QR code that signs table ${i + 1} in` });
      expect(await qr.evaluate((e) => e.tagName)).toBe('svg');
      const url = await qr.getAttribute('data-url');
      // The director's browser came to the site at its test address: the cards lead there.
      expect(url).toBe(`${demo.site.url}/table?code=${code}`);
      expect(await card.getByRole('link').getAttribute('href')).toBe(url);
      expect(await readQr(qr)).toBe(url);
    }
    // This address is the computer's own: the sheet says phones cannot reach it.
    expect(await page.getByTestId('table-codes-origin').innerText()).toContain(demo.site.url);
    await issueShot(page, 'issue-14', 'table-codes', 'qr');
  });

  it("a phone that opens a card's QR address signs that table in with one tap", async () => {
    const cards = world.page.locator('.table-card');
    for (const i of [1, 2]) {
      const url = (await readQr(cards.nth(i).getByRole('img')))!;
      const phone = await phonePage(world.browser);
      await phone.goto(url);
      await phone.getByRole('button', { name: 'Start scoring at this table' }).click();
      await phone.getByRole('heading', { level: 1, name: `Table ${i + 1}` }).waitFor();
      expect(await phone.getByTestId('table-where').innerText()).toBe(`QR pairs · section A · round 1`);
      await phone.context().close();
    }
  });

  it('printed, the sheet is the cards alone, two to a row, each whole', async () => {
    const { page } = world;
    // An A4 page's width at 96 dpi, as the print preview lays it out.
    await page.setViewportSize({ width: 794, height: 1123 });
    await page.emulateMedia({ media: 'print' });
    try {
      expect(await page.locator('.site-header').isVisible()).toBe(false);
      expect(await page.getByRole('heading', { level: 1, name: 'Table codes' }).isVisible()).toBe(false);
      expect(await page.getByTestId('table-codes-origin').isVisible()).toBe(false);
      const columns = await page
        .locator('.table-cards')
        .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
      expect(columns).toBe(2);
      expect(
        await page
          .locator('.table-card')
          .first()
          .evaluate((c) => getComputedStyle(c).breakInside),
      ).toBe('avoid');
      await issueShot(page, 'issue-14', 'table-codes', 'print');
    } finally {
      await page.emulateMedia({ media: 'screen' });
      await page.setViewportSize({ width: 390, height: 844 });
    }
  });
});
