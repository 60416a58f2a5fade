import type { Metadata } from 'next';
import Link from 'next/link';
import { paginaDe, paginasDe } from '@/lib/auth/page-policy';
import { NOMBRE_DE_ROL, primerRolCon, type Rol } from '@/lib/auth/roles';
import { currentUser } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Sin acceso · Flota' };

/**
 * Which page was refused and who it is for, when `proxy.ts` said which one it was. Anyone may
 * write `?pagina=` by hand: it only picks which of Flota's page names to show them.
 */
function motivo(rol: Rol, pedida: string | null): string {
  const pagina = pedida === null ? null : paginaDe(pedida);
  const tuRol = `Tu rol es ${NOMBRE_DE_ROL[rol]}.`;
  if (pagina === null) return `${tuRol} Esta página no está entre las que podés abrir.`;
  const para = NOMBRE_DE_ROL[primerRolCon(pagina.capacidad)];
  const quienes = pagina.capacidad === 'clave' ? `solo para el rol ${para}` : `para el rol ${para} y los de más alcance`;
  return `${tuRol} «${pagina.titulo}» es ${quienes}.`;
}

/**
 * Shown with status 403 in place of a page the signed-in role may not open (`proxy.ts`
 * rewrites to it). Rendered whole on the server, so it reads the same without JavaScript.
 */
export default async function ProhibidoPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const usuario = await currentUser();
  const { pagina } = await searchParams;
  const pedida = typeof pagina === 'string' && pagina.startsWith('/') ? pagina : null;
  const paginas = usuario ? paginasDe(usuario.rol) : [];
  return (
    <main className="mx-auto max-w-xl p-8">
      <h1 className="text-2xl font-semibold">No tenés acceso a esta página</h1>
      {usuario && (
        <p className="mt-2 text-slate-600">
          {motivo(usuario.rol, pedida)} Si necesitás verla, pedíselo a quien administra Flota.
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
