// The names of what a kept answer depends on, shared by who keeps answers (the site's response
// cache names a request's subjects from its URL) and by what reports changes (data-changes.ts
// names the subjects a change touches): both must spell them the same way.
export const cacheSubject = {
  /** One bridge session: its results, boards, travellers, replays and who may see them. */
  session: (sessionId: string) => `bridge-session:${sessionId}`,
  /** One member's results over time. */
  history: (memberId: string) => `history:${memberId}`,
  /** The club-wide lists: the latest sessions, the leagues. */
  lists: 'lists',
  /** Every Ulti page (leagues, tables, sessions, deals): an Ulti change drops them together. */
  ulti: 'ulti',
} as const;
