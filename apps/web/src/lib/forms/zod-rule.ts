import { say } from '../messages';
import { passwordsMatch } from '@wm/contracts';
import type { FormRule } from 'antd';
import { z, type ZodType } from 'zod';

/**
 * The one bridge from the contracts' zod rules to antd forms. Messages are keys of
 * the contracts' catalogue, translated in the current language.
 *
 * Without `path`, the schema checks the field's own value. With `path`, it checks all
 * the form's values and reports the issues found at that path: rules across fields,
 * such as passwordsMatch. Put the other fields in the Form.Item's `dependencies`.
 */
export function zodRule(schema: ZodType, path?: string): FormRule {
  return (form) => ({
    validator: async (_rule, value: unknown) => {
      // An untouched or cleared input is '' in antd and "missing" to the contracts.
      const input: unknown = path ? form.getFieldsValue(true) : value === '' ? undefined : value;
      const result = await schema.safeParseAsync(input);
      if (result.success) return;
      const issue = result.error.issues.find((candidate) => !path || candidate.path.join('.') === path);
      if (issue) throw new Error(say(issue.message));
    },
  });
}

/** The contracts' passwordsMatch between two fields of a form, as a rule on the second. */
export function sameAsRule(first: string, second: string): FormRule {
  return zodRule(passwordsMatch(z.object({ [first]: z.unknown(), [second]: z.unknown() }), first, second), second);
}
