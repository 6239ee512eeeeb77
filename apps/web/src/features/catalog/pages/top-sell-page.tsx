import { RANKING_WINDOWS, type RankingWindow } from '@wm/contracts';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAddressQuery } from '../../../lib/address-query';
import { useRanking } from '../api/use-catalog';
import { GoodsGrid } from '../components/goods-grid';
import '../catalog.css';

const isWindow = (value: string | null): value is RankingWindow => RANKING_WINDOWS.some((window) => window === value);

/** /activity/topSellList: the sales ranking of the last 30 days, 3 months or 12 months. */
export default function TopSellPage() {
  const { t } = useTranslation();
  const { t: tc } = useTranslation('catalog');
  const [params, changeQuery] = useAddressQuery();
  const raw = params.get('window');
  const window: RankingWindow = isWindow(raw) ? raw : '30d';
  const ranking = useRanking(window);
  return (
    <section className="page-container page-section catalog-page">
      <h1 className="page-title">{t('routes.activityTopSellList')}</h1>
      <p className="catalog-intro">{tc('ranking.intro')}</p>
      <Segmented<RankingWindow>
        className="ranking-switch"
        aria-label={tc('ranking.window')}
        value={window}
        onChange={(next) => changeQuery((): Record<string, string> => (next === '30d' ? {} : { window: next }), { replace: true })}
        options={RANKING_WINDOWS.map((value) => ({ value, label: tc(`ranking.windows.${value}`) }))}
      />
      <GoodsGrid
        goods={ranking.data?.list}
        loading={ranking.isFetching}
        label={t('routes.activityTopSellList')}
        badge={(goods) => {
          const ranked = ranking.data?.list.find((item) => item.goodsId === goods.goodsId);
          return ranked ? (
            <span className="rank-badge" data-testid="rank-badge">
              <span className="rank-badge__no">#{ranked.rank}</span>
              <span className="rank-badge__sold">{tc('ranking.sold', { count: ranked.windowSold })}</span>
            </span>
          ) : null;
        }}
      />
    </section>
  );
}
