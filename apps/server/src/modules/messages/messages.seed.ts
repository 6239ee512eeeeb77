import type { Executor } from '../../db/client';
import { messagesRepository as repo, type NewMessage } from './messages.repository';

const DAY_MS = 86_400_000;

type Three = [en: string, zh: string, ja: string];
const OPERATIONS: Three = ['Operations Team', '运营团队', '運営チーム'];
const FINANCE: Three = ['Finance Department', '财务部', '経理部'];
const LOGISTICS: Three = ['Logistics Center', '物流中心', '物流センター'];

function notice(code: string, releasedAt: Date, title: Three, content: Three, sender: Three): NewMessage {
  return {
    code,
    kind: 'notice',
    titleEn: title[0], titleZh: title[1], titleJa: title[2],
    contentEn: content[0], contentZh: content[1], contentJa: content[2],
    senderEn: sender[0], senderZh: sender[1], senderJa: sender[2],
    releasedAt,
  };
}

/**
 * Demo platform notices (idempotent by code, one insert): every user sees them, unread until
 * they read them. Release times are set when first seeded, newest last.
 */
export async function seedMessages(ex: Executor, input: { now: Date }) {
  const daysAgo = (days: number) => new Date(input.now.getTime() - days * DAY_MS);
  await repo.insertMissing(ex, [
    notice(
      'NOTICE-WELCOME',
      daysAgo(30),
      ['Welcome to Wholesale Marketplace', '欢迎来到跨境批发商城', '越境卸売マーケットへようこそ'],
      [
        'Thank you for joining. Complete your company information in Account Setting so that we can review your account; once approved you will see prices, place purchase orders and be assigned a business manager.',
        '感谢您的加入。请在账户设置中完善公司信息以便我们审核您的账户；审核通过后即可查看价格、下采购单，并为您分配专属业务经理。',
        'ご登録ありがとうございます。アカウント設定で会社情報をご入力いただくと審査を行います。承認後は価格の確認や発注が可能になり、担当の営業マネージャーが付きます。',
      ],
      OPERATIONS,
    ),
    notice(
      'NOTICE-AGREEMENT-2026',
      daysAgo(21),
      ['Buyer agreement updated', '买家协议已更新', 'バイヤー規約を更新しました'],
      [
        'We have revised the buyer agreement: the sections on after-sales evidence and coupons are clearer. Continued use after a revision means acceptance of the revised agreement. You can read and sign it in Account Setting.',
        '我们修订了买家协议，售后凭证与优惠券相关条款表述更加清晰。修订后继续使用即视为接受修订后的协议。您可以在账户设置中查看并签署。',
        'バイヤー規約を改定し、アフターサービスの証拠とクーポンに関する条項をわかりやすくしました。改定後も引き続きご利用いただいた場合は、改定後の規約に同意したものとみなされます。アカウント設定で確認・署名できます。',
      ],
      OPERATIONS,
    ),
    notice(
      'NOTICE-PAYMENT-METHODS',
      daysAgo(14),
      ['Payment methods available', '可用的支付方式', 'ご利用いただける支払方法'],
      [
        'Purchase orders can be paid online, by Alipay, by WeChat Pay, from your account balance or by offline bank transfer. Balance payments need your six-digit payment password; offline transfers are confirmed by our finance team within one business day.',
        '采购单可通过在线支付、支付宝、微信支付、账户余额或线下银行转账付款。余额支付需要输入六位数字支付密码；线下转账将由财务团队在一个工作日内确认到账。',
        '発注書はオンライン決済、Alipay、WeChat Pay、アカウント残高、銀行振込でお支払いいただけます。残高払いには6桁の支払パスワードが必要です。銀行振込は1営業日以内に経理チームが入金を確認します。',
      ],
      FINANCE,
    ),
    notice(
      'NOTICE-HOLIDAY-SHIPPING',
      daysAgo(5),
      ['Holiday shipping schedule', '节假日发货安排', '休暇期間中の発送スケジュール'],
      [
        'Our partner warehouses pause outbound shipping during the Spring Festival holiday. Orders paid in the three days before the break ship when the warehouses reopen; goods bought into your warehouse inventory are not affected. Please plan your replenishment early.',
        '春节假期期间，合作仓库将暂停出库发货。假期前三天内付款的订单将在仓库恢复作业后发出；采购入库至您仓库库存的商品不受影响。请提前安排补货。',
        '春節休暇中は提携倉庫からの出荷を停止します。休暇前3日以内にお支払いの注文は倉庫の再開後に発送されます。倉庫在庫への仕入れには影響ありません。早めの補充をご検討ください。',
      ],
      LOGISTICS,
    ),
    notice(
      'NOTICE-NEW-COUPON',
      daysAgo(1),
      ['New coupon: $10 off orders over $100', '新券上线：满 100 减 10 美元', '新クーポン：100ドル以上で10ドル引き'],
      [
        'Claim the new buyer coupon in My Coupon > Coupon center: $10 off a purchase order with goods of $100 or more. One coupon per order; it applies to the goods amount before freight and fees.',
        '请在“我的优惠券 > 领券中心”领取新买家优惠券：采购单商品金额满 100 美元减 10 美元。每笔订单限用一张，按运费和服务费之前的商品金额计算。',
        'マイクーポン > クーポンセンターで新規バイヤー向けクーポンを受け取れます：商品金額100ドル以上の発注書で10ドル引き。1注文につき1枚、送料・手数料を除く商品金額に適用されます。',
      ],
      OPERATIONS,
    ),
  ]);
}
