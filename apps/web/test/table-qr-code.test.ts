// The table card's QR code read back as a phone's camera would: the SVG path the card draws is
// rasterised to pixels and decoded with jsQR; what it reads must be the table's sign-in address
// with the code just issued. Codes come from the issuer itself (newTableCode), never written here.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { newTableCode } from '@club/auth';
import { QR_QUIET_ZONE, qrModules, qrPath } from '../src/components/table/qr-squares';
import { TableQrCode } from '../src/components/table/table-qr-code';
import { isOwnComputerOnly, tableSignInUrl } from '../src/components/table/table-sign-in-url';
import { originOf } from '../src/server/public-origin';

/** The squares a path of `M x y h w v1 h-w z` runs covers, as a side × side grid (true: dark). */
function paintPath(path: string, side: number): boolean[][] {
  const grid = Array.from({ length: side }, () => Array<boolean>(side).fill(false));
  let painted = 0;
  for (const [run, x, y, w, back] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-(\d+)z/g)) {
    expect(back, run).toBe(w);
    for (let i = 0; i < Number(w); i += 1) grid[Number(y)]![Number(x) + i] = true;
    painted += run.length;
  }
  // Every character of the path belongs to a run: nothing drawn that this reader skipped.
  expect(painted).toBe(path.length);
  return grid;
}

/** The grid as RGBA pixels, `scale` pixels a module, dark black and light white. */
function pixels(grid: boolean[][], scale: number): { data: Uint8ClampedArray; size: number } {
  const size = grid.length * scale;
  const data = new Uint8ClampedArray(size * size * 4);
  for (let py = 0; py < size; py += 1)
    for (let px = 0; px < size; px += 1) {
      const shade = grid[Math.floor(py / scale)]![Math.floor(px / scale)] ? 0 : 255;
      data.set([shade, shade, shade, 255], (py * size + px) * 4);
    }
  return { data, size };
}

/** What a reader gets from the card's drawing of `url`. */
function readCard(url: string): string | undefined {
  const modules = qrModules(url);
  const grid = paintPath(qrPath(modules), modules.length + 2 * QR_QUIET_ZONE);
  const { data, size } = pixels(grid, 4);
  return jsQR(data, size, size)?.data;
}

describe("a table card's QR code", () => {
  const origins = ['http://192.168.1.20:3000', 'https://bridge.example-club.hu', 'http://localhost:3000'];

  it.each(origins)("decodes to the table's sign-in address with its code, at %s", (origin) => {
    for (let n = 0; n < 5; n += 1) {
      const code = newTableCode();
      const url = tableSignInUrl(origin, code);
      expect(readCard(url)).toBe(url);
      const read = new URL(readCard(url)!);
      expect(read.origin).toBe(origin);
      expect(read.pathname).toBe('/table');
      expect(read.searchParams.get('code')).toBe(code);
    }
  });

  it('draws exactly the modules the encoder laid out, inside the quiet zone', () => {
    const modules = qrModules(tableSignInUrl('http://192.168.1.20:3000', newTableCode()));
    const side = modules.length + 2 * QR_QUIET_ZONE;
    const grid = paintPath(qrPath(modules), side);
    const inner = grid.slice(QR_QUIET_ZONE, -QR_QUIET_ZONE).map((row) => row.slice(QR_QUIET_ZONE, -QR_QUIET_ZONE));
    expect(inner).toEqual(modules);
    const border = [...grid.slice(0, QR_QUIET_ZONE), ...grid.slice(-QR_QUIET_ZONE)].flat();
    expect(border.some(Boolean)).toBe(false);
  });

  it('a drawing with a module flipped in every row is not read as the address', () => {
    const url = tableSignInUrl('http://192.168.1.20:3000', newTableCode());
    const modules = qrModules(url);
    // Past what level M corrects: the reader must not return the address from a spoiled card.
    const spoiled = modules.map((row, y) => row.map((dark, x) => (x === (y * 7) % row.length ? !dark : dark)));
    const grid = paintPath(qrPath(spoiled), spoiled.length + 2 * QR_QUIET_ZONE);
    const { data, size } = pixels(grid, 4);
    expect(jsQR(data, size, size)?.data).not.toBe(url);
  });

  it('renders as an SVG carrying its address, its square as wide as the modules and the quiet zone', () => {
    const url = tableSignInUrl('http://192.168.1.20:3000', newTableCode());
    const side = qrModules(url).length + 2 * QR_QUIET_ZONE;
    const svg = renderToStaticMarkup(createElement(TableQrCode, { url, label: 'QR code that signs table 3 in' }));
    expect(svg).toMatch(/^<svg [^>]*role="img"/);
    expect(svg).toContain(`viewBox="0 0 ${side} ${side}"`);
    expect(svg).toContain(`data-url="${url}"`);
    expect(svg).toContain('aria-label="QR code that signs table 3 in"');
  });
});

describe("the cards' address", () => {
  const headers = (entries: Record<string, string>) => new Headers(entries);

  it("is the club's CLUB_PUBLIC_ORIGIN when set, whatever the director's browser used", () => {
    expect(originOf('http://192.168.1.20:3000', headers({ host: 'localhost:3000' }))).toBe('http://192.168.1.20:3000');
  });

  it("else the request's Host (a trusted proxy's Host and Proto first), and a Host no URL holds is this computer", () => {
    expect(originOf(undefined, headers({ host: '10.0.0.5:3000' }))).toBe('http://10.0.0.5:3000');
    expect(
      originOf(
        undefined,
        headers({ host: 'app:3000', 'x-forwarded-host': 'club.example, proxy', 'x-forwarded-proto': 'https' }),
      ),
    ).toBe('https://club.example');
    expect(originOf(undefined, headers({ host: 'bad host' }))).toBe('http://localhost');
  });

  it('is named as reachable from this computer only for localhost, 127.x and ::1', () => {
    expect(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'].map(isOwnComputerOnly)).toEqual([
      true,
      true,
      true,
    ]);
    expect(['http://192.168.1.20:3000', 'https://club.example'].map(isOwnComputerOnly)).toEqual([false, false]);
  });

  it('puts the code in the /table address, escaped', () => {
    const code = newTableCode();
    expect(tableSignInUrl('https://club.example', code)).toBe(`https://club.example/table?code=${code}`);
    expect(new URL(tableSignInUrl('https://club.example', 'A B&C')).searchParams.get('code')).toBe('A B&C');
  });
});
