import type { Page } from '@playwright/test';
import { test, expect, nowCard, DEMO } from './support/fixtures';
import { englishSentences } from './support/englishTexts';

/**
 * Every English sentence of the server's catalogue (server/src/i18n/en.ts: blurbs, about texts,
 * the yearly estimate, the always-on explanation, the system devices' names, timeline news,
 * notices, device and alert events, error reasons) and of the app's own translations, that the
 * French (or Spanish) text of the same message does not contain (e2e/support/englishTexts.ts).
 * Names of detected devices (Fridge, Dryer) are the household's and are not in the list.
 */
const ENGLISH = { fr: englishSentences('fr'), es: englishSentences('es') };

/** The English sentences on the page (none expected). */
async function englishOn(page: Page, locale: keyof typeof ENGLISH = 'fr'): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return ENGLISH[locale].filter((s) => text.includes(s));
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

  test('the Now timeline, the full activity, a device detail and the always-on page contain no English sentence', async ({ page }) => {
    // The list really holds the server's sentences and the app's (it is built from the catalogues).
    expect(ENGLISH.fr).toEqual(expect.arrayContaining(['Welcome to Kilowatch', 'kWh a year', 'turned on', 'Always On', 'Other', 'Estimated from the past 48 hours', 'Devices on now']));
    await signInAs(page, { email: 'Courriel', password: 'Mot de passe', submit: 'Se connecter' });

    // The Now screen's timeline: news and notices from the server, device events.
    const card = await nowCard(page, 'Activité récente');
    await expect(card.getByTestId('timeline-day').first()).toBeVisible({ timeout: 15_000 });
    await expect((await nowCard(page, 'Appareils allumés')).getByRole('link').first()).toBeVisible();
    await expect(card.getByText('Bienvenue dans Kilowatch')).toBeVisible();
    expect(await englishOn(page)).toEqual([]);

    // The full Activity dialog, with an older page loaded.
    await card.getByRole('button', { name: 'Voir toute l’activité' }).click();
    const dialog = page.getByRole('dialog', { name: 'Activité' });
    const events = dialog.getByTestId('timeline-event');
    await expect(events.first()).toBeVisible();
    const firstPage = await events.count();
    await dialog.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect.poll(async () => events.count(), { timeout: 10_000 }).toBeGreaterThan(firstPage);
    expect(await englishOn(page)).toEqual([]);
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
    expect(await englishOn(page)).toEqual([]);

    // The always-on page: its name, explanation and about text.
    await page.goto('/devices/always_on');
    await expect(page.getByRole('heading', { level: 1, name: 'Toujours allumé' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(/^La consommation permanente est ce que votre maison consomme jour et nuit/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /^Autres,/ })).toBeVisible();
    expect(await englishOn(page)).toEqual([]);
  });
});

test.describe('server texts in a Spanish browser', () => {
  test.use({ locale: 'es-ES' });

  test('the always-on page contains no English sentence', async ({ page }) => {
    await signInAs(page, { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' });
    await page.goto('/devices/always_on');
    await expect(page.getByRole('heading', { level: 1, name: 'Siempre encendido' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(/^El consumo permanente es lo que tu casa consume a toda hora/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /^Otros,/ })).toBeVisible();
    expect(await englishOn(page, 'es')).toEqual([]);
  });
});
