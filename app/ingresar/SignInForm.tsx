'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useFormats } from '@/lib/client/format/use-formats';
import { signInSchema } from '@/lib/auth/session-schema';
import { errorBodySchema } from '@/lib/fleet/schemas/error-body';

/** Why a sign-in failed: the answer's code (explained by the catalogue) and, for a lock-out, until when. */
type Problema = { codigo: string; reintentarEnS?: number; hastaMs?: number; status?: number };
type Estado = { tipo: 'listo' } | { tipo: 'enviando' } | { tipo: 'error'; problema: Problema };

const LOCKOUT_CODES = new Set(['ingreso_bloqueado']);

async function ingresar(datos: FormData, volver: string | null): Promise<string | Problema> {
  let respuesta: Response;
  try {
    respuesta = await fetch('/api/sesion', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ usuario: datos.get('usuario'), contrasena: datos.get('contrasena'), volver }),
    });
  } catch {
    return { codigo: 'sin_conexion' };
  }
  const cuerpo: unknown = await respuesta.json().catch(() => null);
  if (!respuesta.ok) {
    const error = errorBodySchema.safeParse(cuerpo);
    const reintentar = Number(respuesta.headers.get('retry-after'));
    const reintentarEnS = Number.isFinite(reintentar) && reintentar > 0 ? reintentar : undefined;
    return {
      codigo: error.success ? error.data.error.codigo : 'desconocido',
      status: respuesta.status,
      reintentarEnS,
      // Taken when the answer arrives, not at render, so the time shown does not drift.
      hastaMs: reintentarEnS === undefined ? undefined : Date.now() + reintentarEnS * 1000,
    };
  }
  const ingreso = signInSchema.safeParse(cuerpo);
  return ingreso.success ? ingreso.data.destino : { codigo: 'respuesta_invalida' };
}

interface Props {
  volver: string | null;
  codigoInicial: string | null;
}

export function SignInForm({ volver, codigoInicial }: Props) {
  const t = useTranslations('SignIn');
  const errors = useTranslations('Errors');
  const formats = useFormats();
  const [estado, setEstado] = useState<Estado>(
    codigoInicial === null ? { tipo: 'listo' } : { tipo: 'error', problema: { codigo: codigoInicial } },
  );

  function explicar({ codigo, reintentarEnS, hastaMs, status }: Problema): string {
    if (LOCKOUT_CODES.has(codigo)) {
      if (reintentarEnS === undefined || hastaMs === undefined) return t('lockedNoTime');
      return t('locked', { minutes: Math.max(1, Math.ceil(reintentarEnS / 60)), time: formats.time(hastaMs) });
    }
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- codes come from the server; has() checks them.
    if (codigo !== 'desconocido' && errors.has(codigo as any)) return errors(codigo as any);
    return errors('desconocido', { status: status ?? 0 });
  }

  async function enviar(evento: FormEvent<HTMLFormElement>) {
    evento.preventDefault();
    setEstado({ tipo: 'enviando' });
    const resultado = await ingresar(new FormData(evento.currentTarget), volver);
    if (typeof resultado === 'string') {
      // A full load, so that every server component renders with the new session.
      window.location.assign(resultado);
    } else {
      setEstado({ tipo: 'error', problema: resultado });
    }
  }

  const enviando = estado.tipo === 'enviando';
  return (
    // method/action: should the form be sent before hydration, the password goes in a POST body.
    <form onSubmit={enviar} method="post" action="/api/sesion" aria-label={t('form')} className="mt-6 space-y-4">
      {volver !== null && <input type="hidden" name="volver" value={volver} />}
      <label className="block">
        <span className="text-sm font-medium text-slate-700">{t('user')}</span>
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
        <span className="text-sm font-medium text-slate-700">{t('password')}</span>
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
          {explicar(estado.problema)}
        </p>
      )}
      <button
        type="submit"
        disabled={enviando}
        className="w-full rounded-md bg-sky-700 px-4 py-2 font-medium text-white hover:bg-sky-800 disabled:opacity-60"
      >
        {enviando ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
