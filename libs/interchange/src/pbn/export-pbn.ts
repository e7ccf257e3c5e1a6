// PBN export format (standard §3.1, spec 2a): `% PBN 2.1` and `% EXPORT`, then per game the 15 tags of
// the Mandatory Tag Set in their fixed order (a missing one written "?" = unknown), then the other tags
// in alphabetical order, each followed by its section; Note tags stay right after the section they belong to.
import type { PbnTag, PbnToken } from './pbn-file';

export const MANDATORY_TAGS = [
  'Event',
  'Site',
  'Date',
  'Board',
  'West',
  'North',
  'East',
  'South',
  'Dealer',
  'Vulnerable',
  'Deal',
  'Scoring',
  'Declarer',
  'Contract',
  'Result',
] as const;

/** What export needs of a tag: the name, the value, and the section lines as tokens. */
export type ExportToken = Pick<PbnToken, 'kind' | 'text'>;
export type ExportTag = Pick<PbnTag, 'name' | 'value'> & {
  readonly section?: readonly { readonly tokens: readonly ExportToken[] }[];
};

export function exportPbn(games: readonly { readonly tags: readonly ExportTag[] }[], version = '2.1'): string {
  const blocks = games.map((game) => orderForExport(game.tags).map(formatTag).join('\n'));
  return `% PBN ${version}\n% EXPORT\n${blocks.map((block) => `${block}\n`).join('\n')}`;
}

/** Mandatory tags first (unknown when absent), then the rest alphabetically, Note tags kept after their section. */
export function orderForExport(tags: readonly ExportTag[]): ExportTag[] {
  const groups: { head: ExportTag; notes: ExportTag[] }[] = [];
  for (const tag of tags) {
    const last = groups[groups.length - 1];
    if (
      tag.name === 'Note' &&
      last !== undefined &&
      (last.head.name === 'Auction' || last.head.name === 'Play' || last.head.name === 'Note')
    ) {
      last.notes.push(tag);
    } else groups.push({ head: tag, notes: [] });
  }
  const byName = new Map(groups.map((group) => [group.head.name, group]));
  const mandatory = MANDATORY_TAGS.map((name) => byName.get(name) ?? { head: { name, value: '?' }, notes: [] });
  const others = groups
    .filter((group) => !(MANDATORY_TAGS as readonly string[]).includes(group.head.name))
    .sort((a, b) => (a.head.name < b.head.name ? -1 : a.head.name > b.head.name ? 1 : 0));
  return [...mandatory, ...others].flatMap((group) => [group.head, ...group.notes]);
}

function formatTag(tag: ExportTag): string {
  const lines = [`[${tag.name} "${escape(tag.value)}"]`];
  for (const line of tag.section ?? []) lines.push(line.tokens.map(formatToken).join(' '));
  return lines.join('\n');
}

function formatToken(token: ExportToken): string {
  if (token.kind === 'string') return `"${escape(token.text)}"`;
  if (token.kind === 'comment') return `{${token.text}}`;
  return token.text;
}

function escape(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
}
