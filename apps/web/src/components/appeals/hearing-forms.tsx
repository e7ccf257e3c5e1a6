'use client';
// Schedule the hearing of the body the case is routed to — the committee, or the chief director —
// (its panel chosen by name; until it is heard, a new time or panel replaces the old), then record
// it: who attended, the notes taken.
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { instantOfLocal } from '../time/club-time';
import { useClubClock } from '../time/clock-context';
import { useTRPC } from '../../trpc/client';
import { MemberPicker } from '../members/member-picker';
import { useRefreshAfter } from './use-appeal-mutation';
import type { AppealBody } from '@club/club';
import { RefusalText } from '../refusal-words';

export function HearingForms({ appealId, body, status }: { appealId: string; body: AppealBody; status: string }) {
  const t = useTranslations('appealsHearing');
  const trpc = useTRPC();
  const { timeZone } = useClubClock();
  const refresh = useRefreshAfter();
  const [hearingAt, setHearingAt] = useState('');
  const [panel, setPanel] = useState<string[]>([]);
  const [attendees, setAttendees] = useState<string[]>([]);
  const [notes, setNotes] = useState('');
  const schedule = useMutation(trpc.appeals.scheduleHearing.mutationOptions({ onSuccess: refresh }));
  const record = useMutation(
    trpc.appeals.recordHearing.mutationOptions({ onSuccess: () => (setNotes(''), refresh()) }),
  );
  const submitSchedule = (e: FormEvent) => {
    e.preventDefault();
    // datetime-local has no zone: the time typed is the club's (CLUB_TIME_ZONE), whatever the browser's.
    schedule.mutate({ appealId, body, hearingAt: instantOfLocal(hearingAt, timeZone) ?? '', panel });
  };
  const submitRecord = (e: FormEvent) => {
    e.preventDefault();
    record.mutate({ appealId, body, attendees, notes });
  };
  const scheduleForm = (
    <form className="stack" onSubmit={submitSchedule} aria-label={t('schedule')} noValidate>
      <label>
        {t('at', { zone: timeZone })}
        <input
          name="hearingAt"
          type="datetime-local"
          value={hearingAt}
          onChange={(e) => setHearingAt(e.target.value)}
          required
        />
      </label>
      <MemberPicker label={t('panel')} value={panel} onChange={setPanel} />
      {schedule.error ? (
        <p className="error" role="alert">
          <RefusalText error={schedule.error} />
        </p>
      ) : null}
      <button type="submit" disabled={schedule.isPending}>
        {status === 'routed' ? t('schedule') : t('reschedule')}
      </button>
    </form>
  );
  return (
    <>
      {status === 'routed' ? scheduleForm : null}
      {status === 'hearing-scheduled' ? (
        <details className="reschedule">
          <summary>{t('change')}</summary>
          {scheduleForm}
        </details>
      ) : null}
      {status === 'hearing-scheduled' ? (
        <form className="stack" onSubmit={submitRecord} aria-label={t('record')} noValidate>
          <MemberPicker label={t('attended')} value={attendees} onChange={setAttendees} />
          <label>
            {t('notes')}
            <textarea name="notes" rows={5} value={notes} onChange={(e) => setNotes(e.target.value)} />
          </label>
          {record.error ? (
            <p className="error" role="alert">
              <RefusalText error={record.error} />
            </p>
          ) : null}
          <button type="submit" disabled={record.isPending}>
            {t('record')}
          </button>
        </form>
      ) : null}
    </>
  );
}
