import type { Random } from './random';

/** Spanish names, plates and device models a fleet in Argentina would carry. */
const FIRST = ['Juan', 'María', 'Carlos', 'Lucía', 'Jorge', 'Sofía', 'Diego', 'Valeria', 'Martín', 'Gabriela',
  'Pablo', 'Florencia', 'Sergio', 'Paula', 'Hernán', 'Romina', 'Gustavo', 'Silvina', 'Ramiro', 'Natalia',
  'Walter', 'Carolina', 'Leandro', 'Mariela', 'Facundo', 'Daniela', 'Matías', 'Andrea', 'Nicolás', 'Laura'];
const LAST = ['González', 'Rodríguez', 'Gómez', 'Fernández', 'López', 'Díaz', 'Martínez', 'Pérez', 'García',
  'Sánchez', 'Romero', 'Sosa', 'Álvarez', 'Torres', 'Ruiz', 'Ramírez', 'Flores', 'Benítez', 'Acosta',
  'Medina', 'Herrera', 'Suárez', 'Aguirre', 'Giménez', 'Gutiérrez', 'Pereyra', 'Rojas', 'Molina', 'Castro', 'Ortiz'];

export function driverName(random: Random): string {
  return `${random.pick(FIRST)} ${random.pick(LAST)}`;
}

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

/** Older plates are `ABC123`; since 2016 they are Mercosur `AB123CD`. */
export function plate(random: Random): string {
  const letter = () => LETTERS[random.int(0, LETTERS.length - 1)]!;
  const digits = () => String(random.int(0, 999)).padStart(3, '0');
  if (random.chance(0.45)) return `${letter()}${letter()}${letter()}${digits()}`;
  return `A${letter()}${digits()}${letter()}${letter()}`;
}

/** The cheapest tracker of the list: no odometer, no voltage, bare heartbeats. */
export const BASIC_TRACKER = 'Concox GT06N';
export const GPS_MODELS = ['Teltonika FMC130', 'Teltonika FMB920', 'Queclink GV300', BASIC_TRACKER] as const;
export const CAMERA_MODELS = ['Streamax AD Plus 2.0', 'Howen Hero-ME31', 'Jimi JC400'] as const;

export const ALIAS_BY_PROFILE = {
  delivery: ['Reparto', 'Utilitario', 'Furgón'],
  longHaul: ['Camión', 'Semi', 'Tractor'],
  service: ['Móvil', 'Camioneta', 'Técnico'],
  carService: ['Remís', 'Auto'],
} as const;
