import type { Page } from '@playwright/test';
import { test, expect, DEMO } from './support/fixtures';

/**
 * Texts the server used to write in English whatever the user's language: device blurbs and
 * about texts, the yearly estimate, the always-on explanation, the system devices' names, the
 * timeline's news, notices and device events. Names of detected devices (Fridge, Dryer) are the
 * household's and are not in the list.
 */
const SERVER_ENGLISH = [
  // Device detail.
  'Kilowatch sees this device live',
  'Kilowatch knows this device',
  'Kilowatch has identified this device',
  'Kilowatch is tracking this device',
  'About ',
  'kWh a year',
  'No usage yet',
  'Detected on',
  'Merged from',
  'compressor',
  // The always-on page and the system devices.
  'Always On',
  'Other',
  'what your home draws around the clock',
  'Estimated from the past 48 hours',
  // The timeline.
  'turned on',
  'turned off',
  'went idle',
  'Welcome to Kilowatch',
  'Trim your always-on power',
  'How device detection works',
  'Energy-saving tips',
  'Installation check',
  'You hit a new peak',
  'See what was on',
  'Always-on power went',
  'Before setup',
  'Your home drew',
  'Your monitor is connected',
  'has been on',
  'is now',
];

/** The English server texts on the page (none expected). */
async function serverEnglishOn(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return SERVER_ENGLISH.filter((s) => text.includes(s));
}

async function signInAs(page: Page, labels: { email: string; password: string; submit: string }): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(labels.email).fill(DEMO.email);
  await page.getByLabel(labels.password, { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: labels.submit }).click();
  await expect(page).toHaveURL(/\/now$/);
}

test.describe('server texts in a French browser', () => {
  test.use({ locale: 'fr-FR' });

  test('the Now timeline, the full activity, a device detail and the always-on page contain no English server text', async ({ page }) => {
    await signInAs(page, { email: 'Courriel', password: 'Mot de passe', submit: 'Se connecter' });

    // The Now screen's timeline: news and notices from the server, device events.
    const card = page.getByRole('region', { name: 'Activité récente' });
    await expect(card.getByTestId('timeline-day').first()).toBeVisible({ timeout: 15_000 });
    await expect(card.getByText('Bienvenue dans Kilowatch')).toBeVisible();
    expect(await serverEnglishOn(page)).toEqual([]);

    // The full Activity dialog, with an older page loaded.
    await card.getByRole('button', { name: 'Voir toute l’activité' }).click();
    const dialog = page.getByRole('dialog', { name: 'Activité' });
    const events = dialog.getByTestId('timeline-event');
    await expect(events.first()).toBeVisible();
    const firstPage = await events.count();
    await dialog.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect.poll(async () => events.count(), { timeout: 10_000 }).toBeGreaterThan(firstPage);
    expect(await serverEnglishOn(page)).toEqual([]);
    await page.keyboard.press('Escape');

    // A device detail: stage blurb, about text, yearly estimate.
    await page.goto('/devices/always_on');
    await page.getByRole('link', { name: /^Fridge,/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Fridge' })).toBeVisible();
    await expect(page.getByText('Kilowatch voit cet appareil en direct : sa puissance, sa consommation et ses coûts.')).toBeVisible();
    const about = page.getByTestId('section-about');
    await expect(about.getByText('À propos : Fridge')).toBeVisible();
    await expect(about.getByText(/^Le compresseur d’un réfrigérateur/)).toBeVisible();
    await expect(about.getByText('Réfrigérateur', { exact: true })).toBeVisible();
    await expect(page.getByText(/^(Environ [\d\s\u00a0\u202f]+ kWh par an|Moins de 1 kWh par an|Aucune consommation pour l’instant)$/)).toBeVisible({
      timeout: 15_000,
    });
    expect(await serverEnglishOn(page)).toEqual([]);

    // The always-on page: its name, explanation and about text.
    await page.goto('/devices/always_on');
    await expect(page.getByRole('heading', { level: 1, name: 'Toujours allumé' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(/^La consommation permanente est ce que votre maison consomme jour et nuit/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /^Autres,/ })).toBeVisible();
    expect(await serverEnglishOn(page)).toEqual([]);
  });
});

test.describe('server texts in a Spanish browser', () => {
  test.use({ locale: 'es-ES' });

  test('the always-on page contains no English server text', async ({ page }) => {
    await signInAs(page, { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' });
    await page.goto('/devices/always_on');
    await expect(page.getByRole('heading', { level: 1, name: 'Siempre encendido' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(/^El consumo permanente es lo que tu casa consume a toda hora/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /^Otros,/ })).toBeVisible();
    expect(await serverEnglishOn(page)).toEqual([]);
  });
});
