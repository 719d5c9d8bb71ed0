// The registry of report kinds: a row is decoded once against its kind's schemas, older shapes still pass, a row
// the service did not write is served as stored with its problems named, and the lock gate alone decides what shows.
import type { ReportRow } from '../../src/db/schema'
import { ReportKind, ReportStatus } from '../../src/contract/values'
import { decodeReport, gate } from '../../src/modules/reports/report'

const teaser = { gameName: '王者荣耀', level: 'SR', band: '1千-5千元', comparableCount: 8, demo: true }
const result = { estimateFen: 300000, range: { lowFen: 250000, highFen: 360000 }, breakdown: {}, comparables: [] }

function row(fields: Partial<ReportRow>): ReportRow {
  return {
    id: 'r_test',
    user_id: 1,
    kind: ReportKind.VALUATION,
    game_id: 10013,
    evaluate_type: 2,
    input: JSON.stringify({ attrs: { skins: 3 } }),
    status: ReportStatus.NOT_UNLOCKED,
    result: JSON.stringify(result),
    teaser: JSON.stringify(teaser),
    error: null,
    created_at: 1,
    updated_at: 1,
    unlocked_at: null,
    unlocked_by: null,
    deleted: 0,
    ...fields,
  }
}

describe('report kinds', () => {
  it('decodes a valuation row into a typed report without problems', () => {
    const report = decodeReport(row({}), ReportKind.VALUATION)
    expect(report).toMatchObject({ id: 'r_test', gameId: 10013, input: { attrs: { skins: 3 } }, teaser, result, problems: [] })
  })

  it('passes a teaser stored before percentile and driver existed', () => {
    expect(decodeReport(row({ teaser: JSON.stringify({ ...teaser, percentile: 70 }) }), ReportKind.VALUATION).problems).toEqual([])
  })

  it('serves a row it did not write as stored, naming what fails', () => {
    const report = decodeReport(row({ input: '{"id":"x"}', teaser: '{"level":"SR"}', result: '{"estimateFen":1}' }), ReportKind.VALUATION)
    expect(report.teaser).toEqual({ level: 'SR' })
    expect(report.problems).toHaveLength(2)
    expect(report.problems.join(' ')).toMatch(/teaser.*result/)
  })

  it('the lock gate: teaser while locked, result once unlocked, nothing before generation', () => {
    expect(gate(decodeReport(row({}), ReportKind.VALUATION))).toEqual({ state: 'locked', teaser })
    expect(gate(decodeReport(row({ status: ReportStatus.UNLOCKED, unlocked_at: 5 }), ReportKind.VALUATION))).toEqual({
      state: 'unlocked',
      teaser,
      result,
      unlockedAt: 5,
    })
    expect(gate(decodeReport(row({ status: ReportStatus.GENERATING, result: null, teaser: null }), ReportKind.VALUATION))).toEqual({
      state: 'generating',
    })
    expect(
      gate(decodeReport(row({ status: ReportStatus.FAILED, error: '估价失败', result: null, teaser: null }), ReportKind.VALUATION)),
    ).toEqual({
      state: 'failed',
      reason: '估价失败',
    })
  })

  it('checks each kind against its own schemas', () => {
    const check = row({
      kind: ReportKind.CHECK,
      input: JSON.stringify({ recordId: 4, attrs: {} }),
      teaser: JSON.stringify({ gameName: '王者荣耀', verdict: '待解锁', band: '1千-5千元', paidFen: 100000, paidAt: 1, demo: false }),
      result: JSON.stringify({
        valueNowFen: 1,
        valueAtPaidFen: 1,
        profitFen: 0,
        profitPct: 0,
        range: { lowFen: 1, highFen: 2 },
        overpaidFen: 0,
        text: '',
      }),
    })
    expect(decodeReport(check, ReportKind.CHECK).problems).toEqual([])
    expect(decodeReport(check, ReportKind.VALUATION).problems).not.toEqual([])
  })
})
