// `@ant-design/icons` for the console tests, each icon loaded when first read. The package's index loads all of its
// ~830 icons and their ~830 SVG definitions in every test file (about 1,700 modules); a page uses a handful. Same
// exports, same modules: only when they load differs.
import { readdirSync } from 'fs'
import { dirname, join } from 'path'

const LIB = '@ant-design/icons/lib'
const icons = module.exports as Record<string, unknown>
const defaultOf = (path: string) => (require(path) as { default: unknown }).default

// An ES module's exports, as the package's own index: `import Icon from '@ant-design/icons'` reads `default`.
Object.defineProperty(icons, '__esModule', { value: true })
icons.default = defaultOf(`${LIB}/components/Icon`)
icons.IconProvider = (defaultOf(`${LIB}/components/Context`) as { Provider: unknown }).Provider
icons.createFromIconfontCN = defaultOf(`${LIB}/components/IconFont`)
Object.assign(icons, require(`${LIB}/components/twoTonePrimaryColor`))
for (const file of readdirSync(join(dirname(require.resolve(`${LIB}/index.js`)), 'icons'))) {
  const name = /^(\w+)\.js$/.exec(file)?.[1]
  if (!name || name === 'index') continue
  Object.defineProperty(icons, name, { enumerable: true, get: () => defaultOf(`${LIB}/icons/${name}`) })
}
