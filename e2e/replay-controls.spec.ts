import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_STOP_MINUTES } from '@/lib/client/replay/replay-settings';
import { detectStops } from '@/lib/client/replay/stops';
import { buildTrack } from '@/lib/client/replay/track';
import { startOfArgentinaDay } from '@/lib/fleet/time';
import { DAY_MS, DRIVER, fetchRoute, openReplay, readoutTime, recentRange, replayUrl } from './replay-journey';
import { E2E_START } from './support/fleet-clock';
import { switchLanguage } from './support/language';

/** The replay's "skip stops" and its keyboard shortcuts, which say what they did to screen readers. */

/** The whole day before the suite's fleet clock started (a Tuesday): it begins with the van parked for the night. */
function dayBeforeStart(): { desde: number; hasta: number } {
  const desde = startOfArgentinaDay(E2E_START) - DAY_MS;
  return { desde, hasta: desde + DAY_MS - 1_000 };
}

const play = (page: Page) => page.getByRole('toolbar', { name: 'Reproducción' }).getByRole('button', { name: 'Reproducir' });
const pause = (page: Page) => page.getByRole('toolbar', { name: 'Reproducción' }).getByRole('button', { name: 'Pausar' });

test('skip stops: from a vehicle parked at midnight, x60 reaches its first movement within 2 s; the stops stay on the timeline', async ({ page }) => {
  const { desde, hasta } = dayBeforeStart();
  const track = buildTrack((await fetchRoute(page, DRIVER, desde, hasta)).datos);
  const stops = detectStops(track, DEFAULT_STOP_MINUTES * 60_000);
  const night = stops[0]!;
  expect(night.startsBeforeRange, 'the route begins parked').toBe(true);
  // Hours parked: at x60 a few seconds of playback are a few minutes of it.
  expect(night.departure - track.time[0]!).toBeGreaterThan(2 * 3_600_000);
  await openReplay(page, replayUrl(DRIVER, desde, hasta, { x: '60' }));
  const start = await readoutTime(page);

  // Without skipping, two seconds at x60 are two minutes of the night.
  await play(page).click();
  await page.waitForTimeout(2_000);
  await pause(page).click();
  expect(await readoutTime(page)).toBeLessThan(night.departure);

  await page.getByRole('checkbox', { name: 'Saltar paradas' }).check();
  await play(page).click();
  await expect.poll(() => readoutTime(page), { timeout: 2_000 }).toBeGreaterThanOrEqual(night.departure);
  await pause(page).click();
  expect(await readoutTime(page)).toBeGreaterThan(start);
  // The stops are still there to see: listed, and counted as before.
  await expect(page.getByRole('region', { name: /^Paradas/ }).getByRole('heading')).toHaveText(`Paradas (${stops.length})`);
});

test('the keyboard shortcuts act, are announced, and are listed in their help, in both languages', async ({ page }) => {
  const { desde, hasta } = recentRange(1);
  await openReplay(page, replayUrl(DRIVER, desde, hasta, { x: '60' }));
  const said = page.getByRole('status').and(page.getByTestId('anuncio-reproduccion'));
  await expect(said).toHaveAttribute('aria-live', 'polite');
  const press = (key: string) => page.locator('body').press(key);
  const rate = (r: number) => page.getByRole('button', { name: `x${r}`, exact: true });

  await press('+');
  await expect(rate(300)).toHaveAttribute('aria-pressed', 'true');
  await expect(said).toHaveText('Velocidad x300');
  await press('-');
  await expect(rate(60)).toHaveAttribute('aria-pressed', 'true');
  await expect(said).toHaveText('Velocidad x60');

  await press('s');
  await expect(page.getByRole('checkbox', { name: 'Saltar paradas' })).toBeChecked();
  await expect(said).toHaveText('Saltar paradas: activado');
  await press('s');
  await expect(page.getByRole('checkbox', { name: 'Saltar paradas' })).not.toBeChecked();
  await expect(said).toHaveText('Saltar paradas: desactivado');

  await press('f');
  await expect(page.getByRole('checkbox', { name: 'Seguir al vehículo' })).toBeChecked();
  await expect(said).toHaveText('Siguiendo al vehículo');
  await press('f');
  await expect(page.getByRole('checkbox', { name: 'Seguir al vehículo' })).not.toBeChecked();
  await expect(said).toHaveText('Ya no se sigue al vehículo');

  // The count as the page writes it (`1.234` in Spanish).
  const total = (await page.getByTestId('cantidad-puntos').innerText()).trim().replace('.', '\\.');
  await press('ArrowRight');
  await expect(said).toHaveText(new RegExp(`^Punto 2 de ${total}, \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}:\\d{2}$`));
  await press(' ');
  await expect(pause(page)).toBeVisible();
  await expect(said).toHaveText('Reproduciendo a x60');
  await press(' ');
  await expect(play(page)).toBeVisible();
  await expect(said).toHaveText(/^En pausa, \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);

  const help = page.getByRole('dialog', { name: 'Atajos de teclado de la reproducción' });
  await press('?');
  await expect(help).toBeVisible();
  await expect(help).toContainText('Saltar paradas o no');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  await switchLanguage(page, 'English');
  await expect(page.getByTestId('resumen-recorrido')).toBeVisible({ timeout: 45_000 });
  await press('s');
  await expect(page.getByRole('checkbox', { name: 'Skip stops' })).toBeChecked();
  await expect(said).toHaveText('Skip stops: on');
  await press('+');
  await expect(said).toHaveText(/^Speed x\d+$/);
  await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
  const helpEn = page.getByRole('dialog', { name: 'Playback keyboard shortcuts' });
  await expect(helpEn).toBeVisible();
  await expect(helpEn).toContainText('Skip stops, or not');
  await press('?');
  await expect(helpEn).toBeHidden();
});
