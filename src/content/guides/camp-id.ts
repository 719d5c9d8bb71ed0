import type { ArticleDoc } from '../agreements/types'

/**
 * 如何获取营地ID. Menu names follow the official companion apps as of the document date; they move between
 * releases, so the steps describe what to look for as well as where it is.
 */
export const campIdGuide: ArticleDoc = {
  title: '如何获取营地 ID',
  intro: [
    '营地 ID 是游戏官方助手 App 为每位玩家分配的数字编号。授权估价时填写营地 ID，系统就能读取您公开的英雄、皮肤等资产，不需要提供账号密码。',
  ],
  sections: [
    {
      heading: '王者荣耀：在「王者营地」中查找',
      paragraphs: [],
      ordered: true,
      list: [
        '打开「王者营地」App，使用游戏账号对应的 QQ 或微信登录。',
        '点击底部导航栏的「我」，进入个人主页。',
        '在头像和昵称下方找到「营地ID」（一串数字）。',
        '点击营地 ID 旁的复制图标，或长按数字选择「复制」。',
        '回到游戏估价，在「授权估价 - 营地 ID 授权」中粘贴，选择对应的区服后提交。',
      ],
    },
    {
      heading: '打开资料公开设置',
      paragraphs: ['如果估价时提示「无法读取资产」，通常是营地中的资料没有公开：'],
      ordered: true,
      list: [
        '在「王者营地」个人主页点击右上角的设置图标。',
        '进入「隐私设置」。',
        '打开「允许他人查看我的游戏资料」等相关开关（如英雄、皮肤、战绩）。',
        '稍等几分钟让设置生效，再回到游戏估价重新提交。',
      ],
      tips: ['估价完成后，您可以随时把隐私设置改回去，不影响已生成的报告。'],
    },
    {
      heading: '其他游戏',
      paragraphs: [
        '其他游戏的官方助手 App（如和平精英对应的「和平营地」）查找方法类似：登录后进入个人主页，在昵称附近找到营地 ID 并复制。若游戏不支持营地 ID 授权，估价页面不会显示该选项，您可以改用扫码授权、账号授权或属性估价。',
      ],
    },
    {
      heading: '常见问题',
      paragraphs: [],
      list: [
        '营地 ID 和游戏内的角色 ID、QQ 号不是同一个号码，请以助手 App 个人主页上显示的为准。',
        '一个营地账号可能绑定了多个游戏角色，请确认当前选择的是要估价的区服和角色。',
        '营地 ID 只能读取公开资料，资产读取不全时，可以在报告中补充或改用其他授权方式。',
        '营地 ID 授权不会获取您的密码，也不能操作您的账号。',
      ],
    },
  ],
}
