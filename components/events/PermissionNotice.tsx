import { FlotaApiError } from '@/lib/client/api-error';
import { KEY_PROBLEM_CODES } from '@/lib/fleet/flota-api';

const EXPLANATIONS: Record<(typeof KEY_PROBLEM_CODES)[number], string> = {
  sin_permiso:
    'La clave de acceso a la Fleet API que usa este servidor no tiene el permiso «eventos», así que no puede leer alarmas ni su historial. El mapa en vivo puede seguir funcionando. Pedile al operador del servicio que agregue el permiso «eventos» a la clave.',
  clave_invalida: 'La clave de acceso configurada en el servidor no existe o está mal escrita. Revisá FLEET_API_KEY.',
  clave_vencida: 'La clave de acceso configurada en el servidor venció. Pedile una nueva al operador del servicio.',
  clave_revocada: 'La clave de acceso configurada en el servidor fue revocada (por ejemplo, al rotarla). Configurá la clave nueva.',
  clave_pausada: 'La clave de acceso está pausada temporalmente por el operador del servicio. Flota reintenta solo.',
  ip_no_autorizada: 'La clave de acceso no está autorizada desde la dirección IP de este servidor.',
};

export function isKeyProblem(error: unknown): boolean {
  return error instanceof FlotaApiError && (KEY_PROBLEM_CODES as readonly string[]).includes(error.codigo);
}

/** Explains, in words an operator can act on, why events cannot be read with the configured key. */
export function PermissionNotice({ error }: { error: FlotaApiError }) {
  const explanation = EXPLANATIONS[error.codigo as keyof typeof EXPLANATIONS] ?? error.message;
  return (
    <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="font-semibold">{error.codigo === 'sin_permiso' ? 'Sin permiso para ver eventos' : 'Problema con la clave de acceso'}</p>
      <p className="mt-1">{explanation}</p>
      {error.solicitud && <p className="mt-2 text-xs text-amber-800">Solicitud: {error.solicitud}</p>}
    </div>
  );
}
