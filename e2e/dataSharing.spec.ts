import { test, expect, signIn } from './support/fixtures';
import { expectMode, notice, scanner } from './support/integrations';

/** The first page after a full load waits for the signed-in shell to start again. */
const FIRST_LOAD_MS = 30_000;

/** Data sharing against the real server: give, then withdraw consent for a partner; an axe scan of the page and dialogs, light and dark. */
test.describe('data sharing', () => {
  for (const mode of ['light', 'dark'] as const) {
    test.describe(`${mode} mode`, () => {
      test.use({ colorScheme: mode, reducedMotion: 'reduce', bypassCSP: true });

      test(`give and withdraw consent for a data-sharing partner (${mode})`, async ({ page }) => {
        const { found, scan } = scanner(page, `data sharing/${mode}`);
        await page.goto('/login');
        await signIn(page);
        await expect(page).toHaveURL(/\/now$/);
        await page.goto('/settings/data_sharing');
        await expect(page.getByRole('heading', { level: 1, name: 'Data sharing' })).toBeVisible({ timeout: FIRST_LOAD_MS });
        await expectMode(page, mode);
        const card = page.getByTestId('partner-gridwise-rewards');
        await expect(card.getByTestId('partner-status')).toHaveText('Not sharing', { timeout: FIRST_LOAD_MS });
        // The program that requires its consent has no button.
        const required = page.getByTestId('partner-sunshare-community-solar');
        await expect(required.getByTestId('partner-status')).toHaveText('Required by your program');
        await expect(required.getByRole('button', { name: /Enable|Disable/ })).toHaveCount(0);
        await scan('/settings/data_sharing');

        // Give consent through the consent dialog.
        await card.getByRole('button', { name: 'Enable sharing with GridWise Rewards' }).click();
        const dialog = page.getByRole('dialog', { name: 'Share your usage with GridWise Rewards?' });
        await expect(dialog.getByRole('heading', { name: 'What is shared' })).toBeVisible();
        await expect(dialog.getByRole('link', { name: 'Learn more about GridWise Rewards' })).toHaveAttribute('href', /^https:\/\//);
        await scan('consent dialog');
        await dialog.getByRole('button', { name: 'Enable' }).click();
        await expect(notice(page, 'success', 'GridWise Rewards enabled')).toBeVisible();
        await expect(card.getByTestId('partner-status')).toHaveText('Sharing');

        // Reloaded, it is still given.
        await page.reload();
        await expect(card.getByTestId('partner-status')).toHaveText('Sharing', { timeout: FIRST_LOAD_MS });

        // Withdraw, after a confirmation.
        await card.getByRole('button', { name: 'Disable sharing with GridWise Rewards' }).click();
        const confirm = page.getByRole('alertdialog', { name: 'Stop sharing with GridWise Rewards?' });
        await scan('disable confirmation');
        await confirm.getByRole('button', { name: 'Disable' }).click();
        await expect(notice(page, 'success', 'GridWise Rewards disabled')).toBeVisible();
        await expect(card.getByTestId('partner-status')).toHaveText('Not sharing');
        await expect(card.getByRole('button', { name: 'Enable sharing with GridWise Rewards' })).toBeVisible();

        expect(found, `axe found:\n\n${found.join('\n\n')}`).toEqual([]);
      });
    });
  }
});
