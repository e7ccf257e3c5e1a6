'use client';
// How long is left until a deadline (Law 92B's appeal period), counting down each second in the
// browser; at the deadline it says so. The deadline itself is written beside it with <When>.
import { useEffect, useState } from 'react';

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** "12 min 05 s left", "1 h 02 min left", or "passed". */
export function timeLeft(deadline: string, now: number): string {
  const seconds = Math.floor((Date.parse(deadline) - now) / 1000);
  if (seconds < 0) return 'passed';
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0 ? `${h} h ${twoDigits(m)} min left` : `${m} min ${twoDigits(s)} s left`;
}

export function Countdown({ deadline, asOf }: { deadline: string; asOf: string }) {
  // The server's time first (the page's asOf), so the server's render and the hydration agree.
  const [now, setNow] = useState(() => Date.parse(asOf));
  useEffect(() => {
    setNow(Date.now());
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);
  return (
    <span className="countdown" data-testid="countdown" aria-live="off">
      {timeLeft(deadline, now)}
    </span>
  );
}
