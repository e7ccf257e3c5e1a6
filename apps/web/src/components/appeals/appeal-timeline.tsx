// Every event of the board, the session's publications and the appeal's own steps, in order.
import { TimesInText, When } from '../time/when';

interface Entry {
  readonly at: string;
  readonly type: string;
  readonly summary: string;
  readonly source: string;
  readonly rulingId?: string | undefined;
}

export function AppealTimeline({ entries }: { entries: readonly Entry[] }) {
  return (
    <section className="card" aria-label="Timeline">
      <h2>Timeline</h2>
      <ol className="appeal-timeline">
        {entries.map((e, i) => (
          <li key={i} className={`timeline-${e.source}${e.rulingId ? ' timeline-ruling' : ''}`}>
            <When at={e.at} /> <span className="muted">{e.source}</span> <code>{e.type}</code>
            <div>
              <TimesInText text={e.summary} />
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
