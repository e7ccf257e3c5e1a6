// The id the decider gave the ruling it recorded (the site never numbers rulings itself).
export function rulingIdOf(events: readonly { readonly type: string }[]): string {
  const given = events.find((e): e is { readonly type: 'RulingGiven'; readonly rulingId: string } => e.type === 'RulingGiven');
  if (!given) throw new Error('the decision recorded no ruling');
  return given.rulingId;
}
