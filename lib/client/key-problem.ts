import { KEY_PROBLEM_CODES } from '@/lib/fleet/errors';

type KeyProblem = (typeof KEY_PROBLEM_CODES)[number];
const KEY_PROBLEMS: ReadonlySet<string> = new Set(KEY_PROBLEM_CODES);

const ASK_ADMIN = 'Pedile al administrador de Flota que lo resuelva.';

const EXPLANATIONS: Record<KeyProblem, { title: string; text: string }> = {
  sin_permiso: {
    title: 'Esta clave no permite ver posiciones',
    text: 'La clave de acceso que usa este servidor no incluye el permiso «posiciones», así que el mapa en vivo no puede mostrar vehículos. Si la clave tiene los permisos «recorridos» o «eventos», esas secciones siguen disponibles.',
  },
  clave_invalida: {
    title: 'La clave de acceso no es válida',
    text: 'El servicio de posicionamiento no reconoce la clave configurada en este servidor (no existe o está mal escrita).',
  },
  clave_vencida: { title: 'La clave de acceso venció', text: 'La clave configurada en este servidor pasó su fecha de vencimiento.' },
  clave_revocada: { title: 'La clave de acceso fue revocada', text: 'El proveedor del servicio dio de baja la clave configurada en este servidor.' },
  clave_pausada: { title: 'La clave de acceso está pausada', text: 'El proveedor pausó temporalmente la clave configurada en este servidor.' },
  ip_no_autorizada: {
    title: 'Este servidor no está autorizado',
    text: 'La clave solo puede usarse desde ciertas direcciones IP y la de este servidor no está entre ellas.',
  },
};

/** A person-readable explanation for an upstream key problem, or null when `codigo` is not one. */
export function explainKeyProblem(codigo: string): { title: string; text: string; action: string } | null {
  return KEY_PROBLEMS.has(codigo) ? { ...EXPLANATIONS[codigo as KeyProblem], action: ASK_ADMIN } : null;
}
