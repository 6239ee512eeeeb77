import type { UserInfo } from '@wm/contracts';
import { Alert, Spin, Tabs } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddressQuery } from '../../../lib/address-query';
import { SENT_FROM_KEY } from '../../../lib/paths';
import { refreshUser } from '../../../lib/session';
import { useClientStore } from '../../../lib/store';
import { useProfile } from '../api/use-profile';
import { AddressList } from '../components/address-list';
import { AgreementPanel } from '../components/agreement-panel';
import { OnboardingSteps } from '../components/onboarding-steps';
import { AuditBanner } from '../components/audit-banner';
import { CompanySection } from '../components/company-section';
import { LoginPasswordForm } from '../components/login-password-form';
import { PayPasswordForm } from '../components/pay-password-form';
import { ProfileForm } from '../components/profile-form';
import '../account.css';

const TABS = ['profile', 'company', 'address', 'password', 'agreement'] as const;
type Tab = (typeof TABS)[number];

/** Shipping addresses and the buyer agreement are buyer things: a store or staff account has neither. */
const BUYER_TABS: readonly Tab[] = ['address', 'agreement'];
const isBuyer = (user: UserInfo) => user.role === 'buyer' && !user.isStore;

/** The query names the open tab (activeComponents=address opens the shipping addresses). */
const toTab = (value: string | null, tabs: readonly Tab[]): Tab => tabs.find((tab) => tab === value) ?? 'profile';

/** Account settings; accounts still in audit land here after signing in. */
export default function AccountSettingPage() {
  const { t } = useTranslation('account');
  const user = useClientStore((state) => state.userInfo);
  const profile = useProfile();
  const [params, changeQuery] = useAddressQuery();
  // Sent here from a buyer page (the cart, the wallet...) while in audit: said once, then forgotten.
  const [sentFrom] = useState(() => sessionStorage.getItem(SENT_FROM_KEY));

  // The audit may have moved on since this user last loaded the app.
  useEffect(() => {
    void refreshUser();
    sessionStorage.removeItem(SENT_FROM_KEY);
  }, []);

  if (!user) return null;
  const tabs = TABS.filter((tab) => isBuyer(user) || !BUYER_TABS.includes(tab));
  const active = toTab(params.get('activeComponents'), tabs);
  const open = (tab: Tab) => changeQuery(() => ({ activeComponents: tab }), { replace: true });
  const data = profile.data;
  const loading = <Spin className="settings-loading" />;

  const panels: Record<Tab, ReactNode> = {
    profile: data ? <ProfileForm profile={data} /> : loading,
    // After sending the company information the account is under review: show it as sent.
    company: data ? <CompanySection profile={data} onSubmitted={() => window.scrollTo(0, 0)} /> : loading,
    address: <AddressList customerId={user.customerid} />,
    password: (
      <>
        <PayPasswordForm user={user} />
        <LoginPasswordForm />
      </>
    ),
    agreement: <AgreementPanel hasCompany={!!data?.company} />,
  };

  return (
    <section className="page-container page-section account-setting">
      <h1 className="page-title">{t('title')}</h1>
      {sentFrom && user.auditStatus !== 2 && (
        <Alert className="audit-banner" type="info" showIcon data-testid="sent-from" title={t('sentFrom', { page: sentFrom })} />
      )}
      <AuditBanner status={user.auditStatus} reason={data?.auditRemark} onComplete={() => open('company')} />
      {isBuyer(user) && user.auditStatus !== 2 && data && <OnboardingSteps auditStatus={user.auditStatus} hasCompany={!!data.company} onOpen={open} />}
      <Tabs
        activeKey={active}
        onChange={(key) => open(key as Tab)}
        destroyOnHidden
        items={tabs.map((tab) => ({ key: tab, label: t(`tabs.${tab}`), children: panels[tab] }))}
      />
    </section>
  );
}
