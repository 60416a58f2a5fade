'use client';

import { useState, type FormEvent } from 'react';
import { ingresoSchema } from '@/lib/auth/session-schema';
import { errorBodySchema } from '@/lib/fleet/schemas/error-body';

type Estado = { tipo: 'listo' } | { tipo: 'enviando' } | { tipo: 'error'; mensaje: string };

async function ingresar(datos: FormData, volver: string | null): Promise<string> {
  let respuesta: Response;
  try {
    respuesta = await fetch('/api/sesion', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ usuario: datos.get('usuario'), contrasena: datos.get('contrasena'), volver }),
    });
  } catch {
    throw new Error('No se pudo conectar con el servidor de Flota.');
  }
  const cuerpo: unknown = await respuesta.json().catch(() => null);
  if (!respuesta.ok) {
    const error = errorBodySchema.safeParse(cuerpo);
    throw new Error(error.success ? error.data.error.mensaje : `Error ${respuesta.status} del servidor de Flota.`);
  }
  const ingreso = ingresoSchema.safeParse(cuerpo);
  if (!ingreso.success) throw new Error('El servidor respondió datos con un formato inesperado.');
  return ingreso.data.destino;
}

interface Props {
  volver: string | null;
  errorInicial: string | null;
}

export function SignInForm({ volver, errorInicial }: Props) {
  const [estado, setEstado] = useState<Estado>(
    errorInicial === null ? { tipo: 'listo' } : { tipo: 'error', mensaje: errorInicial },
  );

  async function enviar(evento: FormEvent<HTMLFormElement>) {
    evento.preventDefault();
    setEstado({ tipo: 'enviando' });
    try {
      const destino = await ingresar(new FormData(evento.currentTarget), volver);
      // A full load, so that every server component renders with the new session.
      window.location.assign(destino);
    } catch (error) {
      setEstado({ tipo: 'error', mensaje: (error as Error).message });
    }
  }

  const enviando = estado.tipo === 'enviando';
  return (
    // method/action: should the form be sent before hydration, the password goes in a POST body.
    <form onSubmit={enviar} method="post" action="/api/sesion" aria-label="Ingreso" className="mt-6 space-y-4">
      {volver !== null && <input type="hidden" name="volver" value={volver} />}
      <label className="block">
        <span className="text-sm font-medium text-slate-700">Usuario</span>
        <input
          name="usuario"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 focus:border-sky-600 focus:outline-none focus:ring-2 focus:ring-sky-600/30"
        />
      </label>
      <label className="block">
        <span className="text-sm font-medium text-slate-700">Contraseña</span>
        <input
          name="contrasena"
          type="password"
          autoComplete="current-password"
          required
          className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 focus:border-sky-600 focus:outline-none focus:ring-2 focus:ring-sky-600/30"
        />
      </label>
      {estado.tipo === 'error' && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
          {estado.mensaje}
        </p>
      )}
      <button
        type="submit"
        disabled={enviando}
        className="w-full rounded-md bg-sky-700 px-4 py-2 font-medium text-white hover:bg-sky-800 disabled:opacity-60"
      >
        {enviando ? 'Ingresando…' : 'Ingresar'}
      </button>
    </form>
  );
}
