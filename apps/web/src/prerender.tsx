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
 * The antd components the goods list and the goods page render, once each, so that their styles
 * are in the page too. antd makes a component's styles at run time the first time it renders
 * (@ant-design/cssinjs): on the goods list that was most of the first render, one long task of
 * 70-170 ms. With their styles in the page and listed in its cache path, the app finds them there
 * and skips making them (useStyleRegister: existPath). Only a component's kind counts, not its props.
 */
function FirstPagesComponents() {
  return (
    <>
      <Select aria-label="" options={[]} />
      <Radio.Group optionType="button" options={[{ value: 0, label: '' }]} />
      <Checkbox />
      <InputNumber aria-label="" />
      <Button type="primary" />
      <Tag closable color="blue" />
      <Pagination total={100} showSizeChanger={false} />
      <Spin />
      <Empty />
      <Alert type="warning" showIcon title="" />
    </>
  );
}

export interface ShellPage {
  language: Language;
  lang: string;
  title: string;
  description: string;
  /** The antd styles the frame uses (cssinjs), for the page's head. */
  css: string;
  /** What goes inside #root. */
  root: string;
}

async function renderShell(language: Language): Promise<ShellPage> {
  const strings = await FIRST_STRINGS[language]();
  const i18n = createInstance();
  await i18n.use(initReactI18next).init(i18nOptions(language, strings));
  // No page yet: the main area stays empty (it holds the window's height, so the footer is below the fold).
  const handle: RouteMeta = { hideBreadcrumb: true };
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
  inProviders(<FirstPagesComponents />);
  return {
    language,
    lang: HTML_LANG[language],
    title: i18n.t('brand'),
    description: i18n.t('metaDescription'),
    css: extractStyle(cache),
    root: `${UNTIL_THE_APP}<div inert aria-hidden="true" style="display:contents">${html}</div>`,
  };
}

export function renderShells(): Promise<ShellPage[]> {
  return Promise.all(LANGUAGES.map(renderShell));
}

/** Paths whose page has another frame (signing in, the consoles, a store's own header): they get the plain page. */
export function pathsWithAnotherFrame(): string[] {
  return [`/${loginRoutes.path}`, ...standaloneRoutes.map((route) => `/${route.path}`), SHOP_PATH_PREFIX];
}
