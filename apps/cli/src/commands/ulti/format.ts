// Output of `club ulti`: the settled JSON and readable summaries.
import {
  bidById,
  cardName,
  type DealRecord,
  type DealResult,
  type Replay,
  type Suit,
  type UltiRecord,
} from '@club/ulti';

export function settledJson(record: UltiRecord, result: DealResult) {
  return {
    declarer: result.declarer,
    contract: result.contract,
    components: result.components.map((c) => ({
      name: c.name,
      won: c.won,
      amount: c.amount,
      ...(c.note ? { note: c.note } : {}),
    })),
    deltas: result.deltas,
    outcome: result.outcome,
    ruleSet: { name: record.ruleSet.name, version: record.ruleSet.version },
  };
}

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

/** `trump`: as played (full record) or as written (sheet). */
export function settleSummary(record: UltiRecord, result: DealResult, trump: Suit | null): string {
  const lines = [
    `Deal: players ${record.players.join(' ')}, dealer ${record.dealer}; rules ${record.ruleSet.name} v${record.ruleSet.version}`,
  ];
  if (result.contract) {
    const bid = bidById(result.contract);
    const named = trump
      ? `, trump ${trump}`
      : bid.components.some((c) => /betli|szintelen|redurchmars/.test(c))
        ? ', no trump'
        : '';
    lines.push(`Declarer ${result.declarer ?? '-'}: ${bid.name} (${bid.value})${named}; ${result.outcome}`);
  } else lines.push(`Outcome: ${result.outcome}`);
  for (const c of result.components)
    lines.push(
      `  ${c.name.padEnd(28)} ${(c.won ? 'won' : 'lost').padEnd(5)} ${signed(c.amount).padStart(5)}${c.note ? `  (${c.note})` : ''}`,
    );
  lines.push(
    `Result: ${Object.entries(result.deltas)
      .map(([p, d]) => `${p} ${signed(d)}`)
      .join(', ')}`,
  );
  return lines.join('\n') + '\n';
}

export function playSummary(record: DealRecord, replayed: Replay): string {
  const out = [`Seed ${record.seed}: players ${record.players.join(' ')}, dealer ${record.dealer}`];
  for (const [p, cards] of Object.entries(record.hands)) out.push(`  ${p}: ${cards.map(cardName).join(', ')}`);
  const auction = record.actions
    .filter((a) => a.type === 'bid' || a.type === 'pass')
    .map((a) => (a.type === 'bid' ? `${a.player} ${a.bid}` : `${a.player} passz`));
  out.push(`Auction: ${auction.join(', ')}`);
  replayed.state.tricks.forEach((t, i) =>
    out.push(`  trick ${i + 1}: ${t.cards.map((c) => `${c.player} ${cardName(c.card)}`).join(', ')} -> ${t.winner}`),
  );
  return out.join('\n') + '\n' + settleSummary(record, replayed.result, replayed.state.trump);
}
