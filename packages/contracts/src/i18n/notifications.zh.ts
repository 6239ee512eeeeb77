import type { notificationsEn } from './notifications.en';

type Keys = keyof typeof notificationsEn;

export const notificationsZh: Record<Keys, string> = {
  'email.subject.code': '您的验证码',
  'email.subject.alreadyRegistered': '有人尝试用您的邮箱注册',
  'message.auditApproved.title': '您的企业信息已审核通过',
  'message.auditApproved.content': '您的账户已通过审核：现在可以查看价格并下单。',
  'message.auditRejected.title': '您的企业信息未通过审核',
  'message.auditRejected.content': '您的企业信息未通过审核：{reason}。请在账户设置中修改后重新提交。',
  'message.paymentSucceeded.title': '支付成功',
  'message.paymentSucceeded.content': '支付单 {paymentNo}（{amount}）已支付成功。已支付的订单：{orders}。',
  'message.paymentCreditedToWallet.title': '款项已存入您的钱包',
  'message.paymentCreditedToWallet.content': '支付单 {paymentNo}（{amount}）到账时订单 {orders} 已无法支付，该款项已存入您的钱包。',
  'message.paymentFailed.title': '支付失败',
  'message.paymentFailed.content': '支付单 {paymentNo}（{amount}）支付失败：{reason}。未扣除任何款项，您可以重新支付。',
  'message.paymentExpired.title': '支付已过期',
  'message.paymentExpired.content': '支付单 {paymentNo}（{amount}）未在规定时间内完成，已过期。未扣除任何款项，您可以重新支付。',
  'message.rechargeCredited.title': '充值已到账',
  'message.rechargeCredited.content': '充值 {recordNo}：{amount} 已存入您的钱包。',
  'message.withdrawalApproved.title': '提现已通过',
  'message.withdrawalApproved.content': '提现 {recordNo}（{amount}）已审核通过，正在转入您的银行卡。',
  'message.withdrawalRejected.title': '提现被驳回',
  'message.withdrawalRejected.content': '提现 {recordNo}（{amount}）被驳回：{reason}。该金额已重新计入您钱包的可用余额。',
  'message.reason.gatewayDeclined': '支付服务商拒绝了该笔支付',
  'message.orderExpired.title': '订单已取消：未按时支付',
  'message.orderExpired.content': '采购订单 {orderNo} 未在付款期限内支付，已自动取消。商品已恢复销售，您可以重新下单。',
};
