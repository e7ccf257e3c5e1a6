// A session's hand records as a PDF download (issue 17), linked from the session's results page and
// the director's session page. The API's results.handRecords draws it and applies the rule (directors
// always, members once every board is theirs to see); this route gives it the headings in the
// page's language and answers the bytes, or the refusal as plain text with its status.
// `?perPage=6` puts six boards on a page instead of four.
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { getLocale, getTranslations } from 'next-intl/server';
import type { HandRecordWords } from '@club/application/shapes';
import { serverCaller } from '../../../../server/caller';
import { routeParams } from '../../../../server/route-params';
import { isLocale, SOURCE_LOCALE } from '../../../../i18n/locales';

const SEATS = ['N', 'E', 'S', 'W'] as const;
const VULNERABILITIES = ['None', 'NS', 'EW', 'All'] as const;

const plainText = (status: number, text: string) =>
  new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });

async function handRecordWords(): Promise<HandRecordWords> {
  const [t, seats, vulnerability, board] = await Promise.all([
    getTranslations('handRecords'),
    getTranslations('seatLetters'),
    getTranslations('vulnerability'),
    getTranslations('boardPage'),
  ]);
  return {
    title: t('title'),
    // The templates as written: the renderer puts the numbers in.
    board: board.raw('title') as string,
    dealer: t('dealer'),
    vulnerable: t('vulnerable'),
    vulnerability: Object.fromEntries(
      VULNERABILITIES.map((k) => [k, vulnerability(k)]),
    ) as HandRecordWords['vulnerability'],
    seats: Object.fromEntries(SEATS.map((k) => [k, seats(k)])) as HandRecordWords['seats'],
    notrump: t('notrump'),
    doubleDummy: t('doubleDummy'),
    par: t('par'),
    unavailable: t('unavailable'),
    page: t.raw('page') as string,
  };
}

export async function GET(request: Request, { params }: { params: Promise<{ sessionId: string }> }): Promise<Response> {
  const { sessionId } = await routeParams(params);
  const perPage = new URL(request.url).searchParams.get('perPage') === '6' ? 6 : 4;
  const [caller, words, locale] = await Promise.all([serverCaller(), handRecordWords(), getLocale()]);
  try {
    const file = await caller.results.handRecords({
      sessionId,
      perPage,
      locale: isLocale(locale) ? locale : SOURCE_LOCALE,
      words,
    });
    return new Response(Buffer.from(file.pdfBase64, 'base64'), {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`,
        'cache-control': 'private, no-store',
      },
    });
  } catch (error) {
    if (error instanceof TRPCError) return plainText(getHTTPStatusCodeFromError(error), error.message);
    throw error;
  }
}
