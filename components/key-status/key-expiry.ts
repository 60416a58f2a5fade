import { formatArgentinaDateTime } from '@/lib/client/argentina-clock';

const DIA_MS = 86_400_000;
/** From this many days before expiry the page warns the administrator. */
export const DIAS_DE_AVISO = 14;

export type NivelVencimiento = 'sin_vencimiento' | 'vigente' | 'aviso' | 'vencida';

export interface Vencimiento {
  nivel: NivelVencimiento;
  texto: string;
}

function plazo(ms: number): string {
  if (ms < DIA_MS) {
    const horas = Math.max(1, Math.ceil(ms / 3_600_000));
    return horas === 1 ? '1 hora' : `${horas} horas`;
  }
  const dias = Math.ceil(ms / DIA_MS);
  return dias === 1 ? '1 día' : `${dias} días`;
}

/** What to say about the key's expiry (`acceso.vence`), in Argentina time. */
export function describeExpiry(vence: number | null, ahora: number): Vencimiento {
  if (vence === null) return { nivel: 'sin_vencimiento', texto: 'Sin vencimiento.' };
  const fecha = formatArgentinaDateTime(vence);
  const falta = vence - ahora;
  if (falta <= 0) {
    return { nivel: 'vencida', texto: `La clave venció el ${fecha}. Pedile una nueva al proveedor del servicio.` };
  }
  if (falta <= DIAS_DE_AVISO * DIA_MS) {
    return {
      nivel: 'aviso',
      texto: `La clave vence en ${plazo(falta)} (${fecha}). Pedile una nueva al proveedor antes de esa fecha.`,
    };
  }
  return { nivel: 'vigente', texto: `Vence el ${fecha} (en ${plazo(falta)}).` };
}
