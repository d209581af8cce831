/*
 * The vocabulary of online-shop customer service: words and phrasings that mean the same thing in a
 * visitor's question, in Chinese and English, each group rewritten to its first form (synonyms.ts).
 * These lists describe the language of the domain, not any knowledge base. The "General lexicon"
 * parts (two rounds: the second is chat language), and the variants added to the earlier groups with
 * them, were written from the domain alone, without reading any knowledge base or test question
 * (docs/benchmarks.md says how each round was measured).
 *
 * Chinese variants are replaced as substrings, longest first, in one pass; a group's first form is
 * matched too (and kept), so a variant never breaks a longer canonical word it occurs in. A variant
 * that also starts an unrelated longer phrase has that phrase listed as a guard variant.
 */

/** Chinese groups, first form canonical. */
export const ZH_GROUPS: string[][] = [
  ['退款', '退钱', '返款', '退费', '钱退', '退我钱', '退个款', '退一下款', '钱还我'],
  ['账号', '帐号', '账户', '帐户'],
  ['登录', '登陆', '登入'],
  ['运费', '邮费', '快递费', '配送费', '运输费', '物流费', '邮资', '寄费', '快递钱', '邮寄费', '送货费'],
  ['开发票', '开票', '开个票'],
  ['发票', '票据', '收据'],
  ['人工', '真人', '人工服务', '人工客服', '活人', '人工坐席', '接线员', '有人吗', '有人在吗', '有没有人', '有没有人工', '客服小姐姐'],
  ['快递', '快件', '包裹'],
  ['维修', '修理', '报修', '维修一下', '修一下', '返修', '送修', '寄修', '拿去修', '送去修', '修修'],
  ['保修', '质保', '保固', '包修', '三包', '联保'],
  ['发货', '寄出', '发出', '发走', '寄走', '出库', '发快递'],
  ['修改', '更改', '变更', '改一下', '修改一下'],
  ['地址', '住址', '门牌号'],
  ['优惠券', '代金券', '折扣券', '满减券', '优惠卷', '抵用券', '抵扣券', '现金券', '购物券', '优惠劵', '代金卷', '满减卷'],
  ['礼品卡', '购物卡', '储值卡', '礼金卡', '礼物卡', '预付卡', '提货卡', '礼卡', 'e卡', '礼券'],
  ['收费', '要钱', '加钱', '收钱', '付费', '另收费', '要不要钱'],
  ['手机号', '手机号码', '电话号码', '电话号'],
  ['注销', '销户', '删号', '销号', '删除账号', '删除帐号', '删除账户', '删除帐户', '删账号', '删掉账号', '删帐号', '删账户', '删掉账户', '账号删掉'],
  ['自提', '自取', '到店取货', '到店拿', '自己去取货', '自己来取货', '自己取货', '自己去拿', '自己来拿', '去店里拿', '到店取', '门店取', '店里取', '店里拿'],
  ['支付', '付款', '付钱', '给钱', '交钱', '缴费', '掏钱'],
  ['结算', '结账', '买单', '结帐', '埋单'],
  ['物流', '运输'],
  ['到账', '到帐', '入账', '进账'],
  ['多久', '多长时间', '多少天', '几天', '什么时候', '啥时候', '何时', '几时', '多少时间', '几个工作日', '用不了多久', '用不了几天', '啥时', '多会儿'],
  ['降价', '便宜了', '调价', '掉价', '变便宜', '价格下调', '跌价', '价格降了', '价格下降'],
  ['门店', '实体店', '线下店', '店里', '店铺里', '专卖店', '体验店', '直营店'],
  ['取货', '拿货', '提货'],
  ['快递员', '快递小哥', '送货员', '配送员', '派件员'],
  ['坏了', '坏掉了', '坏掉', '出毛病', '出故障', '不好使', '不能用了', '故障', '失灵', '开不了机', '不开机', '坏的'],
  ['寄回', '寄回去', '退回去', '寄还'],
  ['取消订单', '撤单', '取消下单', '订单取消', '不买了', '取消这单', '这单不要了', '订单不要了', '不想买了', '取消购买'],
  ['价格', '价钱', '售价', '价位', '标价'],
  ['换货', '调换', '换个新的', '换一个新的', '换新的', '换一台', '换一件', '换颜色', '换尺码', '换尺寸', '换型号', '换款式', '更换商品', '换商品', '换东西', '换个颜色', '换个色', '换色', '换个尺码', '换大一码', '换小一码', '换大一号', '换小一号', '换个型号', '换个款', '换个款式'],

  // General lexicon.
  // generic: failure / forgetting / cancelling / "what do I do" / steps / item / look up
  ['失败', '不成功', '没成功', '没有成功', '未成功'],
  ['忘记', '忘了', '不记得'],
  ['取消', '撤销', '撤回'],
  ['怎么办', '咋办', '咋整', '怎么整'],
  ['流程', '步骤'],
  ['商品', '产品', '货品', '货物', '宝贝'],
  ['查询', '查看', '查一下', '查查'],
  ['随时', '任何时候', '任何时间'],
  ['发送至', '发送到'],
  ['客服', '客户服务'],
  ['邮箱', '电子邮箱', '电子邮件', '邮件'],

  // orders: placing, order number, modifying, stock
  ['下单', '下订单', '订购', '拍下'],
  ['订单', '单子'],
  ['订单号', '订单编号'],
  ['修改订单', '改单'],
  ['缺货', '没货', '无货', '断货', '售罄', '卖完了', '卖光了'],
  ['预订', '预定'],

  // payment: methods, failure, double charge, instalments, interest-free, pay-later credit, cards, cash on delivery
  ['支付方式', '支付渠道', '支付途径', '付款渠道', '付款途径', '付钱方式', '付款方法', '支付方法', '用什么付款', '用什么支付'],
  ['支付失败', '付不了', '付不上', '付不出去', '支付不了', '付款不了', '无法支付', '没法支付', '无法付款', '没法付款', '扣款失败', '交易失败', '支付不上', '支付不出去', '付不了款', '付不了钱', '支付出错', '支付异常', '扣款不成功'],
  ['重复扣款', '扣了两次', '扣两次钱', '多扣了', '多扣钱', '重复支付', '付了两次', '支付了两次'],
  ['扣款', '扣钱', '扣费'],
  ['分期', '分几期', '分月付', '分月付款', '按月付', '按月付款', '按月支付', '分三期', '分3期', '分12期'],
  ['免息', '零利息', '0利息', '无利息', '不收利息', '没有利息'],
  ['花呗', '白条', '先用后付', '先买后付', '先享后付', '花贝'],
  ['银行卡', '借记卡', '储蓄卡', '银联卡', 'yhk'],
  ['货到支付', '货到付款', '到货付款', '收货后付款', '先收货后付款'],

  // shipping: delivery, arrival, receiving, not received, lost, tracking, waybill, courier, free shipping, chasing, wrong/missing/damaged, refusal, delay
  ['收货', '收到货', '拿到货'],
  ['没收到', '没有收到', '未收到', '没拿到', '没有拿到', '收不到'],
  ['丢失', '丢件', '弄丢', '寄丢', '搞丢', '丢了'],
  ['物流信息', '物流状态', '物流进度', '物流动态', '物流轨迹', '快递信息', '快递进度', '快递动态', '到哪了', '到哪儿了', '到哪里了', '走到哪了', '查快递', '查物流', '查件', '物流查询', '物流跟踪', '到哪啦', '到哪一步了'],
  ['快递单号', '运单号', '物流单号', '追踪号', '跟踪号', '查快递单号', '查物流单号'],
  ['快递公司', '物流公司', '承运商', '快递商', '哪家快递公司', '哪个快递公司', '哪家快递', '哪个快递', '发什么快递', '走什么快递', '用什么快递', '发的什么快递', '走的什么快递', '用的什么快递', '发啥快递', '走啥快递', '用啥快递'],
  ['包邮', '免运费', '免邮', '免邮费', '免快递费', '免费配送', '免费送货', '免费发货', '不收运费', '不要运费', '免运', '不收邮费', '不要邮费', '不用运费', '包运费'],
  ['催促', '催单', '催一下', '催催', '催一催'],
  ['发错', '寄错', '送错'],
  ['漏发', '少发', '少寄', '漏寄', '缺件', '少件', '少了一件', '少东西', '缺东西', '东西不全', '没发全', '发少了', '少一件'],
  ['破损', '损坏', '压坏', '碎了', '磕坏', '撞坏', '摔坏', '磕碰', '压扁', '摔碎', '破了', '裂了', '碎掉'],
  ['拒收', '拒签', '不签收'],
  ['延迟', '延误', '推迟', '迟迟'],

  // international shipping and customs
  ['国际', '海外', '国外', '境外', '外国', '跨境'],
  ['关税', '进口税', '海关税', '清关费', '行邮税', '跨境税', '被税'],

  // address: delivery address, wrong entry
  ['收货地址', '收件地址', '寄送地址', '配送地址', '送货地址', '邮寄地址', '收货信息', '收件信息', '收件人地址', '收货人地址', '派送地址'],
  ['填错', '写错', '输错', '打错', '填写错误', '弄错', '搞错', '选错'],

  // returns: colloquial "return it", no-reason returns, courier pickup for returns
  ['退货', '退掉', '退东西', '退商品', '退产品', '不想要了', '不想留了', '不要这个了', '这个不要了', '想退了', '退件', '退给你们'],
  ['七天无理由', '7天无理由', '七日无理由', '7日无理由', '无理由', '七天无条件', '7天无条件'],
  ['上门取件', '上门取货', '上门收件', '上门揽件'],

  // refunds: back the way it was paid
  ['原路退回', '原路退回去', '原路返回', '退回原账户', '退到原账户', '原支付方式'],

  // warranty and repairs: extended warranty
  ['延保', '延长保修', '延长质保'],

  // installation: assembly, home visit
  ['安装', '组装', '拼装'],
  ['上门安装', '师傅上门安装', '师傅上门', '上门装', '派师傅', '安排师傅'],

  // invoices: issue, reissue, special / ordinary VAT invoice, company title, tax number, reimbursement
  ['重开发票', '重新开发票', '重新开票', '重新开具', '补开发票', '补开', '换开发票', '开错发票', '发票开错', '发票有误', '发票错了', '重开票', '红冲', '冲红', '开错票'],
  ['专票', '增值税专用发票', '专用发票', '增值税专票', '增专', '专用票'],
  ['普票', '增值税普通发票', '普通发票', '增值税普票', '增普', '普通票'],
  ['公司', '单位', '企业'],
  ['税号', '纳税人识别号', '纳税识别号', '统一社会信用代码', '信用代码', '社会信用代码', '纳税人识别码'],
  ['报销', '报账', '报帐'],

  // coupons: promo codes, "won't apply", stacking, conditions
  ['优惠码', '折扣码', '促销码', '优惠代码'],
  ['无法使用', '用不了', '不能用', '没法用', '使用不了', '不能使用', '无法用', '不可用', '用不上', '抵扣不了', '不生效', '没生效'],
  ['叠加', '一起用', '同时用', '同时使用', '一起使用', '叠用'],
  ['使用条件', '使用门槛', '使用规则', '门槛'],

  // price drops: price protection
  ['价格保护', '保价', '价保', '退差价', '返差价', '补偿差价', '补差价', '退差额', '退还差价'],

  // gift cards: balance, expiry, top-up, activation
  ['余额', '剩余金额', '剩多少钱', '剩下多少钱', '还有多少钱', '卡里还有多少', '卡里剩多少'],
  ['有效期', '过期', '失效', '到期', '有效时间', '有效日期', '使用期限'],
  ['充值', '充钱'],
  ['激活', '启用'],

  // accounts: login failure, password reset, verification code, phone change, new users
  ['登录失败', '登不上', '登录不上', '登陆不上', '登录不了', '登陆不了', '无法登录', '无法登陆', '登不进去', '登录不进去', '登陆不进去'],
  ['忘记密码', '忘了密码', '密码忘了', '密码忘记', '不记得密码', '密码不记得', '找回密码', '密码找回', '重置密码', '密码重置', '重设密码', '密码丢了', '密码记不住', '记不得密码', '不知道密码', '忘密码'],
  ['验证码', '校验码', '动态码', '短信码'],
  ['修改手机号', '换手机号', '更换手机号', '换了手机号', '手机号换了', '换号', '换了号', '换绑手机号', '换绑手机', '改绑手机', '改绑手机号', '手机号不用了', '换了新号', '改手机号'],
  ['新用户', '新客户', '新顾客', '新会员'],

  // membership, points and tiers
  ['开通会员', '开会员', '办会员', '办理会员', '充会员', '买会员', '加入会员', '成为会员', '开vip', '开通vip'],
  ['等级', '级别'],
  ['权益', '福利', '特权', '待遇'],
  ['成长值', '经验值'],

  // store pickup: pickup point, pickup timeout
  ['自提点', '提货点', '取货点', '提货地点', '取货地点'],
  ['超时', '逾期', '超期', '过期未取'],

  // contacting a human: the robot itself, phone line, ways to contact
  ['机器人', '自动回复', '智能客服'],
  ['客服电话', '客服电话号码', '人工客服电话', '客服热线', '服务热线', '热线电话', '热线', '联系电话'],
  ['联系方式', '联系方法', '怎么联系', '如何联系'],

  // complaints: bad service, compensation
  ['投诉', '举报', '告你们', '找你们领导', '找领导'],
  ['态度差', '态度太差', '态度很差', '态度不好', '态度恶劣', '服务差', '服务太差', '服务不好'],
  ['赔偿', '补偿', '赔钱', '赔付'],

  // General lexicon, second round: how visitors type in a chat widget.
  ['不支持退货', '不能退货', '不可退货', '不给退货', '不予退货', '不能退换', '不支持退换'],
  ['拆封', '拆开', '开封', '已拆', '已拆封', '拆包装'],
  ['未拆封', '没拆封', '没拆开', '没开封', '没拆过', '原封不动'],
  ['退款进度', '退款状态', '退款进展', '退款到哪了', '退款到哪一步了', '退款怎么样了', '钱退了没', '钱退了吗', '退款没到', '退款没到账', '没收到退款', '还没退款'],
  ['支付宝', 'zfb', '支付包', 'alipay'],
  ['微信', 'wx', 'vx', 'weixin'],
  ['信用卡', 'xyk', '贷记卡'],
  ['修改地址', '改地址', '换地址', '换个地址', '改一下地址', '地址改一下', '改收货地址', '修改收货地址', '更换地址'],
  ['已发货', '已经发货', '已发出', '发出去了', '寄出去了'],
  ['未发货', '没发货', '没有发货', '尚未发货', '没发出'],
  ['发货时间', '什么时候发货', '啥时候发货', '多久发货', '几天发货', '多久能发货', '什么时候能发货', '何时发货', '多久发出'],
  ['物流停滞', '物流不动', '快递不动', '物流没更新', '物流不更新'],
  ['港澳台', '港澳', '香港', '澳门', '台湾', '中国香港', '中国台湾'],
  ['发票抬头', '开票抬头'],
  ['领取优惠券', '领券', '领优惠券', '领劵'],
  ['会员', 'vip'],
  ['积分', '积份', '京豆'],
  ['获取积分', '获得积分', '赚积分', '攒积分'],
  ['积分有效期', '积分清零', '积分作废'],
  ['自动续费', '自动扣费', '自动续订', '连续包月', '连续包年'],
  ['取消自动续费', '关闭自动续费', '关掉自动续费', '关自动续费', '取消续费', '不想续费', '取消连续包月', '取消包月'],
  ['保修期', '质保期', '保修时间', '保修多久', '质保多久', '保多久', '保几年'],
  ['超时未取', '逾期未取', '忘了去取', '忘记去取', '忘了取货', '忘记取货', '没去拿', '没及时取货'],
  ['预约安装', '约安装', '约师傅', '预约师傅', '约时间安装', '预约装机'],
  ['安装费', '安装费用', '安装要钱', '安装收费', '安装要不要钱', '上门安装费'],
  ['免费安装', '包安装', '送安装', '安装免费', '安装不要钱'],
  ['以旧换新', '旧换新', '旧机换新', '旧机回收', '旧手机回收', '回收旧手机'],
  ['正品', '真货', '行货', '国行', '原装'],
  ['已签收', '显示签收', '显示已签收', '被签收', '别人签收', '被代签'],
  ['代收点', '驿站', '快递站'],
];

/** Single characters that stand for each other in compounds (钱 and 款 are both "money"). */
export const ZH_CHAR_GROUPS: string[][] = [
  ['款', '钱'],
  ['取', '拿'],
  ['账', '帐'],
];

/**
 * Regions and countries (regular-expression sources) a visitor names when asking about shipping abroad: they read
 * as "international" (EU plugs and UK sizes do not). Cities are left out: "the weather in London" is not a
 * shipping question.
 */
const ABROAD = [
  'europe', 'european union', 'eu', 'asia', 'south ?east asia', 'asia pacific', 'apac', 'africa', 'middle east',
  'latin america', 'south america', 'north america', 'central america', 'caribbean', 'oceania', 'scandinavia',
  'nordics', 'balkans', 'usa', 'united states(?: of america)?', 'america', 'the us', 'the states', 'uk',
  'united kingdom', 'great britain', 'britain', 'england', 'scotland', 'wales', 'northern ireland', 'ireland',
  'canada', 'mexico', 'brazil', 'argentina', 'chile', 'colombia', 'peru', 'venezuela', 'ecuador', 'uruguay',
  'paraguay', 'bolivia', 'costa rica', 'puerto rico', 'jamaica', 'australia', 'new zealand', 'nz', 'germany',
  'deutschland', 'france', 'spain', 'italy', 'portugal', '(?:the )?netherlands', 'holland', 'belgium', 'luxembourg',
  'switzerland', 'austria', 'sweden', 'norway', 'denmark', 'finland', 'iceland', 'poland', 'czech republic',
  'czechia', 'slovakia', 'hungary', 'romania', 'bulgaria', 'greece', 'croatia', 'serbia', 'slovenia', 'estonia',
  'latvia', 'lithuania', 'ukraine', 'russia', 'belarus', 'cyprus', 'malta', 'monaco', 'türkiye', 'israel', 'uae',
  'united arab emirates', 'saudi(?: arabia)?', 'qatar', 'kuwait', 'bahrain', 'egypt', 'morocco', 'tunisia',
  'algeria', 'nigeria', 'kenya', 'ghana', 'ethiopia', 'south africa', 'india', 'pakistan', 'bangladesh', 'sri lanka',
  'nepal', 'japan', '(?:south )?korea', 'viet ?nam', 'thailand', 'malaysia', 'singapore', 'indonesia', 'philippines',
  'cambodia', 'myanmar', 'mongolia', 'kazakhstan', 'uzbekistan', 'iran', 'iraq', 'lebanon', 'fiji', 'u\\.s\\.a',
  'u\\.s', 'u\\.k',
].join('|');

/** English multi-word expressions rewritten before tokenising, in this order. */
export const EN_PHRASES: Array<[RegExp, string]> = [
  [/\bmoney back\b/g, 'refund'],
  [/\b(send|sent|ship|give|take) (it |them |this |that )?back\b/g, 'return'],
  [/\b(log|logged|logging|sign|signed|signing) ?in(to)?\b/g, 'login'],
  [/\b(customer (service|support|care)|help ?desk)\b/g, 'support'],
  [/\b(real|live|actual) (person|human|agent|people)\b/g, 'agent'],
  [/\b(promo|discount|coupon|voucher) codes?\b/g, 'coupon'],
  [/\be-?wallets?\b/g, 'wallet'],
  [/\be-?mail\b/g, 'email'],
  [/\b(get|gets|getting|got|come|comes|coming) (here|there|to me|to you)\b/g, 'arrive'],
  [/\b(show|shows|showed|showing) up\b/g, 'arrive'],
  [/\bcall(s|ed|ing)? (it |them |this |that )?off\b/g, 'cancel'],

  // General lexicon.
  // orders: placing and stopping
  [/\b(place|placed|placing|make|made|making|put|putting|submit|submitted) (an |my |the |a |this |that )?order\b/g, 'order'],
  [/\b(halt|kill|drop|scrap|withdraw|void) (my |the |an |this |that |our )?(order|purchase)\b/g, 'cancel order'],
  [/\bcheck(ed|ing)? ?out\b/g, 'checkout'],
  [/\bpre-?orders?\b/g, 'preorder'],
  // stock
  [/\b(out of stock|sold out|not in stock|no stock)\b/g, 'outofstock'],
  [/\bback in stock\b/g, 'restock'],
  // payment: methods, brands, failure, double charge, instalments, cash on delivery
  // A brand keeps its own name (Visa is not Mastercard) and gains its kind.
  [/\b(visa|master ?card|amex|american express|maestro|discover card|jcb|union ?pay)\b/g, '$1 credit card'],
  [/\b(apple pay|google pay|samsung pay|pay ?pal|ali ?pay|we ?chat pay|weixin pay)\b/g, '$1 wallet'],
  [/\b(digital|mobile|online|electronic) wallets?\b/g, 'wallet'],
  [/\b(did not|does not|will not|would not|can not|could not|not|never) go(es)? (through|thru)\b/g, 'fail'],
  [/\b((charged|billed|debited|paid) (me )?(twice|two times|double)|double[- ]?(charged|billed|charge|payment)|duplicate (charges?|payments?))\b/g, 'duplicate charge'],
  [/\b(buy now,? pay later|pay later|bnpl|pay (in|over) (installments|instalments|parts|months|time|[2-9]|four|three)|pay monthly|monthly (payments?|plans?)|payment plans?|split (the |my )?(payment|bill|cost|price)|spread the cost)\b/g, 'instalment'],
  [/\b(cash|pay|payment|paying) (on|upon|at) (delivery|arrival|the door)\b/g, 'cod'],
  // shipping: tracking, courier, not received, express, international, customs, postage
  [/\bwhere('s| is| are)? (my|the|our) (order|package|parcel|shipment|stuff|items?|delivery)\b/g, 'track $3'],
  [/\b(shipping|delivery|courier|logistics|postal) (company|companies|firm|partner|partners|provider|providers)\b/g, 'courier'],
  [/\b(never|not|yet to) (got|gotten|get)\b/g, 'not receive'],
  [/\b(outside (of )?(china|the country|mainland china)|(other|another|different|foreign) countr(y|ies)|cross[- ]border|world ?wide)\b/g, 'international'],
  [/\bimport (tax|taxes|fees?|charges?|duty|duties)\b/g, 'customs'],
  [/\bpostage\b/g, 'shipping fee'],
  [/\bhow (soon|many days|many business days|many working days)\b/g, 'how long'],
  // address: parts of an address
  [/\b(zip|postal|post) ?codes?\b/g, 'address'],
  // returns (the second is ambiguous with cancelling before shipment: see the report)
  [/\b(send|sent|sending|ship|shipped|shipping|mail|mailed|mailing|post|posted|bring|brings|brought|bringing|courier) (it |them |this |that |the item |the items |the product |the products |the order |my order |the package |the parcel |everything )?back\b/g, 'return'],
  [/\b(dont|do not|no longer) (want|need) (it|them|this|that|the item|the product)( anymore| any more)?\b/g, 'return'],
  // refunds
  [/\bcredit(ed|s)? (it |the money )?back\b/g, 'refund'],
  // broken devices
  [/\b(stopped|stop|stops|quit|quits) working\b/g, 'broken'],
  [/\b(will not|does not|did not|can not|cannot|not|never) (turn|switch|power|start) (on|up)\b/g, 'broken'],
  [/\b(dead on arrival|doa)\b/g, 'broken'],
  // installation
  [/\bput(s|ting)? (it |them |this |that )?together\b/g, 'install'],
  // invoices: reissue, company title, tax id
  [/\b(re-?issue|re-?send|re-?generate|re-?do|new|another|corrected|revised) (the |my |an |a )?(invoice|receipt|fapiao)s?\b/g, 'reissue invoice'],
  [/\b(company|business|corporate) (name|title|header|heading|info|information|details)\b/g, 'company title'],
  [/\b(tax|vat|tin) (id|ids|number|numbers|no|code|registration)\b/g, 'taxid'],
  // coupons that won't apply
  [/\bnot valid\b/g, 'invalid'],
  // price drops and price protection
  [/\bprice (protection|guarantee|adjustment)\b/g, 'price protection'],
  [/\bprice (drop|drops|dropped|reduction|reductions|cut|cuts|went down|goes down|decrease|decreased|fell|lowered)\b/g, 'price drop'],
  [/\b(got|gets|getting|became|become|becomes|went|is|now) cheaper\b/g, 'price drop'],
  // gift cards: names, balance, expiry (after the existing coupon-code rule, hence "gift coupon")
  [/\b(gift (certificate|voucher|coupon|token)s?|e-?gift ?cards?|prepaid cards?)\b/g, 'gift card'],
  [/\bhow much (is |money |credit |value |balance )?(left|remaining|remains)\b/g, 'balance'],
  [/\b(still (good|valid|usable|active)|valid until|good until|time limit|use[- ]by date)\b/g, 'expiry'],
  // accounts: log on, sign up, forgot, verification code, phone number, deleting
  [/\blog(ged|ging)? ?on\b/g, 'login'],
  [/\b(sign(s|ed|ing)? ?up|create (an |a |my )?account|open (an |a )?account)\b/g, 'register'],
  [/\b(can not|cannot|do not|did not) remember\b/g, 'forget'],
  [/\b((verification|sms|text|confirmation|one[- ]time) (code|codes|pin)|otp)\b/g, 'otp'],
  [/\bcell (phone )?(number|no)\b/g, 'phone number'],
  [/\b(delete|remove|close|deactivate|terminate|cancel|erase|shut down|wipe) (my |the |this |an |your )?(account|profile)\b/g, 'delete account'],
  // store pickup
  [/\bcollect(s|ed|ing)? (it|them|my order|the order|my package|the package|my parcel|the parcel|my items?|the items?)\b/g, 'pickup'],
  [/\b(click (and|&|n) collect|in[- ]store pick ?up|store pick ?up|curbside)\b/g, 'pickup'],
  [/\bpick(s|ed|ing)? (it |them |this |that |my order |the order |my package |the package |my parcel |the parcel )?up\b/g, 'pickup'],
  // contacting a human: phone line, getting in touch, asking for someone
  [/\b(hotline|help ?line|call (center|centre)|support line|phone support)\b/g, 'support phone'],
  [/\b(get in touch|reach out)\b/g, 'contact'],
  [/\b(talk|speak|chat)( to| with) (someone|somebody|a rep)\b/g, 'agent'],
  // complaints: escalation
  [/\b(speak|talk)( to| with) (a |the |your )?(manager|supervisor)\b/g, 'escalate'],
  // General lexicon, second round: how visitors type in a chat widget.
  [/\b(do|does|did|is|are|was|were|has|have|had|could|would|should)nt\b/g, '$1 not'],
  [/\b(?:cant|cannot|unable to|not able to)\b/g, 'can not'],
  [/\bwont\b/g, 'will not'],
  [/\b(?:acct|accnt|acc)\b/g, 'account'],
  [/\bw\/o(?:ut)?\b/g, 'without'],
  [/\bw\//g, 'with '],
  [/\basap\b/g, 'as soon as possible'],
  [/\brn\b/g, 'now'],
  [/\bb4\b/g, 'before'],
  [/\babt\b/g, 'about'],
  [/\b(?:thx|thnx|thanx|tnx|tysm|tyvm)\b/g, 'thanks'],
  [/\bint['’]l\b/g, 'international'],
  [/\b(?:pass word|p\/w)\b/g, 'password'],
  [/\b(?:log|sign)-(?:in|on)\b/g, 'login'],
  [/\bcust(?:omer)?\.? ?(?:serv|svc|svcs|srv|services?|support|care)\b/g, 'support'],
  [/\bcs (team|dept|department|reps?|agents?|line|number|email|chat)\b/g, 'support $1'],
  [/\b(order|tracking|reference|ref|invoice|account|receipt|confirmation|phone|contact) ?(?:#|(?:num|nr|nbr)\b\.?|no\.|no(?= ?[:#]? ?[a-z]{0,3}\d)|no(?= ?[?!,]| ?$))/g, '$1 number'],
  [/\b(newsletter|welcome|register|signup|subscriber|subscription|first[- ]order|new customer|birthday|student|referral|offer|sale|deal|savings) (?:codes?|coupons?|vouchers?)\b/g, '$1 coupon'],
  [/\bcodes? (?:from|in) (?:the |your |a |my )?newsletter\b/g, 'newsletter coupon'],
  [/\b\d+(?:\.\d+)? ?(?:%|percent|per cent|pct|dollars?|bucks|pounds?|quid|euros?|usd|gbp|eur|rmb|yuan)? ?off (?:codes?|coupons?|vouchers?)\b/g, 'coupon'],
  [/\b\d+(?:\.\d+)? ?(?:%|percent|per cent|pct) off\b/g, 'discount'],
  [/\bmoney[- ]off\b/g, 'discount'],
  [/\b(coupon|voucher|discount|promo)s? (?:(?:is|are|was|does|did|will|still|just|keeps|says|shows) )*(?:not|never|no longer) (?:work|works|working|apply|applies|applying|applied|valid|accepted|being accepted|recogni[sz]ed|redeem|redeeming)\b/g, '$1 invalid'],
  [/\b(?:(?:will not|does not|did not|would not) (?:let|allow) me (?:to )?|(?:can not|could not|failed to|fail to) )(?:use|apply|redeem|add|enter|input) (?:the |my |a |an |this |that |any |your |our )?(coupon|voucher|discount|promo)s?\b/g, '$1 invalid'],
  [/\b(coupon|voucher|promo)s? (?:(?:was|is|got|gets|keeps|keep|being) )*(?:rejected|refused)\b/g, '$1 invalid'],
  [/\b(?:gift ?cards?|giftcards?|gift certs?|e-?gifts?|store credit cards?|store gift cards?)\b/g, 'gift card'],
  [/\bgift codes?\b/g, 'gift card code'],
  [/\b(?:loyalty|rewards?|vip|members?|membership) (?:programs?|programmes?|schemes?|clubs?)\b/g, 'membership'],
  [/\b(bronze|silver|gold|platinum|diamond|premium) (?:members?|membership|tiers?|levels?|status)\b/g, '$1 membership tier'],
  [/\bapple-?pay\b/g, 'apple pay wallet'],
  [/\b(?:google-?pay|gpay|g pay)\b/g, 'google pay wallet'],
  [/\bsamsung-?pay\b/g, 'samsung pay wallet'],
  [/\bwechat-?pay\b/g, 'wechat pay wallet'],
  [/\b(venmo|cash ?app|amazon pay|shoppay|grab ?pay|gcash|paytm|kakao ?pay|paypay|touch ?n ?go)\b/g, '$1 wallet'],
  [/\b(klarna|afterpay|clearpay|sezzle|laybuy|atome|zip ?pay)\b/g, '$1 instalment'],
  [/\b(by|with|via|using|my|a|your) cc\b/g, '$1 credit card'],
  [/\b(?:(?:ways?|options?|methods?|modes?|forms?|types?|kinds?|means) (?:of|to) pay(?:ing|ments?)?|payment (?:options?|types?|modes?|choices?|methods?|forms?)|how (?:can|do|could|should) (?:i|we) pay)\b/g, 'payment method'],
  [/\b(?:c\.o\.d|cash[- ]on[- ]delivery|collect on delivery|pay(?:ing)? (?:in |with |by )?cash (?:on|upon|at|when) (?:delivery|arrival|receipt|the door|it arrives)|pay(?:ing)? (?:the )?(?:courier|driver|delivery (?:guy|man|person)|postman) (?:in |with )?cash|pay(?:ing)? (?:when|once|after) (?:it|the order|the package|the parcel|my order) (?:arrives|is delivered|gets delivered)|pay (?:on|upon) (?:receipt|receiving))\b\.?/g, 'cod'],
  [/\b(dhl|fedex|fed ex|(?<!-)ups|usps|royal mail|parcelforce|dpd|evri|yodel|aramex|tnt|gls|sf express|yunexpress|cainiao)\b/g, '$1 courier'],
  [/\b(?:wheres|what happened to|any updates? on|any news on|updates? on) (?:my|the|our) (order|package|parcel|shipment|delivery|pkg|stuff|items?)\b/g, 'track $1'],
  [/\b(?:sent|send|sends|sending) (?:it |them |my order |the order |my package |the package |my parcel |the parcel )?out\b(?! (?:an? |the |my |your |our )?(?:e-?mails?|newsletters?|codes?|links?|messages?|invites?|invitations?|surveys?|notifications?)\b)/g, 'ship'],
  [/\b(been|was|were|be|is|are|get|gets|getting|got) posted(?: out)?\b/g, '$1 shipped'],
  [/\b(?:left|leave|leaves|leaving) the warehouse\b/g, 'shipped'],
  [/\bturn(?:s|ed|ing)? up\b/g, 'arrive'],
  [/\b(?:hit|hits|land|lands|landed|reflect|reflects|reflected) (?:in|on|to) (?:my|the|your) (account|card|bank account|bank|statement|balance|wallet)\b/g, 'arrive $1'],
  [/\btak(?:e|es|ing) (?:forever|ages|so long|too long)\b/g, 'delay'],
  [/\bstill waiting\b/g, 'delay'],
  [/\b(?:warranty|guarantee|warrantee|guaranty) (?:period|length|duration|time)\b/g, 'warranty how long'],
  [/\b(?:length|duration) of (?:the |your |my )?(?:warranty|guarantee)\b/g, 'how long warranty'],
  [/\bhow (?:many (?:weeks|months|years|hours)|much time)\b/g, 'how long'],
  [/\b(?:time ?frames?|timelines?|turn ?around(?: times?)?|lead times?|(?:by|till|until) when)\b/g, 'how long'],
  [/\bwhen (will|would|should)\b/g, 'how long $1'],
  [/\beta\b/g, 'how long arrive'],
  [/\b(?:duties|duty) (?:and|&|n|or) (?:taxes|tax|vat)\b/g, 'customs'],
  [/\b(?:import (?:vat|gst|costs?)|(?:taxes|tax|duties|duty) (?:on|for) (?:imports?|imported (?:goods|items)))\b/g, 'customs'],
  [/\bbrokerage (?:fees?|charges?)\b/g, 'customs fee'],
  [/\b(?:p ?& ?p|s ?& ?h|shipping (?:and|&) handling)\b/g, 'shipping fee'],
  [/\b(?:(?:which|what) countries|(?:anywhere in|around|all over|rest of) the world)\b/g, 'international'],
  [/\bto (?:my|your|other|any|all|every|which|what|most|many) countr(?:y|ies)\b/g, 'to international'],
  [new RegExp(`(?<!\\b(?:made|manufactured|produced|assembled) in )\\b(?:${ABROAD})\\b\\.?(?![- ](?:size|sizes|sizing|plug|plugs|adapter|adaptor|adapters|socket|sockets|voltage|version|model|standard)\\b)`, 'g'), 'international'],
  [/\b(?:moved|move|moving) (?:house|home|address|flat|apartment)\b/g, 'change address'],
  [/\bre-?(?:direct|route)(?:s|ed|ing)? (?:my |the |this |that |your )?(package|parcel|order|delivery|shipment|pkg)\b/g, 'change address $1'],
  [/\b(?:new|different|another|updated) (?:shipping |delivery )?(?:address|addy|addr|adress)\b/g, 'change address'],
  [/\b(?:reimburse(?:d|ment|ments)?|paid back|pay me back) (?:from|by) (?:my |the |our )?(?:employer|company|work|boss|office)\b/g, 'invoice'],
  [/\b(?:return|returned|returning|refund) (?:my |the |our )?(?:money|funds|payment|cash)\b/g, 'refund'],
  [/\b(?:my|the|our) (?:cash|funds|payment) back\b/g, 'refund'],
  [/\bpa(?:y|id|ying) (?:me |us )back\b/g, 'refund'],
  [/\b(?:swap|switch|change|trade|exchange)(?: it| them| this| that| the item| my item| the product| my order)? (?:for|to|into) (?:a |an |the )?(?:different|another|other|bigger|smaller|larger|new|right|correct) (size|colou?r|one|model|style|version|item)s?\b/g, 'exchange $1'],
  [/\b(size|colou?r) (?:exchange|swap)s?\b/g, 'exchange $1'],
  [/\b(?:(?:does|do|did) not|not|no longer) fits?\b/g, 'wrong size'],
  [/\btoo (?:small|big|large|tight|loose|narrow|baggy)\b/g, 'wrong size'],
  [/\b(?:stop|undo|revoke|rescind) (?:my |the |this |that |an |our |whole |entire )?(?:order|purchase)\b/g, 'cancel order'],
  [/\b(?:do not|no longer) (?:want|need) (?:my|the) (?:order|purchase)\b/g, 'cancel order'],
  [/\b(?:locked|lock|locking|shut) out\b|\blockout\b/g, 'can not login'],
  [/\baccount (?:(?:is|has|been|got|was|now) )*(?:locked|blocked|disabled)\b/g, 'account can not login'],
  [/\bcan not (?:get in(?:to)?|access|open|get into|get back into|get access to) (?:my |the )?account\b/g, 'can not login account'],
  [/\b(?:(?:will not|does not|did not|would not) (?:let|allow) me (?:to )?login|login (?:(?:is|does|did|will|still|keeps) )*(?:not|no longer) work(?:s|ing)?)\b/g, 'can not login'],
  [/\b(?:(?:do|did|can|could) not) (?:remember|recall)\b/g, 'forget'],
  [/\b(?:lost|misplaced) (?:my |the )?(password|pwd|pw|passcode|login)\b/g, 'forget $1'],
  [/\b(forgot|forgotten|forget) (?:my |the )?pass\b/g, '$1 password'],
  [/\b(?:2fa|two[- ]factor|2-step|two[- ]step|login|log-in) (?:codes?|verification|authentication|pin)\b/g, 'otp'],
  [/\b(?:not|no longer|never|will not|does not|did not|can not) (?:charging|boot|boots|booting|boot up|hold (?:a )?charge|holding (?:a )?charge)\b/g, 'broken'],
  [/(?<!\b(?:code|codes|coupon|voucher|discount|promo|invalid|otp|password|pw|pwd|login|link|links|site|website|app|page|button|checkout|payment|card|account|email|number|address|search|filter|tracking|track|chat|bot|wifi|internet|browser|me)(?: (?:is|are|was|were|does|do|did|will|would|still|has|have|keeps|just|been))* )\b(?:not|no longer) work(?:s|ing)?(?: properly| right| anymore| any more| at all)?\b(?! (?:with|on|in|for|if|unless|outside|abroad|overseas)\b)/g, 'broken'],
  [/\bproof of (?:purchase|payment|buying)\b/g, 'invoice'],
  [/\bexpens(?:e|es|ing|ed) (?:claims?|reports?|reimbursements?|purposes|forms?)\b/g, 'invoice'],
  [/\b(?:claim|claiming|expense|expensing) (?:it|this|them|that) (?:on|through|as|under|against) (?:my |the |our )?(?:company|business|work|expenses?)(?: expenses?)?\b/g, 'invoice'],
  [/\b(tax|vat|gst) (?:paperwork|documents?|docs|forms?|slips?|certificates?)\b/g, '$1 invoice'],
  [/\b(?:itemi[sz]ed (?:bill|receipt|invoice|statement)s?|e-?(?:invoice|receipt)s?|electronic (?:invoice|receipt)s?|digital (?:invoice|receipt)s?)\b/g, 'invoice'],
  [/\bhuman beings?\b/g, 'agent'],
  [/\blive ?(chat|support|help)\b/g, 'agent $1'],
  [/\b(?:call|ring|phone|telephone) (?:you|u|ya|you guys|your team|the shop|the store|your store|your shop|support)\b/g, 'support phone'],
  [/\bemail (?:you|u|ya|you guys|your team)\b/g, 'contact email'],
  [/\b(?:message|dm|pm|write to) (?:you|u|ya|you guys|your team|the team|someone|somebody|support)\b|\bget (?:a )?hold of\b/g, 'contact'],
];

/** English words that mean the same thing here; matched after stemming. */
export const EN_GROUPS: string[][] = [
  ['refund', 'reimbursement', 'reimburse', 'moneyback', 'refundable'],
  ['package', 'parcel', 'shipment', 'consignment', 'pkg', 'pckg'],
  ['ship', 'deliver', 'delivery', 'dispatch', 'shipping', 'despatch'],
  ['repair', 'mend', 'fix'],
  ['warranty', 'guarantee', 'warrantee', 'guaranty', 'warrenty', 'waranty', 'guarentee', 'gaurantee'],
  ['invoice', 'receipt', 'fapiao', 'reciept'],
  ['coupon', 'voucher', 'promo', 'discount', 'promotion', 'promotional', 'promocode', 'couponcode', 'discountcode', 'vouchercode'],
  ['agent', 'human', 'person', 'representative', 'operator', 'staff', 'rep', 'advisor', 'adviser', 'csr'],
  ['exchange', 'swap', 'replace', 'replacement', 'swop'],
  ['fee', 'charge', 'cost', 'surcharge'],
  ['international', 'abroad', 'overseas', 'foreign', 'global', 'worldwide', 'intl', 'intnl'],
  ['password', 'passcode', 'passphrase', 'pwd', 'pw', 'pword', 'passwd'],
  ['buy', 'purchase'],
  ['status', 'progress'],
  ['broken', 'defective', 'faulty', 'damaged', 'cracked', 'break', 'malfunction', 'defect', 'busted', 'dead', 'die', 'bricked', 'kaput', 'knackered', 'dud'],
  ['change', 'update', 'edit', 'modify', 'amend', 'alter', 'alteration', 'revise'],
  ['benefit', 'perk', 'advantage', 'privilege'],
  ['tier', 'level', 'rank', 'grade'],
  ['phone', 'cellphone', 'smartphone', 'mobile', 'telephone'],
  ['headphone', 'earbud', 'earphone', 'headset'],
  ['fridge', 'refrigerator'],
  ['item', 'product', 'goods', 'merchandise'],
  ['wrong', 'incorrect', 'mistaken', 'mistake'],
  ['cancel', 'cancellation', 'cancelled', 'cancelling', 'cancelation', 'cxl', 'cancle'],
  ['process', 'procedure'],

  // General lexicon.
  // returns
  ['return', 'rma', 'returnable'],
  // payment: paying, failure, instalments, wallets
  ['payment', 'pay', 'pmt', 'pymt'],
  ['fail', 'failure', 'unsuccessful', 'decline'],
  ['instalment', 'installment', 'financing'],
  ['wallet', 'ewallet'],
  ['wechat', 'weixin'],
  // shipping: tracking, couriers, arrival, express, lost, customs
  ['track', 'trace', 'waybill'],
  ['courier', 'carrier'],
  ['arrive', 'arrival'],
  ['express', 'expedite'],
  ['delay', 'late', 'overdue'],
  ['lost', 'lose', 'missing', 'disappear'],
  ['customs', 'duty', 'tariff'],
  ['tax', 'vat', 'gst'],
  // address
  ['address', 'destination', 'addy', 'addr', 'adress'],
  // installation: assembly, technicians, appointments
  ['install', 'installation', 'assemble', 'assembly', 'mount'],
  ['technician', 'installer', 'repairman', 'serviceman'],
  ['appointment', 'booking', 'schedule'],
  // gift cards and coupons: expiry, redemption, stacking
  ['expiry', 'expire', 'expiration', 'validity'],
  ['redeem', 'redemption'],
  ['stack', 'combine'],
  // accounts: password recovery, registration, deleting
  ['reset', 'recover', 'recovery', 'retrieve'],
  ['register', 'registration', 'signup', 'enrol', 'enroll'],
  ['delete', 'deletion', 'deactivate', 'deactivation'],
  // membership and points
  ['membership', 'member', 'vip', 'loyalty'],
  ['point', 'reward'],
  // store pickup and stores
  ['store', 'branch', 'showroom'],
  // complaints and escalation
  ['complaint', 'complain', 'grievance', 'escalate', 'escalation'],
  ['manager', 'supervisor'],
  ['rude', 'impolite', 'disrespectful', 'unprofessional'],
  ['compensation', 'compensate'],
  // cart
  ['cart', 'basket', 'trolley'],
  // General lexicon, second round: chat spellings.
  ['color', 'colour'],
  ['center', 'centre'],
  ['program', 'programme'],
  ['inquiry', 'enquiry', 'inquire', 'enquire'],
];

/** English forms a suffix stemmer misses, mapped to their base form before stemming. */
export const EN_IRREGULAR: Record<string, string> = {
  died: 'die',
  dying: 'die',
  rang: 'ring',
  rung: 'ring',
  recieve: 'receive',
  recieved: 'receive',
  recieving: 'receive',
  recived: 'receive',
  resent: 'resend',
  bought: 'buy',
  paid: 'pay',
  prepaid: 'prepay',
  overpaid: 'overpay',
  repaid: 'repay',
  sent: 'send',
  sold: 'sell',
  resold: 'resell',
  broke: 'break',
  gave: 'give',
  given: 'give',
  took: 'take',
  taken: 'take',
  got: 'get',
  gotten: 'get',
  went: 'go',
  gone: 'go',
  goes: 'go',
  came: 'come',
  brought: 'bring',
  caught: 'catch',
  chose: 'choose',
  chosen: 'choose',
  fell: 'fall',
  fallen: 'fall',
  found: 'find',
  forgot: 'forget',
  forgotten: 'forget',
  heard: 'hear',
  held: 'hold',
  kept: 'keep',
  knew: 'know',
  known: 'know',
  made: 'make',
  meant: 'mean',
  said: 'say',
  seen: 'see',
  spent: 'spend',
  stole: 'steal',
  stolen: 'steal',
  told: 'tell',
  thought: 'think',
  understood: 'understand',
  misunderstood: 'misunderstand',
  mistook: 'mistake',
  wrote: 'write',
  written: 'write',
  withdrew: 'withdraw',
  withdrawn: 'withdraw',
  froze: 'freeze',
  frozen: 'freeze',
  tore: 'tear',
  torn: 'tear',
  bent: 'bend',
  burnt: 'burn',
  shrank: 'shrink',
  shrunk: 'shrink',
  threw: 'throw',
  thrown: 'throw',
  began: 'begin',
  begun: 'begin',
  ran: 'run',
  wore: 'wear',
  worn: 'wear',
  shown: 'show',
  lent: 'lend',
  built: 'build',
  dealt: 'deal',
  hung: 'hang',
  // plurals the stemmer leaves as boxe/taxe/fixe, kniv/shelv, and an irregular plural
  boxes: 'box',
  taxes: 'tax',
  fixes: 'fix',
  knives: 'knife',
  shelves: 'shelf',
  mice: 'mouse',
};
