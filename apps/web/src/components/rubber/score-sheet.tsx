// A rubber's score sheet drawn as the paper one: We (N-S) and They (E-W) columns; premiums above the
// line, the latest highest; trick scores below it, a game line ruled under each game; the totals.
// At a Chicago table the rubber is a round of four counted deals, and its entries name those.
import { useTranslations } from 'next-intl';
import type { RubberSheet } from '@club/application/shapes';
import { usePlayerNames } from './player-names';

type Rubber = RubberSheet['evening']['rubbers'][number];
type Entry = Rubber['score']['closing'][number];
type Players = RubberSheet['table']['players'];

/** The sheet's items the rubberSheet namespace names; another (a new engine item) is shown by its code. */
const ITEMS = [
  'trick-score',
  'overtricks',
  'made-doubled',
  'slam',
  'undertricks',
  'honours',
  'rubber-bonus',
  'unfinished-game',
  'unfinished-part-score',
  'game-bonus',
  'part-score-bonus',
] as const;
const isItem = (item: string): item is (typeof ITEMS)[number] => (ITEMS as readonly string[]).includes(item);

interface Line {
  readonly key: string;
  readonly deal: number | null;
  readonly entry: Entry;
}

/** Below-the-line rows with a game line after each deal that completes a game (100 since the last line). */
function belowRows(rubber: Rubber): (Line | 'game-line')[] {
  const rows: (Line | 'game-line')[] = [];
  const sinceLine = { NS: 0, EW: 0 };
  for (const d of rubber.score.deals) {
    d.entries.forEach((entry, i) => {
      if (entry.line !== 'below') return;
      rows.push({ key: `${d.deal}-${i}`, deal: d.deal, entry });
      sinceLine[entry.side] += entry.points;
    });
    if (sinceLine.NS >= 100 || sinceLine.EW >= 100) {
      rows.push('game-line');
      sinceLine.NS = 0;
      sinceLine.EW = 0;
    }
  }
  return rows;
}

function aboveRows(rubber: Rubber): Line[] {
  const rows: Line[] = rubber.score.deals.flatMap((d) =>
    d.entries.flatMap((entry, i) => (entry.line === 'above' ? [{ key: `${d.deal}-${i}`, deal: d.deal, entry }] : [])),
  );
  rubber.score.closing.forEach((entry, i) => rows.push({ key: `closing-${i}`, deal: null, entry }));
  // On paper each premium is written above the last one.
  return rows.reverse();
}

/** The deal an entry names: the table's deal number, or at a Chicago table the counted deal. */
type DealNumbers = ReadonlyMap<number, number | null> | undefined;

function Cell({ line, side, numbers }: { line: Line; side: 'NS' | 'EW'; numbers: DealNumbers }) {
  const t = useTranslations('rubberSheet');
  if (line.entry.side !== side) return <td />;
  const { item } = line.entry;
  return (
    <td>
      {line.entry.points}{' '}
      <small className="muted">
        {isItem(item) ? t(item) : item}
        {line.deal !== null ? ` · ${t('deal', { deal: numbers?.get(line.deal) ?? line.deal })}` : ''}
      </small>
    </td>
  );
}

export function ScoreSheet({
  rubber,
  players,
  chicago,
}: {
  rubber: Rubber;
  players: Players;
  /** At a Chicago table: each deal's counted number (chicago-deal-numbers.ts). */
  chicago?: ReadonlyMap<number, number | null>;
}) {
  const t = useTranslations('rubberSheet');
  const { seating, score } = rubber;
  const nameOf = usePlayerNames(players);
  const pair = (ids: readonly string[]) => ids.map(nameOf).join(' & ');
  const below = belowRows(rubber);
  return (
    <table className="score-sheet" data-testid={`sheet-rubber-${rubber.number}`}>
      <caption>
        {t(`${chicago ? 'round' : 'rubber'}${score.status === 'over' ? 'Over' : ''}`, {
          number: rubber.number,
          we: score.games.NS,
          they: score.games.EW,
        })}
      </caption>
      <thead>
        <tr>
          <th scope="col">
            {t('we')} <small>{pair(seating.NS)}</small>
          </th>
          <th scope="col">
            {t('they')} <small>{pair(seating.EW)}</small>
          </th>
        </tr>
      </thead>
      <tbody className="above">
        {aboveRows(rubber).map((line) => (
          <tr key={line.key}>
            <Cell line={line} side="NS" numbers={chicago} />
            <Cell line={line} side="EW" numbers={chicago} />
          </tr>
        ))}
      </tbody>
      <tbody className="below">
        {below.map((row, i) =>
          row === 'game-line' ? (
            <tr key={`game-${i}`} className="game-line" aria-label={t('gameLine')}>
              <td colSpan={2} />
            </tr>
          ) : (
            <tr key={row.key}>
              <Cell line={row} side="NS" numbers={chicago} />
              <Cell line={row} side="EW" numbers={chicago} />
            </tr>
          ),
        )}
      </tbody>
      <tfoot>
        <tr>
          <td data-testid="total-we">{score.totals.NS}</td>
          <td data-testid="total-they">{score.totals.EW}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/** The evening so far: each player's points and, with a stake, what they receive (+) or pay (−). */
export function EveningTotals({ sheet }: { sheet: RubberSheet }) {
  const t = useTranslations('rubberSheet');
  const nameOf = usePlayerNames(sheet.table.players);
  if (sheet.evening.players.length === 0) return null;
  return (
    <table className="card" data-testid="evening">
      <caption>{sheet.table.closedAt ? t('eveningClosed') : t('evening')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('player')}</th>
          <th scope="col">{t('points')}</th>
          <th scope="col">{t('rubbersWon')}</th>
          {sheet.table.stake !== null ? <th scope="col">{t('stake')}</th> : null}
        </tr>
      </thead>
      <tbody>
        {sheet.evening.players.map((p) => (
          <tr key={p.playerId}>
            <td>{nameOf(p.playerId)}</td>
            <td>{p.points}</td>
            <td>
              {p.rubbersWon}/{p.rubbersPlayed}
            </td>
            {sheet.table.stake !== null ? <td>{p.money ?? 0}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
