import type { SignedIn, UserInfo } from '@wm/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { BASE_CURRENCY, currencyOption, type CurrencyCode } from './currency';

/** Product-specific key, so the token never mixes with another app on the same host. */
const TOKEN_KEY = 'wm-b2b-token';
const STATE_KEY = 'wm-b2b-state';

// The token is stored as a bare string rather than inside the persisted JSON: other
// tools (screenshots, scripts) set it directly in localStorage.
const readToken = (): string | null => (typeof localStorage === 'undefined' ? null : localStorage.getItem(TOKEN_KEY));

interface ClientState {
  token: string | null;
  userInfo: UserInfo | null;
  cartCount: number;
  currency: CurrencyCode;
  symbol: string;
  unit: string;
  /** 1 USD = exchangeRate units of the display currency, as last fetched (lib/use-choose-currency keeps it current). */
  exchangeRate: number;
  /** When that rate took effect (ISO time); null for USD, which is not converted. */
  rateTime: string | null;
  signIn: (session: SignedIn) => void;
  setUserInfo: (user: UserInfo) => void;
  /** Logout: clears user info and token. */
  clearSession: () => void;
  setCurrency: (currency: CurrencyCode, exchangeRate: number, rateTime?: string | null) => void;
}

/**
 * Client-held state (spec section 3). The language is not here: the spec keeps it in
 * the `language` cookie, read by lib/i18n.
 */
export const useClientStore = create<ClientState>()(
  persist(
    (set) => ({
      token: readToken(),
      userInfo: null,
      cartCount: 0,
      currency: BASE_CURRENCY,
      symbol: currencyOption(BASE_CURRENCY).symbol,
      unit: currencyOption(BASE_CURRENCY).unit,
      exchangeRate: 1,
      rateTime: null,
      signIn: ({ token, user }) => {
        localStorage.setItem(TOKEN_KEY, token.token);
        set({ token: token.token, userInfo: user });
      },
      setUserInfo: (userInfo) => set({ userInfo }),
      clearSession: () => {
        localStorage.removeItem(TOKEN_KEY);
        set({ token: null, userInfo: null, cartCount: 0 });
      },
      setCurrency: (currency, exchangeRate, rateTime = null) => {
        const option = currencyOption(currency);
        set({ currency: option.value, symbol: option.symbol, unit: option.unit, exchangeRate, rateTime });
      },
    }),
    {
      name: STATE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ userInfo, cartCount, currency, symbol, unit, exchangeRate, rateTime }) => ({ userInfo, cartCount, currency, symbol, unit, exchangeRate, rateTime }),
      // A user saved without a token (token removed elsewhere) is not signed in.
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as Partial<ClientState>;
        return { ...current, ...saved, userInfo: current.token ? (saved.userInfo ?? null) : null };
      },
    },
  ),
);

export const getToken = () => useClientStore.getState().token;
