import type { Metadata } from 'next';
import { authConfig } from '@/lib/auth/config';
import { CONTRASENA_DEMO, USUARIOS_DEMO } from '@/lib/auth/demo-users';
import { NOMBRE_DE_ROL } from '@/lib/auth/roles';
import { SIGN_IN_CODES, flotaError } from '@/lib/fleet/errors';
import { SignInForm } from './SignInForm';

export const metadata: Metadata = { title: 'Ingresar · Flota' };

interface Props {
  searchParams: Promise<{ volver?: string | string[]; error?: string | string[] }>;
}

/** The message for a sign-in the browser posted by itself (before the page's script ran). */
function mensajeDe(codigo: string | string[] | undefined): string | null {
  const known = SIGN_IN_CODES.find((sabido) => sabido === codigo);
  return known === undefined ? null : flotaError(known).mensaje;
}

export default async function IngresarPage({ searchParams }: Props) {
  const { volver, error } = await searchParams;
  const demo = authConfig().modo === 'demo';
  return (
    <main className="flex flex-1 items-center justify-center overflow-y-auto p-6">
      <div className="w-full max-w-sm">
        <h1 className="text-3xl font-semibold tracking-tight">Flota</h1>
        <p className="mt-1 text-slate-600">Ingresá con tu usuario para ver la flota.</p>
        <SignInForm volver={typeof volver === 'string' ? volver : null} errorInicial={mensajeDe(error)} />
        {demo && <DemoNotice />}
      </div>
    </main>
  );
}

function DemoNotice() {
  return (
    <section aria-labelledby="demo-titulo" className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm">
      <h2 id="demo-titulo" className="font-semibold text-amber-900">Modo demostración</h2>
      <p className="mt-1 text-amber-900">
        Flota usa la Fleet API embebida con datos simulados. Ingresá con cualquiera de estos usuarios y la
        contraseña <code className="rounded bg-white px-1 font-mono">{CONTRASENA_DEMO}</code>:
      </p>
      <ul className="mt-2 space-y-0.5 text-amber-900">
        {USUARIOS_DEMO.map(({ usuario, rol }) => (
          <li key={usuario}>
            <code className="font-mono">{usuario}</code> — {NOMBRE_DE_ROL[rol]}
          </li>
        ))}
      </ul>
    </section>
  );
}
