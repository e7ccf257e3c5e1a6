// The id the decider gave the ruling it recorded (the site never numbers rulings itself).

type RulingGiven = { readonly type: 'RulingGiven'; readonly rulingId: string };

export function rulingIdOf(events: readonly { readonly type: string }[]): string {
  const given = events.find((e): e is RulingGiven => e.type === 'RulingGiven');
  if (!given) throw new Error('the decision recorded no ruling');
  return given.rulingId;
}
