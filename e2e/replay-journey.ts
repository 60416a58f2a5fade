import { type Page, expect } from '@playwright/test';
import { z } from 'zod';
import { flotaRecorridoSchema } from '@/lib/fleet/flota-api';
import { formatApiDateTime } from '@/lib/fleet/time';
import { E2E_START } from './support/fleet-clock';

/** A town vehicle of the e2e fleet (seed 7) that works every weekday: short drives between stops. */
export const DRIVER = 'veh_100003';
/** A long-distance truck of the e2e fleet: every week of its history holds hours of highway driving without a stop. */
export const HIGHWAY_TRUCK = 'veh_100081';
/** The e2e fleet's vehicle whose device keeps no history (`withoutHistory: 1` in cli_1001). */
export const WITHOUT_HISTORY = 'veh_100117';

export const DAY_MS = 86_400_000;

export function replayUrl(vehiculo: string, desde: number, hasta: number, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ vehiculo, desde: formatApiDateTime(desde), hasta: formatApiDateTime(hasta), ...extra });
  return `/recorrido?${params}`;
}

/**
 * The `days` before the suite's fleet clock started (e2e/support/fleet-clock.ts): already past on
 * every run, and so the same route and events every time.
 */
export function recentRange(days: number): { desde: number; hasta: number } {
  return { desde: E2E_START - days * DAY_MS, hasta: E2E_START };
}

/** The same route the page shows, read from the app's own API. */
export async function fetchRoute(page: Page, vehiculo: string, desde: number, hasta: number) {
  const params = new URLSearchParams({ desde: formatApiDateTime(desde), hasta: formatApiDateTime(hasta) });
  const response = await page.request.get(`/api/vehiculos/${vehiculo}/recorrido?${params}`);
  expect(response.ok()).toBe(true);
  return flotaRecorridoSchema.parse(await response.json());
}

/** Opens a replay and waits until the route is drawn and ready to play. */
export async function openReplay(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.getByTestId('resumen-recorrido')).toBeVisible({ timeout: 45_000 });
  await expect(page.getByTestId('grafico-velocidad').locator('canvas')).toBeVisible();
}

/** The instant the readout shows, as epoch ms (from its machine-readable `dateTime`). */
export async function readoutTime(page: Page): Promise<number> {
  const iso = await page.getByTestId('lectura-hora').getAttribute('datetime');
  return z.iso.datetime({ offset: true }).transform((v) => Date.parse(v)).parse(iso);
}
