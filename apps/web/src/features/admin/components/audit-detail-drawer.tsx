import { AUDIT_STATUS, formatPhone } from '@wm/contracts';
import { countryName, registrationLabel } from '../../../lib/countries';
import { Button, Descriptions, Drawer, message, Modal, Skeleton, Space, Tag, Timeline } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApproveAudit, useAudit, useRejectAudit } from '../api/use-audits';
import { CompanyDocument } from './company-documents';
import { RejectDialog } from './reject-dialog';

const time = (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm');
const HISTORY_COLORS = { submit: 'blue', approve: 'green', reject: 'red' } as const;

/** One account's company information and documents, with the decision while it is under review. */
export function AuditDetailDrawer({ userId, onClose }: { userId: number; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const [modal, modalHolder] = Modal.useModal();
  const audit = useAudit(userId);
  const approving = useApproveAudit();
  const rejecting = useRejectAudit();
  const [rejectOpen, setRejectOpen] = useState(false);
  const profile = audit.data?.profile;
  const company = profile?.company;
  const pending = profile?.auditStatus === AUDIT_STATUS.underReview;

  const approve = () =>
    void modal.confirm({
      title: t('audits.approveTitle'),
      content: t('audits.approveText', { company: company?.company ?? '' }),
      okText: t('audits.approve'),
      cancelText: t('common.cancel'),
      onOk: () =>
        approving.mutateAsync(userId).then(
          () => {
            void message.success(t('audits.approved'));
            onClose();
          },
          () => undefined,
        ),
    });

  return (
    <Drawer
      open
      size={760}
      mask={{ closable: false }}
      title={company?.company ?? t('audits.detail')}
      onClose={onClose}
      extra={
        pending && (
          <Space>
            <Button danger onClick={() => setRejectOpen(true)}>
              {t('audits.reject')}
            </Button>
            <Button type="primary" onClick={approve} loading={approving.isPending}>
              {t('audits.approve')}
            </Button>
          </Space>
        )
      }
    >
      {modalHolder}
      {!profile ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions
            title={t('audits.account')}
            column={2}
            size="small"
            items={[
              { key: 'customerid', label: t('audits.customerId'), children: profile.customerid },
              { key: 'name', label: t('audits.name'), children: profile.realName || '--' },
              { key: 'mobile', label: t('audits.mobile'), children: formatPhone(profile.mobile) },
              { key: 'email', label: t('audits.email'), children: profile.email ?? '--' },
              { key: 'state', label: t('audits.state'), children: <Tag>{t(`auditStatus.${profile.auditStatus}`)}</Tag> },
              { key: 'registered', label: t('audits.registeredAt'), children: time(profile.registeredAt) },
            ]}
          />
          {company ? (
            <Descriptions
              className="admin-section"
              title={t('audits.company')}
              bordered
              column={1}
              size="small"
              styles={{ label: { width: 180 } }}
              items={[
                { key: 'company', label: t('audits.companyName'), children: company.company },
                { key: 'tel', label: t('audits.companyTel'), children: formatPhone(company.companyTel) },
                { key: 'country', label: t('audits.companyCountry'), children: countryName(company.companyCountry) },
                { key: 'area', label: t('audits.companyArea'), children: company.companyAreaName },
                { key: 'address', label: t('audits.companyAddress'), children: company.companyAddress },
                { key: 'creditCode', label: registrationLabel(company.companyCountry), children: company.creditCode },
                { key: 'scope', label: t('audits.companyScope'), children: <span className="pre-line">{company.companyScope}</span> },
                { key: 'photo', label: t('audits.companyPhoto'), children: <CompanyDocument file={company.companyPhoto} label={t('audits.companyPhoto')} /> },
                { key: 'licence', label: t('audits.businessLicence'), children: <CompanyDocument file={company.businessLicence} label={t('audits.businessLicence')} /> },
                { key: 'submitted', label: t('audits.submittedAt'), children: time(company.submittedAt) },
              ]}
            />
          ) : (
            <p className="muted">{t('audits.noCompany')}</p>
          )}
          <h3 className="admin-section__title">{t('audits.history')}</h3>
          <Timeline
            items={(audit.data?.history ?? []).map((entry, index) => ({
              key: index,
              color: HISTORY_COLORS[entry.action],
              content: (
                <>
                  <strong>{t(`history.${entry.action}`)}</strong> · {time(entry.at)} · {entry.by}
                  {entry.reason && <div className="muted">{t('audits.reason', { reason: entry.reason })}</div>}
                </>
              ),
            }))}
          />
        </>
      )}
      {rejectOpen && (
        <RejectDialog
          title={t('audits.rejectTitle')}
          hint={t('audits.rejectHint')}
          onReject={(reason) =>
            rejecting.mutateAsync({ userId, reason }).then(() => {
              void message.success(t('audits.rejected'));
              onClose();
            })
          }
          onClose={() => setRejectOpen(false)}
        />
      )}
    </Drawer>
  );
}
