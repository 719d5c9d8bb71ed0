import type { TestApp } from '../helpers'
import { API, GAME, createValuationApp, makeReport } from '../valuation-service/fixture'

describe('val/compare, val/compareShare and val/sharedCompare', () => {
  let t: TestApp
  let token: string
  let other: string
  const make = (tok: string, index: number, unlock = true) => makeReport(t, tok, index, unlock)
  beforeAll(async () => {
    t = await createValuationApp()
    token = (await t.login('13800006001')).token
    other = (await t.login('13800006002')).token
  })
  afterAll(async () => {
    await t.close()
  })

  test('side by side: item differences sum to the price gap; mode 1 swaps the base', async () => {
    const a = await make(token, 5)
    const b = await make(token, 9)
    const res = await t.post(`${API}/val/compare`, { valIdA: a, valIdB: b, mode: 0 }, token)
    expect(res.code).toBe(200)
    const d = res.data
    expect(d).toMatchObject({ gameId: GAME, gameName: '王者荣耀', mode: 0, base: { valId: a }, other: { valId: b } })
    expect(d.gapFen).toBe(d.other.estimateFen - d.base.estimateFen)
    expect(d.items.reduce((s: number, i: { diffFen: number }) => s + i.diffFen, 0)).toBe(d.gapFen)
    expect(d.items.find((i: { key: string }) => i.key === 'skins')?.baseValue).toBeDefined()
    // The comparables row is shown only where the correction moved an estimate (no ¥0 → ¥0 row), and it is not an
    // answer: no "未填写 → 未填写".
    type Item = { key: string; baseValue: string; otherValue: string; baseContributionFen: number; otherContributionFen: number }
    for (const c of d.items.filter((i: Item) => i.key === 'comparables') as Item[]) {
      expect(c).toMatchObject({ baseValue: '', otherValue: '' })
      expect(c.baseContributionFen !== 0 || c.otherContributionFen !== 0).toBe(true)
    }
    expect(d.text.length).toBeGreaterThan(0)
    const swapped = await t.post(`${API}/val/compare`, { valIdA: a, valIdB: b, mode: 1 }, token)
    expect(swapped.data.base.valId).toBe(b)
    expect(swapped.data.gapFen).toBe(-d.gapFen)
  })

  test('a report stored with a ¥0 相似成交修正 row (before model /7) shows none, alone or in a PK', async () => {
    const a = await make(token, 11)
    const b = await make(token, 12)
    // As stored before: the row is there although the correction was off (parts.correction 0).
    const stored = await t.db.selectFrom('report').select('result').where('id', '=', a).executeTakeFirstOrThrow()
    const older = JSON.parse(stored.result as string)
    expect(older.breakdown.parts.correction).toBe(0)
    older.breakdown.items.push({ key: 'comparables', label: '相似成交修正', contributionFen: 0 })
    await t.db
      .updateTable('report')
      .set({ result: JSON.stringify(older) })
      .where('id', '=', a)
      .execute()
    const report = await t.post(`${API}/val/valReport`, { valId: a }, token)
    expect(report.data.breakdown.items.map((i: { key: string }) => i.key)).not.toContain('comparables')
    const pk = await t.post(`${API}/val/compare`, { valIdA: a, valIdB: b }, token)
    expect(pk.code).toBe(200)
    expect(pk.data.items.map((i: { key: string }) => i.key)).not.toContain('comparables')
    expect(pk.data.items.reduce((s: number, i: { diffFen: number }) => s + i.diffFen, 0)).toBe(pk.data.gapFen)
  })

  test("reports not generated, others' reports, different games and bad input are refused", async () => {
    const a = await make(token, 6)
    // A report still generating or failed has nothing to compare.
    const row0 = await t.db.selectFrom('report').selectAll().where('id', '=', a).executeTakeFirstOrThrow()
    await t.db
      .insertInto('report')
      .values([
        { ...row0, id: 'r_generating00000', status: 0, result: null, teaser: null, unlocked_at: null, unlocked_by: null },
        { ...row0, id: 'r_failedreport000', status: 3, result: null, teaser: null, unlocked_at: null, unlocked_by: null },
      ])
      .execute()
    const generating = await t.post(`${API}/val/compare`, { valIdA: a, valIdB: 'r_generating00000' }, token)
    expect([generating.code, generating.msg]).toEqual([40024, '报告尚未生成完成，无法对比（valIdB）'])
    const failed = await t.post(`${API}/val/compare`, { valIdA: 'r_failedreport000', valIdB: a }, token)
    expect([failed.code, failed.msg]).toEqual([40024, '报告生成失败，无法对比（valIdA）'])

    const theirs = await make(other, 8)
    const theirsRes = await t.post(`${API}/val/compare`, { valIdA: a, valIdB: theirs }, token)
    const missingRes = await t.post(`${API}/val/compare`, { valIdA: a, valIdB: 'r_nothinghere0000' }, token)
    expect(theirsRes.code).toBe(40004)
    expect(theirsRes.msg).toBe(missingRes.msg)

    // A report of another game (written directly: only one game is trained here).
    const row = await t.db.selectFrom('report').selectAll().where('id', '=', a).executeTakeFirstOrThrow()
    await t.db
      .insertInto('report')
      .values({ ...row, id: 'r_othergame000000', game_id: 10011 })
      .execute()
    const diff = await t.post(`${API}/val/compare`, { valIdA: a, valIdB: 'r_othergame000000' }, token)
    expect(diff.code).toBe(40000)
    expect(diff.msg).toContain('同一游戏')

    expect((await t.post(`${API}/val/compare`, { valIdA: a, valIdB: a }, token)).code).toBe(40000)
    const noB = await t.post(`${API}/val/compare`, { valIdA: a }, token)
    expect(noB.code).toBe(40000)
    expect(noB.msg).toContain('valIdB')
    expect((await t.post(`${API}/val/compare`, { valIdA: a, valIdB: a, mode: 2 }, token)).code).toBe(40000)
    expect((await t.post(`${API}/val/compare`, { valIdA: a, valIdB: theirs })).code).toBe(40005)
  })

  describe('what is locked (issue 34: nothing charged twice)', () => {
    /** Every amount a comparison can carry: a PK of two unlocked reports has each of them, and no lock. */
    test('two unlocked reports: every figure of both, no lock anywhere', async () => {
      const a = await make(token, 13)
      const b = await make(token, 14)
      const res = await t.post(`${API}/val/compare`, { valIdA: a, valIdB: b }, token)
      expect(res.code).toBe(200)
      expect(res.data.status).toBe(2)
      expect(res.data.locked).toBeUndefined()
      for (const side of [res.data.base, res.data.other]) {
        const own = (await t.post(`${API}/val/valReport`, { valId: side.valId }, token)).data
        // The same value the report itself shows, unlocked.
        expect(side).toMatchObject({ estimateFen: own.estimateFen, range: { lowFen: own.range.lowFen, highFen: own.range.highFen } })
      }
      expect(res.data.gapFen).toBe(res.data.other.estimateFen - res.data.base.estimateFen)
      for (const i of res.data.items) expect(typeof i.diffFen).toBe('number')
      expect(JSON.stringify(res.data)).not.toMatch(/解锁/)
    })

    test('a locked report locks only what it hides: its value, the gap and the amounts; the rest is shown, nothing kept', async () => {
      const a = await make(token, 15)
      const locked = await make(token, 16, false)
      const before = await t.db.selectFrom('report').select('id').where('kind', '=', 4).execute()
      const res = await t.post(`${API}/val/compare`, { valIdA: a, valIdB: locked, mode: 0 }, token)
      expect(res.code).toBe(200)
      const d = res.data
      const mine = (await t.post(`${API}/val/valReport`, { valId: a }, token)).data
      const teaser = (await t.post(`${API}/val/valReport`, { valId: locked }, token)).data
      expect(d).toMatchObject({
        locked: true,
        gameId: GAME,
        mode: 0,
        base: { valId: a, unlocked: true, estimateFen: mine.estimateFen, level: mine.level, band: mine.band },
        other: { valId: locked, unlocked: false, level: teaser.level, band: teaser.band },
      })
      expect(d.other).not.toHaveProperty('estimateFen')
      expect(d.other).not.toHaveProperty('range')
      for (const k of ['gapFen', 'gapPct', 'reportId', 'status']) expect(d).not.toHaveProperty(k)
      for (const i of d.items) {
        expect(Object.keys(i).sort()).toEqual(['baseValue', 'key', 'label', 'otherValue'])
        expect(i.baseValue).not.toBe(i.otherValue)
      }
      expect(d.items.length + d.sameCount).toBeGreaterThan(0)
      expect(d.text).toContain('对比号的估价报告解锁后')
      // The locked value appears nowhere in the answer.
      const hidden = (await t.db.selectFrom('report').select('result').where('id', '=', locked).executeTakeFirstOrThrow()).result as string
      expect(JSON.stringify(d)).not.toContain(String(JSON.parse(hidden).estimateFen))
      // Not kept, not shareable.
      expect(await t.db.selectFrom('report').select('id').where('kind', '=', 4).execute()).toHaveLength(before.length)
      expect((await t.post(`${API}/val/compareShare`, { valIdA: a, valIdB: locked }, token)).code).toBe(40024)

      // Mode 1 puts the locked report on the base side; two locked reports show no value at all.
      const swapped = (await t.post(`${API}/val/compare`, { valIdA: a, valIdB: locked, mode: 1 }, token)).data
      expect(swapped).toMatchObject({ base: { valId: locked, unlocked: false }, other: { valId: a, unlocked: true } })
      expect(swapped.text).toContain('基准号的估价报告解锁后')
      const locked2 = await make(token, 17, false)
      const both = (await t.post(`${API}/val/compare`, { valIdA: locked, valIdB: locked2 }, token)).data
      expect(both.base).not.toHaveProperty('estimateFen')
      expect(both.other).not.toHaveProperty('estimateFen')

      // Once unlocked, the same comparison is a full PK report.
      await t.app.services.valuation.unlockReport(locked, 'test')
      const full = await t.post(`${API}/val/compare`, { valIdA: a, valIdB: locked, mode: 0 }, token)
      expect(full.data).toMatchObject({ status: 2, reportId: expect.stringMatching(/^r_/) })
      expect(full.data.gapFen).toBe(full.data.other.estimateFen - full.data.base.estimateFen)
    })
  })

  test('a share token opens the same comparison without login; the same comparison shares one token', async () => {
    const a = await make(token, 5)
    const b = await make(token, 9)
    const share = await t.post(`${API}/val/compareShare`, { valIdA: a, valIdB: b, mode: 1 }, token)
    expect(share.code).toBe(200)
    expect(share.data.token).toMatch(/^c_[A-Za-z0-9_-]{16}$/)
    expect(share.data.path).toBe(`/pages/h5/report/compareShare?token=${share.data.token}`)
    expect((await t.post(`${API}/val/compareShare`, { valIdA: a, valIdB: b, mode: 1 }, token)).data.token).toBe(share.data.token)
    expect((await t.post(`${API}/val/compareShare`, { valIdA: a, valIdB: b, mode: 0 }, token)).data.token).not.toBe(share.data.token)

    const direct = await t.post(`${API}/val/compare`, { valIdA: a, valIdB: b, mode: 1 }, token)
    const shared = await t.post(`${API}/val/sharedCompare`, { token: share.data.token })
    expect(shared.code).toBe(200)
    const { sharedAt, ...rest } = shared.data
    // The public view is the comparison alone: the owner's PK report id stays private.
    const { reportId, status, createdAt, ...comparison } = direct.data
    expect([typeof reportId, status, typeof createdAt]).toEqual(['string', 2, 'number'])
    expect(rest).toEqual(comparison)
    expect(sharedAt).toBeGreaterThan(0)
  })

  test("only the caller's unlocked reports can be shared; unknown or stale tokens are 40004", async () => {
    const a = await make(token, 6)
    const locked = await make(token, 7, false)
    const theirs = await make(other, 8)
    const lockedRes = await t.post(`${API}/val/compareShare`, { valIdA: a, valIdB: locked }, token)
    expect([lockedRes.code, lockedRes.msg]).toEqual([40024, '报告尚未解锁，无法对比（valIdB）'])
    expect((await t.post(`${API}/val/compareShare`, { valIdA: a, valIdB: theirs }, token)).code).toBe(40004)
    expect((await t.post(`${API}/val/compareShare`, { valIdA: a, valIdB: a }, token)).code).toBe(40000)
    expect((await t.post(`${API}/val/compareShare`, { valIdA: a, valIdB: locked })).code).toBe(40005)
    expect(await t.db.selectFrom('compare_share').selectAll().where('val_id_b', '=', locked).execute()).toEqual([])

    const unknown = await t.post(`${API}/val/sharedCompare`, { token: 'c_nothinghere000000000' })
    expect([unknown.code, unknown.msg]).toEqual([40004, '分享不存在或已失效'])
    expect((await t.post(`${API}/val/sharedCompare`, {})).code).toBe(40000)

    // A report deleted after sharing makes the link stale: the same answer as an unknown token.
    const b = await make(token, 9)
    const share = await t.post(`${API}/val/compareShare`, { valIdA: a, valIdB: b }, token)
    await t.db.updateTable('report').set({ deleted: 1 }).where('id', '=', b).execute()
    const stale = await t.post(`${API}/val/sharedCompare`, { token: share.data.token })
    expect([stale.code, stale.msg, stale.data]).toEqual([unknown.code, unknown.msg, unknown.data])
  })

  describe('PK reports (kind 4)', () => {
    test('a comparison is kept as a PK report born unlocked; the same comparison finds the same report', async () => {
      const a = await make(token, 5)
      const b = await make(token, 9)
      const first = await t.post(`${API}/val/compare`, { valIdA: a, valIdB: b, mode: 0 }, token)
      expect(first.code).toBe(200)
      expect(first.data.reportId).toMatch(/^r_[A-Za-z0-9_-]{16}$/)
      expect(first.data.status).toBe(2)
      const row = await t.db.selectFrom('report').selectAll().where('id', '=', first.data.reportId).executeTakeFirstOrThrow()
      expect([Number(row.kind), Number(row.status), row.unlocked_by, Number(row.game_id)]).toEqual([4, 2, 'sources', GAME])

      const again = await t.post(`${API}/val/compare`, { valIdA: a, valIdB: b, mode: 0 }, token)
      expect(again.data).toEqual(first.data)
      const swapped = await t.post(`${API}/val/compare`, { valIdA: a, valIdB: b, mode: 1 }, token)
      expect(swapped.data.reportId).not.toBe(first.data.reportId)
      const reversed = await t.post(`${API}/val/compare`, { valIdA: b, valIdB: a, mode: 0 }, token)
      expect(reversed.data.reportId).not.toBe(first.data.reportId)

      const read = await t.post(`${API}/val/compareReport`, { reportId: first.data.reportId }, token)
      expect(read.code).toBe(200)
      expect(read.data).toEqual(first.data)
    })

    test('a PK report made before issue 35 is made again from its reports; once one is deleted it stays as made', async () => {
      const a = await make(token, 18)
      const b = await make(token, 19)
      const made = (await t.post(`${API}/val/compare`, { valIdA: a, valIdB: b }, token)).data
      type Row = { key: string; diffFen: number; baseContributionFen: number; otherContributionFen: number }
      // As stored before: the gap split by attribute, unanswered rows zeroed, no 空号底价 row where it did not move.
      const old = async () => {
        const items = (made.items as Row[])
          .filter((i) => i.key !== 'base')
          .map((i, k) => ({ ...i, baseContributionFen: 0, otherContributionFen: 0, ...(k === 0 ? { unanswered: true } : {}) }))
        const { reportId: _id, status: _s, createdAt: _c, ...result } = made
        await t.db
          .updateTable('report')
          .set({ result: JSON.stringify({ ...result, items }) })
          .where('id', '=', made.reportId)
          .execute()
      }
      await old()
      const read = await t.post(`${API}/val/compareReport`, { reportId: made.reportId }, token)
      expect(read.data).toEqual(made)
      for (const i of read.data.items as Row[]) expect(i.diffFen).toBe(i.otherContributionFen - i.baseContributionFen)
      // Kept made again: the stored result is the new one.
      const stored = await t.db.selectFrom('report').select('result').where('id', '=', made.reportId).executeTakeFirstOrThrow()
      expect(JSON.parse(stored.result as string).items).toEqual(made.items)
      await old()
      expect((await t.post(`${API}/val/compare`, { valIdA: a, valIdB: b }, token)).data).toEqual(made)

      await old()
      await t.db.updateTable('report').set({ deleted: 1 }).where('id', '=', b).execute()
      const kept = await t.post(`${API}/val/compareReport`, { reportId: made.reportId }, token)
      expect(kept.code).toBe(200)
      expect((kept.data.items as Row[]).map((i) => i.key)).not.toContain('base')
    })

    test('racing comparisons of the same pair make one report', async () => {
      const a = await make(token, 3)
      const b = await make(token, 4)
      const results = await Promise.all([1, 2, 3, 4].map(() => t.post(`${API}/val/compare`, { valIdA: a, valIdB: b }, token)))
      expect(results.map((r) => r.code)).toEqual([200, 200, 200, 200])
      expect(new Set(results.map((r) => r.data.reportId)).size).toBe(1)
      const rows = await t.db.selectFrom('report').select('id').where('kind', '=', 4).where('input', 'like', `%${a}%${b}%`).execute()
      expect(rows).toHaveLength(1)
    })

    test('a refused comparison stores nothing', async () => {
      const a = await make(token, 6)
      const theirs = await make(other, 7)
      const before = await t.db.selectFrom('report').select('id').where('kind', '=', 4).execute()
      expect((await t.post(`${API}/val/compare`, { valIdA: a, valIdB: theirs }, token)).code).toBe(40004)
      expect(await t.db.selectFrom('report').select('id').where('kind', '=', 4).execute()).toEqual(before)
    })

    test("only the owner reads a PK report; other kinds and other users' ids look missing", async () => {
      const a = await make(token, 5)
      const b = await make(token, 9)
      const mine = await t.post(`${API}/val/compare`, { valIdA: a, valIdB: b }, token)
      const missing = await t.post(`${API}/val/compareReport`, { reportId: 'r_nothinghere0000' }, token)
      expect([missing.code, missing.msg]).toEqual([40004, '报告不存在'])
      const theirs = await t.post(`${API}/val/compareReport`, { reportId: mine.data.reportId }, other)
      expect([theirs.code, theirs.msg, theirs.data]).toEqual([missing.code, missing.msg, missing.data])
      // A valuation report is not a PK report, and a PK report is not a valuation report.
      expect((await t.post(`${API}/val/compareReport`, { reportId: a }, token)).code).toBe(40004)
      expect((await t.post(`${API}/val/valReport`, { valId: mine.data.reportId }, token)).code).toBe(40004)
      expect((await t.post(`${API}/val/compareReport`, { reportId: mine.data.reportId })).code).toBe(40005)
      expect((await t.post(`${API}/val/compareReport`, {}, token)).code).toBe(40000)
    })

    test('a PK report stays readable after one of its valuation reports is deleted', async () => {
      const a = await make(token, 2)
      const b = await make(token, 8)
      const made = await t.post(`${API}/val/compare`, { valIdA: a, valIdB: b }, token)
      await t.db.updateTable('report').set({ deleted: 1 }).where('id', '=', b).execute()
      const read = await t.post(`${API}/val/compareReport`, { reportId: made.data.reportId }, token)
      expect(read.data).toEqual(made.data)
      // A new comparison with the deleted report is refused.
      expect((await t.post(`${API}/val/compare`, { valIdA: a, valIdB: b, mode: 1 }, token)).code).toBe(40004)
    })

    test("val/compareList lists the caller's PK reports newest first; valuation lists leave them out", async () => {
      const u = (await t.login('13800006003')).token
      const a = await make(u, 1)
      const b = await make(u, 9)
      expect((await t.post(`${API}/val/compareList`, {}, u)).data).toEqual({ list: [], total: 0 })
      const first = await t.post(`${API}/val/compare`, { valIdA: a, valIdB: b, mode: 0 }, u)
      t.clock.advance(1000)
      const second = await t.post(`${API}/val/compare`, { valIdA: a, valIdB: b, mode: 1 }, u)
      const list = await t.post(`${API}/val/compareList`, { page: 1, pageSize: 20 }, u)
      expect(list.code).toBe(200)
      expect(list.data.total).toBe(2)
      expect(list.data.list.map((i: { reportId: string }) => i.reportId)).toEqual([second.data.reportId, first.data.reportId])
      expect(list.data.list[1]).toEqual({
        reportId: first.data.reportId,
        status: 2,
        createdAt: first.data.createdAt,
        gameId: GAME,
        gameName: '王者荣耀',
        mode: 0,
        gapFen: first.data.gapFen,
        gapPct: first.data.gapPct,
        base: { valId: a, estimateFen: first.data.base.estimateFen, level: first.data.base.level },
        other: { valId: b, estimateFen: first.data.other.estimateFen, level: first.data.other.level },
      })
      const paged = await t.post(`${API}/val/compareList`, { page: 2, pageSize: 1 }, u)
      expect(paged.data.list.map((i: { reportId: string }) => i.reportId)).toEqual([first.data.reportId])

      expect((await t.post(`${API}/val/compareList`, {}, other)).data.list.map((i: { reportId: string }) => i.reportId)).not.toContain(
        first.data.reportId,
      )
      const valuations = await t.post(`${API}/val/reportList`, { page: 1, pageSize: 50 }, u)
      expect(valuations.data.list.map((r: { valId: string }) => r.valId).sort()).toEqual([a, b].sort())
      expect((await t.post(`${API}/val/compareList`, { pageSize: 51 }, u)).code).toBe(40000)
      expect((await t.post(`${API}/val/compareList`, {})).code).toBe(40005)
    })
  })
})
