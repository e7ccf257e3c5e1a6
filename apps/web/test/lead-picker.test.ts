// The result pad's opening lead: typed as a table scorer writes it (letters or suit symbols, 10 or
// T, any case), shown with its suit symbol; the pad offers the four suits, thirteen ranks and "No lead".
import { NextIntlClientProvider } from 'next-intl';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LeadPicker, leadOnPicker, leadRanks, leadText, parseLead } from '../src/components/director/lead-picker';
import { leaderHolding } from '../src/components/director/result-entry';
import { messagesOf } from '../src/i18n/messages';

/** The picker as a page shows it: under the site's words provider, in English. */
const render = (picker: ReactElement) =>
  renderToStaticMarkup(
    createElement(NextIntlClientProvider, {
      locale: 'en',
      timeZone: 'UTC',
      messages: messagesOf('en'),
      children: picker,
    }),
  );

describe('the lead picker', () => {
  it('reads a typed lead: SK, ♠K, s10, hT, " dq " are cards; S1, K, ♠, SKK and XK are not', () => {
    expect(['SK', '♠K', 's10', 'hT', ' dq ', '♣2'].map(parseLead)).toEqual(['SK', 'SK', 'ST', 'HT', 'DQ', 'C2']);
    expect(['S1', 'K', '♠', 'SKK', 'XK', ''].map(parseLead)).toEqual([null, null, null, null, null, null]);
  });
  it('writes a lead with its suit symbol and a ten as 10', () => {
    expect([leadText('HT'), leadText('SK'), leadText('C2')]).toEqual(['♥10', '♠K', '♣2']);
  });
  it('offers four suits, thirteen ranks (greyed until a suit is chosen) and no lead; the chosen card is pressed', () => {
    const none = render(createElement(LeadPicker, { lead: null, onChange: () => {} }));
    expect(none.match(/<button/g)).toHaveLength(4 + 13 + 1);
    expect(none.match(/<button[^>]*disabled/g)).toHaveLength(13);
    expect(none).toContain('<legend>Lead (optional)</legend>');
    const heartKing = render(createElement(LeadPicker, { lead: 'HK', onChange: () => {} }));
    expect(heartKing.match(/<button[^>]*disabled/g)).toBeNull();
    expect(
      heartKing.match(/<button[^>]*aria-pressed="true"[^>]*>(.*?)<\/button>/g)!.map((b) => b.replace(/<[^>]+>/g, '')),
    ).toEqual(['♥', 'K']);
  });

  // East's hand on the demo session's board 1 (deal seed 1): ♠J4 ♥J6 ♦Q7632 ♣AK96.
  const east = ['SJ', 'S4', 'HJ', 'H6', 'DQ', 'D7', 'D6', 'D3', 'D2', 'CA', 'CK', 'C9', 'C6'];
  const buttons = (html: string) =>
    html
      .match(/<button[^>]*>(.*?)<\/button>/g)!
      .map((b) => ({ text: b.replace(/<[^>]+>/g, ''), disabled: /<button[^>]*disabled/.test(b) }));

  it("with the hand record, offers only the opening leader's cards: his ranks in the chosen suit, a void suit greyed", () => {
    expect([leadRanks('H', east), leadRanks('D', east), leadRanks('C', east)]).toEqual([
      ['J', '6'],
      ['Q', '7', '6', '3', '2'],
      ['A', 'K', '9', '6'],
    ]);
    expect(leadRanks('H', null)).toHaveLength(13);
    const clubs = buttons(render(createElement(LeadPicker, { lead: 'CK', holding: east, onChange: () => {} })));
    expect(clubs.map((b) => b.text)).toEqual(['♠', '♥', '♦', '♣', 'A', 'K', '9', '6', 'No lead']);
    const voidInSpades = east.filter((c) => c[0] !== 'S');
    const noSpades = buttons(
      render(createElement(LeadPicker, { lead: 'HJ', holding: voidInSpades, onChange: () => {} })),
    );
    expect(noSpades.filter((b) => b.disabled).map((b) => b.text)).toEqual(['♠']);
    expect(noSpades.map((b) => b.text)).toEqual(['♠', '♥', '♦', '♣', 'J', '6', 'No lead']);
  });

  it("finds the opening leader's hand on declarer's left, counting the cards he already played live", () => {
    const hands = { N: [], E: east, S: [], W: [] };
    expect(leaderHolding({ hands, cards: [] }, 'N')).toEqual(east);
    expect(leaderHolding({ hands, cards: [] }, null)).toBeNull();
    expect(leaderHolding({ hands: null, cards: [] }, 'N')).toBeNull();
    const played = {
      hands: { ...hands, E: east.filter((c) => c !== 'CA') },
      cards: [
        { seat: 'E', card: 'CA' },
        { seat: 'S', card: 'C2' },
      ],
    };
    expect(leaderHolding(played, 'N')!.sort()).toEqual([...east].sort());
    expect(leaderHolding({ hands: { ...hands, S: ['SA'] }, cards: [] }, 'E')).toEqual(['SA']);
  });

  it('holds the pad while the picker shows no lead yet: a refused or unfinished typed card, a tapped card not held, a suit without its rank', () => {
    expect(leadOnPicker('hk', null, null, east)).toEqual({
      lead: null,
      pending: true,
      problem: { code: 'not-held', card: 'HK' },
    });
    expect(leadOnPicker('c', null, null, east)).toMatchObject({ lead: null, pending: true });
    // Tapped before the hand record came, then refused by it.
    expect(leadOnPicker('', 'H', 'HK', east)).toEqual({
      lead: null,
      pending: true,
      problem: { code: 'not-held', card: 'HK' },
    });
    expect(leadOnPicker('', 'H', null, east)).toEqual({ lead: null, pending: true, problem: null });
  });
  it('lets the pad confirm a valid card, or nothing when cleared on purpose', () => {
    expect(leadOnPicker('ck', null, null, east)).toEqual({ lead: 'CK', pending: false, problem: null });
    expect(leadOnPicker('', 'C', 'CK', east)).toEqual({ lead: 'CK', pending: false, problem: null });
    expect(leadOnPicker('  ', null, null, east)).toEqual({ lead: null, pending: false, problem: null });
    expect(leadOnPicker('', null, null, null)).toEqual({ lead: null, pending: false, problem: null });
  });
});
