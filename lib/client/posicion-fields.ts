import type { Posicion } from '@/lib/fleet/schemas/posicion';
import { formatArgentinaDateTime } from './argentina-clock';

export const NO_DATA = 'sin dato';

const number = (digits: number) =>
  new Intl.NumberFormat('es-AR', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const integer = number(0);
const oneDecimal = number(1);
const coordinate = number(6);

const COMPASS = ['N', 'NE', 'E', 'SE', 'S', 'SO', 'O', 'NO'] as const;

/** "90° (E)": degrees from north and the nearest of the eight compass points (Spanish initials). */
export function formatHeading(rumbo: number): string {
  return `${rumbo}° (${COMPASS[Math.round(rumbo / 45) % 8]})`;
}

function orSinDato<T>(value: T | null, format: (v: T) => string): string {
  return value === null ? NO_DATA : format(value);
}

const yesNo = (yes: string, no: string) => (v: boolean) => (v ? yes : no);

/** Every field of a Posicion as a labelled, unit-bearing Spanish text; a missing value reads "sin dato". */
export function describePosicion(p: Posicion): { label: string; value: string }[] {
  const when = (iso: string) => formatArgentinaDateTime(Date.parse(iso));
  return [
    { label: 'Patente', value: p.patente ?? NO_DATA },
    { label: 'Fecha GPS', value: when(p.fecha) },
    { label: 'Latitud', value: `${coordinate.format(p.latitud)}°` },
    { label: 'Longitud', value: `${coordinate.format(p.longitud)}°` },
    { label: 'Velocidad', value: orSinDato(p.velocidad_kmh, (v) => `${integer.format(v)} km/h`) },
    { label: 'Rumbo', value: orSinDato(p.rumbo, formatHeading) },
    { label: 'Motor', value: orSinDato(p.encendido, yesNo('encendido', 'apagado')) },
    { label: 'En línea', value: orSinDato(p.en_linea, yesNo('sí', 'no')) },
    { label: 'Última comunicación', value: orSinDato(p.ultima_comunicacion, when) },
    { label: 'Odómetro', value: orSinDato(p.odometro_km, (v) => `${oneDecimal.format(v)} km`) },
    { label: 'Tensión de alimentación', value: orSinDato(p.tension_alimentacion_v, (v) => `${oneDecimal.format(v)} V`) },
    { label: 'Temperatura', value: orSinDato(p.temperatura_c, (v) => `${oneDecimal.format(v)} °C`) },
    { label: 'Dato obtenido', value: when(p.actualizado) },
  ];
}
