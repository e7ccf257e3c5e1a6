// BBO's LIN text: a flat run of `tag|value|` pairs, each tag two letters (`md|3S...|sv|o|mb|1N|`).
// Line breaks between pairs carry no meaning; they are kept only to name a token's line in errors.
import { ImportError } from '../errors/import-error';

export interface LinToken {
  /** Lower-cased two-letter tag, e.g. `mb`. */
  readonly tag: string;
  readonly value: string;
  /** 1-based position of the pair in the file: how errors name "the token". */
  readonly index: number;
  readonly line: number;
}

const TAG = /^[A-Za-z]{2}$/;

export function scanLin(text: string, file: string): LinToken[] {
  const tokens: LinToken[] = [];
  let position = 0;
  let line = 1;
  const advance = (to: number) => {
    for (let i = position; i < to; i++) if (text.charCodeAt(i) === 10) line++;
    position = to;
  };
  for (;;) {
    const tagEnd = text.indexOf('|', position);
    if (tagEnd === -1) break;
    const rawTag = text.slice(position, tagEnd);
    const leading = rawTag.length - rawTag.trimStart().length;
    advance(position + leading);
    const tagLine = line;
    const tag = rawTag.trim();
    const index = tokens.length + 1;
    if (!TAG.test(tag))
      throw new ImportError(
        { file, line: tagLine, field: `token ${index}` },
        `'${tag}' is not a two-letter LIN tag (pairs are written tag|value|)`,
      );
    const valueEnd = text.indexOf('|', tagEnd + 1);
    if (valueEnd === -1)
      throw new ImportError(
        { file, line: tagLine, field: `token ${index} ${tag}` },
        'the file ends before the value is closed by |',
      );
    tokens.push({ tag: tag.toLowerCase(), value: text.slice(tagEnd + 1, valueEnd), index, line: tagLine });
    advance(valueEnd + 1);
  }
  const rest = text.slice(position).trim();
  if (rest !== '')
    throw new ImportError(
      { file, line, field: `token ${tokens.length + 1}` },
      `'${rest.slice(0, 20)}' after the last pair is not tag|value|`,
    );
  return tokens;
}

/** How errors and reports name one token: `board 3, token 17 pc|SA|`. */
export function tokenField(board: number | null, token: LinToken): string {
  return `${board === null ? '' : `board ${board}, `}token ${token.index} ${token.tag}|${token.value}|`;
}
