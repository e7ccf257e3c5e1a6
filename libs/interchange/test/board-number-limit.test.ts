// A board number is a whole number from 1 to MAX_BOARD_NUMBER in either format: one of 23 digits
// (which no longer fits a safe integer) is refused naming the file, line and field, as 'x1' is.
import { describe, expect, test } from 'vitest';
import { importPbn, importUsebio, MAX_BOARD_NUMBER } from '../src';

const huge = '12345678901234567890123';

describe('board numbers are capped', () => {
  test('the cap is 9999, and a board at it is read', () => {
    expect(MAX_BOARD_NUMBER).toBe(9999);
    expect(importPbn(`[Board "${MAX_BOARD_NUMBER}"]`, 'b.pbn').boards.map((b) => b.board)).toEqual([MAX_BOARD_NUMBER]);
  });
  test('PBN: a Board tag over it', () => {
    expect(() => importPbn(`[Board "${huge}"]`, 'b.pbn')).toThrow(
      `b.pbn:1: tag Board: '${huge}' is not a board number (1 to 9999)`,
    );
    expect(() => importPbn(`[Board "10000"]`, 'b.pbn')).toThrow(
      "b.pbn:1: tag Board: '10000' is not a board number (1 to 9999)",
    );
  });
  test('USEBIO: a BOARD_NUMBER over it, on a traveller and in the hand set', () => {
    const traveller = `<USEBIO Version="1.2">\n<EVENT EVENT_TYPE="MP_PAIRS">\n<BOARD>\n<BOARD_NUMBER>${huge}</BOARD_NUMBER>\n</BOARD>\n</EVENT>\n</USEBIO>`;
    expect(() => importUsebio(traveller, 'bad.xml')).toThrow(
      `bad.xml:4: BOARD/BOARD_NUMBER: '${huge}' is not a board number (1 to 9999)`,
    );
    const handset = `<USEBIO><EVENT/><HANDSET><BOARD><BOARD_NUMBER>${huge}</BOARD_NUMBER></BOARD></HANDSET></USEBIO>`;
    expect(() => importUsebio(handset, 'hands.xml')).toThrow(
      `hands.xml:1: HANDSET/BOARD/BOARD_NUMBER: '${huge}' is not a board number (1 to 9999)`,
    );
  });
});
