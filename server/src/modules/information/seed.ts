import path from 'node:path'
import { repoRoot } from '../../config'
import { isUniqueViolation } from '../../db/errors'
import { loadArticleDir } from './article-file'
import type { InformationService } from './service'

/** The articles the repository ships (how valuation works, reading a report, 找回 fraud, …). */
export const SHIPPED_ARTICLES_DIR = path.join(repoRoot, 'content', 'articles')

/**
 * The shipped articles, so the information pages have content on a developer machine: only into an empty
 * article table (an operator's articles are never touched) and never in production, where operators run
 * `npm run info:import -- content/articles`. Returns how many it wrote; a broken shipped file is an error
 * (the tests check every shipped file, so this means the checkout itself is broken).
 */
export async function seedShippedArticles(services: { information: InformationService }, dir = SHIPPED_ARTICLES_DIR): Promise<number> {
  if (!(await services.information.isEmpty())) return 0
  const { articles, errors } = loadArticleDir(dir)
  if (errors.length) throw new Error(`shipped articles are invalid:\n${errors.join('\n')}`)
  try {
    return (await services.information.save(articles)).created.length
  } catch (err) {
    // Two processes starting at once: the other one seeded.
    if (isUniqueViolation(err)) return 0
    throw err
  }
}
