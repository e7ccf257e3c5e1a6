// A QR code as the squares an SVG draws: the qrcode package lays out the modules, this file turns
// each row's dark modules into runs, so a card's code is one short path that prints sharp at any size.
import QRCode from 'qrcode';

/** The light border a reader needs around the code, in modules (the standard asks for four). */
export const QR_QUIET_ZONE = 4;

/**
 * The modules of `text`'s QR code, row by row, true for dark. Level M: a printed card still reads
 * with a crease or a coffee ring across it.
 */
export function qrModules(text: string): boolean[][] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, row) =>
    Array.from({ length: modules.size }, (_, col) => modules.get(row, col) === 1),
  );
}

/** A row's run of dark modules: `width` modules from column `x` of row `y`. */
export interface DarkRun {
  readonly x: number;
  readonly y: number;
  readonly width: number;
}

export function darkRuns(modules: readonly (readonly boolean[])[]): DarkRun[] {
  const runs: DarkRun[] = [];
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      runs.push({ x: start, y, width: x - start });
    }
  });
  return runs;
}

/** The SVG path of the dark runs, each a 1-module-high rectangle, shifted by the quiet zone. */
export function qrPath(modules: readonly (readonly boolean[])[]): string {
  return darkRuns(modules)
    .map((r) => `M${r.x + QR_QUIET_ZONE} ${r.y + QR_QUIET_ZONE}h${r.width}v1h-${r.width}z`)
    .join('');
}
