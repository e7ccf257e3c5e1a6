'use client';
// The session's director takes a lodged appeal: routes it (Law 93A/B, in the session's edition's
// words: a part on the Laws or regulations to the chief director, one on facts and judgement to the
// committee if there is one; with none, the chief director hears it all), or rejects it as out of
// time (92B) or not an appeal of a ruling (92A), saying why.
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import type { AppealLaws } from '@club/club';
import { useTRPC } from '../../trpc/client';
import { FormError } from '../director/form-error';
import { useRefreshAfter } from './use-appeal-mutation';

type Kind = 'fact-judgement' | 'law-regulation';
type Reason = 'out-of-time' | 'not-an-appeal-of-a-ruling';

export function RoutingForms({
  appealId,
  sessionId,
  laws,
}: {
  appealId: string;
  sessionId: string;
  /** Laws 92–93 of the session's edition (libs/club appeal-laws.ts). */
  laws: AppealLaws;
}) {
  const t = useTranslations('appealsRouting');
  const trpc = useTRPC();
  const refresh = useRefreshAfter();
  const [committeeAvailable, setCommitteeAvailable] = useState(true);
  const [kind, setKind] = useState<Kind>('fact-judgement');
  const [question, setQuestion] = useState('');
  const [reason, setReason] = useState<Reason>('out-of-time');
  const [text, setText] = useState('');
  const route = useMutation(trpc.appeals.route.mutationOptions({ onSuccess: refresh }));
  const reject = useMutation(trpc.appeals.reject.mutationOptions({ onSuccess: refresh }));
  const submitRoute = (e: FormEvent) => {
    e.preventDefault();
    route.mutate({ appealId, sessionId, committeeAvailable, parts: [{ kind, question }] });
  };
  const submitReject = (e: FormEvent) => {
    e.preventDefault();
    reject.mutate({ appealId, sessionId, reason, text });
  };
  return (
    <>
      <form className="stack" onSubmit={submitRoute} aria-label={t('route')} noValidate>
        <label className="check">
          <input
            type="checkbox"
            checked={committeeAvailable}
            onChange={(e) => setCommitteeAvailable(e.target.checked)}
          />
          {t('committee', { law: laws.committeeAvailable.law, edition: laws.edition })}
        </label>
        <p className="muted" data-testid="routing-law">
          {committeeAvailable
            ? t('withCommittee', {
                law: laws.partOnLaw.law,
                title: laws.partOnLaw.title,
                otherLaw: laws.otherParts.law,
                otherTitle: laws.otherParts.title,
              })
            : t('noCommittee', { law: laws.noCommittee.law, title: laws.noCommittee.title })}
        </p>
        <label>
          {t('on')}
          <select value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
            <option value="fact-judgement">{committeeAvailable ? t('factsToCommittee') : t('factsToDirector')}</option>
            <option value="law-regulation">{t('lawsAlone')}</option>
          </select>
        </label>
        <label>
          {t('question')}
          <input name="question" value={question} onChange={(e) => setQuestion(e.target.value)} />
        </label>
        <FormError error={route.error} />
        <button type="submit" disabled={route.isPending}>
          {t('route')}
        </button>
      </form>
      <form className="stack" onSubmit={submitReject} aria-label={t('reject')} noValidate>
        <label>
          {t('rejectAs')}
          <select value={reason} onChange={(e) => setReason(e.target.value as Reason)}>
            <option value="out-of-time">{t('outOfTime')}</option>
            <option value="not-an-appeal-of-a-ruling">{t('notARuling')}</option>
          </select>
        </label>
        <label>
          {t('why')}
          <input name="rejection" value={text} onChange={(e) => setText(e.target.value)} />
        </label>
        <FormError error={reject.error} />
        <button type="submit" disabled={reject.isPending}>
          {t('reject')}
        </button>
      </form>
    </>
  );
}
