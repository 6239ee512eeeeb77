import { say } from '../messages';

import type { FormInstance } from 'antd';
import { ApiError } from '../http';

/**
 * Puts the field errors of a 400 answer (data.errors) under the form's matching fields. `within`
 * names the form's group of fields a body was sent from (the server names them as in its body:
 * `name` for the form's `consignee.name`).
 */
export function showServerFieldErrors(form: FormInstance, error: unknown, within?: string): void {
  if (!(error instanceof ApiError) || error.fieldErrors.length === 0) return;
  const fields = new Set(form.getFieldsError().map(({ name }) => name.join('.')));
  const path = (field: string) => (fields.has(field) ? field : within && fields.has(`${within}.${field}`) ? `${within}.${field}` : undefined);
  form.setFields(
    error.fieldErrors.flatMap(({ field, message }) => {
      const name = path(field);
      // The server answers in the request language; a bare catalogue key is translated here.
      return name ? [{ name: name.split('.'), errors: [say(message)] }] : [];
    }),
  );
}
