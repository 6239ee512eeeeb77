import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Empty, InputNumber, Pagination, Radio, Select, Spin, Tag } from 'antd';
import {
  goodsFilterOptions,
  LANGUAGES,
  LIST_FIRST_VIEW_SLOTS,
  LIST_FIRST_VIEW_TOKENS,
  type FirstViewCards,
  type GoodsCard as GoodsCardData,
  type Language,
  type ListFirstViewTemplate,
} from '@wm/contracts';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from './app/app';
import { MainLayout } from './app/layouts/main-layout';
import { loginRoutes, standaloneRoutes, type RouteMeta } from './app/routes';
import { SHOP_PATH_PREFIX } from './app/shell/app-header';
import { EAGER_CARDS, GoodsCard } from './features/catalog/components/goods-card';
import { GoodsFilterBar } from './features/catalog/components/goods-filter-bar';
import { GoodsGrid } from './features/catalog/components/goods-grid';
import { HomeSection } from './features/catalog/components/home-section';
import { FIRST_STRINGS } from './lib/first-strings';
import { HTML_LANG, i18nOptions } from './lib/i18n';

/**
 * The storefront's frame (top bar, header, navigation) as a visitor first sees it, before the
 * app's code or any data has come, rendered at build time into a page per language
 * (apps/web/vite.config.ts). The server sends that page for the storefront's paths in the
 * language of the visitor's cookie, so the header paints with the page itself; the app then
 * renders over it the same frame with its data (main.tsx waits until its first page is ready, so
 * nothing blinks in between).
 *
 * Until then the frame is inert and hidden from assistive technology (nothing in it can be
 * clicked, focused or typed into; a screen reader, like a test, finds the app's own frame), and
 * what a stored preference or a session may change (the account links, the language and currency
 * buttons) keeps its place but is not shown.
 */
const UNTIL_THE_APP = '<style>.header-account,.region-trigger,.currency-select__wrap{visibility:hidden}</style>';

/**
 * The antd components the storefront's first pages render, once each, so that their styles are in
 * the page too. antd makes a component's styles at run time the first time it renders
 * (@ant-design/cssinjs): on the goods list that was most of the first render, one long task of
 * 70-170 ms. With their styles in the page and listed in its cache path, the app finds them there
 * and skips making them (useStyleRegister: existPath). Only a component's kind counts, not its props.
 */
const FIRST_PAGE_COMPONENTS = {
  Select: <Select aria-label="" options={[]} />,
  Radio: <Radio.Group optionType="button" options={[{ value: 0, label: '' }]} />,
  Checkbox: <Checkbox />,
  InputNumber: <InputNumber aria-label="" />,
  Button: <Button type="primary" />,
  Tag: <Tag closable color="blue" />,
  Pagination: <Pagination total={100} showSizeChanger={false} />,
  Spin: <Spin />,
  Empty: <Empty />,
  Alert: <Alert type="warning" showIcon title="" />,
};
type FirstPageComponent = keyof typeof FIRST_PAGE_COMPONENTS;
const EVERY_COMPONENT = Object.keys(FIRST_PAGE_COMPONENTS) as FirstPageComponent[];

/**
 * A page whose first render needs fewer of them gets a page of its own with only those: the styles
 * are most of a page (~200 KB of its ~235 KB before compression), and parsing them was the page's
 * longest task on a phone. Every other storefront path gets them all (the goods lists of every kind).
 */
export const FIRST_PAGE_STYLES: Record<string, { paths: string[]; components: FirstPageComponent[] }> = {
  // apps/web features/catalog/pages/home-page.tsx: its sections' loading state.
  home: { paths: ['/home'], components: ['Spin'] },
  // goods-detail-page.tsx: the quantity, the buttons, the tags, the notices.
  goods: { paths: ['/goodsDetails/index'], components: ['Alert', 'Button', 'Empty', 'InputNumber', 'Spin', 'Tag'] },
};

function FirstPagesComponents({ only }: { only: readonly FirstPageComponent[] }) {
  return <>{only.map((name) => <span key={name}>{FIRST_PAGE_COMPONENTS[name]}</span>)}</>;
}

/** The goods list's path (apps/web lib/paths.ts; the spec's route). */
export const GOODS_LIST_PATH = '/classify/list';
/** The home page's path (the spec's route). */
const HOME_PATH = '/home';

/** The filter bar's choices, named as the server names them (GET /api/v2/goods/filter-options). */
/** A goods of tokens: the card's markup with them is the template the server fills in. */
const tokenGoods = (priceVisibility: GoodsCardData['priceVisibility'], status: GoodsCardData['status'] = 'onSale'): GoodsCardData =>
  ({
    goodsId: LIST_FIRST_VIEW_TOKENS.goodsId,
    name: LIST_FIRST_VIEW_TOKENS.name,
    image: LIST_FIRST_VIEW_TOKENS.image,
    itemCode: LIST_FIRST_VIEW_TOKENS.itemCode,
    storeId: LIST_FIRST_VIEW_TOKENS.storeId,
    storeName: LIST_FIRST_VIEW_TOKENS.storeName,
    priceVisibility,
    status,
    price: null,
    priceMax: null,
    originalPrice: null,
  }) as unknown as GoodsCardData;

/**
 * The goods list's main area as a visitor first sees it (features/catalog/pages/goods-browser.tsx
 * with its default filters): the title, the filter bar, the count and the grid, with slots for
 * what depends on the list (LIST_FIRST_VIEW_SLOTS). The grid is the app's own, with one card in it.
 */
function ListPageTemplate({ language }: { language: Language }) {
  const { t } = useTranslation();
  const title = t('routes.classifyList');
  return (
    <section className="page-container page-section catalog-page">
      <h1 className="page-title">{title}</h1>
      <template data-wm-slot="query" />
      <GoodsFilterBar filters={{ sort: 'newest', page: 1 }} options={goodsFilterOptions(language)} onChange={() => undefined} withPrice={false} />
      <p className="goods-count" data-testid="goods-count">
        <template data-wm-slot="count" />
      </p>
      <GoodsGrid goods={[tokenGoods('login')]} loading={false} label={title} />
    </section>
  );
}

/**
 * The home's first section as a visitor first sees it (features/catalog/pages/home-page.tsx once its
 * data has come): the page's frame, the newest goods' section and its grid, with one card in it.
 */
function HomeTemplate() {
  const { t } = useTranslation();
  const { t: tc } = useTranslation('catalog');
  return (
    <div className="page-container page-section catalog-page home-page">
      <h1 className="visually-hidden">{t('routes.home')}</h1>
      <HomeSection id="home-new" title={tc('home.newArrivals')} more="/newArrival">
        <div className="goods-grid">
          <GoodsCard goods={tokenGoods('login')} eager />
        </div>
      </HomeSection>
    </div>
  );
}

/** A visitor's cards (FirstViewCards) rendered by `render`: each price mask, eager and lazy. */
function renderCards(render: (node: ReactNode) => string, status?: GoodsCardData['status']): FirstViewCards {
  const card = (priceVisibility: GoodsCardData['priceVisibility'], eager: boolean) => render(<GoodsCard goods={tokenGoods(priceVisibility, status)} eager={eager} />);
  return {
    login: { eager: card('login', true), lazy: card('login', false) },
    approval: { eager: card('approval', true), lazy: card('approval', false) },
    store: { eager: card('store', true), lazy: card('store', false) },
  };
}

/** The home's first view of one language (ListFirstViewTemplate's `home`), rendered at /home. */
function renderHomeTemplate(language: Language, render: (node: ReactNode) => string, i18n: ReturnType<typeof createInstance>): ListFirstViewTemplate['home'] {
  const cards = renderCards(render);
  const page = render(<HomeTemplate />);
  if (page.split(cards.login.eager).length !== 2) throw new Error(`the home's template (${language}): its grid does not hold the card as expected`);
  return { page: page.replace(cards.login.eager, LIST_FIRST_VIEW_SLOTS.cards), cards, soldOutCards: renderCards(render, 'soldOut'), title: i18n.t('routes.home') };
}

/** The goods list's first view of one language (ListFirstViewTemplate): the page, the cards, the count's texts; and the home's. */
function renderListTemplate(language: Language, render: (node: ReactNode) => string, renderAtHome: (node: ReactNode) => string, i18n: ReturnType<typeof createInstance>): ListFirstViewTemplate {
  const cards = renderCards(render);
  const page = render(<ListPageTemplate language={language} />);
  const listItem = `<div role="listitem">${cards.login.eager}</div>`;
  if (page.split(listItem).length !== 2) throw new Error(`the goods list's template (${language}): its grid does not hold the card as expected`);
  const template: ListFirstViewTemplate = {
    page: page.replace(listItem, LIST_FIRST_VIEW_SLOTS.cards),
    cards,
    soldOutCards: renderCards(render, 'soldOut'),
    found: i18n.t('list.found', { ns: 'catalog', count: LIST_FIRST_VIEW_TOKENS.count }),
    foundMore: i18n.t('list.foundMore', { ns: 'catalog', count: LIST_FIRST_VIEW_TOKENS.count }),
    eagerCards: EAGER_CARDS,
    title: i18n.t('routes.classifyList'),
    home: renderHomeTemplate(language, renderAtHome, i18n),
  };
  for (const slot of Object.values(LIST_FIRST_VIEW_SLOTS)) {
    if (template.page.split(slot).length !== 2) throw new Error(`the goods list's template (${language}): ${slot} is not in it once`);
  }
  return template;
}

export interface ShellPage {
  language: Language;
  /** Which page of FIRST_PAGE_STYLES, or `all` for every other storefront path. */
  variant: string;
  lang: string;
  title: string;
  description: string;
  /** The antd styles the frame uses (cssinjs), for the page's head. */
  css: string;
  /** What goes inside #root. */
  root: string;
}

/** The app's strings of a language as a visitor's first page has them. */
async function firstStrings(language: Language) {
  const strings = await FIRST_STRINGS[language]();
  const i18n = createInstance();
  await i18n.use(initReactI18next).init(i18nOptions(language, strings));
  return { strings, i18n };
}

async function renderShells(language: Language): Promise<ShellPage[]> {
  const { strings, i18n } = await firstStrings(language);
  // No page yet: the main area stays empty (it holds the window's height, so the footer is below the fold).
  const handle: RouteMeta = { hideBreadcrumb: true };
  const variants: [string, readonly FirstPageComponent[]][] = [['all', EVERY_COMPONENT], ...Object.entries(FIRST_PAGE_STYLES).map(([name, page]): [string, FirstPageComponent[]] => [name, page.components])];
  return variants.map(([variant, components]) => {
    const router = createMemoryRouter([{ Component: MainLayout, children: [{ path: '*', handle, Component: () => null }] }], { initialEntries: ['/'] });
    const cache = createCache();
    const inProviders = (children: ReactNode) =>
      renderToString(
        <StyleProvider cache={cache}>
          <I18nextProvider i18n={i18n}>
            <Providers locale={strings.antd}>
              <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
            </Providers>
          </I18nextProvider>
        </StyleProvider>,
      );
    const html = inProviders(<RouterProvider router={router} />);
    // Rendered for their styles only (the markup is dropped).
    inProviders(<FirstPagesComponents only={components} />);
    return {
      language,
      variant,
      lang: HTML_LANG[language],
      title: i18n.t('brand'),
      description: i18n.t('metaDescription'),
      css: extractStyle(cache),
      root: `${UNTIL_THE_APP}<div inert aria-hidden="true" style="display:contents">${html}</div>`,
    };
  });
}

/** The frame of every language, with the styles of every page of FIRST_PAGE_STYLES and of the rest (`all`). */
export async function renderAllShells(): Promise<ShellPage[]> {
  return (await Promise.all(LANGUAGES.map(renderShells))).flat();
}

/**
 * The goods list's first view of every language (ListFirstViewTemplate), rendered in a router at
 * the list of a category, so that the price mask's sign-in link comes back to that list. Its
 * components' styles are in the storefront's page (FIRST_PAGE_COMPONENTS).
 */
export async function renderListTemplates(): Promise<Record<Language, ListFirstViewTemplate>> {
  const entries = await Promise.all(
    LANGUAGES.map(async (language) => {
      const { strings, i18n } = await firstStrings(language);
      const renderAt = (entry: string) => (node: ReactNode) => {
        const router = createMemoryRouter([{ path: '*', element: node }], { initialEntries: [entry] });
        // React puts a preload of each eager picture before the markup (for a page's head): the page's own <img> is enough here.
        return renderToString(
          <StyleProvider cache={createCache()}>
            <I18nextProvider i18n={i18n}>
              <Providers locale={strings.antd}>
                <RouterProvider router={router} />
              </Providers>
            </I18nextProvider>
          </StyleProvider>,
        )
          .replace(/^(<link rel="preload" as="image"[^>]*\/>)+/, '')
          // A test finds the app's list, not the view it replaces; the ids of this render are not the page's.
          .replace(/ data-testid="[^"]*"/g, '')
          .replace(/ id="_R_[^"]*"/g, '');
      };
      return [language, renderListTemplate(language, renderAt(`${GOODS_LIST_PATH}?categoryId=${LIST_FIRST_VIEW_TOKENS.categoryId}`), renderAt(HOME_PATH), i18n)] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<Language, ListFirstViewTemplate>;
}

/** Paths whose page has another frame (signing in, the consoles, a store's own header): they get the plain page. */
export function pathsWithAnotherFrame(): string[] {
  return [`/${loginRoutes.path}`, ...standaloneRoutes.map((route) => `/${route.path}`), SHOP_PATH_PREFIX];
}
