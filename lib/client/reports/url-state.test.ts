import { describe, expect, it } from 'vitest';
import { dayRangeProblem, parseReportUrl, reportApiUrl, reportUrlParams } from './url-state';

const parse = (query: string) => parseReportUrl(new URLSearchParams(query));

describe('report URL state', () => {
  it('restores a deep link and writes it back the same', () => {
    const query = 'informe=uso&desde=2026-03-01&hasta=2026-03-07&cliente=cli_001,cli_002&vehiculos=veh_001&orden=km:desc&por_dia=1&por_conductor=1&inactivos=5';
    const state = parse(query);
    expect(state).toEqual({
      informe: 'uso',
      desde: '2026-03-01',
      hasta: '2026-03-07',
      cliente: ['cli_001', 'cli_002'],
      vehiculos: ['veh_001'],
      orden: 'km:desc',
      por_dia: true,
      por_conductor: true,
      inactivos: 5,
    });
    expect(reportUrlParams(state).toString()).toBe(new URLSearchParams(query).toString());
  });

  it('falls back to defaults for malformed values instead of failing', () => {
    const state = parse('informe=ventas&desde=2026-02-31&cliente=x,cli_003&orden=DROP&inactivos=-2');
    expect(state).toMatchObject({ informe: 'resumen', desde: undefined, cliente: ['cli_003'], orden: undefined, inactivos: 3, por_dia: false });
    expect(reportUrlParams(parse('')).toString()).toBe('');
  });

  it('keeps sorts by rate and by event category columns', () => {
    expect(parse('orden=total100:desc').orden).toBe('total100:desc');
    expect(parse('orden=eventos.conductor:asc').orden).toBe('eventos.conductor:asc');
  });

  it('asks the API with the range and fleet choice only', () => {
    const state = parse('informe=conducta&desde=2026-03-01&hasta=2026-03-07&vehiculos=veh_001,veh_002&orden=km:asc');
    expect(reportApiUrl('resumen', state)).toBe('/api/informes/resumen?desde=2026-03-01&hasta=2026-03-07&vehiculos=veh_001%2Cveh_002');
    expect(reportApiUrl('viajes', parse(''))).toBe('/api/informes/viajes');
  });
});

describe('dayRangeProblem', () => {
  const today = '2026-03-10';
  it('takes closed ranges of up to 90 days', () => {
    expect(dayRangeProblem('2026-03-01', '2026-03-09', today)).toBeNull();
    expect(dayRangeProblem('2025-12-10', '2026-03-09', today)).toBeNull();
  });
  it('names the first rule broken', () => {
    expect(dayRangeProblem(undefined, '2026-03-09', today)).toBe('missing');
    expect(dayRangeProblem('2026-03-05', '2026-03-04', today)).toBe('order');
    expect(dayRangeProblem('2026-03-05', '2026-03-10', today)).toBe('future');
    expect(dayRangeProblem('2025-12-09', '2026-03-09', today)).toBe('tooLong');
  });
});
