import type { Page } from '@playwright/test';
import { authenticator } from 'otplib';
import { test, expect, signIn } from './support/fixtures';
import { addUser, mailedLink, outboxOf } from './support/accounts';
import type { RunningServer } from './support/server';

/** The first signed-in page can take a while on a busy machine (the signed-in chunks load). */
const FIRST_LOAD = { timeout: 20_000 };

/** The code an authenticator app shows at the server's (pinned) time, `stepsAhead` 30-second steps on. */
const totp = (server: RunningServer, secret: string, stepsAhead = 0) => authenticator.clone({ epoch: server.now() + stepsAhead * 30_000 }).generate(secret);

async function signedIn(page: Page, who: { email: string; password: string }, target = '/settings') {
  await page.goto(`/login?next=${encodeURIComponent(target)}`);
  await signIn(page, who);
  await expect(page).toHaveURL(new RegExp(`${target.replace(/[/?]/g, '\\$&')}$`), FIRST_LOAD);
}

const notice = (page: Page, text: string | RegExp) => page.getByRole('region', { name: 'Notices' }).getByText(text);

test.describe('account settings', () => {
  test('change the password, sign out, sign in with the new one', async ({ page, server }) => {
    const who = await addUser(server, 'password');
    await signedIn(page, who, '/settings/account');
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password', { exact: true }).fill(who.password);
    await form.getByLabel('New password', { exact: true }).fill('Short1');
    await form.getByLabel('Confirm new password', { exact: true }).fill('Short1');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText('Your password must be at least 8 characters')).toBeVisible();

    await form.getByLabel('New password', { exact: true }).fill('Brand-new-pass-7');
    await form.getByLabel('Confirm new password', { exact: true }).fill('Brand-new-pass-7');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(notice(page, 'password changed')).toBeVisible();
    await expect(form.getByLabel('Current password', { exact: true })).toHaveValue('');

    await page.getByRole('link', { name: 'Sign out' }).first().click();
    await expect(page).toHaveURL(/\/login/);
    await signIn(page, who);
    await expect(page.getByRole('alert').filter({ hasText: /wrong email or password/i })).toBeVisible();
    await signIn(page, { email: who.email, password: 'Brand-new-pass-7' });
    await expect(page).toHaveURL(/\/settings\/account$/);
    await expect(page.getByTestId('account-email')).toHaveText(who.email, FIRST_LOAD);
  });

  test('set up two-factor with the shown key, sign in with a code, then turn it off', async ({ page, server }) => {
    const who = await addUser(server, 'twofactor');
    await signedIn(page, who, '/settings/security');
    await expect(page.getByTestId('mfa-status')).toHaveText('Off');
    await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set up two-factor authentication' });
    await dialog.getByLabel('Password').fill(who.password);
    await dialog.getByRole('button', { name: 'Continue' }).click();

    // Stage 1: the QR code (a PNG from the server) and the key as text.
    const qr = dialog.getByRole('img', { name: 'QR code to scan with your authenticator app' });
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
    const secret = (await dialog.getByTestId('totp-secret').getAttribute('data-secret')) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expect(dialog.getByTestId('totp-secret')).toHaveText(secret.replace(/(.{4})(?=.)/g, '$1 '));

    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByLabel('One-time code').fill(totp(server, secret));
    await dialog.getByRole('button', { name: 'Turn on' }).click();
    await expect(dialog.getByText('Two-factor authentication is on')).toBeVisible();
    await expect(page.getByTestId('mfa-status')).toHaveText('On');
    await dialog.getByRole('button', { name: 'Take me home' }).click();
    await expect(page).toHaveURL(/\/now$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('link', { name: 'Sign out' }).first().click();
    await expect(page).toHaveURL(/\/login/);
    await signIn(page, who);
    await expect(page).toHaveURL(/\/mfa/);
    // The code that turned it on cannot sign in again: the next step's code does.
    await page.getByLabel(/code/i).fill(totp(server, secret, 1));
    await page.getByRole('button', { name: /verify|continue|sign in/i }).click();
    await expect(page).toHaveURL(/\/now$/);

    await page.goto('/settings/security');
    await expect(page.getByTestId('mfa-status')).toHaveText('On', FIRST_LOAD);
    await page.getByRole('button', { name: 'Turn off' }).click();
    const off = page.getByRole('dialog', { name: 'Turn off two-factor authentication' });
    await off.getByLabel('Password').fill('Not-the-password-1');
    await off.getByRole('button', { name: 'Turn off' }).click();
    await expect(off.getByRole('alert')).toHaveText('Wrong password');
    await off.getByLabel('Password').fill(who.password);
    await off.getByRole('button', { name: 'Turn off' }).click();
    await expect(notice(page, 'Two-factor authentication disabled')).toBeVisible();
    await expect(page.getByTestId('mfa-status')).toHaveText('Off');

    // Signing in asks for no code any more.
    await page.getByRole('link', { name: 'Sign out' }).first().click();
    await signIn(page, who);
    await expect(page).toHaveURL(/\/settings\/security$/);
  });

  test('change the email: unverified until the mailed link is followed, then verified', async ({ page, server }) => {
    const who = await addUser(server, 'email');
    const next = who.email.replace('email-', 'moved-');
    await signedIn(page, who, '/settings/account');
    await expect(page.getByTestId('email-verified')).toHaveText('Verified', FIRST_LOAD);
    const form = page.getByRole('form', { name: 'Change email' });
    await form.getByLabel('Current email', { exact: true }).fill(who.email);
    await form.getByLabel('New email', { exact: true }).fill(next);
    await form.getByLabel('Confirm new email', { exact: true }).fill(next.toUpperCase());
    await form.getByLabel('Password', { exact: true }).fill(who.password);
    await form.getByRole('button', { name: 'Change email' }).click();
    await expect(notice(page, 'verification sent to your new email')).toBeVisible();
    await expect(page.getByTestId('account-email')).toHaveText(next);
    await expect(page.getByTestId('email-verified')).toHaveText('Not verified');
    await expect(page.getByRole('button', { name: 'Resend verification email' })).toBeVisible();
    expect(await outboxOf(server, who.email)).toContain(`changed to ${next}`);

    await page.goto(await mailedLink(server, next, 'verify_email'));
    await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible(FIRST_LOAD);
    await page.goto('/settings/account');
    await expect(page.getByTestId('account-email')).toHaveText(next, FIRST_LOAD);
    await expect(page.getByTestId('email-verified')).toHaveText('Verified');
  });

  test('a notification switch stays as set after a reload', async ({ page, server }) => {
    const who = await addUser(server, 'notify');
    await signedIn(page, who, '/settings/notifications');
    const peaks = page.getByRole('region', { name: 'Peaks' });
    const email = peaks.getByRole('switch', { name: 'New peak: Email' });
    await expect(email).toHaveAttribute('aria-checked', 'false', FIRST_LOAD);
    const saved = page.waitForResponse((r) => r.request().method() === 'POST' && /\/users\/\d+\/notifications\?monitor_id=\d+$/.test(r.url()));
    await email.click();
    expect((await saved).ok()).toBe(true);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Peaks' }).getByRole('switch', { name: 'New peak: Email' })).toHaveAttribute('aria-checked', 'true', FIRST_LOAD);
  });

  test('send feedback and see the thank-you', async ({ page, server }) => {
    const who = await addUser(server, 'feedback');
    await signedIn(page, who, '/settings/feedback');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByText('please provide a brief description')).toBeVisible();
    await page.getByLabel('What is it about?').selectOption('request-feature');
    await page.getByLabel('Description').fill('A weekly summary email would be lovely.');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for your feedback!' })).toBeVisible();
    await page.getByRole('button', { name: 'Send more feedback' }).click();
    await expect(page.getByLabel('Description')).toHaveValue('');
  });

  test("the always-on page's Set up detection lands on Connected devices, whose Save turns detection on", async ({ page, server }) => {
    test.setTimeout(120_000);
    const who = await addUser(server, 'ndi');
    await signedIn(page, who, '/devices/always_on');
    // A new monitor's first device detail is computed cold (its history): it can take a while on a busy machine.
    await page.getByRole('link', { name: 'Set up detection' }).click({ timeout: 60_000 });
    await expect(page).toHaveURL(/\/settings\/connected_devices$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Connected devices' })).toBeVisible(FIRST_LOAD);
    const ndi = page.getByRole('switch', { name: 'Network device identification' });
    await expect(ndi).toBeEnabled();
    await ndi.click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(notice(page, 'Network device identification is on.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Network device identification' })).toHaveAttribute('aria-checked', 'true', FIRST_LOAD);
  });

  test('the multi-tenant account sees the network device identification switch disabled', async ({ page }) => {
    await signedIn(page, { email: 'tenant@example.com', password: 'Kilowatch-demo-1' }, '/settings/connected_devices');
    await expect(page.getByRole('heading', { level: 1, name: 'Connected devices' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Network device identification' })).toBeDisabled();
    await expect(page.getByText(/cannot be changed here/)).toBeVisible();
  });
});
