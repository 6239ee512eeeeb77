import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import type { Language } from '../common/language';

/**
 * The platform's buyer agreement. A new version asks every buyer for a new signature; until
 * then, continued use means acceptance of the revised text (clause 9).
 */
export const BUYER_AGREEMENT_VERSION = '2026.11';

export interface AgreementText {
  title: string;
  intro: string;
  clauses: { heading: string; body: string }[];
  signatureLabels: { company: string; creditCode: string; address: string; signedBy: string; signedAt: string; ip: string; version: string; hash: string };
}

export const BUYER_AGREEMENT: Record<Language, AgreementText> = {
  en: {
    title: 'Buyer Agreement',
    intro: 'This agreement is made between the marketplace platform ("the Platform") and the company named below ("the Buyer"), which buys goods on the Platform for resale.',
    clauses: [
      { heading: '1. Eligibility', body: 'The Buyer is a registered company that buys for resale. It gives true company information and keeps it current; the Platform may audit it and suspend the account if it is false.' },
      { heading: '2. Prices and orders', body: 'Prices are shown in US dollars to approved buyers only. An order is binding once paid. Agreement prices apply only to the agreed goods, quantity and period.' },
      { heading: '3. Payment', body: 'The Buyer pays by the methods the Platform offers. Wallet balances are held in US dollars; withdrawals go to a bank card in the Buyer\'s name after review, less the service fee shown.' },
      { heading: '4. Inventory and shipping', body: 'Goods bought for inventory are held in the warehouse for the Buyer. Sales orders ship from that inventory to the Buyer\'s customers; logistics, operating and storage fees are charged as fee orders.' },
      { heading: '5. Reselling only', body: 'The Buyer resells the goods only through the selling platforms allowed for each item and respects the non-saleable platforms listed on it.' },
      { heading: '6. After-sales', body: 'Refund, return and reissue claims follow the Platform\'s after-sales rules and evidence standards. The store\'s return and logistics guarantees apply as shown on each store.' },
      { heading: '7. Data', body: 'The Platform processes the Buyer\'s data to run the service and as the law requires, and does not sell it.' },
      { heading: '8. Liability', body: 'Neither party is liable for indirect losses. The Platform\'s liability for an order is limited to the amount paid for it.' },
      { heading: '9. Changes', body: 'The Platform may revise this agreement and will announce each revision. Continued use after a revision means acceptance of the revised agreement; the Platform may also ask for a new signature.' },
    ],
    signatureLabels: { company: 'Company', creditCode: 'Unified social credit code', address: 'Company address', signedBy: 'Signed by', signedAt: 'Signed at', ip: 'From IP address', version: 'Agreement version', hash: 'Document fingerprint (SHA-256)' },
  },
  zh: {
    title: '买家协议',
    intro: '本协议由交易平台（"平台"）与下列公司（"买家"）订立，买家在平台采购商品用于转售。',
    clauses: [
      { heading: '1. 资格', body: '买家为以转售为目的采购的注册公司，应提供真实的企业信息并及时更新；平台可对其进行审核，信息不实的可暂停账号。' },
      { heading: '2. 价格与订单', body: '价格以美元显示，仅对审核通过的买家可见。订单一经支付即具有约束力。协议价仅适用于约定的商品、数量和期限。' },
      { heading: '3. 支付', body: '买家通过平台提供的方式付款。钱包余额以美元计；提现经审核后转入买家名下银行卡，并扣除所示服务费。' },
      { heading: '4. 库存与发货', body: '为库存采购的商品由仓库为买家保管。销售订单从该库存直接发往买家的客户；物流费、操作费和仓储费以费用单收取。' },
      { heading: '5. 仅限转售', body: '买家仅通过每件商品允许的销售平台转售商品，并遵守商品所列的不可售平台。' },
      { heading: '6. 售后', body: '退款、退货退款和补发申请遵循平台的售后规则和举证标准。店铺的退货保障和物流保障以各店铺所示为准。' },
      { heading: '7. 数据', body: '平台为提供服务及依法处理买家数据，不出售买家数据。' },
      { heading: '8. 责任', body: '任何一方均不对间接损失负责。平台对一笔订单的责任以该订单实付金额为限。' },
      { heading: '9. 变更', body: '平台可修订本协议并公告每次修订。修订后继续使用即视为接受修订后的协议；平台也可要求重新签署。' },
    ],
    signatureLabels: { company: '公司名称', creditCode: '统一社会信用代码', address: '公司地址', signedBy: '签署人', signedAt: '签署时间', ip: '签署IP地址', version: '协议版本', hash: '文件指纹（SHA-256）' },
  },
  ja: {
    title: 'バイヤー規約',
    intro: '本規約は、マーケットプレイス（以下「プラットフォーム」）と、転売目的で商品を購入する下記の会社（以下「バイヤー」）との間で締結されます。',
    clauses: [
      { heading: '1. 資格', body: 'バイヤーは転売目的で購入する登録会社であり、正確な会社情報を提供し最新に保ちます。プラットフォームは審査を行い、虚偽の場合はアカウントを停止できます。' },
      { heading: '2. 価格と注文', body: '価格は米ドルで表示され、承認済みのバイヤーのみが閲覧できます。注文は支払い時に確定します。協議価格は合意した商品、数量、期間にのみ適用されます。' },
      { heading: '3. 支払い', body: 'バイヤーはプラットフォームが提供する方法で支払います。ウォレット残高は米ドルで保持され、出金は審査後、表示された手数料を差し引いてバイヤー名義の銀行カードに送金されます。' },
      { heading: '4. 在庫と配送', body: '在庫として購入した商品は倉庫でバイヤーのために保管されます。販売注文はその在庫からバイヤーの顧客へ直送され、物流費、作業費、保管料は費用注文として請求されます。' },
      { heading: '5. 転売のみ', body: 'バイヤーは各商品で許可された販売プラットフォームでのみ転売し、商品に記載された販売不可のプラットフォームを守ります。' },
      { heading: '6. アフターサービス', body: '返金、返品返金、再送の申請はプラットフォームのアフターサービス規則と証拠基準に従います。ストアの返品保証と物流保証は各ストアの表示に従います。' },
      { heading: '7. データ', body: 'プラットフォームはサービス提供と法令に基づきバイヤーのデータを処理し、販売しません。' },
      { heading: '8. 責任', body: 'いずれの当事者も間接損害について責任を負いません。注文に対するプラットフォームの責任は、その注文の支払額を上限とします。' },
      { heading: '9. 変更', body: 'プラットフォームは本規約を改定でき、改定ごとに告知します。改定後の継続利用は改定後の規約への同意とみなされます。プラットフォームは再署名を求めることもあります。' },
    ],
    signatureLabels: { company: '会社名', creditCode: '統一社会信用コード', address: '会社住所', signedBy: '署名者', signedAt: '署名日時', ip: '署名元IPアドレス', version: '規約バージョン', hash: '文書フィンガープリント（SHA-256）' },
  },
};

export const ContractStatus = z.object({
  currentVersion: z.string(),
  signed: z.boolean(),
  /** Signed an earlier version: a new signature is asked for. */
  needsSignature: z.boolean(),
  version: z.string().nullable(),
  signedAt: z.string().nullable(),
  documentHash: z.string().nullable(),
  fileUrl: z.string().nullable(),
});
export type ContractStatus = z.infer<typeof ContractStatus>;

const tags = ['account'];
export const signBuyerContract = endpoint({
  method: 'GET', path: '/api/v2/fdd/buyer-contract-sign', access: 'buyer', tags, successMessage: 'contract.signed',
  summary: 'Sign the current buyer agreement (records who, when, from which IP and the document hash); signing again answers the same signature',
  response: ContractStatus,
});
export const buyerContractFile = endpoint({
  method: 'GET', path: '/api/v2/customer/buyer-contract-file', access: 'buyer', tags,
  summary: 'The signature state of the buyer agreement, with a link to the signed PDF', response: ContractStatus,
});
/** Answers the signed PDF itself (application/pdf with a content-disposition filename), not JSON. */
export const downloadContract = endpoint({
  method: 'GET', path: '/api/v2/fdd/download-contract', access: 'buyer', tags,
  summary: 'Download the signed buyer agreement as PDF', response: z.unknown(),
});
