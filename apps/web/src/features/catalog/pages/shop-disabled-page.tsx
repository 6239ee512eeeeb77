import { StopOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { HOME_PATH } from '../../../lib/paths';
import { useStore } from '../api/use-catalog';
import { idParam } from '../catalog-paths';
import '../catalog.css';

/** /shop/disable: a closed store. */
export default function ShopDisabledPage() {
  const { t } = useTranslation();
  const { t: tc } = useTranslation('catalog');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const store = useStore(idParam(params.get('storeId')));
  return (
    <section className="page-container page-section catalog-page">
      <Result
        icon={<StopOutlined />}
        title={<h1 className="page-title shop-disabled__title">{t('routes.shopDisabled')}</h1>}
        subTitle={store.data ? tc('shop.closedNamed', { name: store.data.storeName }) : tc('shop.closed')}
        extra={
          <Button type="primary" onClick={() => void navigate(HOME_PATH)}>
            {tc('shop.backHome')}
          </Button>
        }
      />
    </section>
  );
}
