// The procedural penalties (Law 90) assessed on a board, under its traveller: they come off the
// pair's session total, not the board's score, so they are listed, not folded into the rows.
import { useTranslations } from 'next-intl';
import { penaltyUnitIn } from '../../words/penalty-units';

interface Penalised {
  readonly section?: string;
  readonly table: number;
  readonly penalties?: readonly { contestant: string; amount: number; unit: string; law: string }[];
}

export function TravellerPenalties({ rows }: { rows: readonly Penalised[] }) {
  const t = useTranslations('travellerPenalties');
  const units = useTranslations('rulingsPenaltyUnits');
  const lines = rows.flatMap((r) => (r.penalties ?? []).map((p) => ({ ...p, at: `${r.section ?? ''}${r.table}` })));
  if (lines.length === 0) return null;
  return (
    <ul className="muted" data-testid="traveller-penalties">
      {lines.map((p, i) => (
        <li key={i}>
          {t('line', {
            law: p.law,
            contestant: p.contestant,
            table: p.at,
            amount: p.amount,
            unit: penaltyUnitIn(p.unit, (key) => units(key)),
          })}
        </li>
      ))}
    </ul>
  );
}
