import type { Names } from './categories';

export interface ArticleData {
  code: string;
  title: Names;
  /** HTML in each language (sanitised again when seeded). */
  content: Names;
}

export interface ArticleCategoryData {
  code: string;
  name: Names;
  /** 0 a list of articles, 1 a single page, 2 an external link */
  categoryType: 0 | 1 | 2;
  linkUrl?: string;
  articles: readonly ArticleData[];
}

/** The help centre of the demo site. The facts follow the platform's rules and default settings. */
export const ARTICLE_CATEGORIES: readonly ArticleCategoryData[] = [
  {
    code: 'buyer-guide',
    name: ['Buyer Guide', '买家指南', 'バイヤーガイド'],
    categoryType: 0,
    articles: [
      {
        code: 'register-buyer-account',
        title: ['Registering a buyer account', '注册买家账号', 'バイヤーアカウントの登録'],
        content: [
          `<p>Wholesale Marketplace sells to reseller companies only. To open a buyer account, choose <strong>Free registration</strong> at the top of any page and enter your mobile number. We send a six-digit verification code by SMS; it is valid for five minutes.</p>
<p>Choose a password of 6 to 20 characters that contains both letters and numbers, read the user notice and tick the box to accept it. Your account is created at once and you are signed in.</p>
<h3>Next: tell us about your company</h3>
<p>Before you can see wholesale prices we review your company. Open <strong>Account Setting</strong> and fill in the company information: company name, unified social credit code or registration number, address, business scope and a photo of your business licence. Most reviews are completed within one business day.</p>`,
          `<p>本平台仅面向经销商企业销售。点击任意页面顶部的<strong>免费注册</strong>，输入手机号，我们会通过短信发送6位验证码，验证码5分钟内有效。</p>
<p>设置6至20位、同时包含字母和数字的密码，阅读用户须知并勾选同意，账号即创建成功并自动登录。</p>
<h3>下一步：完善企业信息</h3>
<p>查看批发价之前，我们需要审核您的企业。请进入<strong>账号设置</strong>，填写企业名称、统一社会信用代码、企业地址、经营范围，并上传营业执照照片。大多数审核会在一个工作日内完成。</p>`,
          `<p>当マーケットは再販事業者（法人）専用です。各ページ上部の<strong>無料登録</strong>から携帯電話番号を入力してください。SMSで6桁の認証コードをお送りします（有効期限5分）。</p>
<p>英字と数字を含む6～20文字のパスワードを設定し、ユーザー規約を読んで同意にチェックすると、アカウントが作成され、そのままログインした状態になります。</p>
<h3>次に：会社情報の登録</h3>
<p>卸売価格を表示するには会社の審査が必要です。<strong>アカウント設定</strong>で、会社名、統一社会信用コード（または登記番号）、所在地、事業内容を入力し、営業許可証の写真をアップロードしてください。審査は通常1営業日以内に完了します。</p>`,
        ],
      },
      {
        code: 'account-review',
        title: ['Account review and seeing prices', '账号审核与价格查看', 'アカウント審査と価格の表示'],
        content: [
          `<p>Prices on Wholesale Marketplace are trade prices agreed with manufacturers, so they are shown only to approved buyers. Visitors see <strong>Login to see price</strong>; signed-in buyers whose review is still open see <strong>After approval to see price</strong>.</p>
<h3>Review results</h3>
<ul><li><strong>Under review</strong>: we are checking your company information. You can browse, save favourites and follow stores in the meantime.</li><li><strong>Approved</strong>: prices, the cart, purchase orders and the wallet are open to you.</li><li><strong>Failed</strong>: the reason is shown in Account Setting. Correct the company information and submit it again; the review starts over.</li></ul>
<p>Store (seller) accounts cannot buy goods and never see buyer prices. If you both buy and sell, use a separate buyer account.</p>`,
          `<p>平台上的价格是与厂家约定的批发价，仅对审核通过的买家显示。游客看到的是<strong>登录后查看价格</strong>；已登录但尚未通过审核的买家看到的是<strong>审核通过后可查看价格</strong>。</p>
<h3>审核结果</h3>
<ul><li><strong>审核中</strong>：我们正在核实您的企业信息，期间您可以浏览商品、收藏商品和关注店铺。</li><li><strong>审核通过</strong>：可以查看价格，使用购物车、采购单和钱包。</li><li><strong>审核失败</strong>：原因会显示在账号设置中。修改企业信息后重新提交，即可再次审核。</li></ul>
<p>店铺（卖家）账号不能购买商品，也不显示买家价格。如果您既采购又销售，请另外注册买家账号。</p>`,
          `<p>当マーケットの価格はメーカーと取り決めた卸売価格のため、審査に通過したバイヤーにのみ表示されます。未ログインの方には<strong>ログインして価格を表示</strong>、審査中の方には<strong>審査通過後に価格が表示されます</strong>と表示されます。</p>
<h3>審査結果</h3>
<ul><li><strong>審査中</strong>：会社情報を確認しています。この間も商品の閲覧、お気に入り登録、ストアのフォローができます。</li><li><strong>審査通過</strong>：価格の表示、カート、発注書、ウォレットがご利用いただけます。</li><li><strong>審査不合格</strong>：理由はアカウント設定に表示されます。会社情報を修正して再提出すると、再度審査が行われます。</li></ul>
<p>ストア（セラー）アカウントでは商品を購入できず、バイヤー価格も表示されません。仕入れと販売の両方を行う場合は、別途バイヤーアカウントをご登録ください。</p>`,
        ],
      },
      {
        code: 'place-purchase-order',
        title: ['Placing a purchase order', '如何下采购单', '発注書の作成方法'],
        content: [
          `<p>Add goods to the cart from a product page, then open the cart and choose <strong>Settle</strong>. Checkout creates one purchase order per store; each order keeps its own items, freight and coupon.</p>
<h3>Delivery mode</h3>
<ul><li><strong>To inventory</strong> (default): once paid, the units are credited to your inventory in the seller's warehouse and the order is completed. You then ship them to your own customers with sales orders.</li><li><strong>Ship to me</strong>: the seller prepares and ships the goods to your address; the order completes when you confirm receipt, or automatically ten days after shipment.</li></ul>
<p>Stock is reserved for you when the order is created. Pay within <strong>30 minutes</strong>; an unpaid order is cancelled automatically and the stock is released. You can also cancel an unpaid order yourself from Purchase Order Management.</p>
<p>One coupon can be used per order. The coupon threshold is checked against the goods amount before freight, and coupons never reduce freight or service fees.</p>`,
          `<p>在商品详情页将商品加入购物车，打开购物车点击<strong>结算</strong>。结算时每个店铺生成一张采购单，各自包含商品、运费和优惠券。</p>
<h3>交付方式</h3>
<ul><li><strong>入库</strong>（默认）：支付后商品数量计入您在卖家仓库的库存，采购单即完成。之后您可以通过销售单把货发给自己的客户。</li><li><strong>发货给我</strong>：卖家备货并发往您的地址；您确认收货后订单完成，发货10天后也会自动确认收货。</li></ul>
<p>采购单创建时即为您锁定库存。请在<strong>30分钟</strong>内完成支付，超时未支付的订单会自动取消并释放库存。您也可以在采购单管理中自行取消未支付的订单。</p>
<p>每张订单限用一张优惠券。优惠券门槛按不含运费的商品金额计算，且不能抵扣运费和服务费。</p>`,
          `<p>商品ページでカートに追加し、カートを開いて<strong>精算</strong>を押します。精算時にはストアごとに1件の発注書が作成され、それぞれに商品、送料、クーポンが設定されます。</p>
<h3>受け取り方法</h3>
<ul><li><strong>在庫に入庫</strong>（標準）：支払い後、商品はセラー倉庫にあるお客様の在庫に計上され、発注書は完了します。その後、販売注文でお客様ご自身の顧客へ出荷できます。</li><li><strong>自社へ発送</strong>：セラーが商品を準備してご指定の住所へ発送します。受取確認をすると完了し、発送から10日後には自動で受取確認されます。</li></ul>
<p>発注書の作成時に在庫が確保されます。<strong>30分以内</strong>にお支払いください。期限を過ぎた未払いの注文は自動でキャンセルされ、在庫が解放されます。未払いの注文は発注書管理からご自身でキャンセルすることもできます。</p>
<p>クーポンは1注文につき1枚です。利用条件は送料を除く商品金額で判定され、送料やサービス料には使えません。</p>`,
        ],
      },
      {
        code: 'sales-orders-drop-shipping',
        title: ['Sales orders and drop shipping', '销售单与一件代发', '販売注文とドロップシッピング'],
        content: [
          `<p>When your own customer orders from your web shop or marketplace store, enter a <strong>sales order</strong> with the consignee's name, phone, email and address. The warehouse ships the goods from your inventory straight to the consignee.</p>
<h3>From draft to delivery</h3>
<ol><li><strong>On hold</strong>: a draft you can still edit.</li><li><strong>To be paid</strong>: after you submit it, the units are blocked in your inventory and a fee order (logistics and operating fees, plus storage where due) is created.</li><li><strong>In prep</strong>: the fee order is paid and the warehouse prepares the parcel.</li><li><strong>In transit</strong>: the parcel has left the warehouse; the tracking number is shown on the order.</li><li><strong>Completed</strong>: receipt is confirmed.</li></ol>
<p>Many orders at once? Upload them in <strong>Sales Order Upload</strong> as an XLSX or CSV file. A dry run reports every row's problems together, and you can import the good rows while you fix the others.</p>
<p>If your inventory is short when you submit, the order stays on hold and the procurement list offers to buy the shortfall in one step.</p>`,
          `<p>当您的客户在您的网店或平台店铺下单后，您可以创建<strong>销售单</strong>，填写收货人的姓名、电话、邮箱和地址。仓库会直接从您的库存发货给收货人。</p>
<h3>从草稿到签收</h3>
<ol><li><strong>待提交</strong>：草稿，可以继续编辑。</li><li><strong>待支付</strong>：提交后，库存中相应数量被锁定，并生成费用单（物流费、操作费，如有仓储费一并收取）。</li><li><strong>备货中</strong>：费用单已支付，仓库正在备货。</li><li><strong>运输中</strong>：包裹已出库，订单上显示物流单号。</li><li><strong>已完成</strong>：已确认收货。</li></ol>
<p>订单很多？可在<strong>销售单导入</strong>中上传 XLSX 或 CSV 文件。试导入会一次列出所有行的问题，您可以先导入正确的行，再修改有问题的行。</p>
<p>如果提交时库存不足，订单会保持待提交状态，采购清单页面可以一键补足缺少的库存。</p>`,
          `<p>お客様のネットショップやモールで注文が入ったら、届け先の氏名、電話番号、メールアドレス、住所を入力して<strong>販売注文</strong>を作成します。倉庫はお客様の在庫から届け先へ直接発送します。</p>
<h3>下書きから配達まで</h3>
<ol><li><strong>保留中</strong>：編集できる下書きです。</li><li><strong>支払い待ち</strong>：提出すると在庫が引き当てられ、費用注文（物流費、作業費、該当する場合は保管料）が作成されます。</li><li><strong>準備中</strong>：費用注文の支払いが済み、倉庫で出荷準備をしています。</li><li><strong>配送中</strong>：荷物が出荷され、注文に追跡番号が表示されます。</li><li><strong>完了</strong>：受取が確認されました。</li></ol>
<p>注文が多い場合は、<strong>販売注文アップロード</strong>で XLSX または CSV ファイルを取り込めます。事前チェックで全行の問題をまとめて確認でき、正しい行だけ先に取り込むこともできます。</p>
<p>提出時に在庫が足りない場合、注文は保留中のままとなり、調達リストから不足分をまとめて購入できます。</p>`,
        ],
      },
    ],
  },
  {
    code: 'payment-wallet',
    name: ['Payment & Wallet', '支付与钱包', '支払い・ウォレット'],
    categoryType: 0,
    articles: [
      {
        code: 'payment-methods',
        title: ['Payment methods', '支付方式', 'お支払い方法'],
        content: [
          `<p>All orders are settled in US dollars. You can pay with:</p>
<ul><li><strong>Account balance</strong>: instant, from your wallet, confirmed with your six-digit payment password.</li><li><strong>Online payment</strong> by card through our payment partner.</li><li><strong>Alipay</strong> and <strong>WeChat Pay</strong>: charged in Chinese yuan at the exchange rate shown when you start the payment. The WeChat QR code expires after a few minutes; refresh the page for a new one.</li><li><strong>Offline bank transfer</strong> and <strong>enterprise bank payment</strong>: the order is confirmed once our finance team has received the transfer.</li></ul>
<p>Prices can be displayed in GBP, EUR or JPY for your convenience; the amount charged is always the US dollar amount.</p>`,
          `<p>所有订单均以美元结算。您可以使用以下方式支付：</p>
<ul><li><strong>账户余额</strong>：从钱包即时扣款，需输入6位支付密码确认。</li><li><strong>在线支付</strong>：通过我们的支付合作方使用银行卡支付。</li><li><strong>支付宝</strong>和<strong>微信支付</strong>：按发起支付时显示的汇率以人民币扣款。微信二维码几分钟后失效，请刷新页面获取新的二维码。</li><li><strong>线下转账</strong>和<strong>企业网银支付</strong>：财务确认收款后订单即生效。</li></ul>
<p>价格可以按英镑、欧元或日元显示以便参考，实际扣款金额始终为美元金额。</p>`,
          `<p>すべての注文は米ドルで決済されます。以下の方法でお支払いいただけます。</p>
<ul><li><strong>アカウント残高</strong>：ウォレットから即時に支払い、6桁の支払いパスワードで確認します。</li><li><strong>オンライン決済</strong>：提携決済サービスを通じてカードでお支払いいただけます。</li><li><strong>Alipay</strong>・<strong>WeChat Pay</strong>：支払い開始時に表示される為替レートで人民元にて請求されます。WeChatのQRコードは数分で期限切れになるため、その場合はページを更新してください。</li><li><strong>銀行振込</strong>・<strong>法人バンキング</strong>：当社で入金を確認した時点で注文が確定します。</li></ul>
<p>価格はポンド、ユーロ、円でも参考表示できますが、請求額は常に米ドル建てです。</p>`,
        ],
      },
      {
        code: 'wallet-top-up',
        title: ['Topping up your wallet', '钱包充值', 'ウォレットへのチャージ'],
        content: [
          `<p>Your wallet holds a US dollar balance for paying orders and selling expenses. Open <strong>Wallet</strong> and choose <strong>Recharge</strong>, enter the amount (at least <strong>$10.00</strong> per payment) and pick a payment method.</p>
<p>The balance is credited when the payment provider confirms the payment to us, usually within seconds; an offline transfer is credited once our finance team has matched it. Every movement appears in the wallet records with its type, amount and the balance after it.</p>
<p>Set a six-digit payment password before your first balance payment. You can change it at any time with a code sent to your mobile number.</p>`,
          `<p>钱包以美元余额用于支付采购单和销售费用。进入<strong>钱包</strong>点击<strong>充值</strong>，输入金额（单笔不低于<strong>10.00美元</strong>）并选择支付方式。</p>
<p>支付机构向我们确认付款后余额即到账，通常只需几秒；线下转账在财务核对后入账。每一笔资金变动都会记录在钱包流水中，包括类型、金额和变动后余额。</p>
<p>首次使用余额支付前，请先设置6位支付密码。您可以随时通过手机验证码修改支付密码。</p>`,
          `<p>ウォレットは発注書や販売費用の支払いに使う米ドル残高です。<strong>ウォレット</strong>を開いて<strong>チャージ</strong>を選び、金額（1回あたり<strong>10.00ドル</strong>以上）と支払い方法を指定してください。</p>
<p>決済サービスから入金確認が届いた時点で残高に反映されます（通常は数秒）。銀行振込は当社で照合後に反映されます。すべての入出金は種別、金額、取引後残高とともにウォレット履歴に記録されます。</p>
<p>初めて残高で支払う前に、6桁の支払いパスワードを設定してください。パスワードは携帯電話に届く認証コードでいつでも変更できます。</p>`,
        ],
      },
      {
        code: 'withdrawals',
        title: ['Withdrawals and service fees', '提现与手续费', '出金と手数料'],
        content: [
          `<p>You can withdraw your available balance to a bank card saved in your wallet. The minimum withdrawal is <strong>$50.00</strong> and you cannot withdraw more than the withdrawable amount (your balance minus any frozen amount).</p>
<p>A service fee of <strong>1%</strong> of the amount is charged; the form shows the fee and the amount you will actually receive before you confirm.</p>
<p>When you apply, the amount is frozen and the application shows as <strong>handling</strong>. Our finance team reviews it, usually within two business days. Once approved, the money is sent to your card and the record changes to <strong>completion</strong>; if it is rejected, the frozen amount returns to your available balance.</p>`,
          `<p>您可以将可用余额提现到钱包中已绑定的银行卡。单笔提现不低于<strong>50.00美元</strong>，且不能超过可提现金额（余额减去冻结金额）。</p>
<p>提现收取金额<strong>1%</strong>的手续费，确认前页面会显示手续费和实际到账金额。</p>
<p>提交申请后，相应金额会被冻结，状态显示为<strong>处理中</strong>。财务通常在两个工作日内审核。审核通过后款项汇入您的银行卡，状态变为<strong>已完成</strong>；若被驳回，冻结金额将退回可用余额。</p>`,
          `<p>利用可能残高は、ウォレットに登録した銀行カードへ出金できます。1回の出金は<strong>50.00ドル</strong>以上で、出金可能額（残高から凍結額を除いた額）を超えることはできません。</p>
<p>出金額の<strong>1%</strong>の手数料がかかります。確定前に手数料と実際の受取額が表示されます。</p>
<p>申請すると金額が凍結され、状態は<strong>処理中</strong>となります。通常2営業日以内に当社で審査し、承認されるとカードへ送金されて状態が<strong>完了</strong>に変わります。却下された場合、凍結額は利用可能残高に戻ります。</p>`,
        ],
      },
    ],
  },
  {
    code: 'shipping-warehouse',
    name: ['Shipping & Warehouse', '物流与仓储', '配送・倉庫'],
    categoryType: 0,
    articles: [
      {
        code: 'shipping-times-tracking',
        title: ['Shipping times and tracking', '发货时效与物流跟踪', '発送日数と追跡'],
        content: [
          `<p>Each product page shows the warehouse it ships from and a reference handling time in days. Most goods in US warehouses leave within one to two business days after the fee order is paid.</p>
<p>When the parcel leaves the warehouse, the seller enters the logistics company and tracking number. You find them on the order details page, and <strong>Track</strong> in the navigation bar opens the carrier tracking site.</p>
<p>Orders shipped to you are confirmed as received automatically <strong>ten days</strong> after shipment if you do not confirm them earlier. If a parcel has not arrived by then, apply for after-sales before confirming.</p>`,
          `<p>商品详情页会显示发货仓库和参考处理时效（天）。美国仓的大部分商品在费用单支付后1至2个工作日内出库。</p>
<p>包裹出库后，卖家会填写物流公司和物流单号。您可以在订单详情页查看，也可以点击导航栏中的<strong>物流跟踪</strong>打开查询网站。</p>
<p>发往您的订单若未手动确认收货，发货<strong>10天</strong>后将自动确认收货。如届时包裹仍未送达，请在确认收货前申请售后。</p>`,
          `<p>商品ページには出荷倉庫と目安の処理日数が表示されます。米国倉庫の商品の多くは、費用注文の支払い後1～2営業日以内に出荷されます。</p>
<p>荷物が出荷されると、セラーが配送会社と追跡番号を入力します。注文詳細ページで確認でき、ナビゲーションの<strong>追跡</strong>から追跡サイトを開くこともできます。</p>
<p>ご自身宛ての注文は、受取確認をしない場合、発送から<strong>10日後</strong>に自動で受取確認されます。それまでに届かない場合は、受取確認の前にアフターサービスを申請してください。</p>`,
        ],
      },
      {
        code: 'inventory-in-warehouse',
        title: ['Your inventory in the warehouse', '您在仓库的库存', '倉庫にある在庫'],
        content: [
          `<p>Goods bought with the <strong>to inventory</strong> delivery mode stay in the seller's or the platform's warehouse and belong to you. <strong>Inventory Management</strong> shows, for each item, the available quantity and the quantity blocked by submitted sales orders.</p>
<p>Every change is recorded: inbound from purchase orders, outbound for sales orders, and releases when an order is cancelled, each with its quantity, reason, order ID and time.</p>
<h3>Storage fees</h3>
<p>Stock that stays in a warehouse for a long time may incur storage fees. They are charged on the fee order of the sales order that ships the goods, and the fee order lists them separately from logistics and operating fees.</p>`,
          `<p>以<strong>入库</strong>方式购买的商品存放在卖家或平台的仓库中，归您所有。<strong>库存管理</strong>中显示每个商品的可用数量，以及被已提交销售单锁定的数量。</p>
<p>每一次变动都有记录：采购入库、销售出库、订单取消后的释放，均包含数量、原因、订单号和时间。</p>
<h3>仓储费</h3>
<p>在仓库中存放时间较长的库存可能产生仓储费。仓储费在发出该商品的销售单费用单中收取，并与物流费、操作费分开列示。</p>`,
          `<p><strong>在庫に入庫</strong>で購入した商品は、セラーまたはプラットフォームの倉庫に保管され、お客様の所有となります。<strong>在庫管理</strong>では、商品ごとの利用可能数と、提出済みの販売注文で引き当て中の数量を確認できます。</p>
<p>発注による入庫、販売注文による出庫、注文キャンセルによる解放など、すべての変動が数量、理由、注文番号、日時とともに記録されます。</p>
<h3>保管料</h3>
<p>長期間倉庫に保管されている在庫には保管料がかかる場合があります。保管料はその商品を出荷する販売注文の費用注文で請求され、物流費や作業費とは別に表示されます。</p>`,
        ],
      },
      {
        code: 'consignee-addresses',
        title: ['Consignee addresses', '收货地址填写规范', '届け先住所の書き方'],
        content: [
          `<p>Warehouse labels are printed in Latin characters, so address fields must not contain Chinese characters. Enter the street address, city, state, zip code and country exactly as the carrier expects them.</p>
<ul><li>US zip codes contain digits only (for example 90210).</li><li>Parcels cannot be delivered to P.O. boxes; give a street address.</li><li>A phone number and email help the carrier reach the consignee.</li></ul>
<p>You can change the address of a sales order until it is in transit.</p>`,
          `<p>仓库面单以拉丁字母打印，因此地址栏不能填写中文。请按承运商要求准确填写街道地址、城市、州、邮编和国家。</p>
<ul><li>美国邮编只能是数字（例如 90210）。</li><li>包裹不能寄往邮政信箱（P.O. Box），请填写街道地址。</li><li>填写电话和邮箱便于承运商联系收货人。</li></ul>
<p>销售单在运输中之前都可以修改收货地址。</p>`,
          `<p>倉庫の送り状はローマ字で印刷されるため、住所欄に中国語の文字は使えません。番地、市、州、郵便番号、国を配送会社の求める形式で正確に入力してください。</p>
<ul><li>米国の郵便番号は数字のみです（例：90210）。</li><li>私書箱（P.O. Box）宛てには配送できません。番地までの住所を入力してください。</li><li>電話番号とメールアドレスがあると、配送会社が届け先に連絡しやすくなります。</li></ul>
<p>販売注文の届け先住所は、配送中になるまで変更できます。</p>`,
        ],
      },
    ],
  },
  {
    code: 'after-sales',
    name: ['After-sales', '售后服务', 'アフターサービス'],
    categoryType: 0,
    articles: [
      {
        code: 'after-sales-policy',
        title: ['After-sales policy', '售后政策', 'アフターサービス規定'],
        content: [
          `<p>If goods arrive damaged, wrong, incomplete or with a quality problem, apply for after-sales on the sales order or the shipped purchase order. Three types are available:</p>
<ul><li><strong>Refund only</strong>: for goods that cannot be used and need not be returned.</li><li><strong>Return and refund</strong>: you send the goods back to the return warehouse shown after approval.</li><li><strong>Reissue</strong>: the seller ships the item again to the consignee.</li></ul>
<p>The seller reviews each application. Refunds go to your wallet as an <strong>after-sale refund</strong> and can never exceed what was paid. You can cancel an application until the refund or reissue is done.</p>`,
          `<p>如果商品出现破损、错发、漏发或质量问题，请在销售单或已发货的采购单上申请售后。售后类型有三种：</p>
<ul><li><strong>仅退款</strong>：商品无法使用且无需退回。</li><li><strong>退货退款</strong>：审核通过后，将商品寄回页面显示的退货仓库。</li><li><strong>补发</strong>：卖家重新向收货人发货。</li></ul>
<p>每个申请都由卖家审核。退款以<strong>售后退款</strong>的形式退回钱包，且不会超过实际支付金额。在退款或补发完成之前，您可以撤销申请。</p>`,
          `<p>商品の破損、誤配送、欠品、品質不良があった場合は、販売注文または発送済みの発注書からアフターサービスを申請してください。種類は次の3つです。</p>
<ul><li><strong>返金のみ</strong>：使用できず返送の必要もない商品。</li><li><strong>返品・返金</strong>：承認後に表示される返品倉庫へ商品を返送します。</li><li><strong>再発送</strong>：セラーが届け先へ商品を再度発送します。</li></ul>
<p>申請はセラーが審査します。返金は<strong>アフターサービス返金</strong>としてウォレットに入金され、支払額を超えることはありません。返金または再発送が完了するまでは申請を取り消せます。</p>`,
        ],
      },
      {
        code: 'apply-after-sales',
        title: ['How to apply for a refund or return', '如何申请退款或退货', '返金・返品の申請方法'],
        content: [
          `<ol><li>Open the order in Sales Order Management (or Purchase Order Management) and choose <strong>Apply after-sales</strong>.</li><li>Select the type and the reason, enter the quantity and describe the problem.</li><li>Upload pictures or videos as evidence: at most 8 files of up to 4 MB each.</li><li>Submit. You can follow the status in After-sales Management.</li></ol>
<h3>Good evidence</h3>
<ul><li><strong>Damage</strong>: the outer carton and the damaged item, with the shipping label visible.</li><li><strong>Wrong item</strong>: the item received next to its label or item code.</li><li><strong>Missing goods</strong>: the opened parcel with all its contents and the packing list.</li><li><strong>Quality problem</strong>: a close-up of the defect and a video if it is functional.</li></ul>
<p>For a return, enter the return logistics company and tracking number once you have shipped the goods back.</p>`,
          `<ol><li>在销售单管理（或采购单管理）中打开订单，点击<strong>申请售后</strong>。</li><li>选择售后类型和原因，填写数量并描述问题。</li><li>上传图片或视频作为凭证：最多8个文件，每个不超过4MB。</li><li>提交后，可在售后管理中查看进度。</li></ol>
<h3>有效凭证</h3>
<ul><li><strong>破损</strong>：外箱和破损商品，并拍到物流面单。</li><li><strong>错发</strong>：收到的商品与其标签或商品编码合影。</li><li><strong>漏发</strong>：打开后的包裹、全部内容物及装箱单。</li><li><strong>质量问题</strong>：缺陷部位的特写，功能问题请附视频。</li></ul>
<p>退货时，寄回商品后请填写退货物流公司和物流单号。</p>`,
          `<ol><li>販売注文管理（または発注書管理）で注文を開き、<strong>アフターサービスを申請</strong>を選びます。</li><li>種類と理由を選び、数量を入力して問題を説明します。</li><li>証拠として写真または動画をアップロードします（最大8ファイル、各4MBまで）。</li><li>提出後は、アフターサービス管理で進捗を確認できます。</li></ol>
<h3>有効な証拠</h3>
<ul><li><strong>破損</strong>：外箱と破損した商品。送り状が写るように撮影してください。</li><li><strong>誤配送</strong>：届いた商品とそのラベルまたは商品コード。</li><li><strong>欠品</strong>：開封した荷物、すべての内容物、納品書。</li><li><strong>品質不良</strong>：不具合箇所の拡大写真。機能の問題は動画も添えてください。</li></ul>
<p>返品の場合は、商品を返送した後に返送の配送会社と追跡番号を入力してください。</p>`,
        ],
      },
      {
        code: 'guarantees',
        title: ['Return and logistics guarantees', '退货保障与物流保障', '返品保証と配送保証'],
        content: [
          `<p>Stores on Wholesale Marketplace join our guarantee programme, so an approved claim is paid even if the seller does not respond in time.</p>
<ul><li><strong>Return guarantee</strong>: covers 60% of the order amount on the basic plan and 70% on the standard plan.</li><li><strong>Logistics guarantee</strong>: covers 100% when the goods never arrived.</li></ul>
<p>The guarantee is the floor the platform pays; the seller may refund more. The store page shows which plan a store has.</p>`,
          `<p>平台上的店铺均已加入保障计划，即使卖家未及时处理，审核通过的售后也能获得赔付。</p>
<ul><li><strong>退货保障</strong>：基础版保障订单金额的60%，标准版保障70%。</li><li><strong>物流保障</strong>：货物未送达时保障100%。</li></ul>
<p>保障金额是平台赔付的下限，卖家可以退还更多。店铺页面会显示该店铺加入的保障方案。</p>`,
          `<p>当マーケットのストアは保証プログラムに加入しているため、セラーの対応が遅れた場合でも、承認された申請は補償されます。</p>
<ul><li><strong>返品保証</strong>：ベーシックプランは注文金額の60%、スタンダードプランは70%を保証します。</li><li><strong>配送保証</strong>：商品が届かなかった場合、100%を保証します。</li></ul>
<p>保証額はプラットフォームが支払う最低額であり、セラーがそれ以上を返金することもあります。各ストアのプランはストアページに表示されます。</p>`,
        ],
      },
    ],
  },
  {
    code: 'policies',
    name: ['Policies', '平台规则', '規約・ポリシー'],
    categoryType: 1,
    articles: [
      {
        code: 'user-notice',
        title: ['User notice', '用户须知', 'ユーザー規約'],
        content: [
          `<p>Wholesale Marketplace is a business-to-business platform. By registering you confirm that you act for a company and buy goods for resale, not for personal consumption.</p>
<p>You are responsible for the accuracy of your company information and for keeping your password and payment password secret. Trade prices are confidential and may not be published.</p>
<p>We may revise this notice. Continued use of the platform after a revision means acceptance of the revised agreement.</p>`,
          `<p>本平台是企业对企业（B2B）的交易平台。注册即表示您代表企业，并以转售为目的采购商品，而非个人消费。</p>
<p>您应确保企业信息真实准确，并妥善保管登录密码和支付密码。批发价格属于商业机密，不得公开发布。</p>
<p>我们可能修订本须知。修订后继续使用本平台，即视为接受修订后的协议。</p>`,
          `<p>当マーケットは企業間（B2B）取引のプラットフォームです。登録により、お客様が法人として、個人消費ではなく再販を目的に商品を購入することを確認したものとみなします。</p>
<p>会社情報の正確性、ならびにパスワードと支払いパスワードの管理はお客様の責任となります。卸売価格は機密情報であり、公開することはできません。</p>
<p>本規約は改定される場合があります。改定後も本プラットフォームを利用された場合、改定後の規約に同意したものとみなします。</p>`,
        ],
      },
      {
        code: 'privacy-policy',
        title: ['Privacy policy', '隐私政策', 'プライバシーポリシー'],
        content: [
          `<p>We collect the information needed to run your account and your orders: your contact details, your company information, and the consignee addresses you enter for shipping.</p>
<p>Consignee details are shared only with the warehouse and the carrier that deliver the parcel. Payment details are handled by our payment partners; we never store full card numbers.</p>
<p>You can see and correct your information in Account Setting, and ask customer service to close your account.</p>`,
          `<p>我们仅收集运营账号和订单所需的信息：您的联系方式、企业信息，以及您为发货填写的收货地址。</p>
<p>收货人信息仅提供给负责配送的仓库和承运商。支付信息由支付合作方处理，我们不会保存完整的银行卡号。</p>
<p>您可以在账号设置中查看和修改个人信息，也可以联系客服注销账号。</p>`,
          `<p>当社は、アカウントと注文の運営に必要な情報（連絡先、会社情報、発送のために入力された届け先住所）のみを収集します。</p>
<p>届け先の情報は、配送を担当する倉庫と配送会社にのみ提供されます。支払い情報は提携決済サービスが取り扱い、当社がカード番号全体を保存することはありません。</p>
<p>ご自身の情報はアカウント設定で確認・修正でき、カスタマーサービスにアカウントの削除を依頼することもできます。</p>`,
        ],
      },
    ],
  },
  {
    code: 'about-us',
    name: ['About Us', '关于我们', '会社概要'],
    // Its articles are the about pages (the demo has no other site to link to).
    categoryType: 0,
    articles: [
      {
        code: 'company-profile',
        title: ['Company profile', '公司简介', '会社案内'],
        content: [
          `<p>Wholesale Marketplace connects manufacturers with resellers who sell online in North America, Europe and Japan, with stock held in local warehouses for fast drop shipping.</p>`,
          `<p>本平台连接制造商与在北美、欧洲和日本线上销售的经销商，商品存放在当地仓库，支持快速一件代发。</p>`,
          `<p>当マーケットは、メーカーと北米・欧州・日本でオンライン販売を行う再販事業者をつなぎ、現地倉庫の在庫からスピーディーなドロップシッピングを実現します。</p>`,
        ],
      },
      {
        code: 'careers',
        title: ['Careers', '加入我们', '採用情報'],
        content: [
          `<p>We are hiring in operations, logistics and engineering. See the open positions on our company site.</p>`,
          `<p>我们正在招聘运营、物流和技术岗位，欢迎访问公司官网查看职位。</p>`,
          `<p>運営、物流、エンジニアリングの各職種で採用を行っています。募集職種は会社サイトをご覧ください。</p>`,
        ],
      },
    ],
  },
];
