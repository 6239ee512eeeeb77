import { say } from '../../../lib/messages';
import { DownloadOutlined, FileProtectOutlined } from '@ant-design/icons';
import { BUYER_AGREEMENT } from '@wm/contracts';
import { Alert, Button, Descriptions, Modal, Space, Spin, message } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { useContractStatus, useDownloadContract, useSignContract } from '../api/use-buyer-contract';

/** The agreement text in the current language, confirmed with a signature. */
function SignDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('account');
  const signing = useSignContract();
  const text = BUYER_AGREEMENT[currentLanguage()];
  const sign = () =>
    signing.mutate(undefined, {
      onSuccess: () => {
        void message.success(say('contract.signed'));
        onClose();
      },
    });
  return (
    <Modal
      open
      title={text.title}
      width={760}
      onCancel={onClose}
      onOk={sign}
      okText={t('agreement.confirmSign')}
      cancelText={t('common.cancel')}
      confirmLoading={signing.isPending}
    >
      <div className="agreement-text" data-testid="agreement-text">
        <p>{text.intro}</p>
        {text.clauses.map((clause) => (
          <section key={clause.heading}>
            <h3>{clause.heading}</h3>
            <p>{clause.body}</p>
          </section>
        ))}
      </div>
      <p className="agreement-consent">{t('agreement.consent')}</p>
    </Modal>
  );
}

/** The buyer agreement: where its signature stands, signing it and downloading the signed PDF. */
export function AgreementPanel({ hasCompany }: { hasCompany: boolean }) {
  const { t } = useTranslation('account');
  const status = useContractStatus();
  const downloading = useDownloadContract();
  const [signing, setSigning] = useState(false);

  if (status.isPending) return <Spin />;
  if (!status.data) return null;
  const { signed, needsSignature, version, signedAt, documentHash, currentVersion } = status.data;

  const state = signed ? 'signed' : version ? 'newVersion' : 'notSigned';
  return (
    <section className="settings-section settings-section--wide">
      <Alert
        type={state === 'signed' ? 'success' : 'warning'}
        showIcon
        title={<span data-testid="agreement-state">{t(`agreement.state.${state}`, { version: currentVersion })}</span>}
      />
      {version && signedAt && (
        <Descriptions
          className="agreement-facts"
          column={1}
          size="small"
          items={[
            { key: 'version', label: t('agreement.version'), children: version },
            { key: 'signedAt', label: t('agreement.signedAt'), children: dayjs(signedAt).format('YYYY-MM-DD HH:mm:ss') },
            ...(documentHash ? [{ key: 'hash', label: t('agreement.hash'), children: <code className="agreement-hash">{documentHash}</code> }] : []),
          ]}
        />
      )}
      {!hasCompany && needsSignature && <p className="settings-section__hint agreement-hint">{t('agreement.needsCompany')}</p>}
      <Space className="agreement-actions">
        {needsSignature && (
          <Button type="primary" icon={<FileProtectOutlined />} disabled={!hasCompany} onClick={() => setSigning(true)}>
            {t('agreement.sign')}
          </Button>
        )}
        <Button icon={<DownloadOutlined />} disabled={!version} loading={downloading.isPending} onClick={() => downloading.mutate()}>
          {t('agreement.download')}
        </Button>
      </Space>
      {signing && <SignDialog onClose={() => setSigning(false)} />}
    </section>
  );
}
