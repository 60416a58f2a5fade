'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { clientsQueryOptions } from '@/lib/client/fleet-queries';
import { useNow } from '@/lib/client/use-now';
import { useVehicleDirectory } from '@/lib/client/events/vehicle-directory';
import type { Evento } from '@/lib/fleet/schemas/evento';
import { EventDetail } from './EventDetail';
import { LiveFeedPanel } from './LiveFeedPanel';

/** `/eventos/en-vivo`: the live feed full size, with the chosen event on a map beside it. */
export function LiveEventsPage() {
  const t = useTranslations('Feed');
  const [selected, setSelected] = useState<Evento | null>(null);
  const [cliente, setCliente] = useState('');
  const clientes = useQuery(clientsQueryOptions).data?.datos ?? [];
  const directory = useVehicleDirectory();
  const now = useNow(60_000);

  return (
    <div className="grid h-full grid-cols-1 gap-3 p-4 md:grid-cols-[minmax(22rem,1fr)_minmax(20rem,28rem)]">
      <div className="flex min-h-0 flex-col gap-2">
        <label className="flex items-center gap-2 text-sm text-slate-700">
          {t('client')}
          <select value={cliente} onChange={(e) => setCliente(e.target.value)} className="rounded border border-slate-300 bg-white px-2 py-1">
            <option value="">{t('allClients')}</option>
            {clientes.map((c) => (
              <option key={c.id} value={c.id}>
                {c.nombre ?? c.id}
              </option>
            ))}
          </select>
        </label>
        <LiveFeedPanel
          className="min-h-0 flex-1 rounded border border-slate-200"
          filters={{ cliente: cliente || null }}
          selectedId={selected?.id ?? null}
          onSelect={setSelected}
        />
      </div>
      {selected ? (
        <EventDetail evento={selected} vehicle={directory.get(selected.vehiculo)} now={now} onClose={() => setSelected(null)} />
      ) : (
        <p className="self-start rounded border border-dashed border-slate-300 p-6 text-sm text-slate-500">
          {t('chooseEvent')}
        </p>
      )}
    </div>
  );
}
