import type { CustomerCenter, Language } from '@wm/contracts';
import type { AuthUser } from '../auth/auth.service';
import type { FavoritesService } from '../catalog/favorites.service';
import type { CouponsService } from '../coupons/coupons.service';
import type { MessagesService } from '../messages/messages.service';
import type { WalletService } from '../wallet/wallet.service';
import type { AccountService } from './account.service';

/** Buyer central (/personalCenter/index): one call gathering what the page shows from each module. */
export function createCenterService(deps: {
  account: AccountService;
  wallets: WalletService;
  /**
   * A buyer's purchase orders counted by status: given at composition, because the purchase
   * orders module imports this one (addresses, company) and not the other way round.
   */
  purchaseOrderCounts: (userId: number) => Promise<CustomerCenter['purchaseOrders']>;
  favorites: FavoritesService;
  coupons: CouponsService;
  messages: MessagesService;
}) {
  return {
    async center(user: AuthUser, lang: Language): Promise<CustomerCenter> {
      const [profile, wallet, purchaseOrders, counts, unusedCoupons, unreadMessages] = await Promise.all([
        deps.account.profile(user, lang),
        deps.wallets.balance({ id: user.id, customerNo: user.customerNo }, user.customerNo),
        deps.purchaseOrderCounts(user.id),
        deps.favorites.counts(user.id),
        deps.coupons.countUnused(user.id),
        deps.messages.unreadCount(user.id),
      ]);
      return {
        customerid: profile.customerid,
        realName: profile.realName,
        mobile: profile.mobile,
        avatar: profile.avatar,
        auditStatus: profile.auditStatus,
        businessManager: profile.businessManager,
        wallet: { balance: wallet.balance, available: wallet.available, frozen: wallet.frozen },
        purchaseOrders,
        favourites: counts.favourites,
        followedStores: counts.followedStores,
        unusedCoupons,
        unreadMessages,
      };
    },
  };
}

export type CenterService = ReturnType<typeof createCenterService>;
