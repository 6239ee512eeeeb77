import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider, type ThemeConfig } from 'antd';
import type { Locale } from 'antd/es/locale';
import type { ConfigProviderProps } from 'antd/es/config-provider';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { useAntdLocale } from '../lib/antd-locale';
import type { AppRouter } from './router';

// Text tokens dark enough for WCAG AA (4.5:1 on white and on the light grey page): antd's
// secondary, tertiary, placeholder and error texts are lighter by default (3-4:1).
const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1554d1',
    borderRadius: 6,
    colorTextSecondary: 'rgba(0, 0, 0, 0.68)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    colorTextDisabled: 'rgba(0, 0, 0, 0.45)',
    colorError: '#c8102e',
    colorLink: '#1554d1',
  },
  // Status tags write in their status colour on its tint: the success and warning ones darker.
  components: { Tag: { colorSuccess: '#237804', colorWarning: '#ad4e00' } },
};

// Dialogs do not close on an outside click; Escape still closes them (antd's default).
const modal: ConfigProviderProps['modal'] = { mask: { closable: false } };

export const queryClient = new QueryClient({
  // The http client already tells the user about each failure; a retry would tell them twice.
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

/** `locale`: antd's texts a first page starts with; the whole locale takes their place once loaded (lib/antd-locale.ts). */
export function Providers({ locale: first, children }: { locale: Locale; children: ReactNode }) {
  const locale = useAntdLocale(first);
  return (
    <ConfigProvider locale={locale} theme={theme} modal={modal}>
      {children}
    </ConfigProvider>
  );
}

/** The app, once the language is known, over its router (router.tsx createAppRouter). */
export function createApp(locale: Locale, router: AppRouter) {
  // Static message/notification/confirm calls get the same locale, theme and dialog rules.
  ConfigProvider.config({ holderRender: (children) => <Providers locale={locale}>{children}</Providers> });
  return (
    <Providers locale={locale}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Providers>
  );
}
