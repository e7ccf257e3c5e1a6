// A new member's id, made from his name (the club's streams take letters, digits, '_' and '.'):
// 'Zoltán Nagy' is zoltan_nagy, and the second Zoltán Nagy zoltan_nagy_2. Ids never change, so a
// later change of name leaves the id as it was.
export function memberIdFor(name: string, taken: (memberId: string) => boolean): string {
  const base =
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 40) || 'member';
  if (!taken(base)) return base;
  let n = 2;
  while (taken(`${base}_${n}`)) n += 1;
  return `${base}_${n}`;
}
