import type { AgreementStatus } from '@wm/contracts';
import { Tag } from 'antd';

const COLORS: Record<AgreementStatus, string> = {
  pendingReview: 'processing',
  countered: 'warning',
  approved: 'success',
  rejected: 'error',
  completed: 'default',
  timedOut: 'default',
  canceled: 'default',
};

export function AgreementStatusTag({ status, text }: { status: AgreementStatus; text: string }) {
  return (
    <Tag color={COLORS[status]} data-testid="agreement-status">
      {text}
    </Tag>
  );
}
