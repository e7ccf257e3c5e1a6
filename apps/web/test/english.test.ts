// The words maps' English catalogue (src/i18n/english.ts) is the site's English, area for area:
// an area added to messages.ts and not there fails here.
import { describe, expect, it } from 'vitest';
import { ENGLISH_MESSAGES } from '../src/i18n/english';
import { messagesOf } from '../src/i18n/messages';

describe('the English catalogue of the words maps', () => {
  it('is exactly the English messages of every area', () => {
    expect(ENGLISH_MESSAGES).toEqual(messagesOf('en'));
  });
});
