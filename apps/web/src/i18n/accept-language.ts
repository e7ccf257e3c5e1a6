// The language tags of an Accept-Language header, most preferred first (q-values, then order);
// `*` and refused (q=0) ranges left out. Pure.
export function acceptedTags(header: string | null | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), order };
    })
    .filter((t) => t.tag !== '' && t.tag !== '*' && t.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
    .map((t) => t.tag);
}

/** A tag's language (its first subtag), lower case: 'cs-CZ' → 'cs'. */
export const languageOf = (tag: string): string => tag.split(/[-_]/, 1)[0]!.toLowerCase();
