// babel-preset-taro handles React, TypeScript and the per-platform API rewriting.
//
// H5 is compiled for the browsers its entry script runs on at all (docs/decisions.md, "H5 delivery"): packages
// Taro's router ships untranspiled already need Chrome 85 / Safari 14 (query-string's `&&=`), and Taro's components
// need custom elements. Compiling the app's own code for older browsers made it bigger (ES5 classes, regenerator)
// without making it run anywhere more.
const H5_BROWSERS = ['chrome >= 85', 'safari >= 14', 'ios_saf >= 14', 'firefox >= 79', 'edge >= 85', 'samsung >= 14']
// The mini-programs are compiled for ES2015 engines (config/mini-program-engines.js); test/mp-runtime/syntax.test.ts
// holds the built scripts to ES2015.
const MINI_PROGRAM_ENGINES = require('./config/mini-program-engines')

// What preset-env's `bugfixes` option does, which babel-preset-taro does not pass on: Safari before 14.1 and 16.3
// has two narrow bugs in destructuring and parameters, and without the option babel compiles every destructuring
// and default parameter for them (helpers, `arguments.length > 0 && …`) instead of the two patterns that trip them.
const H5_BUGFIXES = {
  exclude: ['transform-parameters', 'transform-destructuring'],
  plugins: [
    '@babel/plugin-bugfix-safari-id-destructuring-collision-in-function-expression',
    '@babel/plugin-bugfix-safari-rest-destructuring-rhs-array',
  ],
}

const isTest = process.env.NODE_ENV === 'test'
const isH5 = process.env.TARO_ENV === 'h5'

/** Which engines the code is compiled for; jest keeps babel-preset-taro's own choice. */
function targets() {
  if (isTest) return {}
  if (isH5) return { targets: H5_BROWSERS, exclude: H5_BUGFIXES.exclude }
  return { targets: MINI_PROGRAM_ENGINES }
}

module.exports = {
  presets: [
    [
      'taro',
      {
        framework: 'react',
        ts: true,
        compiler: 'webpack5',
        ...targets(),
      },
    ],
  ],
  plugins: isH5 && !isTest ? H5_BUGFIXES.plugins : [],
}
