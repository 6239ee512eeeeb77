import { say } from '../messages';

import type { FormInstance } from 'antd';
import { ApiError } from '../http';

/** Puts the field errors of a 400 answer (data.errors) under the form's matching fields. */
export function showServerFieldErrors(form: FormInstance, error: unknown): void {
  if (!(error instanceof ApiError) || error.fieldErrors.length === 0) return;
  const fields = new Set(form.getFieldsError().map(({ name }) => name.join('.')));
  form.setFields(
    error.fieldErrors
      .filter(({ field }) => fields.has(field))
      // The server answers in the request language; a bare catalogue key is translated here.
      .map(({ field, message }) => ({ name: field.split('.'), errors: [say(message)] })),
  );
}
