import type { FormInstance } from 'antd';
import { beforeAll, describe, expect, it } from 'vitest';
import { coreEn } from '@wm/contracts/i18n/core.en';
import { addCoreMessages } from '../messages';
import { ApiError } from '../http';
import { showServerFieldErrors } from './server-errors';

// The app loads the catalogue of the language in use before its first render.
beforeAll(() => addCoreMessages(coreEn));

type FieldUpdate = { name: string[]; errors: string[] };

/** A form with the given fields that records what setFields receives. */
function fakeForm(fields: string[]) {
  const updates: FieldUpdate[] = [];
  const form = {
    getFieldsError: () => fields.map((name) => ({ name: name.split('.'), errors: [], warnings: [] })),
    setFields: (changes: FieldUpdate[]) => updates.push(...changes),
  } as unknown as FormInstance;
  return { form, updates };
}

describe('showServerFieldErrors', () => {
  it('puts each field error under the matching field, translating catalogue keys', () => {
    const { form, updates } = fakeForm(['mobile', 'code']);
    const error = new ApiError(400, 'Please check the information you entered', 'VALIDATION_FAILED', [
      { field: 'mobile', message: 'This mobile number is already registered' },
      { field: 'code', message: 'code.invalid' },
      { field: 'agree', message: 'Please read and agree to the user notice' },
    ]);
    showServerFieldErrors(form, error);
    expect(updates).toEqual([
      { name: ['mobile'], errors: ['This mobile number is already registered'] },
      { name: ['code'], errors: ['The SMS verification code is 6 digits'] },
    ]);
  });

  it('finds a field inside the group the body was sent from', () => {
    const { form, updates } = fakeForm(['consignee.name', 'consignee.postalCode', 'remark']);
    const error = new ApiError(400, 'Please check the information you entered', 'VALIDATION_FAILED', [
      { field: 'name', message: 'Please enter the consignee name' },
      { field: 'postalCode', message: 'Please enter a valid postal code' },
    ]);
    showServerFieldErrors(form, error, 'consignee');
    expect(updates).toEqual([
      { name: ['consignee', 'name'], errors: ['Please enter the consignee name'] },
      { name: ['consignee', 'postalCode'], errors: ['Please enter a valid postal code'] },
    ]);
  });

  it('leaves the form alone for other failures', () => {
    const { form, updates } = fakeForm(['mobile']);
    showServerFieldErrors(form, new ApiError(500, 'Unknown system error, please report to the administrator', 'INTERNAL', []));
    showServerFieldErrors(form, new Error('network'));
    expect(updates).toEqual([]);
  });
});
