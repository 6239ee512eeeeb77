import { RegisterBody, rules } from '@wm/contracts';
import type { FormInstance } from 'antd';
import type { RuleObject, RuleRender } from 'antd/es/form';
import { beforeAll, describe, expect, it } from 'vitest';
import { coreEn } from '@wm/contracts/i18n/core.en';
import { addCoreMessages } from '../messages';
import { sameAsRule, zodRule } from './zod-rule';

// The app loads the catalogue of the language in use before its first render.
beforeAll(() => addCoreMessages(coreEn));

/** Runs an antd rule the way Form.Item does; answers the error text or null. */
async function check(rule: ReturnType<typeof zodRule>, value: unknown, values: Record<string, unknown> = {}): Promise<string | null> {
  const form = { getFieldsValue: () => values } as unknown as FormInstance;
  const object: RuleObject = typeof rule === 'function' ? (rule as RuleRender)(form) : rule;
  try {
    await object.validator?.(object, value, () => undefined);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('zodRule', () => {
  it('passes a valid value', async () => {
    expect(await check(zodRule(rules.mobile), '13800000001')).toBeNull();
    expect(await check(zodRule(rules.mobile), '+44 7911 123456')).toBeNull();
  });

  it('reports the first issue in the current language (English by default)', async () => {
    expect(await check(zodRule(rules.mobile), '123')).toBe('Please enter a valid mobile number for the chosen country');
    expect(await check(zodRule(rules.mobile), '+86 139 1234 567')).toBe('Please enter an 11-digit mobile number');
  });

  it('treats an empty input as missing', async () => {
    expect(await check(zodRule(rules.mobile), '')).toBe('Please enter your mobile number');
    expect(await check(zodRule(RegisterBody.shape.email), '')).toBeNull();
  });

  it('checks the agreement box', async () => {
    expect(await check(zodRule(RegisterBody.shape.agree), false)).toBe('Please read and agree to the user notice');
    expect(await check(zodRule(RegisterBody.shape.agree), true)).toBeNull();
  });
});

describe('sameAsRule', () => {
  const rule = sameAsRule('password', 'confirmPassword');

  it('reports a mismatch on the second field', async () => {
    expect(await check(rule, 'abc124', { password: 'abc123', confirmPassword: 'abc124' })).toBe('The two passwords do not match');
  });

  it('passes matching values', async () => {
    expect(await check(rule, 'abc123', { password: 'abc123', confirmPassword: 'abc123' })).toBeNull();
  });
});
