// Lexer for PBN 2.0/2.1 import format (standard §3): `%` escape lines, `;` and `{...}` comments,
// `[Tag "value"]` pairs, the section lines following a tag, games separated by empty lines,
// and the `#` value that copies the previous game's tag (§3.5).
import { ImportError } from '../errors/import-error';
import { runSteps, type Steps } from '../steps/steps';
import type { PbnDirective, PbnFile, PbnGame, PbnSectionLine, PbnTag, PbnToken } from './pbn-file';

interface OpenTag {
  name: string;
  value: string;
  line: number;
  section: { line: number; tokens: PbnToken[] }[];
  inherited: boolean;
}

interface OpenGame {
  line: number;
  tags: OpenTag[];
  comments: PbnToken[];
}

const TAG_PAIR = /\[\s*([A-Za-z0-9_]+)\s*"((?:[^"\\]|\\.)*)"\s*\]/y;
const WORD_END = /[\s{;"[\]]/;

export function scanPbn(text: string, file: string): PbnFile {
  return runSteps(scanPbnInSteps(text, file));
}

/** Lines scanned between two pauses of scanPbnInSteps. */
export const PBN_LINES_PER_STEP = 2000;

/** scanPbn pausing after every `linesPerStep` lines. */
export function* scanPbnInSteps(text: string, file: string, linesPerStep = PBN_LINES_PER_STEP): Steps<PbnFile> {
  const directives: PbnDirective[] = [];
  const games: PbnGame[] = [];
  let game: OpenGame | null = null;
  let brace: { text: string; line: number } | null = null;
  let pendingComments: PbnToken[] = [];

  const fail = (line: number, field: string | null, problem: string): never => {
    throw new ImportError({ file, line, field }, problem);
  };

  const closeGame = (): void => {
    if (game === null) return;
    games.push(finishGame(game, games[games.length - 1], file));
    game = null;
  };

  const currentTag = (): OpenTag | undefined => game?.tags[game.tags.length - 1];

  const emit = (token: PbnToken): void => {
    const tag = currentTag();
    if (tag === undefined) {
      if (token.kind === 'comment') {
        pendingComments.push(token);
        return;
      }
      return fail(token.line, null, `'${token.text}' is outside any tag pair`);
    }
    const last = tag.section[tag.section.length - 1];
    if (last !== undefined && last.line === token.line) last.tokens.push(token);
    else tag.section.push({ line: token.line, tokens: [token] });
  };

  const lines = text.split(/\r\n|\r|\n/);
  for (let index = 0; index < lines.length; index++) {
    if (index > 0 && index % linesPerStep === 0) yield;
    const raw = lines[index]!;
    const line = index + 1;
    if (brace === null) {
      if (raw.startsWith('%')) {
        directives.push({ text: raw.slice(1).trim(), line });
        continue;
      }
      if (raw.trim() === '') {
        closeGame();
        continue;
      }
    }
    let pos = 0;
    while (pos < raw.length) {
      if (brace !== null) {
        const end = raw.indexOf('}', pos);
        if (end < 0) {
          brace.text += raw.slice(pos) + '\n';
          break;
        }
        brace.text += raw.slice(pos, end);
        emit({ kind: 'comment', text: brace.text.trim(), line: brace.line });
        brace = null;
        pos = end + 1;
        continue;
      }
      const ch = raw[pos]!;
      if (/\s/.test(ch)) {
        pos++;
      } else if (ch === ';') {
        emit({ kind: 'comment', text: raw.slice(pos + 1).trim(), line });
        pos = raw.length;
      } else if (ch === '{') {
        brace = { text: '', line };
        pos++;
      } else if (ch === '[') {
        TAG_PAIR.lastIndex = pos;
        const match = TAG_PAIR.exec(raw);
        if (!match) return fail(line, 'tag pair', `'${raw.slice(pos).trim()}' is not [Name "value"]`);
        if (game === null) {
          game = { line, tags: [], comments: pendingComments };
          pendingComments = [];
        }
        const name = match[1]!;
        // Note tags repeat (one per note, standard §3.9.8); any other tag appears once per game.
        if (name !== 'Note' && game.tags.some((tag) => tag.name === name)) {
          return fail(line, `tag ${name}`, `the game already has a ${name} tag`);
        }
        game.tags.push({ name, value: unescape(match[2]!), line, section: [], inherited: false });
        pos = TAG_PAIR.lastIndex;
      } else if (ch === '"') {
        const end = closingQuote(raw, pos + 1);
        if (end < 0) return fail(line, currentTag()?.name ?? null, `unterminated string ${raw.slice(pos)}`);
        emit({ kind: 'string', text: unescape(raw.slice(pos + 1, end)), line });
        pos = end + 1;
      } else {
        let end = pos + 1;
        while (end < raw.length && !WORD_END.test(raw[end]!)) end++;
        emit({ kind: 'word', text: raw.slice(pos, end), line });
        pos = end;
      }
    }
  }
  if (brace !== null) fail(brace.line, 'comment', 'comment opened with { is never closed');
  closeGame();
  return { file, version: versionOf(directives), directives, games };
}

function finishGame(game: OpenGame, previous: PbnGame | undefined, file: string): PbnGame {
  const tags: PbnTag[] = game.tags.map((tag) => {
    if (tag.value !== '#') return freeze(tag);
    const source = previous?.tags.find((candidate) => candidate.name === tag.name);
    if (source === undefined) {
      throw new ImportError(
        { file, line: tag.line, field: `tag ${tag.name}` },
        "value '#' copies the previous game's tag, but the previous game has none",
      );
    }
    const section = tag.section.length > 0 ? tag.section : source.section;
    return { name: tag.name, value: source.value, line: tag.line, section, inherited: true };
  });
  return { line: game.line, tags, comments: game.comments };
}

function freeze(tag: OpenTag): PbnTag {
  const section: PbnSectionLine[] = tag.section;
  return { name: tag.name, value: tag.value, line: tag.line, section, inherited: tag.inherited };
}

function closingQuote(raw: string, from: number): number {
  for (let i = from; i < raw.length; i++) {
    if (raw[i] === '\\') i++;
    else if (raw[i] === '"') return i;
  }
  return -1;
}

function unescape(text: string): string {
  return text.replace(/\\(["\\])/g, '$1');
}

function versionOf(directives: readonly PbnDirective[]): string | null {
  for (const directive of directives) {
    const match = /^PBN\s+(\d+\.\d+)/.exec(directive.text);
    if (match) return match[1]!;
  }
  return null;
}
