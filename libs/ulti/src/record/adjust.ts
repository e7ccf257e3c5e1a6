// Rulings on a deal already played out (§13(3)#10–12): settle it, then correct.
import type { Component } from '../bids/component';
import { contractOf } from '../game/contract';
import type { DealState } from '../game/state';
import { offenderPaysFullBid, type JuryRuling } from '../renonsz/ruling';
import { deltasOf, line, type DealResult } from '../settlement/result';
import { componentValue } from '../settlement/settle';
import { settleDeal } from '../settlement/settle-deal';

export function settleWithAdjustments(state: DealState, rulings: readonly JuryRuling[]): DealResult {
  if (rulings.length === 0) return settleDeal(state);
  const silentVoid = rulings.some((r) => r.case === 'play-11' || r.case === 'play-12');
  const base = settleDeal(silentVoid ? { ...state, silentClaims: [] } : state);
  const contract = contractOf(state.bid!, state.ruleSet.settings);
  let components = [...base.components];
  const extra: Record<string, number>[] = [];
  for (const r of rulings) {
    if (r.case === 'play-10' && contract.has('parti')) {
      const v = componentValue(contract, 'parti');
      components = components.map((l) =>
        l.name === 'parti'
          ? {
              ...line(
                'parti',
                Object.fromEntries(Object.keys(l.perDefender).map((d) => [d, v * (state.multipliers[d]?.parti ?? 1)])),
                'renonsz play-10: the declarer won the parti',
              ),
              won: true,
            }
          : l,
      );
    }
    if (r.case === 'play-12') {
      const disputed: Component =
        r.component ??
        (contract.has('40-100')
          ? '40-100'
          : contract.has('20-100')
            ? '20-100'
            : contract.has('4-asz')
              ? '4-asz'
              : 'parti');
      components = components.filter((l) => l.name !== disputed);
      extra.push(offenderPaysFullBid(state, r.offender, disputed));
      components.push({
        name: `renonsz play-12 (${disputed})`,
        won: true,
        amount: 0,
        perDefender: {},
        note: `offender ${r.offender}`,
      });
    }
  }
  const deltas = deltasOf(state.seats, state.declarer!, components);
  for (const e of extra) for (const [p, v] of Object.entries(e)) deltas[p] = (deltas[p] ?? 0) + v;
  const declarerExtra = extra.reduce((s, e) => s + (e[state.declarer!] ?? 0), 0);
  components = components.map((l) =>
    l.name.startsWith('renonsz play-12') ? { ...l, amount: declarerExtra, won: declarerExtra > 0 } : l,
  );
  return { ...base, components, deltas };
}
