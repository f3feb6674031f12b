import { expect, test } from '@playwright/test';

test('the Check screen formats a number typed key by key', async ({ page }) => {
  await page.goto('/');
  const input = page.getByRole('textbox', { name: /phone number/i });
  await input.pressSequentially('2015550123');
  await expect(input).toHaveValue('(201) 555-0123');
});

test('the README screenshot of the Check screen', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 600 });
  await page.goto('/');
  const input = page.getByRole('textbox', { name: /phone number/i });
  await input.pressSequentially('2015550123');
  await expect(input).toHaveValue('(201) 555-0123');
  await page.screenshot({ path: 'docs/check-screen.png' });
});
