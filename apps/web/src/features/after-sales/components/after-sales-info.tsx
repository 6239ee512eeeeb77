import type { AfterSalesDetail } from '@wm/contracts';
import { Alert, Descriptions, Image, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { Price } from '../../../lib/price';
import { time } from '../format';
import { AfterSalesStatusTag } from './status-tag';

/** Everything about one after-sales, for the buyer's page and the consoles' drawers: facts, money, evidence, logistics, timeline. */
export function AfterSalesInfo({ data, showBuyer = false }: { data: AfterSalesDetail; showBuyer?: boolean }) {
  const { t } = useTranslation('after-sales');
  const consignee = data.reissueConsignee;
  // The store did not answer in time: the platform's guarantee decided, at its floor.
  const byGuarantee = data.timeline.find((event) => event.action === 'autoApprove');
  return (
    <div className="as-info">
      {byGuarantee && (
        <Alert
          className="as-guarantee"
          type="info"
          showIcon
          data-testid="after-sales-guarantee"
          title={t('guarantee.title')}
          description={
            <>
              {t(showBuyer ? 'guarantee.paidConsole' : 'guarantee.paidBuyer', { time: time(byGuarantee.at) })} <Price amount={data.approvedAmount ?? data.guaranteeFloor} testId="after-sales-guarantee-amount" />
            </>
          }
        />
      )}
      <Descriptions column={2} size="small" bordered data-testid="after-sales-info">
        <Descriptions.Item label={t('fields.afterSalesNo')}>{data.afterSalesNo}</Descriptions.Item>
        <Descriptions.Item label={t('fields.status')}>
          <AfterSalesStatusTag status={data.status} text={data.statusText} />
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.type')}>{data.typeText}</Descriptions.Item>
        <Descriptions.Item label={data.source === 'salesOrder' ? t('fields.salesOrderNo') : t('fields.purchaseOrderNo')}>{data.salesOrderNo ?? data.purchaseOrderNo}</Descriptions.Item>
        <Descriptions.Item label={t('fields.store')}>{data.storeName}</Descriptions.Item>
        {showBuyer && <Descriptions.Item label={t('fields.buyer')}>{`${data.buyer.name} (${data.buyer.customerid})`}</Descriptions.Item>}
        <Descriptions.Item label={t('fields.goods')}>
          <span className="as-goods">
            {data.goods.image && <img src={data.goods.image} alt="" width={40} height={40} />}
            <span>
              <span>{data.goods.itemCode}</span>
              <span className="as-muted"> {data.goods.name}</span>
            </span>
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.quantity')}>{data.quantity}</Descriptions.Item>
        <Descriptions.Item label={t('fields.itemsCost')}>
          <Price amount={data.itemsCost} />
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.logisticsCost')}>
          <Price amount={data.logisticsCost} />
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.storageFee')}>
          <Price amount={data.storageFee} />
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.maxRefund')}>
          <Price amount={data.maxRefund} />
        </Descriptions.Item>
        {data.type !== 'reissue' && (
          <Descriptions.Item label={t('fields.requestedAmount')}>
            <Price amount={data.requestedAmount} testId="after-sales-requested" />
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('fields.refundAmount')}>
          <Price amount={data.refundAmount} testId="after-sales-refund" />
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.guaranteeFloor')}>
          <Price amount={data.guaranteeFloor} />
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.refundNo')}>{data.refundNo ?? '--'}</Descriptions.Item>
        <Descriptions.Item label={t('fields.applyTime')}>{time(data.applyTime)}</Descriptions.Item>
        <Descriptions.Item label={t('fields.refundTime')}>{time(data.refundTime)}</Descriptions.Item>
        {data.decideBy && <Descriptions.Item label={t('fields.decideBy')}>{time(data.decideBy)}</Descriptions.Item>}
        <Descriptions.Item label={t('fields.reason')}>{data.reasonText}</Descriptions.Item>
        <Descriptions.Item label={t('fields.description')} span={2}>
          {data.description}
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.pictures')} span={2}>
          <Image.PreviewGroup>
            <span className="as-pictures">
              {data.pictures.map((file) =>
                file.thumbnailUrl ? (
                  <Image key={file.key} src={file.thumbnailUrl} preview={{ src: file.url }} width={64} height={64} alt="" />
                ) : (
                  <a key={file.key} href={file.url} target="_blank" rel="noreferrer">
                    {t('fields.video')}
                  </a>
                ),
              )}
            </span>
          </Image.PreviewGroup>
        </Descriptions.Item>
        {Boolean(data.returnAddress) && (
          <Descriptions.Item label={t('fields.returnAddress')} span={2}>
            {data.returnAddress}
          </Descriptions.Item>
        )}
        {data.returnLogistics && (
          <Descriptions.Item label={t('fields.returnLogistics')} span={2}>
            <span data-testid="return-logistics">{`${data.returnLogistics.company} ${data.returnLogistics.trackingNumber}`}</span>
          </Descriptions.Item>
        )}
        {consignee && (
          <Descriptions.Item label={t('fields.reissueConsignee')} span={2}>
            {`${consignee.name} · ${consignee.phone} · ${[consignee.address, consignee.city, consignee.state, consignee.postalCode, consignee.country].filter(Boolean).join(', ')}`}
          </Descriptions.Item>
        )}
        {data.reissueLogistics && (
          <Descriptions.Item label={t('fields.reissueLogistics')} span={2}>
            {`${data.reissueLogistics.company} ${data.reissueLogistics.trackingNumber}`}
          </Descriptions.Item>
        )}
        {Boolean(data.sellerMessage) && (
          <Descriptions.Item label={t('fields.sellerMessage')} span={2}>
            {data.sellerMessage}
          </Descriptions.Item>
        )}
        {Boolean(data.rejectReason) && (
          <Descriptions.Item label={t('fields.rejectReason')} span={2}>
            {data.rejectReason}
          </Descriptions.Item>
        )}
        {Boolean(data.escalationReason) && (
          <Descriptions.Item label={t('fields.escalationReason')} span={2}>
            {data.escalationReason}
          </Descriptions.Item>
        )}
        {data.decision && (
          <Descriptions.Item label={t('fields.decision')} span={2}>
            <span data-testid="after-sales-decision">
              <Price amount={data.decision.refundAmount} /> · {data.decision.reason} · {time(data.decision.at)}
            </span>
          </Descriptions.Item>
        )}
      </Descriptions>

      <h3 className="as-subtitle">{t('fields.timeline')}</h3>
      <Timeline
        data-testid="after-sales-timeline"
        items={[...data.timeline].reverse().map((event, index) => ({
          key: `${event.at}-${event.action}-${index}`,
          content: (
            <div>
              <strong>{event.actionText}</strong> <span className="as-muted">{event.actorText}</span> <AfterSalesStatusTag status={event.status} text={event.statusText} testId="timeline-status" />
              <div className="as-muted">{time(event.at)}</div>
              {event.note && <div>{event.note}</div>}
            </div>
          ),
        }))}
      />
    </div>
  );
}
