import { readFileSync } from 'fs'
import { join } from 'path'
import { ROUTES } from '../../src/constants/routes'

const ROOT = join(__dirname, '../../src')
/** `import HomeView from '@/features/home/HomeView'` (or a named view) and `export default HomeView`: nothing else. */
const ENTRY = /^import (\{ (\w+) \}|(\w+)) from '@\/features\/[\w/-]+'\n+export default (\w+)\n$/

describe('page files are one-line entries (docs/architecture.md)', () => {
  it.each(ROUTES.map((r) => r.path))('%s exports its feature view and nothing else', (path) => {
    const m = ENTRY.exec(readFileSync(join(ROOT, `${path}.tsx`), 'utf8'))
    expect(m).not.toBeNull()
    expect(m![4]).toBe(m![2] ?? m![3])
  })
})
