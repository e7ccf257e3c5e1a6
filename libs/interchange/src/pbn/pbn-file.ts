// The lexical shape of a PBN file: games made of tag pairs, each tag with the section lines that follow it.

export type PbnTokenKind = 'word' | 'string' | 'comment';

export interface PbnToken {
  readonly kind: PbnTokenKind;
  /** Without the quotes or braces; escapes (`\"`, `\\`) already resolved. */
  readonly text: string;
  readonly line: number;
}

export interface PbnSectionLine {
  readonly line: number;
  readonly tokens: readonly PbnToken[];
}

export interface PbnTag {
  readonly name: string;
  readonly value: string;
  readonly line: number;
  /** Data lines after the tag pair (Auction, Play, Note-free tables...), comments included as tokens. */
  readonly section: readonly PbnSectionLine[];
  /** True when the file wrote `#` and the value (and section) were copied from the previous game. */
  readonly inherited: boolean;
}

export interface PbnGame {
  /** Line of the game's first tag pair. */
  readonly line: number;
  readonly tags: readonly PbnTag[];
  /** Comments before the game's first tag pair. */
  readonly comments: readonly PbnToken[];
}

export interface PbnDirective {
  readonly text: string;
  readonly line: number;
}

export interface PbnFile {
  readonly file: string;
  /** From the `% PBN x.y` directive, when present. */
  readonly version: string | null;
  /** `%` escape lines (`% EXPORT`, `% <META ...>`), in file order. */
  readonly directives: readonly PbnDirective[];
  readonly games: readonly PbnGame[];
}

export function findTag(game: PbnGame, name: string): PbnTag | undefined {
  return game.tags.find((tag) => tag.name === name);
}

/** The tag's value, or `undefined` when the game has no such tag. */
export function tagValue(game: PbnGame, name: string): string | undefined {
  return findTag(game, name)?.value;
}

/** `% <META name=Key content="value">` directives (written by Ruter and Magic Contest) as a record. */
export function metaDirectives(pbn: PbnFile): Record<string, string> {
  const meta: Record<string, string> = {};
  for (const directive of pbn.directives) {
    const match = /^<META\s+name=("?)([^"\s>]+)\1\s+content="([^"]*)"\s*>$/i.exec(directive.text);
    if (match) meta[match[2]!] = match[3]!;
  }
  return meta;
}
