// A member's Ulti forints over time, drawn as inline SVG (no chart library): a bar per session
// (won above the zero line, paid below) and the running total as a line through the sessions.
import { useTranslations } from 'next-intl';
import { WhenText } from '../time/when';

export interface UltiHistoryPoint {
  readonly sessionId: string;
  readonly date: string;
  readonly forints: number;
  readonly cumulativeForints: number;
}

const W = 340;
const H = 200;
const PAD = { left: 40, right: 16, top: 16, bottom: 28 };

/** A round step for the axis: 1, 2 or 5 times a power of ten, about a third of the span. */
function stepOf(span: number): number {
  const rough = Math.max(span, 1) / 3;
  const power = 10 ** Math.floor(Math.log10(rough));
  return [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough)!;
}

/** Where each session's bar and point go, and the axis's ticks. */
export function ultiChartLayout(points: readonly UltiHistoryPoint[]) {
  const values = points.flatMap((p) => [p.forints, p.cumulativeForints]);
  const step = stepOf(Math.max(0, ...values) - Math.min(0, ...values));
  const lo = Math.floor(Math.min(0, ...values) / step) * step;
  const hi = Math.max(Math.ceil(Math.max(0, ...values) / step) * step, lo + step);
  const y = (v: number) => PAD.top + ((hi - v) * (H - PAD.top - PAD.bottom)) / (hi - lo);
  const slot = (W - PAD.left - PAD.right) / Math.max(points.length, 1);
  const ticks: number[] = [];
  for (let t = lo; t <= hi; t += step) ticks.push(t);
  return {
    y,
    ticks,
    barWidth: Math.min(28, slot * 0.5),
    points: points.map((p, i) => ({ ...p, cx: PAD.left + slot * (i + 0.5), cy: y(p.cumulativeForints) })),
  };
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

export function UltiHistoryChart({ points }: { points: readonly UltiHistoryPoint[] }) {
  const t = useTranslations('ultiHistory');
  if (points.length === 0) return <p className="card muted">{t('noChart')}</p>;
  const { y, ticks, barWidth, points: drawn } = ultiChartLayout(points);
  const zero = y(0);
  return (
    <figure className="card history-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="ulti-chart-title" data-testid="ulti-history-chart">
        <title id="ulti-chart-title">
          {t('chartTitle', {
            list: drawn.map((p) => `${signed(p.forints)} (${signed(p.cumulativeForints)})`).join(', '),
          })}
        </title>
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} className={t === 0 ? 'guide fifty' : 'guide'} />
            <text x={PAD.left - 4} y={y(t) + 4} textAnchor="end" className="tick">
              {t}
            </text>
          </g>
        ))}
        {drawn.map((p) => (
          <g key={p.sessionId}>
            <rect
              x={p.cx - barWidth / 2}
              width={barWidth}
              y={Math.min(zero, y(p.forints))}
              height={Math.abs(y(p.forints) - zero)}
              className={p.forints < 0 ? 'ulti-bar paid' : 'ulti-bar won'}
              data-testid="ulti-history-bar"
            />
            <text x={p.cx} y={H - 8} textAnchor="middle" className="tick">
              <WhenText at={p.date} style="day-month" />
            </text>
          </g>
        ))}
        <polyline points={drawn.map((p) => `${p.cx},${p.cy}`).join(' ')} className="history-line" fill="none" />
        {drawn.map((p) => (
          <g key={`${p.sessionId}-total`}>
            <circle cx={p.cx} cy={p.cy} r={4} className="history-point" />
            <text x={p.cx} y={p.cy - 8} textAnchor="middle" className="tick">
              {signed(p.cumulativeForints)}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className="muted">{t('caption')}</figcaption>
    </figure>
  );
}
