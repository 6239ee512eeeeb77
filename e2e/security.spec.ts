import { expect, test } from './support';
import { codeSentBy, logIn, registerBuyerViaApi } from './support';

// Issue 18, finding 6: a lockout must not keep the owner out. After too many failed attempts
// (here made by someone else), the right password plus a code sent to the account's mobile signs in.
test('a locked account signs in with its password and a code sent to its mobile', async ({ page, request, expectErrors }) => {
  const password = 'owner2024';
  const mobile = await registerBuyerViaApi(request, password);
  for (let i = 0; i < 10; i++) {
    const failed = await request.post('/api/v2/auth/login', { data: { account: mobile, password: `guess${i}abc` } });
    expect(failed.status()).toBe(400);
  }
  expectErrors('Too many failed attempts. Please try again in 15 minutes');

  await logIn(page, mobile, password);
  const locked = page.getByRole('alert').filter({ hasText: 'Sign-in is locked for a while' });
  await expect(locked).toBeVisible();
  const code = await codeSentBy(request, mobile, () => page.getByRole('button', { name: 'Send' }).click());
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login\//);
  await expect(page.getByRole('button', { name: new RegExp(mobile.slice(-4)) })).toBeVisible();
});
