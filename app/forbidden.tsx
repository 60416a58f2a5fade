import Link from 'next/link';
import { paginasDe } from '@/lib/auth/page-policy';
import { NOMBRE_DE_ROL } from '@/lib/auth/roles';
import { currentUser } from '@/lib/auth/session';

/** Shown, with status 403, in place of a page the signed-in role may not open (see `proxy.ts`). */
export default async function Forbidden() {
  const usuario = await currentUser();
  const paginas = usuario ? paginasDe(usuario.rol) : [];
  return (
    <main className="mx-auto max-w-xl p-8">
      <title>Sin acceso · Flota</title>
      <h1 className="text-2xl font-semibold">No tenés acceso a esta página</h1>
      {usuario && (
        <p className="mt-2 text-slate-600">
          Tu rol es <strong>{NOMBRE_DE_ROL[usuario.rol]}</strong>. Si necesitás verla, pedíselo a quien administra
          Flota.
        </p>
      )}
      {paginas.length > 0 && (
        <nav aria-label="Páginas disponibles" className="mt-6">
          <h2 className="text-sm font-medium text-slate-700">Podés ir a:</h2>
          <ul className="mt-2 space-y-1">
            {paginas.map(({ ruta, titulo }) => (
              <li key={ruta}>
                <Link href={ruta} className="text-sky-700 underline hover:text-sky-900">
                  {titulo}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </main>
  );
}
