import { describe, expect, test } from 'vitest';
import { decodeText, encodeLatin1, importResultsBytes, readResultsFile } from '../src';
import { dataText, fixturePath } from './fixtures';

const pbnWithName = (name: string) =>
  `[Event "Café cup"]\n[Board "1"]\n[TotalScoreTable "PairId;Names\\30L"]\n1 "${name}"\n`;

describe('ISO-8859-1 and UTF-8 input', () => {
  const name = 'Sörén Ålund - Zoë Ñúñez';

  test('the same name read from Latin-1 bytes and from UTF-8 bytes', () => {
    const latin1 = importResultsBytes(encodeLatin1(pbnWithName(name)), 'latin1.pbn');
    const utf8 = importResultsBytes(new TextEncoder().encode(pbnWithName(name)), 'utf8.pbn');
    expect(latin1.participants[0]!.names).toEqual(['Sörén Ålund', 'Zoë Ñúñez']);
    expect(utf8.participants[0]!.names).toEqual(['Sörén Ålund', 'Zoë Ñúñez']);
    expect(latin1.event.name).toBe('Café cup');
  });

  test('encoding detection: Latin-1 "ö" (0xF6) is not valid UTF-8; a BOM is dropped', () => {
    expect(decodeText(new Uint8Array([0x53, 0xf6, 0x72])).encoding).toBe('latin1');
    expect(decodeText(new Uint8Array([0x53, 0xf6, 0x72])).text).toBe('Sör');
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, 0x53, 0xc3, 0xb6])).text).toBe('Sö');
    expect(decodeText(new Uint8Array([0x80])).text.charCodeAt(0)).toBe(0x80);
  });

  test('sm1.pbn as ISO-8859-1 (like the original) reads the same as the UTF-8 copy', () => {
    const text = dataText('pbn/sm1.pbn');
    const fromLatin1 = importResultsBytes(encodeLatin1(text), 'sm1.pbn');
    const fromUtf8 = importResultsBytes(new TextEncoder().encode(text), 'sm1.pbn');
    expect(fromLatin1.participants.find((p) => p.id === '23')!.oracle['Direction']!.text).toBe('Ö-V');
    expect(fromLatin1.participants).toEqual(fromUtf8.participants);
    expect(fromLatin1.boards.slice(0, 3)).toEqual(fromUtf8.boards.slice(0, 3));
  });

  test('a character outside Latin-1 cannot be exported as ISO-8859-1', () => {
    expect(() => encodeLatin1('Łukasz')).toThrow("character 'Ł' at position 0 has no ISO-8859-1 encoding");
  });
});

describe('readResultsFile', () => {
  test('dispatches on content: PBN and USEBIO', () => {
    expect(readResultsFile(fixturePath('pbn/team.pbn')).source).toEqual({
      format: 'PBN',
      file: 'team.pbn',
      generator: 'Ruter',
    });
    expect(readResultsFile(fixturePath('usebio/butler_mitchell.xml')).source).toEqual({
      format: 'USEBIO',
      file: 'butler_mitchell.xml',
      generator: 'Compscore3',
    });
  });
  test('a missing file is named', () => {
    expect(() => readResultsFile('/nonexistent/x.pbn')).toThrow('/nonexistent/x.pbn: no such file');
  });
});
