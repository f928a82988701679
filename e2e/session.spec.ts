import { authenticator } from 'otplib';
import { test, expect, signIn, DEMO, MFA } from './support/fixtures';
import { expiredSession } from './support/expiredSession';

test.describe('signing in and out', () => {
  test('the demo account signs in and lands on /now', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login/);
    await signIn(page, DEMO);
    await expect(page).toHaveURL(/\/now$/);
    await expect(page.getByRole('navigation').first()).toBeVisible();
  });

  test('a wrong password shows the error and stays on /login', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, { email: DEMO.email, password: 'not-the-password-1A' });
    await expect(page.getByRole('alert').filter({ hasText: /wrong email or password/i })).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    // the user's input is kept
    await expect(page.getByLabel(/email/i)).toHaveValue(DEMO.email);
  });

  test('the MFA account signs in with a code computed from its secret', async ({ page, server }) => {
    await page.goto('/login');
    await signIn(page, MFA);
    await expect(page).toHaveURL(/\/mfa/);
    // The code of the server's (pinned) time, as an authenticator app on the user's phone would show.
    await page.getByLabel(/code/i).fill(authenticator.clone({ epoch: server.now() }).generate(MFA.secret));
    await page.getByRole('button', { name: /verify|continue|sign in/i }).click();
    await expect(page).toHaveURL(/\/now$/);
  });

  test('a deep link while signed out returns to the target after sign-in', async ({ page }) => {
    await page.goto('/settings/account?tab=security');
    await expect(page).toHaveURL(/\/login\?next=/);
    await signIn(page, DEMO);
    await expect(page).toHaveURL(/\/settings\/account\?tab=security$/);
  });

  test('logout returns to /login', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, DEMO);
    await expect(page).toHaveURL(/\/now$/);
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/login/);
    // the session is gone: a signed-in page sends us back to /login
    await page.goto('/now');
    await expect(page).toHaveURL(/\/login/);
  });

  test('an unknown page shows the not-found text', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText("The page you were looking for doesn't exist.")).toBeVisible();
  });
});

test.describe('token renewal', () => {
  test('an expired access token is renewed once and the page loads its data', async ({ browser }) => {
    const session = await expiredSession(browser);
    try {
      await session.page.goto('/now');
      await expect(session.page.getByTestId('live-usage-watts')).toHaveText(/\d/, { timeout: 10_000 });
      expect(session.renewals).toEqual([200]);
    } finally {
      await session.done();
    }
  });
});
