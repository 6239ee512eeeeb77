import { AddressDialog } from '../../features/account/components/address-dialog';
import { CheckoutPage } from '../../features/purchase-orders/pages/checkout-page';

/** The checkout, with the account screens' address dialog to add a shipping address on the way. */
export default function Checkout() {
  return <CheckoutPage renderAddressDialog={(open, onClose) => <AddressDialog address={null} open={open} onClose={onClose} />} />;
}
