import type { I18nProvider } from '@refinedev/core'

/** Refine's own texts (buttons, notifications, error pages) in Chinese; the console's pages write theirs directly. */
const zhCN: Record<string, string> = {
  'buttons.cancel': '取消',
  'buttons.clear': '清除',
  'buttons.confirm': '确定吗？',
  'buttons.delete': '删除',
  'buttons.filter': '筛选',
  'buttons.logout': '退出登录',
  'buttons.refresh': '刷新',
  'buttons.save': '保存',
  'buttons.create': '新建',
  'buttons.edit': '编辑',
  'buttons.show': '查看',
  'buttons.list': '列表',
  'buttons.notAccessTitle': '没有权限',
  'notifications.success': '操作成功',
  'notifications.error': '错误码 {{statusCode}}',
  'notifications.createSuccess': '已新建',
  'notifications.createError': '新建失败（{{statusCode}}）',
  'notifications.editSuccess': '已保存',
  'notifications.editError': '保存失败（{{statusCode}}）',
  'notifications.deleteSuccess': '已删除',
  'notifications.deleteError': '删除失败（{{statusCode}}）',
  'notifications.undoable': '{{seconds}} 秒内可撤销',
  'pages.error.404': '页面不存在',
  'pages.error.info': '页面不存在',
  'pages.error.backHome': '返回首页',
  warnWhenUnsavedChanges: '有未保存的修改，确定离开吗？',
}

const fill = (text: string, options: unknown): string =>
  typeof options === 'object' && options !== null
    ? text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => {
        const value = (options as Record<string, unknown>)[key]
        return value === undefined || value === null ? whole : String(value)
      })
    : text

export const i18nProvider: I18nProvider = {
  translate: (key, options, defaultMessage) => {
    const text = zhCN[key]
    if (text !== undefined) return fill(text, options)
    // Refine passes the default as the second argument when there are no options.
    if (typeof options === 'string') return options
    return defaultMessage ?? key
  },
  changeLocale: () => Promise.resolve(),
  getLocale: () => 'zh-CN',
}
