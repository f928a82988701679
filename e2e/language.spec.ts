import { test, expect, DEMO } from './support/fixtures';

// The production build ships messages compiled to ICU ASTs and no message parser: these pages
// render only if every message (English defaults, es and fr catalogues) was compiled.
test.describe('languages', () => {
  test('switching to Spanish and French translates the sign-in page and the signed-in app', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
    page.on('pageerror', (err) => errors.push(err.message));

    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await page.getByLabel('Language').selectOption('es');
    await expect(page.getByRole('heading', { name: 'Te damos la bienvenida' })).toBeVisible();
    await page.getByLabel('Correo electrónico').fill(DEMO.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/now$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ahora', exact: true })).toBeVisible();

    await page.goto('/settings/appearance');
    await page.getByLabel('Idioma').first().selectOption('fr');
    await page.goto('/now');
    await expect(page.getByRole('heading', { level: 1, name: 'Maintenant', exact: true })).toBeVisible();
    // A message with a plural argument, formatted from its compiled form.
    await page.goto('/devices/always_on');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

    expect(errors.filter((e) => /uncompiled message|FORMAT_ERROR|MessageFormat/i.test(e))).toEqual([]);
  });
});
