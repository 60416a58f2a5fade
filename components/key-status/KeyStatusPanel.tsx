'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { FlotaApiError } from '@/lib/client/api-error';
import { serviceStatusQueryOptions } from '@/lib/client/fleet-queries';
import { useErrorText } from '@/lib/client/use-error-text';
import { useKeyProblem } from '@/lib/client/use-key-problem';
import { useNow } from '@/lib/client/use-now';
import { GatewayHealthCard } from './GatewayHealthCard';
import { KeyAccessCard } from './KeyAccessCard';
import { ServiceCard } from './ServiceCard';
import { HistorySyncCard } from './HistorySyncCard';
import { StoreCard } from './StoreCard';

function Problema({ error }: { error: unknown }) {
  const t = useTranslations('KeyStatus');
  const errorText = useErrorText();
  const codigo = error instanceof FlotaApiError ? error.codigo : 'error_interno';
  const clave = useKeyProblem()(codigo);
  const solicitud = error instanceof FlotaApiError ? error.solicitud : null;
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">{clave?.title ?? t('readFailed')}</p>
      <p className="mt-1">{clave?.text ?? errorText(error)}</p>
      {solicitud && (
        <p className="mt-1 text-sm">{t.rich('request', { id: solicitud, code: (chunks) => <span className="font-mono">{chunks}</span> })}</p>
      )}
    </div>
  );
}

/** The key status page: what the key may do, until when, and how the gateway is spending it. */
export function KeyStatusPanel() {
  // Fresher than the live map needs it: this page is about the key's health.
  const estado = useQuery({ ...serviceStatusQueryOptions, staleTime: 10_000, refetchInterval: 15_000 });
  const ahora = useNow(5_000);
  const t = useTranslations('KeyStatus');
  if (estado.isPending) return <p className="text-slate-500">{t('reading')}</p>;
  if (estado.isError) return <Problema error={estado.error} />;
  const { datos, gateway, frescura, almacenamiento, historial } = estado.data;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <KeyAccessCard acceso={datos.acceso} ahora={ahora} />
      <ServiceCard servicio={datos.servicio} frescura={frescura} ahora={ahora} />
      <div className="lg:col-span-2">
        <GatewayHealthCard salud={gateway} ahora={ahora} />
      </div>
      {almacenamiento && <StoreCard almacenamiento={almacenamiento} />}
      {historial && <HistorySyncCard historial={historial} />}
    </div>
  );
}
