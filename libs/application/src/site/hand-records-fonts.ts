// The hand records' font: DejaVu Sans from Debian's fonts-dejavu-core (installed by `npm start` and
// .ci/run when missing), read once. It has every letter of the site's languages and the suit symbols.
import { existsSync, readFileSync } from 'node:fs';
import type { HandRecordFonts } from './hand-records-pdf';

const FOLDER = '/usr/share/fonts/truetype/dejavu';

let loaded: HandRecordFonts | undefined;

export function handRecordFonts(): HandRecordFonts {
  if (!loaded && !existsSync(`${FOLDER}/DejaVuSans.ttf`))
    throw new Error(`hand records need DejaVu Sans (${FOLDER}): install the Debian package fonts-dejavu-core`);
  loaded ??= {
    regular: readFileSync(`${FOLDER}/DejaVuSans.ttf`),
    bold: readFileSync(`${FOLDER}/DejaVuSans-Bold.ttf`),
  };
  return loaded;
}
