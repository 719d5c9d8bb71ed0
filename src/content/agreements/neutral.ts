import type { Agreement } from './types'
import { AGREEMENTS_UPDATED_AT } from './operator'

/**
 * 第三方信息共享清单 (id 7).
 *
 * The SMS, real-name check and IP lookup rows do not name a company because the contracts are not signed yet; fill in the
 * provider's legal name and policy link here before release. Re-check every link against the partner's current
 * policy page whenever this list is updated.
 */
export const neutralList: Agreement = {
  id: 7,
  title: '第三方信息共享清单',
  summary: '接入的第三方服务及共享的信息',
  updatedAt: AGREEMENTS_UPDATED_AT,
  intro: [
    '为实现登录、支付、短信验证和实名认证等功能，游戏估价接入了以下第三方服务，或委托第三方处理必要的个人信息。我们只向其提供实现功能所必需的最少信息，并通过协议约束其按照约定的目的和方式处理。第三方如何处理您的信息，请查阅其隐私政策。',
  ],
  sections: [
    {
      heading: '一、第三方服务清单',
      paragraphs: ['表格可左右滑动查看。'],
      table: {
        columns: ['第三方', '使用场景', '共享的信息', '处理方式', '隐私政策'],
        rows: [
          [
            '微信登录（深圳市腾讯计算机系统有限公司）',
            '在微信小程序中登录、获取手机号',
            '登录凭证、OpenID；经您授权的手机号、头像和昵称',
            '接口调用',
            'https://weixin.qq.com/cgi-bin/readtemplate?lang=zh_CN&t=weixin_agreement&s=privacy',
          ],
          [
            '微信支付（财付通支付科技有限公司）',
            '付费解锁报告',
            '订单号、商品名称、金额、OpenID',
            '接口调用',
            'https://www.tenpay.com/v3/helpcenter/low/privacy.shtml',
          ],
          [
            '抖音登录与支付（北京抖音信息服务有限公司）',
            '在抖音小程序中登录、获取手机号、付费解锁报告',
            '登录凭证、OpenID；经您授权的手机号、头像和昵称；订单号、商品名称、金额',
            '接口调用',
            'https://www.douyin.com/agreements/?id=6773901168964798477',
          ],
          [
            '支付宝（支付宝（中国）网络技术有限公司）',
            '在网页版中付费解锁报告',
            '订单号、商品名称、金额',
            '接口调用',
            'https://render.alipay.com/p/c/k2cx0tg8',
          ],
          [
            '微信 JS-SDK、抖音 JS-SDK',
            '在微信或抖音内打开网页版时，与宿主 App 交互（如返回小程序、分享）',
            '设备信息、当前页面地址',
            '嵌入 SDK',
            '同上方微信、抖音隐私政策',
          ],
          ['公共 IP 查询服务', '网页版访问统计与安全风控', 'IP 地址（访问该服务时自然产生）', '接口调用', '以服务商官网公布的隐私政策为准'],
          ['短信验证码服务商', '手机号验证码登录', '手机号码、验证码短信内容', '委托处理', '以服务商官网公布的隐私政策为准'],
          ['实名核验服务商', '实名认证（核验身份与年龄）', '姓名、身份证号码', '委托处理，核验后不留存', '以服务商官网公布的隐私政策为准'],
        ],
      },
    },
    {
      heading: '二、说明',
      paragraphs: [],
      list: [
        '「接口调用」指我们通过第三方提供的接口完成功能，第三方按其隐私政策处理相关信息；「委托处理」指第三方按照我们的指示处理信息，不得用于其他目的。',
        '本服务未接入广告或推送类第三方 SDK；访问统计数据由我们自行处理，除上表所列外不向第三方提供。',
        '清单发生变化时，我们会及时更新本页面；新增涉及敏感个人信息的共享时，我们会另行征得您的同意。',
      ],
    },
  ],
}
