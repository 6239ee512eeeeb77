import type { QueryOf, sendVerifyCode } from '@wm/contracts';
import { Form, Input, Space, type ButtonProps } from 'antd';
import type { Rule } from 'antd/es/form';
import { SmsCodeButton } from './sms-code-button';

interface CodeFieldProps {
  /** The form field of the 6-digit code. */
  name?: string;
  label: string;
  rule: Rule;
  /** Validates the fields the code depends on and answers the query, or null when they are invalid. */
  getQuery: () => Promise<QueryOf<typeof sendVerifyCode> | null>;
  /** Without one, the label names the input for screen readers. */
  placeholder?: string;
  size?: ButtonProps['size'];
  /** The input and its button take the whole row (the default), or only what they need (inline forms). */
  block?: boolean;
}

/** A verification code input with the button that sends the code beside it. */
export function CodeField({ name = 'code', label, rule, getQuery, placeholder, size, block = true }: CodeFieldProps) {
  return (
    <Form.Item label={label}>
      <Space.Compact block={block}>
        <Form.Item name={name} noStyle rules={[rule]}>
          <Input size={size} inputMode="numeric" maxLength={6} autoComplete="one-time-code" placeholder={placeholder} aria-label={placeholder ? undefined : label} />
        </Form.Item>
        <SmsCodeButton getQuery={getQuery} size={size} />
      </Space.Compact>
    </Form.Item>
  );
}
