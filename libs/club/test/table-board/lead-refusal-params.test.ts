// A lead the opening leader does not hold is refused with its own code (lead-not-held) and the card
// and seat as params, for the pages and the translations; the message stays the one players read.
import { describe, it } from 'vitest';
import { isDomainError } from '@club/events';
import { deciderSpec } from '@club/testing';
import { tableBoardStreamDecider } from '../../src';
import { openBoard, run } from '../support/table-board-fixture';

const spec = deciderSpec(tableBoardStreamDecider);
const opened = run([openBoard()]);

describe('the entered lead refused', () => {
  it('names the card and the seat as params (ONE_SUIT_EACH: East holds the hearts, not ♦K)', () => {
    const fourSpades = {
      type: 'EnterResult',
      contract: { level: 4, strain: 'S', doubling: '' },
      declarer: 'N',
      tricks: 10,
    } as const;
    spec
      .given(opened)
      .when({ ...fourSpades, lead: 'DK' })
      .thenThrows(
        (e) => isDomainError(e) && e.code === 'lead-not-held' && e.params['card'] === 'DK' && e.params['seat'] === 'E',
      );
    spec
      .given(opened)
      .when({ ...fourSpades, lead: 'D1' as never })
      .thenThrows((e) => isDomainError(e) && e.code === 'not-a-card' && e.params['card'] === 'D1');
  });
});
