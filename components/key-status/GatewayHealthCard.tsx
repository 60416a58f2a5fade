'use client';

import { useTranslations } from 'next-intl';
import { FlotaApiError } from '@/lib/client/api-error';
import { useFormats } from '@/lib/client/format/use-formats';
import { useErrorText } from '@/lib/client/use-error-text';
import type { GatewaySalud } from '@/lib/fleet/flota-api';
import { parseApiDateTime } from '@/lib/fleet/time';
import { UnitsChart } from './UnitsChart';

/** "hace 4 min (22/11/2026 09:56:42)", or "nunca". */
function useWhen(ahora: number): (fecha: string | null) => string {
  const common = useTranslations('Common');
  const formats = useFormats();
  return (fecha) => {
    const ms = fecha === null ? null : parseApiDateTime(fecha);
    if (ms === null) return common('never');
    return common('agoAt', { ago: common('ago', { elapsed: formats.elapsed(ahora - ms) }), at: formats.dateTimeSeconds(ms) });
  };
}

function Sondeo({ titulo, salud, ahora }: { titulo: string; salud: GatewaySalud['posiciones']; ahora: number }) {
  const t = useTranslations('KeyStatus');
  const cuando = useWhen(ahora);
  return (
    <>
      <dt className="text-slate-500">{titulo}</dt>
      <dd>
        {t('lastSuccess', { when: cuando(salud.ultimo_ok), seconds: salud.intervalo_s })}
        {!salud.activo && <span className="ml-2 text-slate-500">{t('paused')}</span>}
        {salud.desactualizado && <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-amber-900">{t('late')}</span>}
      </dd>
    </>
  );
}

/** How Flota's own gateway is doing with the key: polls, the last upstream error, units spent. */
export function GatewayHealthCard({ salud, ahora }: { salud: GatewaySalud; ahora: number }) {
  const t = useTranslations('KeyStatus');
  const common = useTranslations('Common');
  const formats = useFormats();
  const errorText = useErrorText();
  const cuando = useWhen(ahora);
  const { ultimo_error: error, unidades } = salud;
  const pausado = unidades.pausado_hasta === null ? null : parseApiDateTime(unidades.pausado_hasta);
  const mono = (chunks: React.ReactNode) => <span className="font-mono select-all">{chunks}</span>;
  return (
    <section aria-labelledby="clave-gateway" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="clave-gateway" className="text-lg font-semibold">
        {t('health')}
      </h2>
      <dl className="mt-3 grid grid-cols-[10rem_1fr] gap-x-4 gap-y-2 text-sm">
        <Sondeo titulo={t('positions')} salud={salud.posiciones} ahora={ahora} />
        <Sondeo titulo={t('events')} salud={salud.eventos} ahora={ahora} />
        <dt className="text-slate-500">{t('lastError')}</dt>
        <dd data-testid="ultimo-error">
          {error === null ? (
            t('noErrors')
          ) : (
            <>
              <span className="font-mono">{error.codigo}</span> — {errorText(new FlotaApiError(0, error.codigo, error.mensaje))} ·{' '}
              {t('errorAt', { when: cuando(error.fecha) })} <span className="font-mono">{error.ruta}</span>
              <br />
              {t.rich('errorRequest', { id: error.solicitud || common('noData'), code: mono })}
            </>
          )}
        </dd>
        <dt className="text-slate-500">{t('units')}</dt>
        <dd>
          {t('unitsLine', { lastMinute: unidades.ultimo_minuto })}
          {unidades.limite !== null && t('unitsOfLimit', { limit: unidades.limite })}
          {unidades.restantes !== null && t('unitsLeft', { left: unidades.restantes })}
          {t('unitsQueue', { running: unidades.en_curso, queued: unidades.en_cola })}
          {pausado !== null && (
            <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-amber-900">{t('waiting', { when: formats.dateTimeSeconds(pausado) })}</span>
          )}
        </dd>
      </dl>
      <UnitsChart porMinuto={unidades.por_minuto} limite={unidades.limite} />
    </section>
  );
}
