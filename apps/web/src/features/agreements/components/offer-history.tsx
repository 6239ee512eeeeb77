import type { BuyerAgreementDetail, SellerAgreementDetail } from '@wm/contracts';
import { Descriptions, Empty, Table, Tag, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Price } from '../../../lib/price';
import { AgreementStatusTag } from './agreement-status-tag';
import { Countdown } from './countdown';

const time = (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm');

/** An agreement in full: its terms, every offer (version), its history and the orders through it. */
export function AgreementDetails({ agreement }: { agreement: BuyerAgreementDetail | SellerAgreementDetail }) {
  const { t } = useTranslation('agreements');
  const price = (amount: number | null) => (amount === null ? <span className="muted">{t('masked')}</span> : <Price amount={amount} />);
  return (
    <div className="agreement-details" data-testid="agreement-details">
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label={t('col.agreementNo')}>{agreement.agreementNo}</Descriptions.Item>
        <Descriptions.Item label={t('col.status')}>
          <AgreementStatusTag status={agreement.status} text={agreement.statusText} />
        </Descriptions.Item>
        <Descriptions.Item label={t('col.goods')}>
          {agreement.goodsName} <span className="muted">{agreement.itemCode}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('col.store')}>{agreement.storeName}</Descriptions.Item>
        <Descriptions.Item label={t('col.quantity')}>{agreement.quantity}</Descriptions.Item>
        <Descriptions.Item label={t('col.bought')}>{agreement.boughtQuantity}</Descriptions.Item>
        <Descriptions.Item label={t('col.agreedPrice')}>{price(agreement.unitPrice)}</Descriptions.Item>
        <Descriptions.Item label={t('col.originalPrice')}>{price(agreement.originalPrice)}</Descriptions.Item>
        <Descriptions.Item label={t('col.deadline')}>
          <Countdown deadline={agreement.deadline} />
        </Descriptions.Item>
        <Descriptions.Item label={t('col.updatedAt')}>{time(agreement.updatedAt)}</Descriptions.Item>
      </Descriptions>

      <Typography.Title level={5}>{t('detail.offers')}</Typography.Title>
      <Table
        size="small"
        rowKey="version"
        pagination={false}
        dataSource={agreement.versions}
        data-testid="agreement-offers"
        columns={[
          { title: t('detail.version'), dataIndex: 'version', width: 70 },
          { title: t('detail.by'), dataIndex: 'by', render: (by: 'buyer' | 'seller') => t(`detail.${by}`) },
          { title: t('col.quantity'), dataIndex: 'quantity' },
          { title: t('col.unitPrice'), dataIndex: 'unitPrice', render: (v: number | null) => price(v) },
          { title: t('detail.message'), dataIndex: 'message' },
          { title: t('detail.outcome'), dataIndex: 'outcomeText', render: (text: string) => <Tag>{text}</Tag> },
          { title: t('detail.at'), dataIndex: 'at', render: time },
        ]}
      />

      <Typography.Title level={5}>{t('detail.history')}</Typography.Title>
      <Timeline
        items={agreement.history.map((e, i) => ({
          key: i,
          content: (
            <span>
              <strong>{e.actionText}</strong> <span className="muted">{time(e.at)}</span>
              {e.note && <div>{e.note}</div>}
            </span>
          ),
        }))}
      />

      <Typography.Title level={5}>{t('detail.orders')}</Typography.Title>
      {agreement.orders.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noOrders')} />
      ) : (
        <ul className="agreement-orders">
          {agreement.orders.map((o) => (
            <li key={o.orderNo}>
              {o.orderNo} × {o.quantity} <Tag>{t(`orderState.${o.state}`)}</Tag>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
