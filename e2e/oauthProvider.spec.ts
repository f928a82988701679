import { createHash, randomBytes } from 'node:crypto';
import { test, expect, signIn } from './support/fixtures';
import { expectMode, scanner } from './support/integrations';

/**
 * Kilowatch as an OAuth provider: a third-party demo app is granted access through /oauth/authorize
 * (no navigation bar; the app's name and icon, the account, Allow and Deny), and its token reads
 * data but cannot write. Once through the Home Dashboard demo app the server hosts, once as a
 * loopback app (this test) doing PKCE itself.
 */
const LOOPBACK = 'http://127.0.0.1:53682/callback';

test.describe('third-party apps (OAuth, PKCE)', () => {
  test('the Home Dashboard demo app is granted access and reports reads allowed, the write refused', async ({ page }) => {
    await page.goto('/demo-client/home-dashboard');
    await expect(page.getByText('Demo third-party app')).toBeVisible();
    await page.getByRole('link', { name: 'Connect your Kilowatch account' }).click();
    // Signed out: sign in first, then the consent page.
    await expect(page).toHaveURL(/\/login\?next=/);
    await signIn(page);
    await expect(page).toHaveURL(/\/oauth\/authorize\?/);
    const consent = page.getByTestId('oauth-consent');
    await expect(consent.getByRole('heading', { level: 1, name: 'Authorize access' })).toBeVisible({ timeout: 30_000 });
    await expect(consent.getByText('Home Dashboard (demo) asks for access to your Kilowatch account')).toBeVisible();
    await expect(consent.getByText('Signed in as demo@example.com')).toBeVisible();
    await expect(consent.locator('img[src="/demo-pages/clients/home-dashboard.svg"]')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await consent.getByRole('button', { name: 'Allow' }).click();

    await expect(page).toHaveURL(/\/demo-client\/home-dashboard\/callback\?/);
    await expect(page.getByRole('heading', { name: 'Access granted' })).toBeVisible();
    const checks = page.getByTestId('client-checks');
    await expect(checks).toContainText('demo@example.com');
    await expect(checks).toContainText('N327004101');
    await expect(checks).toContainText('Refused (403): This access token can only read data');
  });

  for (const mode of ['light', 'dark'] as const) {
    test.describe(`${mode} mode`, () => {
      test.use({ colorScheme: mode, reducedMotion: 'reduce', bypassCSP: true });

      test(`a loopback app: consent, code with PKCE, a token that reads and cannot write; deny answers access_denied (${mode})`, async ({ page, baseURL }) => {
        const { found, scan } = scanner(page, `oauth/${mode}`);
        await page.goto('/login');
        await signIn(page);
        await expect(page).toHaveURL(/\/now$/);

        const verifier = randomBytes(32).toString('base64url');
        const challenge = createHash('sha256').update(verifier).digest('base64url');
        const authorize = (state: string) =>
          `/oauth/authorize?${new URLSearchParams({ client_id: 'energy-notebook-demo', redirect_uri: LOOPBACK, response_type: 'code', code_challenge: challenge, code_challenge_method: 'S256', state })}`;
        // The app's loopback listener: the browser's return is caught here.
        const returns: string[] = [];
        await page.route(`${LOOPBACK}**`, (route) => {
          returns.push(route.request().url());
          return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Energy Notebook</title><p>You can close this window.</p>' });
        });

        await page.goto(authorize('first'));
        const consent = page.getByTestId('oauth-consent');
        await expect(consent.getByText('Energy Notebook (demo) asks for access to your Kilowatch account')).toBeVisible({ timeout: 30_000 });
        await expect(consent.getByText('It cannot change anything: the access is read-only.')).toBeVisible();
        await expectMode(page, mode);
        await scan('/oauth/authorize');
        await consent.getByRole('button', { name: 'Allow' }).click();
        await expect.poll(() => returns.length).toBe(1);
        // The return page has loaded (a next navigation started before it would be interrupted by it).
        await page.waitForURL(`${LOOPBACK}**`);
        const back = new URL(returns[0]!);
        expect(back.searchParams.get('state')).toBe('first');
        const code = back.searchParams.get('code')!;

        const token = await page.request.post(`${baseURL}/apiservice/api/v1/oauth/token`, {
          form: { grant_type: 'authorization_code', code, redirect_uri: LOOPBACK, client_id: 'energy-notebook-demo', code_verifier: verifier },
        });
        expect(token.status()).toBe(200);
        const { access_token: accessToken, scope, user_id: userId } = (await token.json()) as { access_token: string; scope: string; user_id: number };
        expect(scope).toBe('read');
        const auth = { Authorization: `bearer ${accessToken}` };
        const read = await page.request.get(`${baseURL}/apiservice/api/v1/users/${userId}`, { headers: auth });
        expect(read.status()).toBe(200);
        expect(((await read.json()) as { email: string }).email).toBe('demo@example.com');
        const devices = await page.request.get(`${baseURL}/apiservice/api/v1/app/monitors/100001/devices`, { headers: auth });
        expect(devices.status()).toBe(200);
        const write = await page.request.post(`${baseURL}/apiservice/api/v1/users/${userId}/settings`, { headers: auth, data: { labs_enabled: true } });
        expect(write.status()).toBe(403);
        expect(((await write.json()) as { error_reason: string }).error_reason).toBe('This access token can only read data');
        // The same code again is refused.
        const replay = await page.request.post(`${baseURL}/apiservice/api/v1/oauth/token`, {
          form: { grant_type: 'authorization_code', code, redirect_uri: LOOPBACK, client_id: 'energy-notebook-demo', code_verifier: verifier },
        });
        expect(replay.status()).toBe(400);

        // Deny.
        await page.goto(authorize('second'));
        await page.getByTestId('oauth-consent').getByRole('button', { name: 'Deny' }).click({ timeout: 30_000 });
        await expect.poll(() => returns.length).toBe(2);
        await page.waitForURL(`${LOOPBACK}**`);
        expect(Object.fromEntries(new URL(returns[1]!).searchParams)).toEqual({ error: 'access_denied', state: 'second' });

        // A request that names an unregistered address is refused on the page, nothing sent back.
        await page.goto(authorize('third').replace(encodeURIComponent(LOOPBACK), encodeURIComponent('https://evil.example/cb')));
        await expect(page.getByRole('heading', { level: 1, name: 'This request cannot be used' })).toBeVisible({ timeout: 30_000 });
        await expect(page.getByRole('alert')).toHaveText('This app asked to return to an address it has not registered');
        await scan('/oauth/authorize refused');

        expect(found, `axe found:\n\n${found.join('\n\n')}`).toEqual([]);
      });
    });
  }
});
