// The four hands around the table, as printed on a hand record.
import type { Hand } from '@club/application';
import { Holding, Suit } from './suit';

type Seat = 'N' | 'E' | 'S' | 'W';
const SEAT_NAMES: Record<Seat, string> = { N: 'North', E: 'East', S: 'South', W: 'West' };

function OneHand({ seat, hand }: { seat: Seat; hand: Hand }) {
  const rows: [Parameters<typeof Suit>[0]['suit'], string][] = [
    ['S', hand.spades],
    ['H', hand.hearts],
    ['D', hand.diamonds],
    ['C', hand.clubs],
  ];
  return (
    <div className={`hand hand-${seat}`} aria-label={`${SEAT_NAMES[seat]}'s hand`}>
      <strong>{SEAT_NAMES[seat]}</strong>
      {rows.map(([suit, cards]) => (
        <div key={suit}>
          <Suit suit={suit} /> <Holding cards={cards} />
        </div>
      ))}
    </div>
  );
}

export function HandDiagram({ hands }: { hands: Record<Seat, Hand> }) {
  return (
    <div className="hand-diagram">
      {(['N', 'W', 'E', 'S'] as const).map((seat) => (
        <OneHand key={seat} seat={seat} hand={hands[seat]} />
      ))}
    </div>
  );
}
