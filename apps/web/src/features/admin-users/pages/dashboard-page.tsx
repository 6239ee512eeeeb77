import { Card, Col, Row, Skeleton, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../../lib/money';
import { useAdminDashboard } from '../api/use-dashboard';
import '../admin-users.css';

/** /admin: the queues waiting for an operator, each a link to its page, and today's figures. */
export default function DashboardPage() {
  const { t } = useTranslation('admin-users');
  const dashboard = useAdminDashboard();
  const data = dashboard.data;
  return (
    <div className="admin-page">
      <h1 className="admin-page__title">{t('home.title')}</h1>
      <h2 className="admin-users__section-title">{t('home.queues')}</h2>
      {!data ? (
        <Skeleton active />
      ) : (
        <>
          <div className="admin-users__queues">
            {data.queues.map((queue) => (
              <Link key={queue.kind} to={queue.path} className="admin-users__queue" data-testid={`queue-${queue.kind}`}>
                <span className={queue.count > 0 ? 'admin-users__queue-count admin-users__queue-count--busy' : 'admin-users__queue-count'} data-testid="queue-count">
                  {queue.count}
                </span>
                <span>{t(`home.queue.${queue.kind}`)}</span>
              </Link>
            ))}
          </div>
          <h2 className="admin-users__section-title">{t('home.today')}</h2>
          <Row gutter={[16, 16]}>
            <Col xs={12} lg={6}>
              <Card>
                <Statistic title={t('home.newBuyers')} value={data.today.newBuyers} />
              </Card>
            </Col>
            <Col xs={12} lg={6}>
              <Card>
                <Statistic title={t('home.orders')} value={data.today.orders} />
              </Card>
            </Col>
            <Col xs={12} lg={6}>
              <Card>
                <Statistic title={t('home.paidAmount')} value={formatMoney(data.today.paidAmount, 'USD')} />
              </Card>
            </Col>
            <Col xs={12} lg={6}>
              <Card>
                <Statistic title={t('home.topUps', { count: data.today.topUps })} value={formatMoney(data.today.topUpAmount, 'USD')} />
              </Card>
            </Col>
          </Row>
        </>
      )}
    </div>
  );
}
