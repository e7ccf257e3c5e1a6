// Finds the line of the n-th element of the top-level "actions" array in a deal.json text, so
// that errors can say file:line as well as the action's index.

export function lineOfAction(text: string, index: number): number | null {
  const key = text.search(/"actions"\s*:\s*\[/);
  if (key < 0) return null;
  let depth = 0;
  let element = 0;
  let atStart = true;
  for (let i = text.indexOf('[', key) + 1; i < text.length; i++) {
    const ch = text[i]!;
    if (/\s/.test(ch)) continue;
    if (depth === 0 && ch === ']') return null;
    if (depth === 0 && ch === ',') {
      element++;
      atStart = true;
      continue;
    }
    if (depth === 0 && atStart) {
      if (element === index) return text.slice(0, i).split('\n').length;
      atStart = false;
    }
    if (ch === '"') i = endOfString(text, i);
    else if (ch === '{' || ch === '[') depth++;
    else if (ch === '}' || ch === ']') depth--;
  }
  return null;
}

function endOfString(text: string, start: number): number {
  let i = start + 1;
  while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
  return i;
}
