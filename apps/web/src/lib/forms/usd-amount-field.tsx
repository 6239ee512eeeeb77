import type { MessageKey } from '@wm/contracts';
import { Form, InputNumber, type FormRule } from 'antd';
import type { ReactNode } from 'react';
import { say } from '../messages';

/** What is wrong with an amount, as a message key of the server's catalogue; null when it is fine. */
export type AmountProblem = (value: number | null | undefined) => { key: MessageKey; params?: Record<string, string> } | null;

interface UsdAmountFieldProps {
  name?: string;
  label: string;
  /** The limits, under the input. */
  extra?: ReactNode;
  problem: AmountProblem;
  step: number;
  placeholder?: string;
  className?: string;
}

/** An amount of US dollars in cents' precision (recharge, withdrawal), checked by the same rule the page shows. */
export function UsdAmountField({ name = 'amount', label, extra, problem, step, placeholder, className }: UsdAmountFieldProps) {
  const rule: FormRule = {
    validator: async (_, value: number | null | undefined) => {
      const found = problem(value);
      if (found) throw new Error(say(found.key, found.params));
    },
  };
  return (
    <Form.Item name={name} label={label} rules={[rule]} extra={extra}>
      <InputNumber className={className} prefix="$" min={0} precision={2} step={step} placeholder={placeholder} />
    </Form.Item>
  );
}
