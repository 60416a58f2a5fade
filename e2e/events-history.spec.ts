import { readFile } from 'node:fs/promises';
import { expect, test, type Page, type Response } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { formatDateTimeText } from '@/lib/client/date-input/date-time-text';
import { EVENTS_CSV_COLUMNS } from '@/lib/client/events/events-csv';
import { flotaVehiculosSchema, historialMensajeSchema, type HistorialMensaje } from '@/lib/fleet/flota-api';
import { formatApiDateTime } from '@/lib/fleet/time';
import { itemAt, listSize } from './support/virtual-list';
import { E2E_START } from './support/fleet-clock';

/** The history page against the shared e2e fleet (220 vehicles): a 15-day range is three upstream parts. */
const DAY = 86_400_000;
/** A history query over the shared fleet; generous, since the upstream budget is shared by every spec. */
const LOAD_TIMEOUT = 60_000;

/** The `/api/eventos` answer whose query has `param` = `value` (the page may run others before). */
function historyResponse(param: string, value: string) {
  return (response: Response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/eventos' && url.searchParams.get(param) === value;
  };
}

/**
 * The messages of the answer the page streamed, asked again by the test: Chromium drops bodies
 * this large (fifteen days of the fleet's events) from what it keeps for the inspector, and the
 * same past range always answers the same.
 */
async function messagesOf(page: Page, response: Response): Promise<HistorialMensaje[]> {
  const text = await (await page.request.get(response.url(), { headers: { accept: 'application/x-ndjson' } })).text();
  return text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => historialMensajeSchema.parse(JSON.parse(line)));
}

function idsOf(messages: HistorialMensaje[]): string[] {
  return messages.flatMap((m) => (m.tipo === 'parte' ? m.eventos.map((e) => e.id) : []));
}

async function visibleRows(page: Page) {
  return page.getByTestId('fila-evento').evaluateAll((rows) =>
    rows
      .map((row) => ({
        id: row.getAttribute('data-evento-id') ?? '',
        top: row.getBoundingClientRect().top,
        cells: [...row.querySelectorAll('td')].map((td) => td.textContent ?? ''),
      }))
      .sort((a, b) => a.top - b.top),
  );
}

/** Records every text the progress line shows, however briefly. */
async function recordProgress(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { progreso: string[] }).progreso = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="progreso-historial"]')?.textContent;
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

test('loads a multi-part range with progress, filters by type, sorts and exports the rows as CSV', async ({ page }) => {
  test.setTimeout(180_000);
  await recordProgress(page);
  await page.goto('/eventos');
  // A fixed range before the suite's fleet clock started: the same events on every run.
  const now = E2E_START;

  const desde = formatApiDateTime(now - 15 * DAY + 3_600_000).slice(0, 16);
  await page.getByLabel('Período').selectOption('personalizado');
  // Typed as a person in Argentina writes it: dd/mm/aaaa hh:mm.
  await page.getByRole('textbox', { name: 'Desde (hora de Argentina)' }).fill(formatDateTimeText(now - 15 * DAY + 3_600_000, 'es-AR'));
  await page.getByRole('textbox', { name: 'Hasta (hora de Argentina)' }).fill(formatDateTimeText(now, 'es-AR'));
  let answer = page.waitForResponse(historyResponse('desde', `${desde}:00-03:00`));
  await page.getByRole('button', { name: 'Buscar' }).click();
  const all = await messagesOf(page, await answer);

  expect(all[0]).toMatchObject({ tipo: 'plan', partes: 3, unidades: 15 });
  expect(all.filter((m) => m.tipo === 'parte').map((m) => m.tipo === 'parte' && m.hechas)).toEqual([1, 2, 3]);
  const fin = all.at(-1);
  expect(fin?.tipo).toBe('fin');
  const total = idsOf(all).length;
  expect(fin?.tipo === 'fin' && fin.cantidad).toBe(total);
  expect(total).toBeGreaterThan(1_000);
  const progress = page.getByTestId('progreso-historial');
  await expect(progress).toHaveAttribute('data-fase', 'listo');
  await expect(progress).toContainText(`${total.toLocaleString('es-AR')} eventos en 3 consultas`);
  const seen = await page.evaluate(() => (window as unknown as { progreso: string[] }).progreso);
  expect(seen.some((text) => /Consulta \d de 3/.test(text)), `progress shown while loading: ${seen.join(' | ')}`).toBe(true);
  await expect(page.getByTestId('cantidad-filas')).toHaveText(`${total.toLocaleString('es-AR')} eventos`);

  // Filter by type through the catalog picker: a new query with `tipos`.
  await page.getByText('Categorías y tipos').click();
  await page.getByLabel('Exceso de velocidad').check();
  answer = page.waitForResponse(historyResponse('tipos', 'exceso_velocidad'));
  await page.getByRole('button', { name: 'Buscar' }).click();
  const speeding = await messagesOf(page, await answer);
  const speedingIds = idsOf(speeding);
  expect(speedingIds.length).toBeGreaterThan(10);
  await expect(page).toHaveURL(/tipos=exceso_velocidad/);
  await expect(page.getByTestId('cantidad-filas')).toHaveText(`${speedingIds.length.toLocaleString('es-AR')} eventos`);
  for (const row of await visibleRows(page)) expect(row.cells[4]).toBe('Exceso de velocidad');

  // Sort by speed, fastest first, then slowest first.
  const speedHeader = page.getByRole('columnheader', { name: /Velocidad/ });
  await speedHeader.getByRole('button').click();
  await expect(speedHeader).toHaveAttribute('aria-sort', 'descending');
  const speeds = (await visibleRows(page)).map((r) => Number.parseInt(r.cells[6] ?? '', 10));
  expect(speeds.length).toBeGreaterThan(5);
  expect(speeds).toEqual([...speeds].sort((a, b) => b - a));
  await speedHeader.getByRole('button').click();
  await expect(speedHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/orden=velocidad%3Aasc|orden=velocidad:asc/);
  const shownFirst = await visibleRows(page);
  const ascending = shownFirst.map((r) => Number.parseInt(r.cells[6] ?? '', 10));
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

  // Export: the CSV parses back to the same rows, in the table's order, in Argentina time.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const file = await (await download).path();
  const csv = await readFile(file, 'utf8');
  expect(csv.charCodeAt(0)).not.toBe(0xfeff);
  const [header, ...rows] = parse(csv) as string[][];
  expect(header).toEqual([...EVENTS_CSV_COLUMNS]);
  expect(rows.map((r) => r[1]).sort()).toEqual([...speedingIds].sort());
  expect(rows.slice(0, shownFirst.length).map((r) => r[1])).toEqual(shownFirst.map((r) => r.id));
  const byId = new Map(speeding.flatMap((m) => (m.tipo === 'parte' ? m.eventos : [])).map((e) => [e.id, e]));
  for (const row of rows) {
    const evento = byId.get(row[1] ?? '');
    expect(row[0]).toBe(formatApiDateTime(Date.parse(evento?.fecha ?? '')));
    expect(row[0]).toMatch(/-03:00$/);
    expect(row[9]).toBe(evento?.descripcion);
    expect(row[12]).toBe(String(evento?.velocidad_kmh ?? ''));
  }

  // The state is in the URL: a reload shows the same rows in the same order.
  await page.reload();
  await expect(page.getByTestId('progreso-historial')).toHaveAttribute('data-fase', 'listo', { timeout: LOAD_TIMEOUT });
  await expect(page.getByTestId('cantidad-filas')).toHaveText(`${speedingIds.length.toLocaleString('es-AR')} eventos`);
  await expect(page.getByRole('columnheader', { name: /Velocidad/ })).toHaveAttribute('aria-sort', 'ascending');
});

test('a chart bar narrows the table, and a row opens its map and route replay', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/eventos?rango=7d');
  await expect(page.getByTestId('progreso-historial')).toHaveAttribute('data-fase', 'listo', { timeout: LOAD_TIMEOUT });

  const topVehicle = page.getByTestId('grafico-vehiculos').getByRole('button').first();
  const count = Number((await topVehicle.locator('span').last().textContent())?.replace(/\./g, ''));
  await topVehicle.click();
  await expect(page).toHaveURL(/vehiculo=veh_/);
  await expect(page.getByTestId('cantidad-filas')).toContainText(`${count.toLocaleString('es-AR')} de`);
  await expect(page.getByRole('button', { name: /Quitar filtro: Vehículo/ })).toBeVisible();

  const first = page.getByTestId('fila-evento').first();
  const vehicleName = await first.locator('td').nth(1).textContent();
  await first.click();
  const detail = page.getByTestId('detalle-evento');
  await expect(detail).toBeVisible();
  await expect(detail).toContainText(vehicleName ?? '');
  await expect(detail.getByTestId('map').or(detail.getByText('no informó la ubicación'))).toBeVisible();
  const replay = detail.getByRole('link', { name: 'Ver el recorrido en ese momento' });
  const href = new URL((await replay.getAttribute('href')) ?? '', 'http://x');
  expect(href.pathname).toBe('/recorrido');
  expect(href.searchParams.get('vehiculo')).toMatch(/^veh_/);
  expect(href.searchParams.get('t')).toMatch(/-03:00$/);
  await expect(page).toHaveURL(/evento=evt_/);
});

test('a 90-day query shows parts and units as they go, and cancelling it stops the request', async ({ page }) => {
  test.setTimeout(120_000);
  const aborted = page.waitForEvent('requestfailed', (request) => new URL(request.url()).pathname === '/api/eventos');
  await page.goto('/eventos?rango=90d');
  const progress = page.getByTestId('progreso-historial');
  await expect(progress).toContainText(/Consulta \d+ de 13 · \d+ de 65 unidades/, { timeout: LOAD_TIMEOUT });
  await expect(progress.getByRole('progressbar', { name: 'Progreso de la consulta' })).toHaveAttribute('max', '13');
  await progress.getByRole('button', { name: 'Cancelar' }).click();
  await expect(progress).toHaveAttribute('data-fase', 'cancelado');
  await expect(progress).toContainText(/Consulta cancelada tras \d+ de 13 partes: se muestran [\d.]+ eventos parciales/);
  await aborted;
});

test('the vehicle filter scrolls through every vehicle of the key, only those in view in the page', async ({ page }) => {
  const vehicles = flotaVehiculosSchema.parse(await (await page.request.get('/api/vehiculos')).json()).datos;
  await page.goto('/eventos');
  await page.locator('summary').filter({ hasText: 'Todos los vehículos' }).click();
  const list = page.getByRole('list', { name: 'Vehículos' });
  await expect(list.getByRole('listitem').first()).toBeVisible({ timeout: LOAD_TIMEOUT });
  expect(await listSize(list)).toBe(vehicles.length);
  expect(await list.getByRole('listitem').count()).toBeLessThan(vehicles.length / 3);
  // The last vehicle, beyond what any cap on the list would show, is there to be chosen.
  const last = await itemAt(list, vehicles.length);
  await last.getByRole('checkbox').check();
  await expect(page.locator('summary').filter({ hasText: 'Vehículos' })).not.toContainText('Todos los vehículos');
  await expect(last.getByRole('checkbox')).toBeChecked();
});
