import type { Message, QueryOf, listMessages } from '@wm/contracts';
import { Button, Empty, Table, Tabs, Tag, message as toast, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddressQuery } from '../../../lib/address-query';
import { say } from '../../../lib/messages';
import { useMarkMessage, useMessages, useReadAllMessages, useReadMessage, useUnreadMessageCount } from '../api/use-messages';
import { MessageDialog } from '../components/message-dialog';
import { MessageMarkButton } from '../components/message-mark-button';
import '../messages.css';

const PAGE_SIZE = 10;
const FILTERS = ['all', 'unread', 'marked'] as const;
type Filter = (typeof FILTERS)[number];
const toFilter = (value: string | null): Filter => FILTERS.find((filter) => filter === value) ?? 'all';

const QUERY_OF: Record<Filter, Omit<QueryOf<typeof listMessages>, 'pageIndex' | 'pageSize'>> = {
  all: {},
  unread: { state: 'unread' },
  marked: { marked: 'true' },
};

/** My messages: platform notices and my own event messages; all, unread or marked, in pages. The filter lives in the address. */
export default function MessagePage() {
  const { t } = useTranslation('messages');
  const [params, changeQuery] = useAddressQuery();
  const filter = toFilter(params.get('filter'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const go = (next: { filter?: Filter; page?: number }) =>
    changeQuery((now) => {
      const shown = next.filter ?? toFilter(now.get('filter'));
      return { ...(shown === 'all' ? {} : { filter: shown }), ...(next.page && next.page > 1 ? { page: String(next.page) } : {}) };
    }, { replace: true });

  const messages = useMessages({ ...QUERY_OF[filter], pageIndex: page, pageSize: PAGE_SIZE });
  const unread = useUnreadMessageCount();
  const read = useReadMessage();
  const mark = useMarkMessage();
  const readAll = useReadAllMessages();
  const [opened, setOpened] = useState<Message | null>(null);

  const open = (item: Message) => {
    setOpened(item);
    if (!item.read) read.mutate(item.messageId, { onSuccess: (fresh) => setOpened((current) => (current?.messageId === fresh.messageId ? fresh : current)) });
  };
  const toggleMark = (item: Message) =>
    mark.mutate(
      { messageId: item.messageId, marked: !item.marked },
      { onSuccess: (fresh) => setOpened((current) => (current?.messageId === fresh.messageId ? fresh : current)) },
    );
  const unreadCount = unread.data?.unread ?? 0;

  const columns: TableColumnsType<Message> = [
    {
      key: 'title',
      title: t('columns.title'),
      render: (_, item) => (
        <span className="message-title">
          {item.read ? <span className="message-dot message-dot--read" /> : <span className="message-dot" role="img" aria-label={t('state.unread')} />}
          <Button
            type="link"
            className={item.read ? 'message-title__text' : 'message-title__text message-title__text--unread'}
            onClick={(event) => {
              event.stopPropagation();
              open(item);
            }}
          >
            {item.title}
          </Button>
        </span>
      ),
    },
    {
      key: 'mark',
      title: t('columns.mark'),
      width: 80,
      align: 'center',
      render: (_, item) => <MessageMarkButton marked={item.marked} loading={mark.isPending && mark.variables?.messageId === item.messageId} onToggle={() => toggleMark(item)} />,
    },
    {
      key: 'state',
      title: t('columns.state'),
      width: 110,
      render: (_, item) => (item.read ? <Tag>{t('state.read')}</Tag> : <Tag color="red">{t('state.unread')}</Tag>),
    },
    { key: 'releaseTime', title: t('columns.releaseTime'), width: 170, render: (_, item) => dayjs(item.releaseTime).format('YYYY-MM-DD HH:mm') },
    { key: 'sender', title: t('columns.sender'), width: 200, dataIndex: 'sender', ellipsis: true },
  ];

  return (
    <section className="page-container page-section message-page">
      <h1 className="page-title">{t('title')}</h1>
      <div className="message-panel">
        <Tabs
          activeKey={filter}
          onChange={(key) => go({ filter: key as Filter })}
          items={FILTERS.map((value) => ({ key: value, label: value === 'unread' && unreadCount > 0 ? t('filters.unreadCount', { count: unreadCount }) : t(`filters.${value}`) }))}
          tabBarExtraContent={
            <Button
              disabled={unreadCount === 0}
              loading={readAll.isPending}
              onClick={() => readAll.mutate(undefined, { onSuccess: () => void toast.success(say('message.allRead')) })}
            >
              {t('readAll')}
            </Button>
          }
        />
        <Table<Message>
          rowKey="messageId"
          columns={columns}
          dataSource={messages.data?.list ?? []}
          loading={messages.isLoading}
          onRow={(item) => ({ onClick: () => open(item), className: item.read ? 'message-row' : 'message-row message-row--unread' })}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} /> }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: messages.data?.total ?? 0,
            hideOnSinglePage: true,
            showSizeChanger: false,
            onChange: (next) => go({ page: next }),
          }}
        />
      </div>
      <MessageDialog message={opened} onClose={() => setOpened(null)} onToggleMark={toggleMark} marking={mark.isPending} />
    </section>
  );
}
