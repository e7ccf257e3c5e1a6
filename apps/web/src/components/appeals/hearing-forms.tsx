'use client';
// Schedule the committee's hearing, then record it with the notes taken.
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { instantOfLocal } from '../time/club-time';
import { useClubClock } from '../time/clock-context';
import { useTRPC } from '../../trpc/client';
import { list, useRefreshAfter } from './use-appeal-mutation';
import { TimesInText } from '../time/when';

export function HearingForms({ appealId, status }: { appealId: string; status: string }) {
  const trpc = useTRPC();
  const { timeZone } = useClubClock();
  const refresh = useRefreshAfter();
  const [hearingAt, setHearingAt] = useState('');
  const [panel, setPanel] = useState('');
  const [attendees, setAttendees] = useState('');
  const [notes, setNotes] = useState('');
  const schedule = useMutation(trpc.appeals.scheduleHearing.mutationOptions({ onSuccess: refresh }));
  const record = useMutation(
    trpc.appeals.recordHearing.mutationOptions({ onSuccess: () => (setNotes(''), refresh()) }),
  );
  const submitSchedule = (e: FormEvent) => {
    e.preventDefault();
    // datetime-local has no zone: the time typed is the club's (CLUB_TIME_ZONE), whatever the browser's.
    schedule.mutate({ appealId, hearingAt: instantOfLocal(hearingAt, timeZone) ?? '', panel: list(panel) });
  };
  const submitRecord = (e: FormEvent) => {
    e.preventDefault();
    record.mutate({ appealId, attendees: list(attendees), notes });
  };
  return (
    <>
      {status === 'routed' ? (
        <form className="stack" onSubmit={submitSchedule} aria-label="Schedule the hearing" noValidate>
          <label>
            Hearing at ({timeZone})
            <input
              name="hearingAt"
              type="datetime-local"
              value={hearingAt}
              onChange={(e) => setHearingAt(e.target.value)}
              required
            />
          </label>
          <label>
            Panel (member ids, comma-separated)
            <input name="panel" value={panel} onChange={(e) => setPanel(e.target.value)} required />
          </label>
          {schedule.error ? (
            <p className="error" role="alert">
              <TimesInText text={schedule.error.message} />
            </p>
          ) : null}
          <button type="submit" disabled={schedule.isPending}>
            Schedule the hearing
          </button>
        </form>
      ) : null}
      {status === 'hearing-scheduled' ? (
        <form className="stack" onSubmit={submitRecord} aria-label="Record the hearing" noValidate>
          <label>
            Attended (member ids, comma-separated)
            <input name="attendees" value={attendees} onChange={(e) => setAttendees(e.target.value)} />
          </label>
          <label>
            Hearing notes
            <textarea name="notes" rows={5} value={notes} onChange={(e) => setNotes(e.target.value)} />
          </label>
          {record.error ? (
            <p className="error" role="alert">
              <TimesInText text={record.error.message} />
            </p>
          ) : null}
          <button type="submit" disabled={record.isPending}>
            Record the hearing
          </button>
        </form>
      ) : null}
    </>
  );
}
