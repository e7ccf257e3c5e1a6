// The member list's CSV parser: columns in any order and case, quoted fields, every bad value
// named by line and column, and nothing taken while one is bad.
import { describe, expect, it } from 'vitest';
import { parseMemberCsv } from '../../src/site/member-csv';

describe('a member list from CSV', () => {
  it('reads the columns by their header, quoted fields and all', () => {
    const csv =
      '\uFEFFEmail,Name,Federation ID\r\nanna@club.hu,"Kovács, Anna",90001\r\n"bela@club.hu","Béla ""B"" Nagy",\r\n\r\n';
    expect(parseMemberCsv(csv)).toEqual({
      ok: true,
      rows: [
        { line: 2, name: 'Kovács, Anna', email: 'anna@club.hu', federationId: '90001' },
        { line: 3, name: 'Béla "B" Nagy', email: 'bela@club.hu' },
      ],
    });
  });

  it('names every bad value by line and column', () => {
    const csv = [
      'name,email,federation number',
      'Anna,anna@club.hu,90001',
      ',nope,90 02',
      '"Cili',
      'Tóth",anna@CLUB.hu,',
      'Dani,dani@club.hu,1,extra',
    ].join('\n');
    expect(parseMemberCsv(csv)).toEqual({
      ok: false,
      errors: [
        { line: 3, column: 'name', message: 'no name' },
        { line: 3, column: 'email', message: "'nope' is not an email address" },
        { line: 3, column: 'federation id', message: "'90 02': letters, digits, '-' or '.' only" },
        { line: 4, column: 'email', message: "'anna@CLUB.hu' is already on line 2" },
        { line: 6, column: null, message: '4 fields, the header names 3' },
      ],
    });
  });

  it('refuses a header without the needed columns, or an unknown one', () => {
    expect(parseMemberCsv('name,phone\nAnna,123')).toEqual({
      ok: false,
      errors: [
        { line: 1, column: 'phone', message: "'phone' is not a column: name, email, federation id" },
        { line: 1, column: 'email', message: "no 'email' column" },
      ],
    });
    expect(parseMemberCsv('')).toEqual({
      ok: false,
      errors: [{ line: 1, column: null, message: 'the file is empty' }],
    });
  });
});
