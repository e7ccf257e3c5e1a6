// The four hands around the table, as printed on a hand record.
import type { Hand } from '@club/application';
import { useTranslations } from 'next-intl';
import { Holding, Suit } from './suit';

type Seat = 'N' | 'E' | 'S' | 'W';

function OneHand({ seat, hand }: { seat: Seat; hand: Hand }) {
  const t = useTranslations('handDiagram');
  const seats = useTranslations('seats');
  const rows: [Parameters<typeof Suit>[0]['suit'], string][] = [
    ['S', hand.spades],
    ['H', hand.hearts],
    ['D', hand.diamonds],
    ['C', hand.clubs],
  ];
  return (
    <div className={`hand hand-${seat}`} aria-label={t('hand', { seat: seats(seat) })}>
      <strong>{seats(seat)}</strong>
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
