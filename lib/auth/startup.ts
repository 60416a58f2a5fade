import 'server-only';
import { authConfig } from './config';
import { logAuth } from './log';
import { mapOrigins } from './map-origins';
import { loadUsers } from './user-store';

/**
 * Run once as the server starts: wrong sign-in settings or a broken users file stop the app
 * with a message for whoever deploys it, instead of a server that lets nobody in.
 */
export async function checkAuthAtStart(): Promise<void> {
  try {
    const { modo, archivoUsuarios, horasSesion, proxiesDeConfianza } = authConfig();
    const usuarios = await loadUsers();
    mapOrigins();
    logAuth('info', 'ingreso_listo', { modo, archivo: archivoUsuarios, usuarios, horas_sesion: horasSesion, proxies_de_confianza: proxiesDeConfianza });
    if (modo === 'archivo' && usuarios === 0) {
      logAuth('warn', 'sin_usuarios', { detalle: 'El archivo de usuarios está vacío: agregá uno con `npm run user:add`.' });
    }
  } catch (error) {
    console.error(`Flota no puede arrancar. ${(error as Error).message}`);
    process.exit(1);
  }
}
