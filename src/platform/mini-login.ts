/** One-tap login with the host's login code (Taro.login). Base file = WeChat mini-program. */
export const miniLogin = { supported: true, label: '微信一键登录' }
