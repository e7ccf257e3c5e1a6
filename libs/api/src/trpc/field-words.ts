// A field named in words for a refusal, from its path in the input (zod's issue path, or the path a
// decider's message starts with): `entrants.0.members` → "Entrant 1, members", `hearingAt` →
// "Hearing time". Labels come from the shapes' dictionary (@club/application/shapes); a key it does
// not list reads as its own words.
import { COMMAND_LABELS, FIELD_LABELS, ITEM_LABELS } from '@club/application/shapes';

/** `boardsPerRound` → "boards per round", `memberId` → "member", `closedAt` → "closed time". */
function keyWords(key: string): string {
  if (Object.hasOwn(FIELD_LABELS, key)) return FIELD_LABELS[key]!;
  const words = key
    .replace(/Ids$/, 's')
    .replace(/Id$/, '')
    .replace(/At$/, 'Time')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ');
  // An acronym (NS, IMP) keeps its capitals; other words are lower case.
  return words
    .split(' ')
    .map((w) => (/^[A-Z0-9]+$/.test(w) && w.length > 1 ? w : w.toLowerCase()))
    .join(' ');
}

function itemWords(list: string): string {
  if (Object.hasOwn(ITEM_LABELS, list)) return ITEM_LABELS[list]!;
  const words = keyWords(list);
  return words.endsWith('s') ? words.slice(0, -1) : words;
}

/** The path in words, first letter capital; an empty path is the input as a whole. */
export function fieldWords(path: readonly PropertyKey[]): string {
  const parts: string[] = [];
  path.forEach((segment, i) => {
    const next = path[i + 1];
    if (typeof segment === 'number') return;
    const key = String(segment);
    if (typeof next === 'number') parts.push(`${itemWords(key)} ${next + 1}`);
    else parts.push(keyWords(key));
  });
  // An index straight at the top (an array input) reads as its number.
  if (typeof path[0] === 'number') parts.unshift(`item ${path[0] + 1}`);
  const words = parts.join(', ') || 'the input';
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// A decider's message that starts with the field it refuses: `entrants.8.pair: '9' is not …`.
const LEADING_PATH = /^([a-z][A-Za-z0-9]*(?:\.(?:[a-z][A-Za-z0-9]*|\d+))*): /;

/** A schema's issue: its path in words, and its message without the key some messages repeat (`hearingAt: not a date`). */
export function issueWords(issue: { readonly path: readonly PropertyKey[]; readonly message: string }): string {
  return `${fieldWords(issue.path)}: ${issue.message.replace(LEADING_PATH, '')}`;
}

/** Zod's issues as one line naming each field in words: "Entrant 1, members: Too small: expected array to have >=2 items". */
export function issuesInWords(cause: unknown): string | undefined {
  const issues = (cause as { issues?: unknown })?.issues;
  if (!Array.isArray(issues) || issues.length === 0) return undefined;
  return (issues as { path: PropertyKey[]; message: string }[]).map(issueWords).join('; ');
}

// A command the message points to, "(RecordHearing first)", "with CorrectResult"; not the command a parse refusal starts with.
const COMMAND = new RegExp(`(?<=\\(|with )(${Object.keys(COMMAND_LABELS).join('|')})\\b`, 'g');

/** A refusal's message with the field it starts with, and the commands it names, in words. */
export function messageInWords(message: string): string {
  const words = message.replace(COMMAND, (command) => COMMAND_LABELS[command]!);
  const match = LEADING_PATH.exec(words);
  if (!match) return words;
  const path = match[1]!.split('.').map((s) => (/^\d+$/.test(s) ? Number(s) : s));
  return `${fieldWords(path)}: ${words.slice(match[0].length)}`;
}
