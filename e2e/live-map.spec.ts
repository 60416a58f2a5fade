import { expect, test, type Page } from '@playwright/test';
import { flotaPosicionesSchema, flotaVehiculosSchema } from '../lib/fleet/flota-api';
import { PLACE_PHRASE } from './support/place-phrase';

/** The live map against the real app and the embedded Fleet API (playwright.config.ts webServers). */

// The whole live page (map, list, events feed) on two shared cores: first draws can take a while.
test.describe.configure({ timeout: 150_000 });

const LIVE_STATUSES = ['en_movimiento', 'detenido_encendido', 'apagado', 'sin_gps', 'sin_conexion', 'desconocido'];

async function apiPositions(page: Page) {
  return flotaPosicionesSchema.parse(await (await page.request.get('/api/posiciones')).json());
}

async function apiVehicles(page: Page) {
  return flotaVehiculosSchema.parse(await (await page.request.get('/api/vehiculos')).json());
}

async function count(page: Page, testId: string): Promise<number> {
  return Number(await page.getByTestId(testId).textContent());
}

async function openMap(page: Page, query = '') {
  await page.goto(`/${query}`);
  await expect(page.getByTestId('dibujados')).not.toHaveText('', { timeout: 90_000 });
}

test('draws as many vehicles as the API reports, and the status counts add up', async ({ page }) => {
  const api = await apiPositions(page);
  await openMap(page);
  await expect(page.getByTestId('dibujados')).toHaveText(String(api.cantidad));
  await expect(page.getByTestId('en-mapa')).toHaveText(String(api.cantidad));
  await expect(page.getByTestId('sin-posicion')).toHaveText(String(api.sin_posicion));
  const perStatus = await Promise.all(LIVE_STATUSES.map((s) => count(page, `cantidad-${s}`)));
  expect(perStatus.reduce((a, b) => a + b, 0)).toBe(api.cantidad);
  await expect(page.getByTestId('cantidad-sin_posicion')).toHaveText(String(api.sin_posicion));
  await expect(page.getByTestId('actualizado')).toContainText(/actualizado hace \d+ (s|min)/);
});

test('finds a vehicle by plate in two keystrokes and more, selects it with Enter, and follows it', async ({ page }) => {
  const { datos: vehicles } = await apiVehicles(page);
  const { datos: positions } = await apiPositions(page);
  const located = new Set(positions.map((p) => p.vehiculo));
  const target = vehicles.find((v) => v.patente && located.has(v.id))!;
  await openMap(page);

  await page.getByTestId('buscar').fill(target.patente!.toLowerCase());
  const list = page.getByRole('listbox', { name: 'Vehículos' });
  await expect(list.getByRole('option')).toHaveCount(1);
  await list.focus();
  await page.keyboard.press('Enter');

  const panel = page.getByTestId('panel-vehiculo');
  await expect(panel.getByRole('heading', { name: target.patente! })).toBeVisible();
  await expect(panel).toContainText(target.id);
  await expect(panel.getByTestId('frescura')).toContainText(/GPS hace|sin comunicación hace/);
  // Where it is, from the localities the browser fetched after the map drew.
  await expect(panel.getByTestId('lugar')).toHaveText(PLACE_PHRASE, { timeout: 15_000 });
  await expect(panel.getByRole('link', { name: 'Ver recorrido' })).toHaveAttribute('href', `/recorrido?vehiculo=${target.id}`);
  await expect(panel.getByRole('link', { name: 'Ver eventos' })).toHaveAttribute('href', `/eventos?vehiculos=${target.id}`);
  await expect(page).toHaveURL(new RegExp(`vehiculo=${target.id}`));
  // Enter flew to it: the camera ends close in, centred near the vehicle.
  await expect(page.getByTestId('map')).toHaveAttribute('data-vista', /,1[4-9]\.\d\d$/, { timeout: 15_000 });
  await expect(page.getByTestId('map')).toHaveAttribute('data-seleccionado', new RegExp(`^${target.id},`));

  await panel.getByRole('button', { name: 'Seguir en el mapa' }).click();
  await expect(panel.getByRole('button', { name: 'Siguiendo' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/seguir=1/);
});

test('the vehicle panel’s code is fetched once the map has drawn: the first choice opens it without a request', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await openMap(page);
  // What loads after the first draw (the events feed, the panel) has arrived once no script is asked for a while.
  await expect
    .poll(
      async () => {
        const seen = scripts.length;
        await page.waitForTimeout(1_500);
        return scripts.length === seen;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  const before = scripts.length;
  await page.getByRole('listbox', { name: 'Vehículos' }).getByRole('option').first().click();
  await expect(page.getByTestId('panel-vehiculo')).toBeVisible();
  expect(scripts.slice(before)).toEqual([]);
});

test('the vehicle list holds only the rows in view, each with its place among all, and the keyboard reaches every one', async ({ page }) => {
  const { datos: vehicles } = await apiVehicles(page);
  await openMap(page);
  const list = page.getByRole('listbox', { name: 'Vehículos' });
  const options = list.getByRole('option');
  await expect(options.first()).toHaveAttribute('aria-posinset', '1');
  await expect(options.first()).toHaveAttribute('aria-setsize', String(vehicles.length));
  const rendered = await options.count();
  expect(rendered).toBeGreaterThan(5);
  expect(rendered).toBeLessThan(vehicles.length / 3);

  /** The row the listbox names as its active descendant: it must be in the page. */
  const activeRow = async () => {
    const id = await list.getAttribute('aria-activedescendant');
    expect(id).toBeTruthy();
    return list.locator(`[id="${id}"]`);
  };
  await list.focus();
  await page.keyboard.press('End');
  await expect(await activeRow()).toHaveAttribute('aria-posinset', String(vehicles.length));
  await expect(await activeRow()).toBeInViewport();
  // Scrolled away by the mouse, the keyboard's row stays in the page (a screen reader still reads it).
  await list.evaluate((el) => el.scrollTo({ top: 0 }));
  await expect(options.first()).toHaveAttribute('aria-posinset', '1');
  await expect(await activeRow()).toHaveAttribute('aria-posinset', String(vehicles.length));
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('PageDown');
  const afterPage = Number(await (await activeRow()).getAttribute('aria-posinset'));
  expect(afterPage).toBeGreaterThan(3);
  await expect(await activeRow()).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('panel-vehiculo')).toBeVisible();
  await expect(await activeRow()).toHaveAttribute('aria-selected', 'true');
});

test('filters by status and by client, with counts per status', async ({ page }) => {
  await openMap(page);
  const list = page.getByRole('listbox', { name: 'Vehículos' });
  const offCount = await count(page, 'cantidad-apagado');
  expect(offCount).toBeGreaterThan(0);
  await page.getByTestId('estado-apagado').click();
  await expect(page.getByTestId('estado-apagado')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('en-mapa')).toHaveText(String(await count(page, 'cantidad-apagado')));
  for (const text of await list.getByRole('option').allTextContents()) expect(text).toContain('Motor apagado');

  await page.getByTestId('estado-apagado').click();
  await page.getByLabel('Cliente').selectOption({ label: 'Frío Andino' });
  await expect(page).toHaveURL(/cliente=cli_2002/);
  for (const text of await list.getByRole('option').allTextContents()) expect(text).toContain('Frío Andino');
  const onMap = await count(page, 'en-mapa');
  const sinPosicion = await count(page, 'cantidad-sin_posicion');
  const perStatus = await Promise.all(LIVE_STATUSES.map((s) => count(page, `cantidad-${s}`)));
  expect(perStatus.reduce((a, b) => a + b, 0)).toBe(onMap);
  expect(onMap + sinPosicion).toBe(60);
});

test('restores the same view from the URL on reload', async ({ page }) => {
  // A full-page map under software WebGL on 2 loaded cores can need more than the default minute.
  test.slow();
  const { datos } = await apiPositions(page);
  const target = datos[0]!;
  const query = `?vehiculo=${target.vehiculo}&q=${target.vehiculo}&estado=${LIVE_STATUSES.join(',')}&mapa=-31.41350,-64.18105,12.5`;
  await openMap(page, query);
  await expect(page.getByTestId('panel-vehiculo')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('buscar')).toHaveValue(target.vehiculo);
  for (const status of LIVE_STATUSES) await expect(page.getByTestId(`estado-${status}`)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('estado-sin_posicion')).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('panel-vehiculo')).toContainText(target.vehiculo);
  await expect(page.getByRole('listbox', { name: 'Vehículos' }).getByRole('option')).toHaveCount(1);
  await expect(page.getByTestId('map')).toHaveAttribute('data-seleccionado', new RegExp(`^${target.vehiculo},`));
  // Left edge: the vehicle panel covers the map's right side.
  await page.getByTestId('map').hover({ position: { x: 60, y: 200 } });
  await page.mouse.wheel(0, -200);
  await expect(page.getByTestId('map')).toHaveAttribute('data-vista', /^-31\.\d+,-64\.\d+,1[2-4]\.\d\d$/);
  await expect(page).toHaveURL(/mapa=-31\.\d+%2C-64\.\d+%2C1[2-4]/);
});

test('a vehicle that moves in the embedded API moves on the map after the next refresh', async ({ page }) => {
  const moving = (await apiPositions(page)).datos.find((p) => (p.velocidad_kmh ?? 0) > 10 && p.en_linea);
  // On the suite's fleet clock (a weekday morning from 10:30) vans and trucks are on the road.
  expect(moving, 'a vehicle driving on a weekday morning').toBeDefined();
  const id = moving!.vehiculo;
  await openMap(page, `?vehiculo=${id}`);
  const map = page.getByTestId('map');
  await expect(map).toHaveAttribute('data-seleccionado', new RegExp(`^${id},`));
  const before = await map.getAttribute('data-seleccionado');

  // The gateway refreshes its snapshot on its own schedule; the page must follow within one refresh.
  await expect(map).not.toHaveAttribute('data-seleccionado', before!, { timeout: 60_000 });
  await expect
    .poll(
      async () => {
        const now = (await apiPositions(page)).datos.find((p) => p.vehiculo === id)!;
        return (await map.getAttribute('data-seleccionado')) === `${id},${now.latitud.toFixed(6)},${now.longitud.toFixed(6)}`;
      },
      { timeout: 20_000, intervals: [500] },
    )
    .toBe(true);
  const [, lat] = (await map.getAttribute('data-seleccionado'))!.split(',');
  const shown = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 6 }).format(Number(lat));
  await expect(page.getByTestId('panel-vehiculo')).toContainText(shown);
});
