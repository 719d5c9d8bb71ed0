// babel-preset-taro handles React, TypeScript and the per-platform API rewriting.
//
// H5 is compiled for the browsers its entry script runs on at all (docs/decisions.md, "H5 delivery"): packages
// Taro's router ships untranspiled already need Chrome 85 / Safari 14 (query-string's `&&=`), and Taro's components
// need custom elements. Compiling the app's own code for older browsers made it bigger (ES5 classes, regenerator)
// without making it run anywhere more. The mini-programs keep the package.json browserslist.
const H5_BROWSERS = ['chrome >= 85', 'safari >= 14', 'ios_saf >= 14', 'firefox >= 79', 'edge >= 85', 'samsung >= 14']

module.exports = {
  presets: [
    [
      'taro',
      {
        framework: 'react',
        ts: true,
        compiler: 'webpack5',
        ...(process.env.TARO_ENV === 'h5' && process.env.NODE_ENV !== 'test' ? { targets: H5_BROWSERS } : {}),
      },
    ],
  ],
}
