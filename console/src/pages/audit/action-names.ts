/**
 * What each audited action is called on the audit page; the code stays beside it (filters and exports use codes).
 * Commands run on a server (`family:verb`, recorded by the CLI) keep their command name.
 */
const ACTION_NAMES: Record<string, string> = {
  'operator.login': '登录',
  'operator.logout': '退出登录',
  'operator.password': '修改密码',
  'operator.totp_enable': '开启动态验证码',
  'operator.create': '新建操作员',
  'operator.update': '修改操作员',
  'operator.reset_password': '重置密码',
  'operator.reset_totp': '重置动态验证码',
  'pii.unmask': '查看完整个人信息',
  'player.revoke_sessions': '退出玩家全部登录',
  'order.refund': '退款',
  'order.refund_retry': '重试退款',
  'order.unlock': '补解锁报告',
  'refund.request': '提交退款申请',
  'refund.approve': '批准退款',
  'refund.reject': '驳回退款',
  'refund.fail': '退款失败',
  'coupon.grant': '发放解锁券',
  'coupon.revoke': '撤销解锁券',
  'feedback.reply': '回复反馈',
  'feedback.close': '关闭反馈',
  'feedback.reopen': '重新打开反馈',
  'feedback.assign': '分配反馈',
  // 任务与爱心值、抽奖活动
  'task.create': '新建任务',
  'task.update': '修改任务',
  'task.reorder': '调整任务顺序',
  'love.adjust': '调整爱心值',
  'activity.create': '新建抽奖活动',
  'activity.update': '修改抽奖活动',
  'prize.create': '添加奖品',
  'prize.update': '修改奖品',
  'prize.odds_override': '强制修改进行中活动的概率',
  'config:set': '修改配置（命令行）',
  'config:game': '修改游戏配置（命令行）',
  'info:import': '导入资讯（命令行）',
  'market:import': '导入行情（命令行）',
}

export const actionName = (action: string): string => ACTION_NAMES[action] ?? (action.includes(':') ? `命令行 ${action}` : action)
