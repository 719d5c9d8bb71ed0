import { PopupKey } from '@/constants/report'

/** What each popup key shows: title, default text and its buttons (`id` is handed back to the page). */
export interface PopupAction {
  id: string
  text: string
  primary?: boolean
}
export interface PopupContent {
  title: string
  text?: string
  actions: PopupAction[]
}

const CLOSE: PopupAction = { id: 'close', text: '我知道了', primary: true }

export const POPUP_CONTENT: Partial<Record<PopupKey, PopupContent>> = {
  [PopupKey.REPORT_GENERATING]: {
    title: '报告生成中',
    text: '估价报告正在生成，通常几秒内完成。生成后可分享或保存图片。',
    actions: [CLOSE],
  },
  [PopupKey.REPORT_NOT_UNLOCKED]: {
    title: '解锁完整报告',
    text: '解锁后可查看精确估价、价格区间、价值构成、相似成交和价格走势。',
    actions: [
      { id: 'close', text: '再看看' },
      { id: 'unlock', text: '立即解锁', primary: true },
    ],
  },
  [PopupKey.REPORT_UNLOCKED]: {
    title: '报告已解锁',
    text: '完整估价已为你展示，可分享给好友或保存为图片。',
    actions: [CLOSE],
  },
  [PopupKey.REPORT_FAILED]: {
    title: '估价失败',
    actions: [
      { id: 'close', text: '关闭' },
      { id: 'retry', text: '重新估价', primary: true },
    ],
  },
  [PopupKey.COMPARE_SWITCH]: {
    title: '选择对比报告',
    text: '对比需要同一游戏的两份已解锁报告。',
    actions: [{ id: 'close', text: '取消' }],
  },
  [PopupKey.UNLOCK_PUBLISH]: {
    title: '发布账号',
    text: '报告已解锁，可以补全账号信息后发布出售。',
    actions: [
      { id: 'close', text: '暂不发布' },
      { id: 'publish', text: '去发布', primary: true },
    ],
  },
  [PopupKey.UNLOCK_QUESTION_CONFIRM]: {
    title: '解锁前请确认',
    // The text depends on how the report was valued (the page passes unlockConfirmText).
    actions: [
      { id: 'close', text: '返回检查' },
      { id: 'confirmUnlock', text: '确认解锁', primary: true },
    ],
  },
  [PopupKey.UNLOCK_PAY]: {
    title: '解锁完整报告',
    actions: [
      { id: 'close', text: '再想想' },
      { id: 'pay', text: '去解锁', primary: true },
    ],
  },
  [PopupKey.PAY_RETENTION]: {
    title: '确定不解锁了吗？',
    text: '报告生成后2小时内解锁更优惠。',
    actions: [
      { id: 'leave', text: '狠心离开' },
      { id: 'close', text: '继续支付', primary: true },
    ],
  },
  [PopupKey.LOW_PRICE_CONFIRM]: {
    title: '价格明显低于估值',
    text: '该账号挂牌价远低于按属性估出的价值，请谨防虚假商品和诈骗，交易前核实账号信息。',
    actions: [
      { id: 'close', text: '取消' },
      { id: 'openLink', text: '仍要查看', primary: true },
    ],
  },
  [PopupKey.GOODS_INFO]: {
    title: '成交信息',
    actions: [
      { id: 'close', text: '关闭' },
      { id: 'openDetail', text: '查看详情', primary: true },
    ],
  },
  [PopupKey.SHARE_TIMELINE]: {
    title: '分享报告',
    actions: [{ id: 'close', text: '取消' }],
  },
  [PopupKey.COLLECT_PRODUCT_INFO]: {
    title: '已加入收藏',
    text: '可在「我的-我的收藏」中查看和管理收藏的账号。',
    actions: [
      { id: 'close', text: '知道了' },
      { id: 'openCollect', text: '查看收藏', primary: true },
    ],
  },
  [PopupKey.PRODUCT_DETAIL_PROFILE]: {
    title: '账号档案',
    actions: [CLOSE],
  },
}
