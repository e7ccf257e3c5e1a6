// How a page names a person it knows by id: the member's name from the club's members; anyone else
// (a guest of an imported session, recorded under the name the file gives) keeps his own label.
import type { MemberDirectory, Person } from './members-shapes';

/** Looks a member up by id (the members reader's `member`). */
export type MemberLookup = (memberId: string) => { readonly name: string } | undefined;

/** The name to show for an id: the member's name, else the id itself (a guest's name). */
export const nameOfWith =
  (member: MemberLookup) =>
  (memberId: string): string =>
    member(memberId)?.name ?? memberId;

/** A person with the name to show beside his id. */
export const personOfWith =
  (member: MemberLookup) =>
  (memberId: string): Person => ({ memberId, name: nameOfWith(member)(memberId) });

/** Every member by name (ties by id), as a picker lists them. */
export function directoryOf(members: readonly { readonly memberId: string; readonly name: string }[]): MemberDirectory {
  return members
    .map(({ memberId, name }) => ({ memberId, name }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.memberId.localeCompare(b.memberId));
}

/**
 * A line the read models wrote with members' ids at known places (an appeal timeline's "lodged by
 * m29", "panel ac1, ac2"), with each of those ids replaced by the member's name; stored text is never
 * rewritten, so names are put in as it is read. Nothing else in the text is touched.
 */
export function namesAtWith(
  member: MemberLookup,
): (text: string, mentions: readonly { readonly memberId: string; readonly at: number }[] | undefined) => string {
  const nameOf = nameOfWith(member);
  return (text, mentions = []) => {
    let named = '';
    let from = 0;
    for (const { memberId, at } of [...mentions].sort((a, b) => a.at - b.at)) {
      named += text.slice(from, at) + nameOf(memberId);
      from = at + memberId.length;
    }
    return named + text.slice(from);
  };
}

// A token as ids are written in the log's text: letters, digits, underscores (no hyphen inside).
const TOKEN = /(?<![\w-])\w+(?![\w-])/g;

/**
 * Text with ids in it and no record of where (an engine's refusal naming a player) with each token
 * that is a member's id replaced by his name; any other token stays as it is.
 */
export function namesInTextWith(member: MemberLookup): (text: string) => string {
  const known = new Map<string, string | undefined>();
  const nameOf = (token: string) => {
    if (!known.has(token)) known.set(token, member(token)?.name);
    return known.get(token) ?? token;
  };
  return (text) => text.replace(TOKEN, nameOf);
}
