import { NOTICE_AUDIENCES, NOTICE_RECIPIENTS_MAX, type AdminNotice, type NoticeAudience, type NoticeInput } from '@wm/contracts';
import { Button, Card, Form, Input, Modal, Radio, Table, Tag, message } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors } from '../../../lib/forms/server-errors';
import { NOTICE_PAGE_SIZE, useNotices, useSendNotice } from '../api/use-notices';
import '../admin-marketing.css';

interface Values {
  audience: NoticeAudience;
  recipients?: string;
  title: NoticeInput['title'];
  content: NoticeInput['content'];
}

const LANGS = ['en', 'zh', 'ja'] as const;
/** One entry a line, or separated by commas or spaces. */
const entries = (text: string | undefined) => (text ?? '').split(/[\s,;，、]+/).map((s) => s.trim()).filter(Boolean);

/** Platform notices: composed in three languages for every buyer, every seller or a list; the ones sent. */
export default function NoticesPage() {
  const { t, i18n } = useTranslation('admin-marketing');
  const [modal, modalHolder] = Modal.useModal();
  const [form] = Form.useForm<Values>();
  const audience = Form.useWatch('audience', form);
  const [pageIndex, setPageIndex] = useState(1);
  const notices = useNotices(pageIndex);
  const send = useSendNotice();
  const lang = LANGS.find((l) => i18n.language === l) ?? 'en';

  const submit = (values: Values) => {
    const body: NoticeInput = { audience: values.audience, title: values.title, content: values.content, recipients: values.audience === 'list' ? entries(values.recipients) : [] };
    void modal.confirm({
      title: t('notices.confirmTitle'),
      content: values.audience === 'list' ? t('notices.confirmList', { count: body.recipients.length }) : t(`notices.confirm.${values.audience}`),
      okText: t('notices.send'),
      cancelText: t('common.cancel'),
      onOk: () =>
        send.mutateAsync(body).then(
          (sent) => {
            void message.success(t('notices.sent', { count: sent.recipientCount }));
            form.resetFields();
            setPageIndex(1);
          },
          (error: unknown) => {
            // The recipients are one text box here, one list on the server.
            showServerFieldErrors(form, error);
          },
        ),
    });
  };

  const columns: TableColumnsType<AdminNotice> = [
    { key: 'sentAt', title: t('notices.sentAt'), render: (_, row) => dayjs(row.sentAt).format('YYYY-MM-DD HH:mm') },
    {
      key: 'title',
      title: t('notices.titleColumn'),
      render: (_, row) => (
        <>
          <div>
            <strong>{row.title[lang]}</strong>
          </div>
          <div className="muted pre-line">{row.content[lang].length > 120 ? `${row.content[lang].slice(0, 120)}…` : row.content[lang]}</div>
        </>
      ),
    },
    { key: 'audience', title: t('notices.audience'), render: (_, row) => <Tag>{t(`notices.audiences.${row.audience}`)}</Tag> },
    { key: 'recipients', title: t('notices.recipientCount'), align: 'right', dataIndex: 'recipientCount' },
    { key: 'sentBy', title: t('notices.sentBy'), dataIndex: 'sentBy' },
  ];

  const required = (key: string) => ({ required: true, whitespace: true, message: t(key) });
  return (
    <section className="admin-page">
      {modalHolder}
      <h1 className="admin-page__title">{t('notices.title')}</h1>
      <Card className="admin-card" title={t('notices.compose')}>
        <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={submit} initialValues={{ audience: 'buyers' }}>
          <Form.Item name="audience" label={t('notices.audience')}>
            <Radio.Group options={NOTICE_AUDIENCES.map((value) => ({ value, label: t(`notices.audiences.${value}`) }))} />
          </Form.Item>
          {audience === 'list' && (
            <Form.Item
              name="recipients"
              label={t('notices.recipients')}
              extra={t('notices.recipientsHint', { max: NOTICE_RECIPIENTS_MAX })}
              rules={[
                required('notices.recipientsRequired'),
                { validator: (_, value: string | undefined) => (entries(value).length <= NOTICE_RECIPIENTS_MAX ? Promise.resolve() : Promise.reject(new Error(t('notices.recipientsTooMany', { max: NOTICE_RECIPIENTS_MAX })))) },
              ]}
            >
              <Input.TextArea rows={3} placeholder="C100001, 13800000001" />
            </Form.Item>
          )}
          <div className="marketing-texts">
            {LANGS.map((l) => (
              <Form.Item key={l} name={['title', l]} label={t(`notices.titleIn.${l}`)} rules={[required('notices.titleRequired'), { max: 100, message: t('notices.titleTooLong') }]}>
                <Input maxLength={100} />
              </Form.Item>
            ))}
          </div>
          <div className="marketing-texts">
            {LANGS.map((l) => (
              <Form.Item key={l} name={['content', l]} label={t(`notices.contentIn.${l}`)} rules={[required('notices.contentRequired'), { max: 5000, message: t('notices.contentTooLong') }]}>
                <Input.TextArea rows={5} maxLength={5000} />
              </Form.Item>
            ))}
          </div>
          <Button type="primary" htmlType="submit" loading={send.isPending}>
            {t('notices.send')}
          </Button>
        </Form>
      </Card>
      <Card className="admin-card" title={t('notices.history')}>
        <Table<AdminNotice>
          rowKey="noticeId"
          size="small"
          columns={columns}
          dataSource={notices.data?.list}
          loading={notices.isFetching}
          pagination={{ current: pageIndex, pageSize: NOTICE_PAGE_SIZE, total: notices.data?.total ?? 0, showSizeChanger: false, onChange: setPageIndex }}
        />
      </Card>
    </section>
  );
}
