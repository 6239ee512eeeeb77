import { AUDIT_STATUS, type AuditStatus } from '@wm/contracts';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

const BANNERS = {
  [AUDIT_STATUS.notSubmitted]: { type: 'warning', text: 'audit.notSubmitted' },
  [AUDIT_STATUS.underReview]: { type: 'info', text: 'audit.underReview' },
  [AUDIT_STATUS.failed]: { type: 'error', text: 'audit.failed' },
  [AUDIT_STATUS.approved]: { type: 'success', text: 'audit.approved' },
} as const satisfies Record<AuditStatus, { type: 'warning' | 'info' | 'error' | 'success'; text: string }>;

interface AuditBannerProps {
  status: AuditStatus;
  /** Why the last audit failed. */
  reason?: string | null;
  /** Opens the company information, where the audit is completed. */
  onComplete?: () => void;
}

/** Where the account's audit stands, and what it means for prices. */
export function AuditBanner({ status, reason, onComplete }: AuditBannerProps) {
  const { t } = useTranslation('account');
  const banner = BANNERS[status];
  const needsCompany = status === AUDIT_STATUS.notSubmitted || status === AUDIT_STATUS.failed;
  return (
    <Alert
      className="audit-banner"
      type={banner.type}
      showIcon
      title={<span data-testid="audit-banner">{t(banner.text)}</span>}
      description={status === AUDIT_STATUS.failed && reason ? t('audit.reason', { reason }) : undefined}
      action={
        needsCompany && onComplete ? (
          <Button size="small" type="primary" onClick={onComplete}>
            {t('audit.complete')}
          </Button>
        ) : undefined
      }
    />
  );
}
