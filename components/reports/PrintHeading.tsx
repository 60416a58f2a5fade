'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useFormats } from '@/lib/client/format/use-formats';
import { clientsQueryOptions } from '@/lib/client/fleet-queries';
import type { ReportId } from '@/lib/client/reports/url-state';

const dayStart = (dia: string) => Date.parse(`${dia}T00:00:00-03:00`);

interface Props {
  informe: ReportId;
  desde: string;
  hasta: string;
  cliente: readonly string[];
  vehiculos: readonly string[];
}

/** What a printed report says on top: which report, which days, which part of the fleet. Also on screen, as the page's heading. */
export function PrintHeading({ informe, desde, hasta, cliente, vehiculos }: Props) {
  const t = useTranslations('Reports');
  const formats = useFormats();
  const clientes = useQuery(clientsQueryOptions).data?.datos;
  const names = cliente.map((id) => clientes?.find((c) => c.id === id)?.nombre ?? id);
  return (
    <header className="flex flex-col gap-0.5">
      <h2 className="text-lg font-semibold text-slate-900">{t('reportTitle', { report: t(`tabs.${informe}`) })}</h2>
      <p className="text-sm text-slate-700">
        {t('rangeLine', { from: formats.date(dayStart(desde)), to: formats.date(dayStart(hasta)) })}
        {' · '}
        {names.length ? t('clientsLine', { clients: names.join(', ') }) : t('allClients')}
        {' · '}
        {vehiculos.length ? t('vehiclesLine', { count: vehiculos.length }) : t('allVehicles')}
      </p>
    </header>
  );
}
