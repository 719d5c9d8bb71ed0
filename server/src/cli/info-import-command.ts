import type { AuditActor } from '../modules/audit/service'
import { loadArticleDir } from '../modules/information/article-file'
import type { ArticleDesk } from '../modules/information/desk'

export const INFO_IMPORT_USAGE = '用法：npm run info:import -- <目录> [--dry-run]（目录里的 .md 文件，每个带 YAML 头部）'

export interface InfoImportIo {
  out: (line: string) => void
  err: (line: string) => void
  /** The services on the configured, migrated database; opened only once every file has validated. */
  open: () => Promise<{
    /** The information module's commands, the console's too; they record the import in the audit trail. */
    services: { articleDesk: ArticleDesk }
    /** Whoever runs the command, as the audit trail names them. */
    actor: AuditActor
    close: () => Promise<void>
  }>
}

/**
 * `npm run info:import -- DIR [--dry-run]`: checks every Markdown file in DIR first; any problem → each one
 * printed with its file name, exit 1, nothing written. Otherwise upserts every article by slug in one
 * transaction with its audit rows (importing the same files again changes nothing). A new article is published; an
 * existing one keeps the status an operator gave it in the console (a draft or a withdrawn article gets the new
 * content and stays hidden). Returns the exit code.
 */
export async function runInfoImport(argv: string[], io: InfoImportIo): Promise<number> {
  const dryRun = argv.includes('--dry-run')
  const rest = argv.filter((a) => a !== '--dry-run')
  const unknown = rest.find((a) => a.startsWith('--'))
  if (unknown || rest.length !== 1) {
    io.err(unknown ? `未知参数 ${unknown}\n${INFO_IMPORT_USAGE}` : INFO_IMPORT_USAGE)
    return 2
  }
  const dir = rest[0]
  const { articles, errors } = loadArticleDir(dir)
  if (errors.length) {
    io.err(`发现 ${errors.length} 处错误，未导入任何文章：`)
    for (const e of errors) io.err(`  ${e}`)
    return 1
  }
  if (dryRun) {
    io.out(`检查通过：${articles.length} 篇文章（--dry-run，未写入）`)
    return 0
  }
  const conn = await io.open()
  try {
    const res = await conn.services.articleDesk.import(conn.actor, articles, dir)
    io.out(`已导入 ${articles.length} 篇文章：新增 ${res.created.length}，更新 ${res.updated.length}，未变 ${res.unchanged.length}`)
    for (const slug of res.created) io.out(`  + ${slug}`)
    for (const slug of res.updated) io.out(`  ~ ${slug}${res.hidden.includes(slug) ? '（草稿或已撤回，仍不公开）' : ''}`)
    return 0
  } finally {
    await conn.close()
  }
}
