import { LINK_PLATFORMS, OWN_LINK_SOURCE } from '../../../server/src/contract/values/links'
import type { ArticleDoc } from '../agreements/types'

/**
 * 如何获取链接. The links it names are the contract's list, the one the service's link reader recognises, so the
 * guide never promises a platform that is not read (nor leaves out one that is).
 */
export const getLinkGuide: ArticleDoc = {
  title: '如何获取商品链接',
  intro: ['链接估价需要您提供交易平台上「商品详情页」的链接。按照下面的步骤复制链接，再粘贴到游戏估价的链接输入框即可。'],
  sections: [
    {
      heading: '可以读取的链接',
      paragraphs: [],
      list: [
        `${OWN_LINK_SOURCE}的商品链接：在「相似商品」「意向找号」等页面打开商品，复制它的链接。`,
        `${LINK_PLATFORMS.join('、')}的商品详情页链接：${OWN_LINK_SOURCE}已收录的商品可以直接读取。`,
      ],
      tips: ['读取不到的链接（商品未收录或已下架），可以点击「按属性继续估价」，游戏已为您选好，填写账号属性即可。'],
    },
    {
      heading: '在交易平台 App 中复制',
      paragraphs: [],
      ordered: true,
      list: [
        '打开交易平台 App，找到想要估价的账号，点击进入它的商品详情页（能看到价格、区服和账号截图的页面）。',
        '点击页面右上角的「分享」按钮（通常是一个箭头或「···」图标）。',
        '在弹出的分享面板中选择「复制链接」。如果只有「复制口令」，也可以选择它。',
        '回到游戏估价，进入「估价 - 链接估价」，点击输入框旁的「粘贴」，或长按输入框选择「粘贴」。',
        '确认识别出的游戏和商品信息无误后，点击「开始估价」。',
      ],
    },
    {
      heading: '在交易平台网页版中复制',
      paragraphs: [],
      ordered: true,
      list: [
        '在浏览器中打开交易平台的商品详情页。',
        '点击浏览器地址栏，全选并复制地址；在手机浏览器中，也可以通过浏览器菜单里的「分享 - 复制链接」复制。',
        '回到游戏估价，在链接估价页面粘贴并提交。',
      ],
    },
    {
      heading: '在小程序类交易平台中复制',
      paragraphs: [],
      ordered: true,
      list: [
        '在微信或抖音中打开交易平台的小程序，进入商品详情页。',
        '点击右上角的「···」，选择「复制链接」；若菜单中没有此项，可在页面上找「分享」按钮，选择「复制链接」或「复制口令」。',
        '回到游戏估价粘贴并提交。',
      ],
      tips: ['部分小程序不支持复制链接，这时可以改用「属性估价」，手动选择账号的主要属性。'],
    },
    {
      heading: '小贴士',
      paragraphs: [],
      list: [
        '请复制商品详情页的链接，搜索结果页、店铺首页或活动页的链接无法识别。',
        '复制到的口令中带有文字也没关系，直接整段粘贴，系统会自动找出其中的链接。',
        '商品已下架或售出后，链接可能无法读取，请尽量在商品在售时估价。',
        '链接估价依据商品的挂牌信息，卖家填写的信息不完整时，估价可能偏差较大；授权估价的结果更完整。',
        '挂牌价是卖家的要价，不是成交价。报告会把估价和要价放在一起对比，帮助您判断是否值得购买。',
      ],
      tips: ['估价只需要链接，不需要对方的账号密码或验证码。任何要求您提供验证码的人都是骗子。'],
    },
  ],
}
