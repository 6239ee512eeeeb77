import { type Page } from '@playwright/test';
import { expect, test } from './support';

// A real customer's first hour (issue 17): the keyboard in the header's panels and dialogs.

/** Whether the focused element is inside the element `selector` finds. */
const focusInside = (page: Page, selector: string) => page.evaluate((s) => Boolean(document.activeElement?.closest(s)), selector);

test('the Categories panel with the keyboard: arrows, Tab into the sub-categories, Escape gives the focus back', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
  const trigger = page.getByRole('button', { name: 'Categories', exact: true });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const list = page.getByRole('list', { name: 'Categories' });
  const tops = list.locator(':scope > li > a');
  await expect(tops.first()).toBeFocused();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(tops.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(tops.first()).toBeFocused();

  // ArrowRight goes into the focused category's sub-categories, ArrowLeft back.
  const flyout = page.getByTestId('category-flyout');
  await expect(flyout).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(flyout.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(flyout.getByRole('link').nth(1)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tops.first()).toBeFocused();

  // Tab walks a category, then its sub-categories, then the next category.
  await page.keyboard.press('Tab');
  await expect(flyout.getByRole('link').first()).toBeFocused();
  const subCategories = await flyout.getByRole('link').count();
  for (let i = 1; i < subCategories; i++) await page.keyboard.press('Tab');
  await expect(flyout.getByRole('link').last()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(tops.nth(1)).toBeFocused();
  // Shift+Tab goes back to the category before (the sub-categories shown follow the focus).
  await page.keyboard.press('Shift+Tab');
  await expect(tops.first()).toBeFocused();

  // Escape closes it and the focus goes back to the Categories button.
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');

  // Enter on a category leads to its goods.
  await page.keyboard.press('ArrowDown');
  await expect(tops.first()).toBeFocused();
  const name = (await tops.first().innerText()).trim();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/classify\/list\?/);
  await expect(page.getByText(name).first()).toBeVisible();
});

test('the region dialog keeps the focus: no Tab or Shift+Tab leaves it', async ({ page }) => {
  await page.goto('/home');
  const region = page.getByRole('button', { name: /English \/ USD/ });
  await region.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusInside(page, '.ant-modal')).toBe(true);
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await focusInside(page, '.ant-modal'), `after ${i + 1} Tab`).toBe(true);
  }
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInside(page, '.ant-modal'), `after ${i + 1} Shift+Tab`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(region).toBeFocused();
});
