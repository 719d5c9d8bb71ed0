// Only modules/reports (and the migrations that made the table) may name the `report` table: every other module
// asks it a named question (modules/reports/queries.ts, ReportRepository), so what a status or a stored JSON
// means is decided in one place. The rule bites on a planted query, and the real tree keeps it.
import { readdirSync, readFileSync } from 'fs'
import { join, relative, resolve } from 'path'

const SRC = resolve(__dirname, '../../src')
const OWNERS = [/^modules\/reports\//, /^db\/migrations\//, /^db\/schema\.ts$/]

/** A Kysely call or raw SQL that names the `report` table (as itself or aliased). */
const NAMES_REPORT = [
  /\b(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|(inner|left|right|full|cross)Join(Lateral)?)\(\s*\[?\s*['"`]report(\s+as\s+\w+)?['"`]/,
  /\bsql`[^`]*\b(from|join|update|into)\s+"?report"?(\s|$|`)/i,
]

function namesReportTable(text: string): boolean {
  return NAMES_REPORT.some((re) => re.test(text))
}

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? tsFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  )
}

describe('the report table belongs to modules/reports', () => {
  it('recognises a query on the table in any form', () => {
    expect(namesReportTable("db.selectFrom('report').selectAll()")).toBe(true)
    expect(namesReportTable("db.selectFrom('report as r')")).toBe(true)
    expect(namesReportTable("trx.updateTable('report').set({ deleted: 1 })")).toBe(true)
    expect(namesReportTable("q.innerJoin('report as r', 'r.id', 'o.report_id')")).toBe(true)
    expect(namesReportTable("q.leftJoin(\n  'report as r', 'r.id', 'c.used_report_id')")).toBe(true)
    expect(namesReportTable('await sql`update report set deleted = 1`.execute(db)')).toBe(true)
    expect(namesReportTable("db.selectFrom('report_help')")).toBe(false)
    expect(namesReportTable("q.innerJoin(reportFacts(db).as('r'), 'r.id', 'o.report_id')")).toBe(false)
    expect(namesReportTable("{ value: 'report', label: '报告' }")).toBe(false)
  })

  it('no file outside modules/reports names it', () => {
    const offenders = tsFiles(SRC)
      .map((f) => relative(SRC, f).split('\\').join('/'))
      .filter((f) => !OWNERS.some((re) => re.test(f)))
      .filter((f) => namesReportTable(readFileSync(join(SRC, f), 'utf8')))
    expect(offenders).toEqual([])
  })
})
