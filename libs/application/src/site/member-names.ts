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

// A token as ids are written in the log's text: letters, digits, underscores (no hyphen inside).
const TOKEN = /(?<![\w-])\w+(?![\w-])/g;

/**
 * Text the read models wrote with ids in it (an appeal timeline's "lodged by m29", "panel ac1, ac2")
 * with each member's id replaced by his name; stored text is never rewritten, so names are put in
 * as it is read. Any other token stays as it is.
 */
export function namesInTextWith(member: MemberLookup): (text: string) => string {
  const known = new Map<string, string | undefined>();
  const nameOf = (token: string) => {
    if (!known.has(token)) known.set(token, member(token)?.name);
    return known.get(token) ?? token;
  };
  return (text) => text.replace(TOKEN, nameOf);
}
