import { formatApiDateTime } from '@/lib/fleet/time';
import type { Evento } from '@/lib/fleet/schemas/evento';

/** An event as the API answers it, at an instant (epoch ms), with an id unique to (vehicle, instant, n). */
export function testEvento(vehiculo: string, fecha: number, tipo = 'exceso_velocidad', n = 0): Evento {
  return {
    id: `evt_${vehiculo.slice(4)}_${Math.floor(fecha / 1000).toString(36)}${n}`,
    vehiculo,
    patente: 'AB123CD',
    tipo,
    categoria: 'conduccion',
    descripcion: 'Exceso de velocidad: 97 km/h en zona de 60',
    fecha: formatApiDateTime(fecha),
    latitud: -34.6037,
    longitud: -58.3816,
    velocidad_kmh: 97,
  };
}
