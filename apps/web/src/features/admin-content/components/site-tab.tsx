import { PlusOutlined } from '@ant-design/icons';
import { CONTENT_LIMITS, type AdminSiteSetting, type AdminWebsiteConfig } from '@wm/contracts';
import { Button, Card, Form, Input, Modal, Popconfirm, Radio, Skeleton, Space, Table, Tag, message } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors } from '../../../lib/forms/server-errors';
import { currentLanguage } from '../../../lib/i18n';
import { useAdminSiteSettings, useAdminWebsiteConfig, useDeleteSiteSetting, useSaveSiteSetting, useSaveWebsiteConfig } from '../api/use-admin-content';
import { LocalizedInputs } from './localized-inputs';
import { PictureField } from './picture-field';
import { SortEnabledFields } from './sort-enabled-fields';

/** http(s) links only (or a path of this site where the field allows one); '' leaves the link unset. */
const linkRule = (message: string, sitePath: boolean) => ({
  validator: (_: unknown, value: string | undefined) =>
    !value || /^https?:\/\/[^\s]+$/i.test(value) || (sitePath && /^\/(?![/\\])\S*$/.test(value)) ? Promise.resolve() : Promise.reject(new Error(message)),
});

type WebsiteValues = Omit<AdminWebsiteConfig, 'groupSites'>;

function WebsiteForm() {
  const { t } = useTranslation('admin-content');
  const config = useAdminWebsiteConfig();
  const save = useSaveWebsiteConfig();
  const [form] = Form.useForm<WebsiteValues>();
  useEffect(() => {
    if (config.data) form.setFieldsValue(config.data);
  }, [config.data, form]);
  if (config.isPending) return <Skeleton active />;
  const submit = (values: WebsiteValues) =>
    save.mutate(
      { ...values, websiteIcon: values.websiteIcon ?? '' },
      { onSuccess: () => void message.success(t('saved')), onError: (error) => showServerFieldErrors(form, error) },
    );
  return (
    <Form<WebsiteValues> form={form} layout="vertical" onFinish={submit} requiredMark={false} className="admin-content__site-form" data-testid="website-form">
      <Form.Item name="websiteIcon" label={t('site.logo')} extra={t('site.logoHint')}>
        <PictureField />
      </Form.Item>
      <LocalizedInputs name="websiteTitle" label={t('site.title')} max={CONTENT_LIMITS.siteTitle} testId="site-title" />
      <LocalizedInputs name="websiteCopyrightInfo" label={t('site.copyright')} max={CONTENT_LIMITS.copyright} />
      <Form.Item name="websiteIcpCertNo" label={t('site.icp')} rules={[{ max: 100, message: t('form.tooLong', { max: 100 }) }]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="servicePhone" label={t('site.phone')} rules={[{ required: true, whitespace: true, message: t('form.required') }, { max: 50, message: t('form.tooLong', { max: 50 }) }]}>
        <Input maxLength={50} />
      </Form.Item>
      <LocalizedInputs name="workingHours" label={t('site.workingHours')} max={CONTENT_LIMITS.siteTitle} />
      <Form.Item name="helpCenterUrl" label={t('site.helpCenterUrl')} rules={[linkRule(t('form.url'), true)]}>
        <Input placeholder="https://" />
      </Form.Item>
      <Form.Item name="trackUrl" label={t('site.trackUrl')} rules={[linkRule(t('form.url'), true)]}>
        <Input placeholder="https://" />
      </Form.Item>
      <Form.Item name="merchantPortalUrl" label={t('site.merchantPortalUrl')} extra={t('site.merchantPortalHint')} rules={[linkRule(t('form.url'), true)]}>
        <Input placeholder="https://" data-testid="site-merchant-portal" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="website-save">
        {t('save')}
      </Button>
    </Form>
  );
}

interface EntryValues {
  settingType: 1 | 2;
  icon: string | null;
  qrCode: string | null;
  /** The contact text (type 1) or the link title (type 2), named as the server names it. */
  content?: { en: string; zh: string; ja: string };
  title?: { en: string; zh: string; ja: string };
  linkUrl: string | null;
  sort: number;
  enabled: boolean;
}

function FooterEntries() {
  const { t } = useTranslation('admin-content');
  const lang = currentLanguage();
  const entries = useAdminSiteSettings();
  const save = useSaveSiteSetting();
  const remove = useDeleteSiteSetting();
  const [editing, setEditing] = useState<{ id?: number; values: EntryValues } | null>(null);
  const [form] = Form.useForm<EntryValues>();
  const type = Form.useWatch('settingType', form);
  useEffect(() => {
    form.resetFields();
    if (editing) form.setFieldsValue(editing.values);
  }, [editing, form]);
  const empty = { en: '', zh: '', ja: '' };
  const submit = ({ settingType, icon, qrCode, content, title, linkUrl, sort, enabled }: EntryValues) =>
    save.mutate(
      {
        id: editing?.id,
        body:
          settingType === 1
            ? { settingType, icon: icon ?? '', qrCode, content: content ?? empty, sort, enabled }
            : { settingType, icon: icon ?? '', linkUrl: linkUrl ?? '', title: title ?? empty, sort, enabled },
      },
      { onSuccess: () => (void message.success(t('saved')), setEditing(null)), onError: (error) => showServerFieldErrors(form, error) },
    );
  return (
    <>
      <div className="admin-content__toolbar">
        <strong>{t('site.entries')}</strong>
        <Button icon={<PlusOutlined />} onClick={() => setEditing({ values: { settingType: 1, icon: null, qrCode: null, content: empty, title: empty, linkUrl: null, sort: 0, enabled: true } })}>
          {t('add')}
        </Button>
      </div>
      <Table<AdminSiteSetting>
        rowKey="id"
        size="middle"
        loading={entries.isPending}
        dataSource={entries.data ?? []}
        pagination={false}
        columns={[
          { title: t('site.entryType'), key: 'type', width: 140, render: (_, row) => t(`site.entryTypes.${row.settingType}`) },
          { title: t('site.icon'), key: 'icon', width: 80, render: (_, row) => <img src={row.icon} alt="" className="admin-content__icon" /> },
          { title: t('site.text'), key: 'text', render: (_, row) => row.text[lang] },
          { title: t('site.link'), key: 'link', render: (_, row) => row.linkUrl ?? '' },
          { title: t('sort'), dataIndex: 'sort', width: 80 },
          { title: '', key: 'enabled', width: 90, render: (_, row) => (row.enabled ? null : <Tag>{t('disabled')}</Tag>) },
          {
            title: t('actions'),
            key: 'actions',
            width: 150,
            render: (_, row) => (
              <Space size={4}>
                <Button type="link" size="small" onClick={() => setEditing({ id: row.id, values: { settingType: row.settingType, icon: row.icon, qrCode: row.qrCode, content: row.text, title: row.text, linkUrl: row.linkUrl, sort: row.sort, enabled: row.enabled } })}>
                  {t('edit')}
                </Button>
                <Popconfirm title={t('site.deleteConfirm')} okText={t('delete')} cancelText={t('cancel')} onConfirm={() => remove.mutateAsync(row.id).then(() => void message.success(t('deleted')))}>
                  <Button type="link" size="small" danger>
                    {t('delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal open={editing !== null} title={editing?.id ? t('site.editEntry') : t('site.addEntry')} onCancel={() => setEditing(null)} onOk={() => form.submit()} okText={t('save')} cancelText={t('cancel')} confirmLoading={save.isPending} destroyOnHidden width={600}>
        <Form<EntryValues> form={form} layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item name="settingType" label={t('site.entryType')}>
            <Radio.Group disabled={editing?.id !== undefined} options={[1, 2].map((value) => ({ value, label: t(`site.entryTypes.${value}`) }))} />
          </Form.Item>
          <Form.Item name="icon" label={t('site.icon')} rules={[{ required: true, message: t('form.required') }]}>
            <PictureField />
          </Form.Item>
          {type === 2 ? (
            <LocalizedInputs key="title" name="title" label={t('site.linkTitle')} max={CONTENT_LIMITS.footerText} />
          ) : (
            <LocalizedInputs key="content" name="content" label={t('site.contactText')} max={CONTENT_LIMITS.footerText} />
          )}
          {type === 2 ? (
            <Form.Item name="linkUrl" label={t('site.link')} rules={[{ required: true, message: t('form.url') }, linkRule(t('form.url'), false)]}>
              <Input placeholder="https://" />
            </Form.Item>
          ) : (
            <Form.Item name="qrCode" label={t('site.qrCode')}>
              <PictureField />
            </Form.Item>
          )}
          <SortEnabledFields />
        </Form>
      </Modal>
    </>
  );
}

/** Site settings (logo, title, copyright, links, service phone) and the footer's contact entries and follow-us links. */
export function SiteTab() {
  const { t } = useTranslation('admin-content');
  return (
    <div className="admin-content__tab">
      <Card size="small" title={t('site.settings')} className="admin-content__card">
        <WebsiteForm />
      </Card>
      <Card size="small" className="admin-content__card">
        <FooterEntries />
      </Card>
    </div>
  );
}
