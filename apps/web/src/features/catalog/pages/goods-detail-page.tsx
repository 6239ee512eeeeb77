import { DownloadOutlined, HeartFilled, HeartOutlined, ShopOutlined } from '@ant-design/icons';
import { amountToCents, centsToAmount, goodsPageDescription, type Dimensions, type GoodsDetail } from '@wm/contracts';
import { Alert, Button, Empty, InputNumber, Spin, Tag, message } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { categoryListPath, loginPath } from '../../../lib/paths';
import { formatDate } from '../../../lib/dates';
import { usePageText } from '../../../lib/page-title';
import { Price } from '../../../lib/price';
import { useClientStore } from '../../../lib/store';
import { useAddToCart } from '../api/use-cart';
import { useGoodsDetail } from '../api/use-catalog';
import { useAddFavorites, useFavoriteState, useRemoveFavorites } from '../api/use-favorites';
import { buyNowPath, goodsPath, idParam, shopPath } from '../catalog-paths';
import { GoodsPrice, PriceMask } from '../components/goods-price';
import { ImageGallery } from '../components/image-gallery';
import { StoreGuarantees } from '../components/store-guarantees';
import { TierTable } from '../components/tier-table';
import { clampQuantity, quantityBounds, unitPriceFor } from '../price-tiers';
import '../catalog.css';

const STATUS_COLORS: Record<GoodsDetail['status'], string> = {
  onSale: 'success',
  soldOut: 'warning',
  offShelves: 'default',
  violation: 'error',
  removed: 'default',
  toBeShelved: 'processing',
};

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="spec-list__item">
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

function useDimensions() {
  const { t } = useTranslation('catalog');
  return (size: Dimensions) => t('detail.dimensions', { length: size.length, width: size.width, height: size.height, weight: size.weight });
}

/** A fee per unit, or the mask when prices are hidden. */
function Fee({ amount }: { amount: number | null }) {
  return amount === null ? <span className="goods-price__stars">**</span> : <Price amount={amount} />;
}

function MissingGoods() {
  const { t } = useTranslation();
  const { t: tc } = useTranslation('catalog');
  return (
    <section className="page-container page-section catalog-page">
      <h1 className="page-title">{t('routes.goodsDetails')}</h1>
      <Empty description={tc('detail.notFound')} />
    </section>
  );
}

/** Quantity, price for it and the buying buttons. */
function PurchasePanel({ goods }: { goods: GoodsDetail }) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const user = useClientStore((state) => state.userInfo);
  const bounds = quantityBounds(goods);
  const [quantity, setQuantity] = useState(bounds.min);
  const [overStock, setOverStock] = useState(false);
  const adding = useAddToCart();
  const canSave = !!user && user.role === 'buyer' && !user.isStore;
  const favorite = useFavoriteState(goods.goodsId, canSave);
  const addFavorite = useAddFavorites();
  const removeFavorite = useRemoveFavorites();
  const favorited = favorite.data?.favorited === true;
  const visible = goods.priceVisibility === 'visible';
  const unitPrice = unitPriceFor(goods.tiers, goods.price, quantity);
  const total = unitPrice === null ? null : centsToAmount(amountToCents(unitPrice) * quantity);
  const here = goodsPath(goods.goodsId);
  const blocked = bounds.block !== null;

  const toLogin = () => void navigate(loginPath(here));
  const addToCart = () => {
    if (!user) return toLogin();
    adding.mutate({ goodsId: goods.goodsId, quantity }, { onSuccess: () => void message.success(t('detail.addedToCart')) });
  };
  const buyNow = () => {
    if (!user) return toLogin();
    void navigate(buyNowPath(goods.goodsId, quantity));
  };
  const toggleFavorite = () => {
    if (!user) return toLogin();
    if (favorited) {
      removeFavorite.mutate([goods.goodsId], { onSuccess: () => void message.success(t('favorites.removed')) });
    } else {
      addFavorite.mutate([goods.goodsId], { onSuccess: () => void message.success(t('favorites.added')) });
    }
  };

  return (
    <div className="purchase">
      {visible && goods.tiers && goods.tiers.length > 0 && <TierTable tiers={goods.tiers} quantity={quantity} />}
      <div className="purchase__row">
        <span className="purchase__label">{t('detail.quantity')}</span>
        <InputNumber<number>
          aria-label={t('detail.quantity')}
          min={bounds.min}
          max={bounds.max}
          precision={0}
          value={quantity}
          disabled={blocked}
          // The picker holds the quantity within the stock; what was typed beyond it says why.
          onInput={(text) => setOverStock(Number(text) > bounds.max)}
          onChange={(value) => {
            if (value !== null && value < bounds.max) setOverStock(false);
            setQuantity(clampQuantity(value, bounds));
          }}
          className="purchase__qty"
        />
        <span className="purchase__hint">{t('detail.moq', { count: goods.moq })}</span>
        <span className="purchase__hint" data-testid="qty-available">
          {t('detail.available', { count: goods.qtyAvailable })}
        </span>
      </div>
      {visible && unitPrice !== null && total !== null && (
        <div className="purchase__row purchase__total">
          <span className="purchase__label">{t('detail.unitPrice')}</span>
          <Price amount={unitPrice} testId="unit-price" />
          <span className="purchase__label">{t('detail.total')}</span>
          <Price amount={total} className="purchase__total-amount" testId="total-price" />
        </div>
      )}
      {bounds.block === 'offShelves' && <Alert type="error" showIcon title={t('detail.offShelves')} />}
      {(bounds.block === 'noStock' || overStock) && <Alert type="warning" showIcon title={t('detail.noStock')} />}
      {goods.priceVisibility === 'store' ? (
        <p className="purchase__note">{t('detail.storeCannotBuy')}</p>
      ) : (
        <div className="purchase__buttons">
          <Button type="primary" size="large" disabled={blocked || goods.priceVisibility === 'approval'} loading={adding.isPending} onClick={addToCart}>
            {t('detail.addToCart')}
          </Button>
          <Button size="large" disabled={blocked || goods.priceVisibility === 'approval'} onClick={buyNow}>
            {t('detail.buyNow')}
          </Button>
          <Button
            size="large"
            icon={favorited ? <HeartFilled className="favorite-icon--on" /> : <HeartOutlined />}
            loading={addFavorite.isPending || removeFavorite.isPending}
            onClick={toggleFavorite}
            aria-pressed={favorited}
          >
            {favorited ? t('detail.removeFavorite') : t('detail.addFavorite')}
          </Button>
        </div>
      )}
    </div>
  );
}

/** What the page offers below its buying buttons to negotiate a price (the agreements feature's, given by app/). */
export interface NegotiateSlot {
  goodsId: number;
  moq: number;
  canNegotiate: boolean;
}

/**
 * /goodsDetails/index?goodsId=: every field of the goods, its prices and the buying buttons.
 * The price negotiation is another feature's: app/pages/goods-detail-page.tsx puts it in.
 */
export function GoodsDetailPage({ renderNegotiate }: { renderNegotiate: (slot: NegotiateSlot) => ReactNode }) {
  const { t } = useTranslation('catalog');
  const [params] = useSearchParams();
  const goodsId = idParam(params.get('goodsId'));
  const detail = useGoodsDetail(goodsId);
  const dimensions = useDimensions();
  // The tab and search engines name the goods, as the page the server sent did (goods-first-view.ts).
  usePageText(detail.data?.name, detail.data ? goodsPageDescription(detail.data) : undefined);

  if (goodsId === undefined || detail.isError) return <MissingGoods />;
  const goods = detail.data;
  if (!goods) return <Spin className="catalog-loading" />;
  const visible = goods.priceVisibility === 'visible';

  return (
    <div className="page-container page-section catalog-page goods-detail">
      <nav className="goods-query__trail" aria-label={t('list.categoryTrail')}>
        {goods.categoryPath.map((node, index) => (
          <span key={node.categoryId}>
            {index > 0 && <span className="goods-query__sep">/</span>}
            <Link to={categoryListPath(node.categoryId)}>{node.categoryName}</Link>
          </span>
        ))}
      </nav>
      <div className="goods-detail__top">
        <ImageGallery images={goods.images} videoUrl={goods.videoUrl} name={goods.name} />
        <div className="goods-detail__summary">
          <h1 className="goods-detail__name">{goods.name}</h1>
          <div className="goods-detail__tags">
            <Tag color={STATUS_COLORS[goods.status]} data-testid="goods-status">
              {t(`status.${goods.status}`)}
            </Tag>
            <Tag>{t(`productType.${goods.productType}`)}</Tag>
            <Tag>{t(`warehouseType.${goods.warehouseType}`)}</Tag>
            <Tag color="blue">{t(`priceMode.${goods.priceMode}`)}</Tag>
          </div>
          <dl className="goods-detail__codes">
            <Field label={t('goods.itemCode')} testId="detail-item-code">
              {goods.itemCode}
            </Field>
            <Field label={t('store.code')}>{goods.storeCode}</Field>
            <Field label={t('detail.qtySold')}>{goods.qtySold}</Field>
            <Field label={t('detail.qtyInStock')}>{goods.qtyInStock}</Field>
          </dl>
          <div className="goods-detail__price-box">
            {visible ? (
              <>
                <div className="goods-detail__price-line">
                  <span className="purchase__label">{t(goods.priceMode === 'tiered' ? 'detail.tieredPrice' : 'detail.spotPrice')}</span>
                  <GoodsPrice goods={goods} large />
                  {goods.discountPercent !== null && <Tag color="red">{t('detail.discount', { percent: goods.discountPercent })}</Tag>}
                </div>
              </>
            ) : (
              <div className="goods-detail__price-line">
                <span className="purchase__label">{t(goods.priceMode === 'tiered' ? 'detail.tieredPrice' : 'detail.spotPrice')}</span>
                <PriceMask visibility={goods.priceVisibility === 'visible' ? 'login' : goods.priceVisibility} />
              </div>
            )}
          </div>
          <PurchasePanel goods={goods} key={goods.goodsId} />
          {renderNegotiate({ goodsId: goods.goodsId, moq: goods.moq, canNegotiate: goods.priceVisibility === 'visible' && goods.status === 'onSale' })}
          <StoreGuarantees guarantees={goods.store.guarantees} />
        </div>
        <aside className="goods-detail__store" aria-label={t('detail.store')}>
          <img src={goods.store.logo} alt="" className="goods-detail__store-logo" />
          <Link to={shopPath(goods.storeId)} className="goods-detail__store-name">
            {goods.store.storeName}
          </Link>
          <div className="muted">
            {t('store.code')}: {goods.store.storeCode}
          </div>
          {goods.store.closed && <Tag>{t('store.closed')}</Tag>}
          <Link to={shopPath(goods.storeId)}>
            <Button icon={<ShopOutlined />} block>
              {t('store.enterShop')}
            </Button>
          </Link>
        </aside>
      </div>

      <section className="goods-detail__section" aria-labelledby="goods-specs">
        <h2 id="goods-specs" className="goods-detail__heading">
          {t('detail.specifications')}
        </h2>
        <dl className="spec-list">
          <Field label={t('detail.productSize')} testId="product-size">
            {dimensions(goods.productSize)}
          </Field>
          <Field label={t('detail.packageSize')} testId="package-size">
            {dimensions(goods.packageSize)}
          </Field>
          <Field label={t('detail.packageQty')}>{goods.packageQty}</Field>
          <Field label={t('detail.mainColor')}>{goods.mainColor}</Field>
          <Field label={t('detail.material')}>{goods.material}</Field>
          <Field label={t('detail.filler')}>{goods.filler ?? '--'}</Field>
          <Field label={t('detail.classification')}>{goods.classification ?? '--'}</Field>
          <Field label={t('detail.category')}>{goods.categoryName}</Field>
          <Field label={t('detail.productType')}>{t(`productType.${goods.productType}`)}</Field>
          <Field label={t('detail.status')}>{t(`status.${goods.status}`)}</Field>
          <Field label={t('detail.moqLabel')}>{goods.moq}</Field>
          <Field label={t('detail.qtyAvailable')}>{goods.qtyAvailable}</Field>
          <Field label={t('detail.posted')}>{formatDate(goods.postedAt)}</Field>
        </dl>
      </section>

      <section className="goods-detail__section" aria-labelledby="goods-logistics">
        <h2 id="goods-logistics" className="goods-detail__heading">
          {t('detail.logistics')}
        </h2>
        <dl className="spec-list">
          <Field label={t('detail.warehouseType')}>{t(`warehouseType.${goods.warehouseType}`)}</Field>
          <Field label={t('detail.shipFrom')}>{goods.shipFrom}</Field>
          <Field label={t('detail.referenceDays')}>{t('detail.days', { count: goods.referenceDays })}</Field>
          <Field label={t('detail.shippingArea')}>{goods.shippingAreas.map((area) => area.name).join(', ') || '--'}</Field>
          <Field label={t('detail.logisticsFee')} testId="logistics-fee">
            <Fee amount={goods.logisticsFee} />
          </Field>
          <Field label={t('detail.operatingFee')}>
            <Fee amount={goods.operatingFee} />
          </Field>
          <Field label={t('detail.storageFee')}>
            <Fee amount={goods.storageFee} />
          </Field>
        </dl>
      </section>

      <section className="goods-detail__section" aria-labelledby="goods-platforms">
        <h2 id="goods-platforms" className="goods-detail__heading">
          {t('detail.platforms')}
        </h2>
        <dl className="spec-list">
          <Field label={t('detail.allowedPlatforms')} testId="allowed-platforms">
            {goods.allowedPlatforms.length > 0 ? goods.allowedPlatforms.map((name) => <Tag key={name} color="green">{name}</Tag>) : '--'}
          </Field>
          <Field label={t('detail.restrictedPlatforms')} testId="restricted-platforms">
            {goods.restrictedPlatforms.length > 0 ? goods.restrictedPlatforms.map((name) => <Tag key={name} color="red">{name}</Tag>) : '--'}
          </Field>
        </dl>
      </section>

      {(goods.files.length > 0 || goods.resourcePackageUrl) && (
        <section className="goods-detail__section" aria-labelledby="goods-files">
          <h2 id="goods-files" className="goods-detail__heading">
            {t('detail.downloads')}
          </h2>
          <ul className="goods-files">
            {goods.files.map((file) => (
              <li key={file.url}>
                <a href={file.url} download>
                  <DownloadOutlined /> {file.name}
                </a>
              </li>
            ))}
            {goods.resourcePackageUrl && (
              <li>
                <a href={goods.resourcePackageUrl} download>
                  <DownloadOutlined /> {t('detail.resourcePackage')}
                </a>
              </li>
            )}
          </ul>
        </section>
      )}

      <section className="goods-detail__section" aria-labelledby="goods-description">
        <h2 id="goods-description" className="goods-detail__heading">
          {t('detail.description')}
        </h2>
        {goods.sellingPoints.length > 0 && (
          <>
            <h3 className="goods-detail__subheading">{t('detail.sellingPoints')}</h3>
            <ul className="selling-points">
              {goods.sellingPoints.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </>
        )}
        {/* The server sanitises the description: only text markup and safe links are left. */}
        <div className="goods-description" dangerouslySetInnerHTML={{ __html: goods.description }} />
      </section>
    </div>
  );
}
