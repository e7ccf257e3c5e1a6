// Alerted calls shown with an auction: a numbered mark on the call and, under the auction, the list
// of alerts with their explanations. The replay page and the director's live board both show them so.
import { CALL_ALERT_WORDS, SEAT_NAMES, type AlertWordsInput } from '../../words/call-alerts';
import { Contract } from '../suit';

export interface AlertedCall {
  readonly seat: keyof typeof SEAT_NAMES;
  readonly call: string;
  readonly alert?: AlertWordsInput | undefined;
}

/** The mark on an alerted call: its number in the list of alerts, its words on hover. */
export function AlertMark({ calls, call }: { calls: readonly AlertedCall[]; call: AlertedCall }) {
  if (!call.alert) return null;
  const number = calls.filter((c) => c.alert).indexOf(call) + 1;
  return <sup title={CALL_ALERT_WORDS.alert(call.alert)}>{number}</sup>;
}

/** The alerts of the calls, numbered as their marks; nothing when no call was alerted. */
export function AlertList({ calls }: { calls: readonly AlertedCall[] }) {
  const alerted = calls.filter((c) => c.alert);
  if (alerted.length === 0) return null;
  return (
    <ol className="alerts" aria-label={CALL_ALERT_WORDS.listLabel} data-testid="alerts">
      {alerted.map((c, i) => (
        <li key={i}>
          {SEAT_NAMES[c.seat]}&apos;s <Contract contract={c.call} />: {CALL_ALERT_WORDS.alert(c.alert!)}
        </li>
      ))}
    </ol>
  );
}
