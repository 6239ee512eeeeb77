// Messages the platform sends to one person: email subjects and the in-app event messages
// (apps/server/src/modules/messages/events.ts), in every language. One place per capability.

export const notificationsEn = {
  'email.subject.code': 'Your verification code',
  'email.subject.alreadyRegistered': 'Someone tried to register with your email',
  'message.auditApproved.title': 'Your company information is approved',
  'message.auditApproved.content': 'Your account has passed the review: you now see prices and can place orders.',
  'message.auditRejected.title': 'Your company information was not approved',
  'message.auditRejected.content': 'Your company information was not approved: {reason}. Correct it on Account Setting and submit it again.',
  'message.paymentSucceeded.title': 'Payment received',
  'message.paymentSucceeded.content': 'Payment {paymentNo} of {amount} succeeded. Orders paid: {orders}.',
  'message.paymentCreditedToWallet.title': 'Payment credited to your wallet',
  'message.paymentCreditedToWallet.content': 'Payment {paymentNo} of {amount} arrived after orders {orders} could no longer be paid, so the amount was credited to your wallet.',
  'message.paymentFailed.title': 'Payment failed',
  'message.paymentFailed.content': 'Payment {paymentNo} of {amount} failed: {reason}. Nothing was charged; you can pay again.',
  'message.paymentExpired.title': 'Payment expired',
  'message.paymentExpired.content': 'Payment {paymentNo} of {amount} was not completed in time and has expired. Nothing was charged; you can pay again.',
  'message.rechargeCredited.title': 'Recharge credited',
  'message.rechargeCredited.content': 'Recharge {recordNo}: {amount} has been credited to your wallet.',
  'message.withdrawalApproved.title': 'Withdrawal approved',
  'message.withdrawalApproved.content': 'Withdrawal {recordNo} of {amount} is approved and on its way to your bank card.',
  'message.withdrawalRejected.title': 'Withdrawal rejected',
  'message.withdrawalRejected.content': 'Withdrawal {recordNo} of {amount} was rejected: {reason}. The amount is available in your wallet again.',
  'message.reason.gatewayDeclined': 'the payment provider declined it',
  'message.orderExpired.title': 'Order canceled: not paid in time',
  'message.orderExpired.content': 'Purchase order {orderNo} was not paid within its payment window and has been canceled. Its goods are back on sale; you can order them again.',
} as const;
