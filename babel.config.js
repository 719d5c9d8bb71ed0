// babel-preset-taro handles React, TypeScript and the per-platform API rewriting.
module.exports = {
  presets: [['taro', { framework: 'react', ts: true, compiler: 'webpack5' }]],
}
