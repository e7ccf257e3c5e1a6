// The result pad's opening lead: typed as a table scorer writes it (letters or suit symbols, 10 or
// T, any case), shown with its suit symbol; the pad offers the four suits, thirteen ranks and "No lead".
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LeadPicker, leadText, parseLead } from '../src/components/director/lead-picker';

describe('the lead picker', () => {
  it('reads a typed lead: SK, ♠K, s10, hT, " dq " are cards; S1, K, ♠, SKK and XK are not', () => {
    expect(['SK', '♠K', 's10', 'hT', ' dq ', '♣2'].map(parseLead)).toEqual(['SK', 'SK', 'ST', 'HT', 'DQ', 'C2']);
    expect(['S1', 'K', '♠', 'SKK', 'XK', ''].map(parseLead)).toEqual([null, null, null, null, null, null]);
  });
  it('writes a lead with its suit symbol and a ten as 10', () => {
    expect([leadText('HT'), leadText('SK'), leadText('C2')]).toEqual(['♥10', '♠K', '♣2']);
  });
  it('offers four suits, thirteen ranks (greyed until a suit is chosen) and no lead; the chosen card is pressed', () => {
    const none = renderToStaticMarkup(createElement(LeadPicker, { lead: null, onChange: () => {} }));
    expect(none.match(/<button/g)).toHaveLength(4 + 13 + 1);
    expect(none.match(/<button[^>]*disabled/g)).toHaveLength(13);
    expect(none).toContain('<legend>Lead (optional)</legend>');
    const heartKing = renderToStaticMarkup(createElement(LeadPicker, { lead: 'HK', onChange: () => {} }));
    expect(heartKing.match(/<button[^>]*disabled/g)).toBeNull();
    expect(heartKing.match(/<button[^>]*aria-pressed="true"[^>]*>(.*?)<\/button>/g)!.map((b) => b.replace(/<[^>]+>/g, ''))).toEqual(['♥', 'K']);
  });
});
