import type { Page } from '@playwright/test';
import { test, expect, signIn, newContextFor } from './support/fixtures';
import { startServer } from './support/server';
import { expectMode, notice, scanner } from './support/integrations';

/** The first page after a full load waits for the signed-in shell to start again. */
const FIRST_LOAD_MS = 30_000;

/**
 * Integrations against the real server (demo@example.com, which has Nest and Ecobee): connect
 * Ecobee through the local demo provider (Allow) and see the success notice, then deny it and see
 * the error notice; turn TP-Link on and see its plugs appear in the device and always-on lists
 * 5-10 simulated minutes later (a server of its own whose clock runs 60 times faster), then off.
 */
async function openIntegration(page: Page, key: string, heading: string): Promise<void> {
  await page.goto(`/settings/integrations/${key}`);
  // A full load after sign-in: the signed-in shell starts again (first loads are slow on a busy machine).
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(page.getByTestId('integration-status').getByTestId(`status-${key}`)).toBeVisible();
}

test.describe('integrations', () => {
  for (const mode of ['light', 'dark'] as const) {
    test.describe(`${mode} mode`, () => {
      test.use({ colorScheme: mode, reducedMotion: 'reduce', bypassCSP: true });

      test(`connect Ecobee through the local provider (allow, then deny), with an axe scan in ${mode} mode`, async ({ page }) => {
        test.setTimeout(120_000);
        const { found, scan } = scanner(page, `integrations/${mode}`);
        await page.goto('/login');
        await signIn(page);
        await expect(page).toHaveURL(/\/now$/);
        await openIntegration(page, 'ecobee', 'Ecobee');
        await expectMode(page, mode);
        const status = page.getByTestId('integration-status');
        await expect(status.getByTestId('status-ecobee')).toHaveText('Not connected');
        await expect(page.getByTestId('integrations-section').getByRole('link', { name: 'Manage Nest' })).toBeVisible();
        await scan('/settings/integrations/ecobee');

        // Connect: the confirm dialog, then the browser goes to the local demo provider.
        await status.getByRole('button', { name: 'Connect Ecobee' }).click();
        const dialog = page.getByRole('dialog', { name: 'Connect Ecobee?' });
        await expect(dialog.getByRole('button', { name: 'Continue to Ecobee' })).toBeEnabled();
        await scan('connect dialog');
        await dialog.getByRole('button', { name: 'Continue to Ecobee' }).click();
        await expect(page).toHaveURL(/\/demo-provider\/ecobee\?/);
        await expect(page.getByText('Local demo provider')).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Ecobee (local demo)' })).toBeVisible();
        await scan('/demo-provider/ecobee');
        await page.getByRole('button', { name: 'Allow' }).click();

        // Back through /oauth/integrations/ecobee to the integration page; the notice 350 ms later.
        await expect(page).toHaveURL(/\/settings\/integrations\/ecobee$/);
        const success = notice(page, 'success', 'success');
        await expect(success).toContainText('your integration is connected and ready to go');
        await expect(status.getByTestId('status-ecobee')).toHaveText('Connected');
        await expect(status.getByText('Account: household@ecobee.demo')).toBeVisible();
        await scan('/settings/integrations/ecobee connected');

        // Disconnect (after a confirmation), then connect again and deny at the provider.
        await status.getByRole('button', { name: 'Disconnect' }).click();
        await page.getByRole('alertdialog', { name: 'Disconnect Ecobee?' }).getByRole('button', { name: 'Disconnect' }).click();
        await expect(notice(page, 'success', 'Ecobee disconnected')).toBeVisible();
        await expect(status.getByTestId('status-ecobee')).toHaveText('Not connected');

        await status.getByRole('button', { name: 'Connect Ecobee' }).click();
        await page.getByRole('dialog', { name: 'Connect Ecobee?' }).getByRole('button', { name: 'Continue to Ecobee' }).click();
        await expect(page).toHaveURL(/\/demo-provider\/ecobee\?/);
        await page.getByRole('button', { name: 'Deny' }).click();
        await expect(page).toHaveURL(/\/settings\/integrations\/ecobee$/);
        const failure = notice(page, 'error', 'unable to connect with the integration');
        await expect(failure).toContainText('Ecobee did not allow the connection');
        await expect(status.getByTestId('status-ecobee')).toHaveText('Not connected');

        expect(found, `axe found:\n\n${found.join('\n\n')}`).toEqual([]);
      });
    });
  }

  for (const mode of ['light', 'dark'] as const) {
    test.describe(`${mode} mode, the other pages`, () => {
      test.use({ colorScheme: mode, reducedMotion: 'reduce', bypassCSP: true });

      test(`the program, the smart-plug account, the SSO pages and the public pages pass axe (${mode})`, async ({ page, browser, server }) => {
        test.setTimeout(120_000);
        const { found, scan } = scanner(page, `integrations pages/${mode}`);
        // Signed out: the provider's return asks to sign in; the demo pages the server renders.
        const out = await browser.newContext({ baseURL: server.url, colorScheme: mode, reducedMotion: 'reduce', bypassCSP: true });
        const outPage = await out.newPage();
        const outScan = scanner(outPage, `signed out/${mode}`);
        await outPage.goto('/oauth/integrations/ecobee?code=abc&state=def');
        await expect(outPage.getByRole('heading', { level: 1, name: 'Sign in to finish connecting Ecobee' })).toBeVisible({ timeout: FIRST_LOAD_MS });
        await expect(outPage.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', /^\/login\?next=%2Foauth%2Fintegrations%2Fecobee/);
        await outScan.scan('/oauth/integrations/ecobee signed out');
        for (const path of ['/demo-provider/chargepoint', '/demo-client/home-dashboard']) {
          await outPage.goto(path);
          await expect(outPage.getByRole('heading', { level: 1 })).toBeVisible();
          await outScan.scan(path);
        }
        await out.close();
        found.push(...outScan.found);

        await page.goto('/login');
        await signIn(page);
        await expect(page).toHaveURL(/\/now$/);
        await page.goto('/labs/tapo');
        await expect(page.getByTestId('smart-plug-saved')).toBeVisible({ timeout: FIRST_LOAD_MS });
        await expectMode(page, mode);
        await scan('/labs/tapo');
        for (const [path, heading] of [['/discourse_sso?sso=x&sig=y', 'Community sign-in'], ['/zendesk_sso', 'Support sign-in']] as const) {
          await page.goto(path);
          await expect(page.getByTestId('sso-not-configured').getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: FIRST_LOAD_MS });
          await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
          await scan(path);
        }

        // The demand-response program: enroll, open its dashboard with the read-only token, leave.
        await openIntegration(page, 'ohmconnect', 'OhmConnect');
        const status = page.getByTestId('integration-status');
        await status.getByRole('button', { name: 'Enroll' }).click();
        await page.getByRole('dialog', { name: 'Join OhmConnect?' }).getByRole('button', { name: 'Enroll' }).click();
        await expect(notice(page, 'success', 'Enrolled in OhmConnect')).toBeVisible();
        await expect(status.getByTestId('status-ohmconnect')).toHaveText('Enrolled');
        await scan('/settings/integrations/ohmconnect');
        await status.getByRole('button', { name: 'Open the program’s dashboard' }).click();
        await expect(page).toHaveURL(/\/demo-provider\/ohmconnect$/);
        await expect(page.getByRole('status')).toHaveText('Access confirmed: the program can read monitor N327004101.');
        await scan('/demo-provider/ohmconnect');
        await openIntegration(page, 'ohmconnect', 'OhmConnect');
        await status.getByRole('button', { name: 'Leave the program' }).click();
        await page.getByRole('alertdialog', { name: 'Leave OhmConnect?' }).getByRole('button', { name: 'Leave the program' }).click();
        await expect(notice(page, 'success', 'You left OhmConnect')).toBeVisible();
        await expect(status.getByTestId('status-ohmconnect')).toHaveText('Not enrolled');

        expect(found, `axe found:\n\n${found.join('\n\n')}`).toEqual([]);
      });
    });
  }

  test('a multi-tenant user sees the connection confirm button disabled', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, { email: 'tenant@example.com', password: 'Kilowatch-demo-1' });
    await expect(page).toHaveURL(/\/now$/);
    await openIntegration(page, 'ecobee', 'Ecobee');
    await page.getByTestId('integration-status').getByRole('button', { name: 'Connect Ecobee' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect Ecobee?' });
    await expect(dialog.getByRole('button', { name: 'Continue to Ecobee' })).toBeDisabled();
    await expect(dialog.getByRole('note')).toContainText('multi-tenant account');
  });
});

test.describe('smart plugs (TP-Link)', () => {
  test('turn TP-Link on: plugs appear in the device and always-on lists 5-10 simulated minutes later; off removes them', async ({ browser }) => {
    test.setTimeout(150_000);
    // One simulated minute a real second; tokens that outlast the journey at that pace.
    const server = await startServer({ env: { KILOWATCH_CLOCK_RATE: '60', KILOWATCH_ACCESS_TOKEN_TTL: '86400' } });
    const context = await newContextFor(browser, server, { bypassCSP: true, reducedMotion: 'reduce' });
    const page = await context.newPage();
    try {
      const { found, scan } = scanner(page, 'smart plugs');
      await page.goto('/login');
      await signIn(page);
      await expect(page).toHaveURL(/\/now$/);
      await openIntegration(page, 'tplink', 'TP-Link');
      const status = page.getByTestId('integration-status');
      await expect(status.getByTestId('status-tplink')).toHaveText('Off');

      await status.getByRole('button', { name: 'Turn on' }).click();
      await page.getByRole('dialog', { name: 'Turn on TP-Link?' }).getByRole('button', { name: 'Turn on' }).click();
      await expect(notice(page, 'success', 'TP-Link enabled')).toContainText('You should start to see plugs show up within 5-10 minutes');
      await expect(status.getByTestId('status-tplink')).toHaveText('Looking for plugs');
      await scan('/settings/integrations/tplink searching');

      // 5-10 simulated minutes: the feed reports the change and the page lists the plugs.
      const plugs = page.getByTestId('integration-plugs');
      await expect(plugs.getByRole('link', { name: 'TV plug' })).toBeVisible({ timeout: 60_000 });
      await expect(plugs.getByRole('link', { name: 'Computer plug' })).toBeVisible();
      await expect(status.getByTestId('status-tplink')).toHaveText('2 plugs found');
      await scan('/settings/integrations/tplink found');

      // In the device list, measured by their plug, and in the always-on list with a smart-plug sublabel.
      await page.goto('/devices');
      const list = page.getByRole('list', { name: 'Devices' });
      await expect(list.getByRole('link', { name: /^TV plug,/ })).toBeVisible({ timeout: 30_000 });
      await expect(list.getByRole('link', { name: /^Computer plug,/ })).toBeVisible();
      await page.goto('/devices/always_on');
      const alwaysOn = page.getByTestId('section-always-on');
      const tvRow = alwaysOn.getByRole('listitem').filter({ hasText: 'TV plug' });
      await expect(tvRow).toBeVisible({ timeout: 30_000 });
      await expect(tvRow).toContainText('Measured by a smart plug');
      await expect(alwaysOn.getByRole('listitem').filter({ hasText: 'Computer plug' })).toContainText('Measured by a smart plug');

      // Off: confirmation, the notice, and the plugs leave the device list.
      await openIntegration(page, 'tplink', 'TP-Link');
      await status.getByRole('button', { name: 'Turn off' }).click();
      await page.getByRole('alertdialog', { name: 'Turn off TP-Link?' }).getByRole('button', { name: 'Turn off' }).click();
      await expect(notice(page, 'success', 'TP-Link disabled')).toContainText('Your plugs have been removed from your devices.');
      await page.goto('/devices');
      await expect(page.getByRole('list', { name: 'Devices' }).getByRole('link').first()).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('list', { name: 'Devices' }).getByRole('link', { name: /^TV plug,/ })).toHaveCount(0);

      expect(found, `axe found:\n\n${found.join('\n\n')}`).toEqual([]);
    } finally {
      await context.close();
      await server.stop();
    }
  });

  test('the smart-plug account: the password is sent encrypted, and the saved account shows', async ({ page }) => {
    await page.goto('/login');
    await signIn(page);
    await expect(page).toHaveURL(/\/now$/);
    await page.goto('/labs/tapo');
    await expect(page.getByRole('heading', { level: 1, name: 'Smart plugs' })).toBeVisible({ timeout: FIRST_LOAD_MS });
    await expect(page.getByTestId('smart-plug-saved')).toHaveText('No account saved yet.');
    const form = page.getByRole('form', { name: 'TP-Link account' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('please enter your username')).toBeVisible();
    await expect(form.getByText('please enter your password')).toBeVisible();

    await form.getByLabel('Username').fill('kasa@example.com');
    await form.getByLabel('Password', { exact: true }).fill('Plug-pass-42');
    const posted = page.waitForRequest((r) => r.method() === 'POST' && /\/tp_link$/.test(r.url()));
    await form.getByRole('button', { name: 'Save' }).click();
    const body = (await posted).postDataJSON() as { username: string; encrypted_password: string };
    expect(body.username).toBe('kasa@example.com');
    expect(body.encrypted_password).toMatch(/^kwe1\./);
    expect(JSON.stringify(body)).not.toContain('Plug-pass-42');
    await expect(notice(page, 'success', 'Smart-plug account saved')).toBeVisible();
    await expect(page.getByTestId('smart-plug-saved')).toHaveText('Saved account: kasa@example.com');
    await expect(form.getByLabel('Password', { exact: true })).toHaveValue('');
  });
});

test.describe('connected devices page', () => {
  test('the Connected devices page lists the integration rows in its integrations section', async ({ page }) => {
    await page.goto('/login');
    await signIn(page);
    await expect(page).toHaveURL(/\/now$/);
    await page.goto('/settings/connected_devices');
    await expect(page.getByRole('heading', { level: 1, name: 'Connected devices' })).toBeVisible({ timeout: FIRST_LOAD_MS });
    const section = page.getByTestId('integrations-section');
    // The demo account has Nest and Ecobee enabled, so their rows show beside the others.
    await expect(section.getByRole('link', { name: 'Manage Nest' })).toBeVisible();
    await expect(section.getByRole('link', { name: 'Manage Ecobee' })).toBeVisible();
    await section.getByRole('link', { name: 'Manage Ecobee' }).click();
    await expect(page).toHaveURL(/\/settings\/integrations\/ecobee$/);
  });
});
