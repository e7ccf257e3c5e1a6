// Alerted calls shown with an auction: a numbered mark on the call and, under the auction, the list
// of alerts with their explanations. The replay page and the director's live board both show them so.
import { useTranslations } from 'next-intl';
import { type AlertWordsInput, type SEAT_NAMES } from '../../words/call-alerts';
import { Contract } from '../suit';

export interface AlertedCall {
  readonly seat: keyof typeof SEAT_NAMES;
  readonly call: string;
  readonly alert?: AlertWordsInput | undefined;
}

/** An alert in the page's words: `alerted: strong`, or `alerted` when no explanation was given. */
export function useAlertWords(): (alert: AlertWordsInput) => string {
  const t = useTranslations('callAlerts');
  return (alert) => (alert.explanation ? t('alertedWith', { explanation: alert.explanation }) : t('alerted'));
}

/** The mark on an alerted call: its number in the list of alerts, its words on hover. */
export function AlertMark({ calls, call }: { calls: readonly AlertedCall[]; call: AlertedCall }) {
  const alertWords = useAlertWords();
  if (!call.alert) return null;
  const number = calls.filter((c) => c.alert).indexOf(call) + 1;
  return <sup title={alertWords(call.alert)}>{number}</sup>;
}

/** The alerts of the calls, numbered as their marks; nothing when no call was alerted. */
export function AlertList({ calls }: { calls: readonly AlertedCall[] }) {
  const t = useTranslations('callAlerts');
  const seats = useTranslations('seats');
  const alertWords = useAlertWords();
  const alerted = calls.filter((c) => c.alert);
  if (alerted.length === 0) return null;
  return (
    <ol className="alerts" aria-label={t('list')} data-testid="alerts">
      {alerted.map((c, i) => (
        <li key={i}>
          {t.rich('call', {
            seat: seats(c.seat),
            alert: alertWords(c.alert!),
            call: () => <Contract contract={c.call} />,
          })}
        </li>
      ))}
    </ol>
  );
}
