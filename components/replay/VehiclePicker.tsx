'use client';

import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { vehiclesQueryOptions } from '@/lib/client/fleet-queries';
import { replaySearchTexts, searchVehicles, vehicleLabel } from '@/lib/client/replay/vehicle-search';

const SHOWN = 50;

type Props = {
  value: string | null;
  onChange: (vehiculo: string) => void;
};

/** A searchable vehicle list (combobox): type part of a plate, name, client or driver. */
export function VehiclePicker({ value, onChange }: Props) {
  const vehicles = useQuery(vehiclesQueryOptions);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  const all = vehicles.data?.datos;
  const texts = useMemo(() => (vehicles.data ? replaySearchTexts(vehicles.data) : []), [vehicles.data]);
  const { matches, total } = useMemo(() => searchVehicles(all ?? [], texts, query, SHOWN), [all, texts, query]);
  const selected = all?.find((v) => v.id === value);
  const shownText = open ? query : selected ? vehicleLabel(selected) : (value ?? '');

  const choose = (id: string) => {
    onChange(id);
    setOpen(false);
    setQuery('');
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      setActive((a) => Math.max(0, Math.min(matches.length - 1, a + (e.key === 'ArrowDown' ? 1 : -1))));
    } else if (e.key === 'Enter' && open && matches[active]) {
      e.preventDefault();
      choose(matches[active].id);
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <div className="relative w-72">
      <label className="block text-xs font-medium text-slate-600" htmlFor={`${listId}-input`}>
        Vehículo
      </label>
      <input
        id={`${listId}-input`}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && matches[active] ? `${listId}-${matches[active].id}` : undefined}
        placeholder={vehicles.isPending ? 'Cargando vehículos…' : 'Buscar por patente, nombre, cliente…'}
        value={shownText}
        onFocus={() => {
          setOpen(true);
          setActive(0);
        }}
        onBlur={() => setOpen(false)}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        className="mt-0.5 w-full rounded border border-slate-300 px-2 py-1 text-sm"
      />
      {vehicles.isError && <p className="mt-1 text-xs text-red-700">No se pudo cargar la lista de vehículos: {vehicles.error.message}</p>}
      {open && all && (
        <ul id={listId} role="listbox" aria-label="Vehículos" className="absolute z-20 mt-1 max-h-80 w-full overflow-y-auto rounded border border-slate-200 bg-white text-sm shadow-lg">
          {matches.map((v, k) => (
            <li
              key={v.id}
              id={`${listId}-${v.id}`}
              role="option"
              aria-selected={k === active}
              // mousedown, not click: the input's blur would close the list before a click lands.
              onMouseDown={(e) => {
                e.preventDefault();
                choose(v.id);
              }}
              className={`cursor-pointer px-2 py-1 ${k === active ? 'bg-slate-100' : ''}`}
            >
              <span className="font-medium">{vehicleLabel(v)}</span>
              <span className="block text-xs text-slate-500">
                {v.cliente.nombre ?? v.cliente.id}
                {v.conductor ? ` · ${v.conductor}` : ''}
              </span>
            </li>
          ))}
          {matches.length === 0 && <li className="px-2 py-1 text-slate-500">Ningún vehículo coincide.</li>}
          {total > matches.length && (
            <li className="px-2 py-1 text-xs text-slate-500">
              {total - matches.length} más: escribí más para acotar.
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
