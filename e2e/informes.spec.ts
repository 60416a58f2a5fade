import { expect, test } from '@playwright/test';
import { type FlotaResumen, flotaDiasSchema, flotaParadasSchema, flotaResumenSchema, flotaViajesSchema } from '@/lib/fleet/informes-api';
import { flotaRecorridoSchema, flotaSaludSchema } from '@/lib/fleet/flota-api';
import ExcelJS from 'exceljs';
import type { RunningSim } from '@/lib/sim/server';
import { storageStatePath } from './support/auth';
import { seriousViolations } from './support/axe-scan';
import { watchViolations } from './support/csp-violations';
import { key, signInCookie, startExtraApp, startExtraSim, type ExtraApp } from './live-map-servers';

/**
 * Reports over the store the history sync filled, on an upstream of this file's own (ports
 * E2E_*_PORT + 45): two clients, the last three closed days (8 to 10 March 2026).
 */
test.describe.configure({ mode: 'serial' });

const OFFSET = 15;
const RANGE = 'desde=2026-03-08&hasta=2026-03-10';

let sim: RunningSim | undefined;
let app: ExtraApp | undefined;
const cookies: Record<string, string> = {};

async function getJson(path: string, usuario: string): Promise<{ status: number; body: unknown }> {
  cookies[usuario] ??= await signInCookie(app!.url, usuario);
  const answer = await fetch(`${app!.url}${path}`, { headers: { cookie: cookies[usuario], accept: 'application/json' } });
  return { status: answer.status, body: await answer.json() };
}

test.beforeAll(async () => {
  test.setTimeout(150_000);
  const informes = key('informes', ['posiciones', 'recorridos', 'eventos']);
  sim = await startExtraSim(
    {
      seed: 21,
      clients: [
        { id: 'cli_1001', name: 'Transportes del Sur', vehicles: 4, withoutPosition: 0, withoutHistory: 0 },
        { id: 'cli_1002', name: 'Frío Andino', vehicles: 3, withoutPosition: 0, withoutHistory: 0 },
      ],
      keys: [informes],
      limits: { invalidKeyAttempts: 20, lockoutSeconds: 600, historyQueriesInFlight: 2 },
      faults: { unavailableRate: 0, latencyMs: 0 },
    },
    OFFSET,
  );
  app = await startExtraApp(OFFSET, { FLEET_API_BASE_URL: sim.url, FLEET_API_KEY: informes.key, FLOTA_SYNC_DAYS: '3', FLOTA_SYNC_SHARE: '1' });
  // The sync keeps 7 vehicles × 3 days; reports read only what it holds.
  await expect
    .poll(async () => flotaSaludSchema.parse((await getJson('/api/salud', 'admin')).body).historial?.porcentaje, { timeout: 120_000, intervals: [1_000] })
    .toBe(100);
});

test.afterAll(async () => {
  await app?.stop();
  await sim?.close();
});

test('a gerente of one client gets only that client’s vehicles in every report, and another’s vehicle as not found', async () => {
  const resumen = flotaResumenSchema.parse((await getJson(`/api/informes/resumen?${RANGE}`, 'gerente-sur')).body);
  expect(resumen.vehiculos.map((v) => v.cliente.id)).toEqual(['cli_1001', 'cli_1001', 'cli_1001', 'cli_1001']);
  const ids = new Set(resumen.vehiculos.map((v) => v.id));
  expect(resumen.por_vehiculo.map((v) => v.vehiculo)).toEqual([...ids]);
  expect(resumen.total.dias).toBe(12);
  const dias = flotaDiasSchema.parse((await getJson(`/api/informes/dias?${RANGE}`, 'gerente-sur')).body);
  expect(dias.dias).toHaveLength(12);
  expect(dias.dias.every((d) => ids.has(d.vehiculo))).toBe(true);
  expect(resumen.cobertura).toEqual({ rutas: { guardados: 12, total: 12 }, eventos: { guardados: 12, total: 12 } });

  const viajes = flotaViajesSchema.parse((await getJson(`/api/informes/viajes?${RANGE}`, 'gerente-sur')).body);
  const paradas = flotaParadasSchema.parse((await getJson(`/api/informes/paradas?${RANGE}`, 'gerente-sur')).body);
  expect(viajes.viajes.length).toBeGreaterThan(0);
  expect(viajes.viajes.every((v) => ids.has(v.vehiculo))).toBe(true);
  expect(paradas.paradas.every((p) => ids.has(p.vehiculo))).toBe(true);

  const todos = flotaResumenSchema.parse((await getJson(`/api/informes/resumen?${RANGE}`, 'gerente')).body);
  expect(todos.vehiculos).toHaveLength(7);
  const ajeno = todos.vehiculos.find((v) => v.cliente.id === 'cli_1002')!.id;
  for (const informe of ['resumen', 'dias', 'viajes', 'paradas']) {
    const answer = await getJson(`/api/informes/${informe}?${RANGE}&vehiculos=${ajeno}`, 'gerente-sur');
    expect(answer.status, informe).toBe(404);
    expect(answer.body).toMatchObject({ error: { codigo: 'vehiculo_inexistente' } });
  }
  expect((await getJson(`/api/informes/resumen?${RANGE}`, 'supervisor')).status).toBe(403);
});

test('a vehicle-day’s km in the summary is the km of the replay of that day', async () => {
  const { dias } = flotaDiasSchema.parse((await getJson(`/api/informes/dias?${RANGE}`, 'gerente')).body);
  const dia = dias.filter((d) => d.km > 0).sort((a, b) => b.km - a.km)[0]!;
  const range = `desde=${dia.dia}T00:00:00-03:00&hasta=${encodeURIComponent(nextDay(dia.dia))}`;
  const recorrido = flotaRecorridoSchema.parse((await getJson(`/api/vehiculos/${dia.vehiculo}/recorrido?${range}`, 'gerente')).body);
  expect(dia.km).toBeCloseTo(recorrido.datos.distancia_km, 1);
});

function nextDay(dia: string): string {
  const next = new Date(Date.parse(`${dia}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return `${next}T00:00:00-03:00`;
}

/** Each vehicle's km over the range, from the summary's rows per vehicle. */
function kmByVehicle(resumen: FlotaResumen): Map<string, number> {
  return new Map(resumen.por_vehiculo.map((v) => [v.vehiculo, v.km]));
}

test.describe('the reports page', () => {
  test.use({ storageState: storageStatePath('gerente-sur') });

  test('lists only the client’s vehicles, and its CSV and XLSX hold the same figures', async ({ page }) => {
    const resumen = flotaResumenSchema.parse((await getJson(`/api/informes/resumen?${RANGE}`, 'gerente-sur')).body);
    const km = kmByVehicle(resumen);
    const patentes = new Map(resumen.vehiculos.map((v) => [v.patente ?? v.id, v.id]));
    await page.goto(`${app!.url}/informes?${RANGE}`);
    await expect(page.getByText('Basado en los 12 vehículo-días del rango.')).toBeVisible();
    // Reports take whole days: the range's fields show days, no time.
    await expect(page.getByRole('textbox', { name: 'Desde (día de Argentina)' })).toHaveValue('08/03/2026');
    await expect(page.getByRole('textbox', { name: 'Hasta (día de Argentina)' })).toHaveValue('10/03/2026');
    const table = page.getByRole('table', { name: 'Resumen' });
    await expect(table.getByRole('row')).toHaveCount(1 + 4 + 1);
    await expect(table.getByRole('rowgroup').nth(1).getByRole('cell', { name: 'Transportes del Sur' })).toHaveCount(4);
    await expect(table).not.toContainText('Frío Andino');

    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
    expect(csv.suggestedFilename()).toBe('flota-resumen-2026-03-08_2026-03-10.csv');
    const csvSheet = (await new ExcelJS.Workbook().csv.readFile(await csv.path())) as ExcelJS.Worksheet;
    const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Excel' }).click()]);
    expect(xlsx.suggestedFilename()).toBe('flota-resumen-2026-03-08_2026-03-10.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await xlsx.path());
    for (const sheet of [csvSheet, book.worksheets[0]!]) {
      const header = (sheet.getRow(1).values as unknown[]).map(String);
      const [patenteAt, kmAt] = [header.indexOf('Patente'), header.indexOf('Km')];
      // A header, the four vehicles, the fleet's totals.
      expect(sheet.rowCount).toBe(1 + 4 + 1);
      for (let r = 2; r <= 5; r++) {
        const values = sheet.getRow(r).values as unknown[];
        const id = patentes.get(String(values[patenteAt]));
        expect(id, `fila ${r}`).toBeDefined();
        expect(Number(values[kmAt])).toBeCloseTo(km.get(id!)!, 1);
      }
      expect(Number((sheet.getRow(6).values as unknown[])[kmAt])).toBeCloseTo([...km.values()].reduce((a, b) => a + b), 1);
    }

    // Per day: the vehicle-days come as a second answer, and their totals are the same fleet's.
    // The box follows the URL, which the page writes after the click: clicked, then awaited.
    const perDayBox = page.getByRole('checkbox', { name: 'Por día' });
    await perDayBox.click();
    await expect(perDayBox).toBeChecked();
    await expect(page).toHaveURL(/por_dia=1/);
    await expect(table.getByRole('row')).toHaveCount(1 + 12 + 1);
    const [perDay] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
    const perDaySheet = (await new ExcelJS.Workbook().csv.readFile(await perDay.path())) as ExcelJS.Worksheet;
    const kmAt = (perDaySheet.getRow(1).values as unknown[]).map(String).indexOf('Km');
    expect(Number((perDaySheet.getRow(14).values as unknown[])[kmAt])).toBeCloseTo([...km.values()].reduce((a, b) => a + b), 1);
    await perDayBox.click();
    await expect(perDayBox).not.toBeChecked();

    // "Ayer" on the fleet's clock (11 March 2026) is the 10th: one day of the four vehicles.
    await page.getByRole('group', { name: 'Rangos frecuentes' }).getByRole('button', { name: 'Ayer' }).click();
    await expect(page).toHaveURL(/desde=2026-03-10&hasta=2026-03-10/);
    await expect(page.getByText('Basado en los 4 vehículo-días del rango.')).toBeVisible();
  });

  test('a vehicle-day’s km is the replay’s of that day, and a trip’s link opens the replay of exactly that trip', async ({ page }) => {
    const { dias } = flotaDiasSchema.parse((await getJson(`/api/informes/dias?${RANGE}`, 'gerente-sur')).body);
    const dia = dias.filter((d) => d.km > 0).sort((a, b) => b.km - a.km)[0]!;
    await page.goto(`${app!.url}/informes?desde=${dia.dia}&hasta=${dia.dia}&vehiculos=${dia.vehiculo}`);
    const row = page.getByRole('table', { name: 'Resumen' }).getByRole('rowgroup').nth(1).getByRole('row');
    await expect(row).toHaveCount(1);
    const kmText = formatKm(dia.km);
    await expect(row).toContainText(kmText);
    await page.goto(`${app!.url}/recorrido?vehiculo=${dia.vehiculo}&desde=${encodeURIComponent(`${dia.dia}T00:00:00-03:00`)}&hasta=${encodeURIComponent(nextDay(dia.dia))}`);
    await expect(page.getByTestId('totales')).toContainText(`Distancia (solo GPS)${kmText}`, { timeout: 20_000 });

    await page.goto(`${app!.url}/informes?informe=viajes&desde=${dia.dia}&hasta=${dia.dia}&vehiculos=${dia.vehiculo}`);
    const viajes = flotaViajesSchema.parse((await getJson(`/api/informes/viajes?desde=${dia.dia}&hasta=${dia.dia}&vehiculos=${dia.vehiculo}`, 'gerente-sur')).body);
    const primero = viajes.viajes[0]!;
    await page.getByRole('table', { name: 'Viajes' }).getByRole('link', { name: 'Ver recorrido' }).first().click();
    await expect(page).toHaveURL(/\/recorrido\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('vehiculo')).toBe(dia.vehiculo);
    expect(Date.parse(url.searchParams.get('desde')!)).toBe(Date.parse(primero.inicio));
    expect(Date.parse(url.searchParams.get('hasta')!)).toBe(Date.parse(primero.fin));
    const totales = page.getByTestId('totales');
    await expect(totales).toContainText('Distancia (solo GPS)', { timeout: 20_000 });
    // The trip's km also count the leg from the stop's last point to its first (docs/route-facts.md), which
    // the replay of the trip alone does not hold: a few hundred metres at most.
    const replayKm = Number(/Distancia \(solo GPS\)([\d.,]+) km/.exec((await totales.textContent()) ?? '')![1]!.replace('.', '').replace(',', '.'));
    expect(Math.abs(replayKm - primero.km)).toBeLessThan(0.3);
  });
});

test.describe('the reports page, printed and in English', () => {
  test.use({ storageState: storageStatePath('gerente') });

  test('prints every trip with the header hidden, exports under the CSP, and has no serious violations', async ({ page }) => {
    const violations = await watchViolations(page);
    const viajes = flotaViajesSchema.parse((await getJson(`/api/informes/viajes?${RANGE}`, 'gerente')).body);
    await page.goto(`${app!.url}/informes?informe=viajes&${RANGE}`);
    const table = page.getByRole('table', { name: 'Viajes' });
    const rows = table.getByRole('rowgroup').nth(1).getByRole('row');
    await expect(rows.first()).toBeVisible();
    // Virtualised: only the rows in view are in the page.
    expect(await rows.count()).toBeLessThan(viajes.viajes.length);
    expect(await seriousViolations(page)).toEqual([]);
    const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Excel' }).click()]);
    expect(xlsx.suggestedFilename()).toBe('flota-viajes-2026-03-08_2026-03-10.xlsx');

    await page.emulateMedia({ media: 'print' });
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await expect(rows).toHaveCount(viajes.viajes.length);
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Ver informe' })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Flota · Informe: Viajes' })).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await page.emulateMedia({ media: 'screen' });
    await expect.poll(() => rows.count()).toBeLessThan(viajes.viajes.length);
    expect(violations).toEqual([]);
  });

  test('speaks English when chosen, with the same figures', async ({ page }) => {
    await page.context().addCookies([{ name: 'flota_idioma', value: 'gerente:en|*:en', url: app!.url }]);
    await page.goto(`${app!.url}/informes?informe=uso&${RANGE}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByText('Based on all 21 vehicle-days of the range.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

function formatKm(km: number): string {
  return `${new Intl.NumberFormat('es-AR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(km)} km`;
}
