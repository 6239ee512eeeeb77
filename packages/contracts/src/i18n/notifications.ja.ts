import type { notificationsEn } from './notifications.en';

type Keys = keyof typeof notificationsEn;

export const notificationsJa: Record<Keys, string> = {
  'email.subject.code': '認証コードのお知らせ',
  'email.subject.alreadyRegistered': 'お客様のメールアドレスで登録が試みられました',
  'message.auditApproved.title': '企業情報の審査が承認されました',
  'message.auditApproved.content': 'アカウントの審査が完了しました。価格の閲覧とご注文が可能になりました。',
  'message.auditRejected.title': '企業情報の審査が承認されませんでした',
  'message.auditRejected.content': '企業情報は承認されませんでした：{reason}。アカウント設定で修正のうえ、再度ご提出ください。',
  'message.paymentSucceeded.title': 'お支払いが完了しました',
  'message.paymentSucceeded.content': '支払い {paymentNo}（{amount}）が完了しました。お支払い済みの注文：{orders}。',
  'message.paymentCreditedToWallet.title': 'お支払い金額をウォレットに入金しました',
  'message.paymentCreditedToWallet.content': '支払い {paymentNo}（{amount}）の着金時に注文 {orders} はお支払いできなくなっていたため、金額をウォレットに入金しました。',
  'message.paymentFailed.title': 'お支払いに失敗しました',
  'message.paymentFailed.content': '支払い {paymentNo}（{amount}）に失敗しました：{reason}。請求は発生していません。再度お支払いいただけます。',
  'message.paymentExpired.title': 'お支払いの期限が切れました',
  'message.paymentExpired.content': '支払い {paymentNo}（{amount}）は期限内に完了しなかったため失効しました。請求は発生していません。再度お支払いいただけます。',
  'message.rechargeCredited.title': 'チャージが入金されました',
  'message.rechargeCredited.content': 'チャージ {recordNo}：{amount} をウォレットに入金しました。',
  'message.withdrawalApproved.title': '出金が承認されました',
  'message.withdrawalApproved.content': '出金 {recordNo}（{amount}）が承認され、銀行口座へ振り込み手続き中です。',
  'message.withdrawalRejected.title': '出金が却下されました',
  'message.withdrawalRejected.content': '出金 {recordNo}（{amount}）は却下されました：{reason}。金額はウォレットで再びご利用いただけます。',
  'message.reason.gatewayDeclined': '決済サービスに拒否されました',
  'message.orderExpired.title': '注文がキャンセルされました：期限内に未払い',
  'message.orderExpired.content': '発注 {orderNo} はお支払い期限内にお支払いがなかったため、キャンセルされました。商品は再び販売中です。もう一度ご注文いただけます。',
};
