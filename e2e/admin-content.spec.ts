import { type Browser, type BrowserContext, type Page } from '@playwright/test';
import { OPERATOR } from './account-support';
import { DEMO_PASSWORD, apiLogin, clickInDialog, expect, test } from './support';

type Language = 'en' | 'zh' | 'ja';
interface AdminCategory {
  categoryId: number;
  name: Record<Language, string>;
  icon: string | null;
  image: string | null;
  sort: number;
  enabled: boolean;
  onHomePanel: boolean;
}

// Journeys through the console and three storefront windows: longer than the default minute.
test.describe.configure({ timeout: 300_000 });

/** The operator in a browser of their own, signed in through the console's redirect. */
async function operatorConsole(browser: Browser, watchErrors: (context: BrowserContext) => Promise<void>): Promise<Page> {
  const context = await browser.newContext();
  await watchErrors(context);
  const page = await context.newPage();
  await page.goto('/admin/content');
  await expect(page).toHaveURL(/\/login\/index\?mode=1&redirect=%2Fadmin%2Fcontent/);
  await page.getByLabel('Mobile number or email').fill(OPERATOR);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Site content' })).toBeVisible();
  return page;
}

/** A visitor's storefront in one language, in a browser of its own (nothing cached from before the change). */
async function storefront(browser: Browser, baseURL: string | undefined, language: Language, watchErrors: (context: BrowserContext) => Promise<void>): Promise<Page> {
  const context = await browser.newContext();
  await watchErrors(context);
  await context.addCookies([{ name: 'language', value: language, url: baseURL ?? '' }]);
  return context.newPage();
}

const saved = (page: Page) => page.locator('.ant-message-success').last();

test('an operator renames a category, edits a help article and adds hot words; the storefront shows each in English and Chinese', async ({ browser, request, baseURL, watchErrors }, testInfo) => {
  const token = await apiLogin(request, OPERATOR);
  const auth = { Authorization: `Bearer ${token}` };
  const suffix = String(Date.now()).slice(-5);

  // A top-level category the home panel lists, and a help article to edit (made here, so other journeys' content stays as it was).
  const categories = (await (await request.get('/api/v2/admin/categories', { headers: auth })).json()).data as AdminCategory[];
  const category = categories.filter((c) => c.onHomePanel)[5]!;
  const articleCategoryId = (await (await request.get('/api/v2/admin/article-categories', { headers: auth })).json()).data[0].categoryId as number;
  const created = await request.post('/api/v2/admin/articles', {
    headers: auth,
    data: {
      categoryId: articleCategoryId,
      title: { en: `Customs papers ${suffix}`, zh: `清关文件 ${suffix}`, ja: `通関書類 ${suffix}` },
      content: { en: '<p>Old text</p>', zh: '<p>旧内容</p>', ja: '<p>古い内容</p>' },
      publishTime: new Date(Date.now() - 60_000).toISOString(),
    },
  });
  expect(created.ok()).toBe(true);
  const articleId = (await created.json()).data.id as number;

  const page = await operatorConsole(browser, watchErrors);

  // 1. Categories: rename in English and Chinese.
  const newName = { en: `Outdoor Living ${suffix}`, zh: `户外生活 ${suffix}` };
  await page.getByTestId(`category-edit-${category.categoryId}`).click();
  const categoryForm = page.getByTestId('category-form');
  await expect(categoryForm.getByTestId('category-name-en')).toHaveValue(category.name.en);
  await categoryForm.getByTestId('category-name-en').fill(newName.en);
  await categoryForm.getByTestId('category-name-zh').fill(newName.zh);
  // A name left empty is refused in the form, before anything is sent.
  await categoryForm.getByTestId('category-name-ja').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(categoryForm.getByText('Please enter it in 日本語')).toBeVisible();
  await categoryForm.getByTestId('category-name-ja').fill(category.name.ja);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(saved(page)).toContainText('Saved');
  await expect(page.getByTestId(`category-name-${category.categoryId}`)).toHaveText(newName.en);

  // 2. Articles: the help article's title and body in English and Chinese, through the rich-text editor.
  await page.getByRole('tab', { name: 'Articles' }).click();
  await page.locator('.admin-content__side .ant-list-item').nth(1).click();
  await page.getByTestId(`article-edit-${articleId}`).click();
  await expect(page.getByTestId('article-title-en')).toHaveValue(`Customs papers ${suffix}`);
  const article = { en: `Customs paperwork ${suffix}`, zh: `报关单据 ${suffix}` };
  await page.getByTestId('article-title-en').fill(article.en);
  const enBody = page.getByTestId('article-body-en').locator('.ProseMirror');
  await enBody.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Every parcel needs a commercial invoice. ');
  const bold = page.getByTestId('article-body-en').getByRole('button', { name: 'Bold' });
  await bold.click();
  // Typed only once bold is on and the text still has the focus (the press does not take it).
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await expect(enBody).toBeFocused();
  await page.keyboard.type('Keep three copies.');
  await page.getByRole('tab', { name: '中文' }).click();
  await page.getByTestId('article-title-zh').fill(article.zh);
  await page.getByTestId('article-body-zh').locator('.ProseMirror').click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('每个包裹都需要商业发票。');
  await page.getByTestId('article-save').click();
  await expect(saved(page)).toContainText('Saved');
  await expect(page.getByTestId(`article-title-cell-${articleId}`)).toHaveText(article.en);

  // 3. Hot search words: one more in English and in Chinese.
  await page.getByRole('tab', { name: 'Hot search words' }).click();
  const words = { en: `teak bench ${suffix}`, zh: `柚木长椅${suffix}` };
  const wordsBefore = (await (await request.get('/api/v2/admin/hot-words', { headers: auth })).json()).data as Record<Language, string[]>;
  for (const lang of ['en', 'zh'] as const) {
    const card = page.getByTestId(`hot-words-${lang}`);
    await page.getByTestId(`hot-word-input-${lang}`).fill(words[lang]);
    await card.getByRole('button', { name: 'Add' }).click();
    const entries = card.locator('li');
    await expect(entries.last()).toHaveText(words[lang]);
    // First in line, so the storefront's one line of hot words shows it.
    for (let i = wordsBefore[lang].length; i > 0; i--) await entries.nth(i).getByRole('button', { name: 'Move up' }).click();
    await expect(entries.first()).toHaveText(words[lang]);
    await page.getByTestId(`hot-words-save-${lang}`).click();
    await expect(saved(page)).toContainText('Saved');
  }
  await page.screenshot({ path: testInfo.outputPath('admin-content-hot-words.png'), fullPage: true });

  // The storefront, as visitors see it in English and in Chinese.
  const texts = { en: { categories: 'Categories' }, zh: { categories: '商品分类' } } as const;
  for (const lang of ['en', 'zh'] as const) {
    const shop = await storefront(browser, baseURL, lang, watchErrors);
    await shop.goto('/home');
    // A fresh browser on a busy machine: the first page may take a while to settle.
    await expect(shop.getByRole('button', { name: words[lang], exact: true })).toBeVisible({ timeout: 30_000 });
    await shop.getByRole('button', { name: texts[lang].categories, exact: true }).click();
    const panel = shop.getByRole('list', { name: texts[lang].categories });
    await expect(panel.getByRole('link', { name: newName[lang] })).toBeVisible();
    await shop.screenshot({ path: testInfo.outputPath(`storefront-categories-${lang}.png`) });

    await shop.goto(`/article/index?id=${articleId}`);
    await expect(shop.getByRole('heading', { level: 1, name: article[lang] })).toBeVisible({ timeout: 20_000 });
    if (lang === 'en') {
      await expect(shop.locator('.article__content')).toContainText('Every parcel needs a commercial invoice.');
      await expect(shop.locator('.article__content strong')).toHaveText('Keep three copies.');
    } else {
      await expect(shop.locator('.article__content')).toHaveText('每个包裹都需要商业发票。');
    }
    await shop.screenshot({ path: testInfo.outputPath(`storefront-article-${lang}.png`) });
    await shop.context().close();
  }

  // Put the category's name and the hot words back, so the demo keeps its content for other journeys.
  for (const lang of ['en', 'zh'] as const) await request.put('/api/v2/admin/hot-words', { headers: auth, data: { lang, words: wordsBefore[lang] } });
  await request.delete(`/api/v2/admin/articles/${articleId}`, { headers: auth });
  await request.put(`/api/v2/admin/categories/${category.categoryId}`, {
    headers: auth,
    data: { parentId: null, name: category.name, icon: category.icon, image: category.image, sort: category.sort, enabled: category.enabled },
  });
});

test('the console refuses a category that goods still use, with the reason, and keeps it', async ({ browser, request, watchErrors, expectErrors }) => {
  const token = await apiLogin(request, OPERATOR);
  const categories = (await (await request.get('/api/v2/admin/categories', { headers: { Authorization: `Bearer ${token}` } })).json()).data as (AdminCategory & { children: (AdminCategory & { children: AdminCategory[] })[] })[];
  // A third-level category of the demo catalogue with goods under it.
  const goods = (await (await request.post('/api/v2/goods/list', { data: { pageSize: 1 } })).json()).data.list[0] as { categoryId: number };
  const third = categories.flatMap((c) => c.children.flatMap((s) => s.children)).find((c) => c.categoryId === goods.categoryId)!;
  expect(third).toBeTruthy();

  const page = await operatorConsole(browser, watchErrors);
  const expected = /goods filed under it/;
  expectErrors(expected);
  const row = page.locator('tr', { has: page.getByTestId(`category-name-${third.categoryId}`) });
  // Open its branch: the top level, then the second level.
  const top = categories.find((c) => c.children.some((s) => s.children.some((t) => t.categoryId === third.categoryId)))!;
  const second = top.children.find((s) => s.children.some((t) => t.categoryId === third.categoryId))!;
  await page.locator('tr', { has: page.getByTestId(`category-name-${top.categoryId}`) }).getByRole('button', { name: /expand/i }).click();
  await page.locator('tr', { has: page.getByTestId(`category-name-${second.categoryId}`) }).getByRole('button', { name: /expand/i }).click();
  await row.getByRole('button', { name: 'Delete' }).click();
  await clickInDialog(page.locator('.ant-popconfirm'), 'Delete');
  await expect(page.locator('.ant-notification-notice-error, .ant-message-error').first()).toContainText(expected);
  await expect(page.getByTestId(`category-name-${third.categoryId}`)).toBeVisible();
});
