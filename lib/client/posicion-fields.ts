import { compassPoint } from '@/lib/fleet/compass';
import type { Posicion } from '@/lib/fleet/schemas/posicion';
import type { Formats } from './format/formats';
import type { Translator } from './format/translator';

/** "90° (E)": degrees from north and the nearest of the eight compass points, in the person's language. */
export function formatHeading(rumbo: number, t: Translator<'Position'>): string {
  return t('heading', { degrees: rumbo, point: compassPoint(rumbo) });
}

/**
 * Every field of a Posicion, labelled and with its unit, in the person's language and Argentina
 * time; a missing value reads `noData` ("sin dato").
 */
export function describePosicion(p: Posicion, t: Translator<'Position'>, formats: Formats, noData: string): { label: string; value: string }[] {
  const when = (iso: string) => formats.dateTimeSeconds(Date.parse(iso));
  const or = <T,>(value: T | null, format: (v: T) => string) => (value === null ? noData : format(value));
  return [
    { label: t('patente'), value: p.patente ?? noData },
    { label: t('fecha'), value: when(p.fecha) },
    { label: t('latitud'), value: `${formats.decimal(p.latitud, 6)}°` },
    { label: t('longitud'), value: `${formats.decimal(p.longitud, 6)}°` },
    { label: t('velocidad'), value: or(p.velocidad_kmh, formats.speed) },
    { label: t('rumbo'), value: or(p.rumbo, (v) => formatHeading(v, t)) },
    { label: t('encendido'), value: or(p.encendido, (v) => (v ? t('engineOn') : t('engineOff'))) },
    { label: t('en_linea'), value: or(p.en_linea, (v) => (v ? t('yes') : t('no'))) },
    { label: t('ultima_comunicacion'), value: or(p.ultima_comunicacion, when) },
    { label: t('odometro'), value: or(p.odometro_km, formats.km) },
    { label: t('tension'), value: or(p.tension_alimentacion_v, (v) => `${formats.decimal(v, 1)} V`) },
    { label: t('temperatura'), value: or(p.temperatura_c, (v) => `${formats.decimal(v, 1)} °C`) },
    { label: t('actualizado'), value: when(p.actualizado) },
  ];
}
