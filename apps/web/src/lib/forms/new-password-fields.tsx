import { Form, Input, type InputProps } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ReactNode } from 'react';
import { sameAsRule } from './zod-rule';

interface NewPasswordFieldsProps {
  /** The form fields of the password and of its confirmation. */
  names?: [password: string, confirm: string];
  labels: { password: string; confirm: string };
  rules: { password: Rule; confirm: Rule };
  /** What a good password is, under the first input. */
  hint?: ReactNode;
  /** How both inputs type and complete (a numeric payment password, a maximum length). */
  input?: Pick<InputProps, 'size' | 'inputMode' | 'maxLength' | 'autoComplete'>;
}

/** A new password and its confirmation, which must match it. */
export function NewPasswordFields({ names = ['password', 'confirmPassword'], labels, rules, hint, input = {} }: NewPasswordFieldsProps) {
  const [password, confirm] = names;
  const inputProps = { autoComplete: 'new-password', ...input };
  return (
    <>
      <Form.Item name={password} label={labels.password} rules={[rules.password]} extra={hint}>
        <Input.Password {...inputProps} />
      </Form.Item>
      <Form.Item name={confirm} label={labels.confirm} dependencies={[password]} validateFirst rules={[rules.confirm, sameAsRule(password, confirm)]}>
        <Input.Password {...inputProps} />
      </Form.Item>
    </>
  );
}
