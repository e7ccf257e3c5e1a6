'use client';
// Schedule the hearing of the body the case is routed to — the committee, or the chief director —
// (its panel chosen by name; until it is heard, a new time or panel replaces the old), then record
// it: who attended, the notes taken.
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { instantOfLocal } from '../time/club-time';
import { useClubClock } from '../time/clock-context';
import { useTRPC } from '../../trpc/client';
import { MemberPicker } from '../members/member-picker';
import { useRefreshAfter } from './use-appeal-mutation';
import type { AppealBody } from '@club/club';
import { RefusalText } from '../refusal-words';

export function HearingForms({ appealId, body, status }: { appealId: string; body: AppealBody; status: string }) {
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
      <MemberPicker label="Panel" value={panel} onChange={setPanel} />
      {schedule.error ? (
        <p className="error" role="alert">
          <RefusalText error={schedule.error} />
        </p>
      ) : null}
      <button type="submit" disabled={schedule.isPending}>
        {status === 'routed' ? 'Schedule the hearing' : 'Reschedule the hearing'}
      </button>
    </form>
  );
  return (
    <>
      {status === 'routed' ? scheduleForm : null}
      {status === 'hearing-scheduled' ? (
        <details className="reschedule">
          <summary>Change the hearing&apos;s time or panel</summary>
          {scheduleForm}
        </details>
      ) : null}
      {status === 'hearing-scheduled' ? (
        <form className="stack" onSubmit={submitRecord} aria-label="Record the hearing" noValidate>
          <MemberPicker label="Attended" value={attendees} onChange={setAttendees} />
          <label>
            Hearing notes
            <textarea name="notes" rows={5} value={notes} onChange={(e) => setNotes(e.target.value)} />
          </label>
          {record.error ? (
            <p className="error" role="alert">
              <RefusalText error={record.error} />
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
