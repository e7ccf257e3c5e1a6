// A member's percentage per session as a line over time, drawn as inline SVG (no chart library):
// a 50 % guide line, one labelled point per session; sessions without a percentage are left out.
import { useFormatter, useTranslations } from 'next-intl';
import { WhenText } from '../time/when';

export interface HistoryPoint {
  readonly sessionId: string;
  readonly name: string;
  readonly date: string;
  readonly percentage: number | null;
}

const W = 340;
const H = 200;
const PAD = { left: 36, right: 24, top: 12, bottom: 28 };

export function chartPoints(points: readonly HistoryPoint[]) {
  const withPct = points.filter((p): p is HistoryPoint & { percentage: number } => p.percentage !== null);
  const lo = Math.min(30, ...withPct.map((p) => Math.floor(p.percentage / 10) * 10));
  const hi = Math.max(70, ...withPct.map((p) => Math.ceil(p.percentage / 10) * 10));
  const x = (i: number) =>
    PAD.left +
    (withPct.length === 1 ? (W - PAD.left - PAD.right) / 2 : (i * (W - PAD.left - PAD.right)) / (withPct.length - 1));
  const y = (pct: number) => PAD.top + ((hi - pct) * (H - PAD.top - PAD.bottom)) / (hi - lo);
  return { lo, hi, y, points: withPct.map((p, i) => ({ ...p, cx: x(i), cy: y(p.percentage) })) };
}

export function HistoryChart({ points }: { points: readonly HistoryPoint[] }) {
  const t = useTranslations('historyChart');
  const format = useFormatter();
  const oneDecimal = (value: number) => format.number(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const { lo, hi, y, points: drawn } = chartPoints(points);
  if (drawn.length === 0) return <p className="card muted">{t('none')}</p>;
  const ticks = [lo, (lo + hi) / 2, hi];
  return (
    <figure className="card history-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="history-chart-title" data-testid="history-chart">
        <title id="history-chart-title">
          {t('title', {
            points: drawn.map((p) => t('point', { name: p.name, percentage: oneDecimal(p.percentage) })).join(', '),
          })}
        </title>
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              className={tick === 50 ? 'guide fifty' : 'guide'}
            />
            <text x={PAD.left - 4} y={y(tick) + 4} textAnchor="end" className="tick">
              {t('tick', { value: tick })}
            </text>
          </g>
        ))}
        {y(50) > PAD.top && !ticks.includes(50) ? (
          <line x1={PAD.left} x2={W - PAD.right} y1={y(50)} y2={y(50)} className="guide fifty" />
        ) : null}
        <polyline points={drawn.map((p) => `${p.cx},${p.cy}`).join(' ')} className="history-line" fill="none" />
        {drawn.map((p) => (
          <g key={p.sessionId}>
            <circle cx={p.cx} cy={p.cy} r={4} className="history-point" />
            <text x={p.cx} y={H - 8} textAnchor="middle" className="tick">
              <WhenText at={p.date} style="day-month" />
            </text>
            <text x={p.cx} y={p.cy - 8} textAnchor="middle" className="tick">
              {oneDecimal(p.percentage)}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className="muted">{t('caption')}</figcaption>
    </figure>
  );
}
