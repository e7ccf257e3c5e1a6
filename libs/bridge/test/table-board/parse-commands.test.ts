// Input from outside is validated with zod; a bad value is refused naming the field.
import { describe, expect, test } from 'vitest';
import { parseClaimCommand, parsePlayCommand, parseTableBoardCommand } from '../../src';

describe('parsing commands at the edge', () => {
  test('a well-formed play command passes unchanged', () => {
    expect(parsePlayCommand({ type: 'PlayCard', seat: 'W', card: 'H5' })).toEqual({
      type: 'PlayCard',
      seat: 'W',
      card: 'H5',
    });
  });
  test('a card not in the pack is refused naming the field and value', () => {
    expect(() => parsePlayCommand({ type: 'PlayCard', seat: 'W', card: 'H1' })).toThrow(
      "play command: field 'card': 'H1' is not a card of the pack",
    );
    expect(() => parsePlayCommand({ type: 'PlayCard', seat: 'X', card: 'H5' })).toThrow(
      /field 'seat': 'X' is not a seat/,
    );
  });
  test('claim commands: tricks within 0..13, grounds from the list', () => {
    expect(() => parseClaimCommand({ type: 'MakeClaim', seat: 'S', tricks: 14, statement: '' })).toThrow(
      /claim command: field 'tricks'/,
    );
    expect(() => parseClaimCommand({ type: 'CancelConcession', ground: 'because', tricks: 1 })).toThrow(
      /field 'ground'/,
    );
    expect(parseClaimCommand({ type: 'AcquiesceClaim', seat: 'E' })).toEqual({ type: 'AcquiesceClaim', seat: 'E' });
  });
  test('table-board commands are routed by type', () => {
    expect(parseTableBoardCommand({ type: 'MakeCall', seat: 'N', call: { kind: 'Pass' } })).toEqual({
      type: 'MakeCall',
      seat: 'N',
      call: { kind: 'Pass' },
    });
    expect(parseTableBoardCommand({ type: 'EnterResult', contract: '4SX', declarer: 'N', tricks: 9 })).toEqual({
      type: 'EnterResult',
      contract: { level: 4, strain: 'S', doubling: 'X' },
      declarer: 'N',
      tricks: 9,
    });
    expect(() => parseTableBoardCommand({ type: 'EnterResult', contract: '8NT', declarer: 'N', tricks: 9 })).toThrow(
      /result entry: field 'contract': contract '8NT'/,
    );
    expect(() => parseTableBoardCommand({ type: 'PlayCard', seat: 'N', card: 'ZZ' })).toThrow(/'ZZ' is not a card/);
    expect(() => parseTableBoardCommand({})).toThrow(/field 'type'/);
  });
});
