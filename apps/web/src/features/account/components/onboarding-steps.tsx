import { AUDIT_STATUS, type AuditStatus } from '@wm/contracts';
import { Button, Steps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractStatus } from '../api/use-buyer-contract';

type StepStatus = 'wait' | 'process' | 'finish' | 'error';

/** A step's title that opens where the step is done (a button: reachable with the keyboard). */
const StepLink = ({ onClick, children }: { onClick: () => void; children: ReactNode }) => (
  <Button type="link" className="onboarding-steps__link" onClick={onClick}>
    {children}
  </Button>
);

/**
 * A new buyer's way to prices, in three steps: the company information, the buyer agreement,
 * the platform's review. Each open step leads to where it is done.
 */
export function OnboardingSteps({ auditStatus, hasCompany, onOpen }: { auditStatus: AuditStatus; hasCompany: boolean; onOpen: (tab: 'company' | 'agreement') => void }) {
  const { t } = useTranslation('account');
  const contract = useContractStatus();
  const signed = contract.data?.signed === true && contract.data.needsSignature !== true;
  const company: StepStatus = auditStatus === AUDIT_STATUS.failed ? 'error' : hasCompany ? 'finish' : 'process';
  const agreement: StepStatus = signed ? 'finish' : hasCompany ? 'process' : 'wait';
  const review: StepStatus = auditStatus === AUDIT_STATUS.approved ? 'finish' : auditStatus === AUDIT_STATUS.underReview ? 'process' : auditStatus === AUDIT_STATUS.failed ? 'error' : 'wait';
  const current = company !== 'finish' ? 0 : agreement !== 'finish' ? 1 : 2;
  return (
    <Steps
      className="onboarding-steps"
      data-testid="onboarding-steps"
      size="small"
      current={current}
      items={[
        { title: <StepLink onClick={() => onOpen('company')}>{t('onboarding.company')}</StepLink>, description: t(`onboarding.companyState.${company}`), status: company },
        {
          title: hasCompany ? <StepLink onClick={() => onOpen('agreement')}>{t('onboarding.agreement')}</StepLink> : t('onboarding.agreement'),
          description: t(`onboarding.agreementState.${agreement}`),
          status: agreement,
        },
        { title: t('onboarding.review'), description: t(`onboarding.reviewState.${review}`), status: review, disabled: true },
      ]}
    />
  );
}
