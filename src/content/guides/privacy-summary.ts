import type { ArticleDoc } from '../agreements/types'
import { CONTACT_US, OPERATOR_NAME } from '../agreements/operator'

/**
 * The short in-app privacy guide that WeChat requires before privacy APIs are used. It must stay consistent
 * with the full policy (`agreements/privacy.ts`) and with the privacy declarations filed in the mini-program
 * console; change all three together.
 */
export const privacySummary: ArticleDoc = {
  title: '隐私保护指引',
  intro: [
    `本指引是《隐私政策》的摘要，帮助您快速了解游戏估价（由${OPERATOR_NAME}运营）在各项功能中收集哪些信息、用于什么。完整规则请以《隐私政策》为准。`,
  ],
  sections: [
    {
      heading: '我们收集的信息',
      paragraphs: [],
      table: {
        columns: ['信息', '用于哪个功能'],
        rows: [
          ['手机号码', '登录与注册、账号安全验证'],
          ['微信或抖音的用户标识、头像、昵称', '小程序登录、展示个人资料'],
          ['商品链接、游戏账号属性、账号截图', '链接估价、属性估价'],
          ['授权读取的游戏账号资产数据', '授权估价（密码与验证码用后即删，不保存）'],
          ['意向价格、购买价格、订单截图', '找意向账号、我亏了吗'],
          ['订单号、金额、支付方式和状态', '付费解锁报告、售后处理'],
          ['姓名、身份证号码', '实名认证，仅用于核验身份和年龄'],
          ['收货人、电话、地址', '寄送抽奖的实物奖品'],
          ['选中的照片或拍摄的照片', '上传截图、意见反馈'],
          ['剪贴板内容（点击「粘贴」时）', '识别您复制的商品链接'],
          ['设备信息、IP 地址、操作日志', '保障安全、排查故障'],
        ],
      },
    },
    {
      heading: '我们的承诺',
      paragraphs: [],
      list: [
        '只收集功能必需的信息，拒绝某项授权只影响对应功能。',
        '不会出售您的个人信息，不向第三方提供用于营销。',
        '身份证号码只用于实名核验，核验后只保存结果和脱敏信息。',
        '您可以随时查阅、更正、删除个人信息，或在「我的 - 设置」中注销账号。',
      ],
    },
    {
      heading: '联系我们',
      paragraphs: [`对个人信息的处理有任何疑问，请在${CONTACT_US}中提交意见反馈或联系客服。`],
    },
  ],
}
