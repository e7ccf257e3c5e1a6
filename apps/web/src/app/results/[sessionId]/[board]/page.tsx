// One board: the hand record and the traveller with each pair's score, or why they are still
// hidden (hand-record secrecy); the opening lead with its suit symbol; a table that played it card by
// card links to its replay. Links to the previous and next board let a member read the boards in
// turn. A result entered at its table and not yet confirmed by East-West is marked, as on the
// director's desk.
// A visitor who has not signed in comes from the public club page: he reads the board through it
// (the same secrecy rule, as someone who has played nothing).
import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { DataTable } from '../../../../components/data-table';
import { BoardAppeals } from '../../../../components/appeals/board-appeals';
import { BoardSteps } from '../../../../components/results/board-steps';
import { HandDiagram } from '../../../../components/hand-diagram';
import { DoubleDummyTable } from '../../../../components/results/double-dummy-table';
import { PageFrame } from '../../../../components/page-frame';
import { Percent } from '../../../../components/results/percent';
import { TravellerPenalties } from '../../../../components/results/traveller-penalties';
import { Card, Contract } from '../../../../components/suit';
import { load } from '../../../../server/access';
import { serverCaller } from '../../../../server/caller';
import { routeParams } from '../../../../server/route-params';
import { signedScore } from '../../../../words/result-flags';
import { adjustedScoreLines } from '../../../../words/adjusted-score';

export default async function BoardPage({ params }: { params: Promise<{ sessionId: string; board: string }> }) {
  const { sessionId, board } = await routeParams(params);
  const [caller, t, numbers, seat, vulnerable, format, hidden, entry, adjust] = await Promise.all([
    serverCaller(),
    getTranslations('boardPage'),
    getTranslations('resultNumbers'),
    getTranslations('seatLetters'),
    getTranslations('vulnerability'),
    getFormatter(),
    getTranslations('hiddenBoard'),
    getTranslations('tableEntry'),
    getTranslations('rulingsAdjust'),
  ]);
  const visitor = !(await caller.auth.me());
  const read = visitor ? caller.site.clubBoard : caller.results.board;
  // The rulings a member may appeal here (his tables) or, for the session's director, every table's.
  const appealable = visitor ? null : await load(() => caller.appeals.board({ sessionId, board }));
  return (
    <PageFrame title={t('title', { board })} loaded={await load(() => read({ sessionId, board }))}>
      {(b) => (
        <>
          <p className="muted">
            <Link href={visitor ? '/club' : `/results/${encodeURIComponent(sessionId)}`}>
              {visitor ? t('backToClub') : t('backToSession')}
            </Link>{' '}
            · {t('dealt', { dealer: seat(b.dealer), vulnerability: vulnerable(b.vulnerability) })}
          </p>
          <BoardSteps sessionId={sessionId} neighbours={b.neighbours} />
          {!b.content.visible ? (
            <p className="card" data-testid="hidden-board">
              {hidden(b.content.code)}
            </p>
          ) : (
            <>
              <HandDiagram hands={b.content.hands} />
              <DoubleDummyTable doubleDummy={b.content.doubleDummy} />
              <h2>{t('traveller')}</h2>
              <DataTable
                headers={[
                  t('table'),
                  t('ns'),
                  t('ew'),
                  t('contract'),
                  t('by'),
                  t('lead'),
                  t('tricks'),
                  t('scoreNs'),
                  t('pctNs'),
                  t('pctEw'),
                  t('replay'),
                  // Double dummy: the tricks of each line's contract and its score against par.
                  ...(b.content.doubleDummy ? [t('ddTricks'), t('versusPar')] : []),
                ]}
                rows={b.content.traveller.map((r) => ({
                  key: `${r.section ?? ''}-${r.table}`,
                  // Section and table in one cell (`A1`, as the replay names it): the column that stays in view on a phone.
                  cells: [
                    `${r.section ?? ''}${r.table}`,
                    r.ns,
                    r.ew,
                    // The read model's label: its kind ('assigned', 'weighted'), worded here, or a grade (A60/40).
                    r.adjusted ? (
                      <AdjustedLabel
                        key="c"
                        label={
                          r.adjusted === 'assigned' || r.adjusted === 'weighted'
                            ? adjust(`kinds.${r.adjusted}`)
                            : r.adjusted
                        }
                        appealId={r.decidedOnAppeal ?? null}
                        linked={!visitor}
                        decided={t('decidedOnAppeal')}
                      />
                    ) : (
                      <UnconfirmedMark key="c" unconfirmed={r.unconfirmed ?? false} words={entry('unconfirmed')}>
                        <Contract contract={r.contract} />
                      </UnconfirmedMark>
                    ),
                    // An assigned or weighted score replaces the table's result: it shows instead of it.
                    r.adjustedScore?.length || !r.declarer ? '' : seat(r.declarer),
                    r.lead ? <Card key="l" card={r.lead} /> : '',
                    r.adjustedScore?.length ? '' : (r.tricks ?? ''),
                    r.adjustedScore?.length ? (
                      <WeightedLines key="s" lines={adjustedScoreLines(r.adjustedScore, { t, format })} />
                    ) : (
                      (r.scoreNs ?? '')
                    ),
                    r.impNs !== null && r.impNs !== undefined ? (
                      numbers('imps', { imps: format.number(r.impNs) })
                    ) : (
                      <Percent key="pn" value={r.pctNs ?? null} />
                    ),
                    <Percent key="pe" value={r.pctEw ?? null} />,
                    r.played && r.section ? (
                      <Link
                        key="r"
                        href={`/results/${encodeURIComponent(sessionId)}/${board}/replay/${encodeURIComponent(r.section)}/${r.table}`}
                      >
                        {t('replay')}
                      </Link>
                    ) : (
                      ''
                    ),
                    ...(b.content.visible && b.content.doubleDummy
                      ? [
                          r.ddTricks ?? '',
                          r.versusPar === null || r.versusPar === undefined ? '' : signedScore(r.versusPar),
                        ]
                      : []),
                  ],
                }))}
              />
              <TravellerPenalties rows={b.content.traveller} />
            </>
          )}
          {appealable?.ok ? <BoardAppeals appealable={appealable.value} /> : null}
        </>
      )}
    </PageFrame>
  );
}

/** A result East-West have not confirmed yet at their table: it counts, and says so under the contract. */
function UnconfirmedMark({
  unconfirmed,
  words,
  children,
}: {
  unconfirmed: boolean;
  words: string;
  children: ReactNode;
}) {
  if (!unconfirmed) return <>{children}</>;
  return (
    <>
      {children}
      <span className="muted" style={{ display: 'block', whiteSpace: 'nowrap' }} data-testid="traveller-unconfirmed">
        {words}
      </span>
    </>
  );
}

/** One line per weighted outcome (`40% +140`), kept whole, so the narrow column reads on a phone. */
function WeightedLines({ lines }: { lines: readonly string[] }) {
  return (
    <>
      {lines.map((line, i) => (
        <span key={i} style={{ display: 'block', whiteSpace: 'nowrap' }}>
          {line}
        </span>
      ))}
    </>
  );
}

/**
 * The adjustment's label and, when an appeal decided it, the words saying so: a member links to the
 * case (its page admits only those involved), a visitor reads the words alone.
 */
function AdjustedLabel({
  label,
  appealId,
  linked,
  decided,
}: {
  label: string;
  appealId: string | null;
  linked: boolean;
  /** "decided on appeal", in the page's language. */
  decided: string;
}) {
  if (appealId === null) return <>{label}</>;
  return (
    <>
      {label}
      <span style={{ display: 'block', whiteSpace: 'nowrap' }} data-testid="decided-on-appeal">
        {linked ? <Link href={`/appeals/${encodeURIComponent(appealId)}`}>{decided}</Link> : decided}
      </span>
    </>
  );
}
