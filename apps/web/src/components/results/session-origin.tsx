// Where an imported session came from, under the results heading: the results file, the program
// that wrote it and the event it names, so a member can tell a recorded file from a club session.
import type { SessionOrigin as Origin } from '@club/application';
import { useTranslations } from 'next-intl';

export function SessionOrigin({ origin }: { origin: Origin }) {
  const t = useTranslations('sessionOrigin');
  const writer = origin.program ? t('writtenBy', { format: origin.format, program: origin.program }) : origin.format;
  const event = [origin.eventName, origin.eventDate].filter((part) => part).join(', ');
  return (
    <p className="muted session-origin" data-testid="session-origin">
      {t.rich('importedFrom', { file: origin.fileName, writer, code: (chunks) => <code>{chunks}</code> })}
      {event ? t('event', { event }) : ''}
    </p>
  );
}
