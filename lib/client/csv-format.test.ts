import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { escapeCsvField, toCsv } from './csv-format';

describe('escapeCsvField', () => {
  it('leaves plain text alone', () => {
    expect(escapeCsvField('Motor encendido')).toBe('Motor encendido');
    expect(escapeCsvField('Ñandú 12 °C')).toBe('Ñandú 12 °C');
  });

  it('quotes commas, quotes, line breaks and edge spaces, doubling inner quotes', () => {
    expect(escapeCsvField('a,b')).toBe('"a,b"');
    expect(escapeCsvField('dijo "pare"')).toBe('"dijo ""pare"""');
    expect(escapeCsvField('línea 1\nlínea 2')).toBe('"línea 1\nlínea 2"');
    expect(escapeCsvField('a\r\nb')).toBe('"a\r\nb"');
    expect(escapeCsvField(' borde ')).toBe('" borde "');
  });
});

describe('toCsv', () => {
  it('parses back to the same cells with a standard parser', () => {
    const rows = [
      ['id', 'texto'],
      ['1', 'coma, comillas "dobles" y\nsalto'],
      ['2', ''],
      ['3', '""'],
    ];
    expect(parse(toCsv(rows))).toEqual(rows);
    expect(toCsv([['a', 'b']])).toBe('a,b\r\n');
  });
});
