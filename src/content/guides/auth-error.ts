import type { ArticleDoc } from '../agreements/types'

/**
 * 隐私设置 help: how to turn a refused permission back on. A permission can be blocked at two levels—inside the
 * host app (mini-program settings) and in the phone's system settings for the host app itself—so each platform
 * lists both.
 */
export const authErrorGuide: ArticleDoc = {
  title: '如何重新开启权限',
  intro: ['如果您之前拒绝了相册、相机、剪贴板或手机号等授权，相关功能会无法使用。按照您正在使用的平台，参照下面的步骤重新开启即可。'],
  sections: [
    {
      heading: '微信小程序',
      paragraphs: ['第一步：在小程序内开启'],
      ordered: true,
      list: [
        '在游戏估价小程序中，点击右上角的「···」。',
        '选择「设置」。',
        '找到对应的权限（如「相册」「相机」），将其切换为允许。',
        '返回页面重新操作。',
      ],
      tips: [
        '第二步：如果仍然不行，说明微信本身没有获得系统权限。iPhone 请进入「设置 - 微信」，Android 手机请进入「设置 - 应用 - 微信 - 权限」，打开照片、相机等权限。',
        '您也可以在微信「我 - 设置 - 个人信息与权限 - 授权管理」中查看和管理已授权的小程序。',
      ],
    },
    {
      heading: '抖音小程序',
      paragraphs: ['第一步：在小程序内开启'],
      ordered: true,
      list: [
        '在游戏估价小程序中，点击右上角的「···」。',
        '选择「设置」（部分版本为「权限设置」）。',
        '打开需要的权限开关。',
        '返回页面重新操作。',
      ],
      tips: ['第二步：如果仍然不行，iPhone 请进入「设置 - 抖音」，Android 手机请进入「设置 - 应用 - 抖音 - 权限」，打开照片、相机等权限。'],
    },
    {
      heading: '浏览器（网页版）',
      paragraphs: [],
      ordered: true,
      list: [
        '点击地址栏左侧的锁形或「i」图标，进入「网站设置」或「权限」。',
        '将相机、剪贴板等权限改为「允许」，然后刷新页面。',
        'iPhone 上的 Safari：进入「设置 - Safari 浏览器」，在「网站设置」中将相机等改为「询问」或「允许」。',
        '在微信或抖音内打开的网页：请参照上方对应 App 的系统权限设置。',
      ],
      tips: ['剪贴板权限被拒绝时，您可以长按输入框，手动选择「粘贴」。'],
    },
    {
      heading: '我们会在什么时候申请权限',
      paragraphs: [
        '我们只在您使用相关功能时才申请权限，例如上传截图时申请相册权限、保存报告时申请保存到相册权限。各项权限的用途请查看《应用权限说明》。',
      ],
    },
  ],
}
