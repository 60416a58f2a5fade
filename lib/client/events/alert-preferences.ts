import { useCallback, useSyncExternalStore } from 'react';
import { z } from 'zod';

const STORAGE_KEY = 'flota.eventos.alertas';
const CHANGE_EVENT = 'flota:alertas';

const preferencesSchema = z.object({ sonido: z.boolean(), notificaciones: z.boolean() });
export type AlertPreferences = z.infer<typeof preferencesSchema>;

/** Sound and notifications are opt-in: nothing rings until the operator asks for it. */
const OFF: AlertPreferences = { sonido: false, notificaciones: false };

let cachedRaw: string | null = null;
let cachedValue: AlertPreferences = OFF;

function read(): AlertPreferences {
  const raw = window.localStorage.getItem(STORAGE_KEY);
  if (raw === cachedRaw) return cachedValue;
  cachedRaw = raw;
  try {
    const parsed = preferencesSchema.safeParse(JSON.parse(raw ?? 'null'));
    cachedValue = parsed.success ? parsed.data : OFF;
  } catch {
    cachedValue = OFF;
  }
  return cachedValue;
}

function subscribe(onChange: () => void): () => void {
  // `storage` fires for other tabs, the custom event for this one.
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** The operator's alert choices, remembered in this browser and shared by every open tab. */
export function useAlertPreferences(): [AlertPreferences, (change: Partial<AlertPreferences>) => void] {
  const preferences = useSyncExternalStore(subscribe, read, () => OFF);
  const update = useCallback((change: Partial<AlertPreferences>) => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...read(), ...change }));
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }, []);
  return [preferences, update];
}
