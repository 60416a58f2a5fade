import type { FlotaApiError } from '@/lib/client/api-error';
import { explainKeyProblem } from '@/lib/client/key-problem';

/** The one case this section explains its own way: the key can see the fleet but not its events. */
const SIN_PERMISO_EVENTOS = {
  title: 'Esta clave no permite ver eventos',
  text: 'La clave de acceso a la Fleet API que usa este servidor no incluye el permiso «eventos», así que no puede leer alarmas ni su historial. El mapa en vivo y los recorridos siguen disponibles si la clave tiene esos permisos.',
  action: 'Pedile al administrador de Flota que agregue el permiso «eventos» a la clave.',
};

export function isKeyProblem(error: unknown): boolean {
  return error instanceof Error && 'codigo' in error && explainKeyProblem(String(error.codigo)) !== null;
}

/** Explains, in words an operator can act on, why events cannot be read with the configured key. */
export function PermissionNotice({ error }: { error: FlotaApiError }) {
  const explanation = error.codigo === 'sin_permiso' ? SIN_PERMISO_EVENTOS : explainKeyProblem(error.codigo);
  return (
    <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950" data-testid="aviso-clave">
      <p className="font-semibold">{explanation?.title ?? 'Problema con la clave de acceso'}</p>
      <p className="mt-1">{explanation?.text ?? error.message}</p>
      {explanation && <p className="mt-1">{explanation.action}</p>}
      {error.solicitud && <p className="mt-2 text-xs text-amber-800">Solicitud: {error.solicitud}</p>}
    </div>
  );
}
