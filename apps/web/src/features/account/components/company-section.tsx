import { AUDIT_STATUS, type Profile } from '@wm/contracts';
import { Alert, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { CompanyDetails } from './company-details';
import { CompanyForm } from './company-form';

/**
 * Company information by audit state: a form to submit (or, after a failed audit, to fix
 * and resubmit), read-only while under review and once approved.
 */
export function CompanySection({ profile, onSubmitted }: { profile: Profile; onSubmitted: () => void }) {
  const { t } = useTranslation('account');
  const { auditStatus, company } = profile;

  if (auditStatus === AUDIT_STATUS.notSubmitted || auditStatus === AUDIT_STATUS.failed) {
    return (
      <>
        {auditStatus === AUDIT_STATUS.failed ? (
          <Alert
            className="company-alert"
            type="error"
            showIcon
            title={t('company.rejected')}
            description={<span data-testid="audit-reason">{profile.auditRemark || t('company.noReason')}</span>}
          />
        ) : (
          <Alert className="company-alert" type="info" showIcon title={t('company.intro')} />
        )}
        <CompanyForm profile={profile} onSubmitted={onSubmitted} />
      </>
    );
  }

  return (
    <>
      <Alert
        className="company-alert"
        type={auditStatus === AUDIT_STATUS.approved ? 'success' : 'info'}
        showIcon
        title={t(auditStatus === AUDIT_STATUS.approved ? 'company.approvedNote' : 'company.underReviewNote')}
      />
      {company ? <CompanyDetails company={company} /> : <Empty description={t('company.none')} />}
    </>
  );
}
