// The engines the mini-programs' scripts (babel.config.js) and style sheets (autoprefixer, config/index.ts) are
// built for (docs/decisions.md, "WeChat main package ≤ 600 KB"). Scripts run in iOS's JavaScriptCore and pages
// render in its WKWebView (the hosts' clients of the last years need iOS 10 or later); on Android in V8 and the
// hosts' Chrome 53-based web views. Taro's template list (package.json: iOS 8, Android 4.1, Internet Explorer)
// compiled to ES5 and prefixed style sheets for browsers no host runs on.
module.exports = ['ios >= 10', 'chrome >= 53']
