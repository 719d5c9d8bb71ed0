/** Douyin/Toutiao: the same Taro.login flow; the button names the host the user is in. */
export const miniLogin = { supported: true, label: '抖音一键登录' }
