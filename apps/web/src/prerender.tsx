import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Empty, InputNumber, Pagination, Radio, Select, Spin, Tag } from 'antd';
import { LANGUAGES, type Language } from '@wm/contracts';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from './app/app';
import { MainLayout } from './app/layouts/main-layout';
import { loginRoutes, standaloneRoutes, type RouteMeta } from './app/routes';
import { SHOP_PATH_PREFIX } from './app/shell/app-header';
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

async function renderShells(language: Language): Promise<ShellPage[]> {
  const strings = await FIRST_STRINGS[language]();
  const i18n = createInstance();
  await i18n.use(initReactI18next).init(i18nOptions(language, strings));
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

/** Paths whose page has another frame (signing in, the consoles, a store's own header): they get the plain page. */
export function pathsWithAnotherFrame(): string[] {
  return [`/${loginRoutes.path}`, ...standaloneRoutes.map((route) => `/${route.path}`), SHOP_PATH_PREFIX];
}
