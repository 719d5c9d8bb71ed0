import { ReportImageLimit } from '../../src/contract'
import { GIF, JPEG, WEBP, png } from '../feedback/images'
import type { TestApp } from '../helpers'
import { multipart } from '../multipart'
import { API, GAME, NOW, createValuationApp, makeReport, sampleAnswers } from '../valuation-service/fixture'

const PNG = png(2, 3)
const HOUR = 60 * 60 * 1000

type Answer = { status: number; code: number; msg: string; data: any }

describe('report/imageUpload and the screenshots on a report', () => {
  let t: TestApp
  let me: string
  let other: string
  let checkId: string
  let valId: string

  async function upload(fields: Record<string, string>, data: Buffer | string = PNG, tok: string | null = me): Promise<Answer> {
    const parts = [
      ...Object.entries(fields).map(([name, value]) => ({ name, data: value })),
      { name: 'file', filename: 'shot.png', type: 'image/png', data },
    ]
    const body = multipart(parts)
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/report/imageUpload`,
      headers: { 'content-type': body.contentType, ...(tok ? { authorization: tok } : {}) },
      payload: body.payload,
    })
    return { status: res.statusCode, ...(res.json() as Omit<Answer, 'status'>) }
  }
  const order = (reportId: string, data: Buffer | string = PNG, tok: string | null = me) => upload({ reportId, kind: '1' }, data, tok)
  const account = (reportId: string, data: Buffer | string = PNG, tok: string | null = me) => upload({ reportId, kind: '2' }, data, tok)
  const newCheck = async (tok = me): Promise<string> =>
    (await t.post(`${API}/check/evaluate`, { gameId: GAME, answers: sampleAnswers(), paidFen: 10_000, paidAt: NOW - 30 * 86_400_000 }, tok))
      .data.reportId
  const countOf = async (reportId: string) =>
    Number(
      (
        await t.db
          .selectFrom('report_image')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('report_id', '=', reportId)
          .executeTakeFirstOrThrow()
      ).n,
    )
  const media = (url: string) => t.app.inject({ method: 'GET', url })

  beforeAll(async () => {
    t = await createValuationApp()
    me = (await t.login('13800040001')).token
    other = (await t.login('13800040002')).token
    checkId = await newCheck()
    valId = await makeReport(t, me, 0, false)
  })
  afterAll(async () => {
    await t.close()
  })

  test('an order screenshot on the own check report: stored by its bytes, shown on check/report with a link that loads it', async () => {
    const res = await order(checkId, PNG)
    expect(res).toMatchObject({ status: 200, code: 200, data: { kind: 1, mime: 'image/png', size: PNG.length, createdAt: NOW } })
    expect(res.data.imageId).toMatch(/^ri_[A-Za-z0-9_-]{16}$/)
    expect(res.data.url).toMatch(new RegExp(`^/media/report-images/${res.data.imageId}\\?e=\\d+&s=[A-Za-z0-9_-]{32}$`))
    t.clock.advance(1)
    const jpeg = await order(checkId, JPEG)
    expect(jpeg.data.mime).toBe('image/jpeg')

    const report = await t.post(`${API}/check/report`, { reportId: checkId }, me)
    expect(report.code).toBe(200)
    expect(report.data.images.map((i: { imageId: string }) => i.imageId)).toEqual([res.data.imageId, jpeg.data.imageId])

    const img = await media(report.data.images[0].url)
    expect(img.statusCode).toBe(200)
    expect(img.headers['content-type']).toBe('image/png')
    expect(img.headers['x-content-type-options']).toBe('nosniff')
    expect(img.rawPayload.equals(PNG)).toBe(true)
  })

  test('account screenshots go on the own valuation report and show on val/valReport; a report without any has no images', async () => {
    const res = await account(valId, WEBP)
    expect(res).toMatchObject({ code: 200, data: { kind: 2, mime: 'image/webp' } })
    const report = await t.post(`${API}/val/valReport`, { valId }, me)
    expect(report.data.images).toEqual([res.data])
    const bare = await makeReport(t, me, 1, false)
    expect((await t.post(`${API}/val/valReport`, { valId: bare }, me)).data).not.toHaveProperty('images')
    expect((await t.post(`${API}/check/report`, { reportId: await newCheck() }, me)).data).not.toHaveProperty('images')
  })

  test('only JPG, PNG and WEBP, read from the bytes whatever the declared type; empty and too large are refused', async () => {
    const notImage = '参数错误：仅支持 JPG、PNG、WEBP 图片'
    expect(await order(checkId, GIF)).toMatchObject({ status: 200, code: 40000, msg: notImage })
    expect(await order(checkId, 'hello, not an image')).toMatchObject({ code: 40000, msg: notImage })
    expect(await order(checkId, PNG.subarray(0, PNG.length - 12))).toMatchObject({ code: 40000, msg: notImage })
    expect(await order(checkId, Buffer.alloc(0))).toMatchObject({ code: 40000, msg: '参数错误：file 不能为空' })
    const big = png(1, 1, ReportImageLimit.MAX_BYTES + 1)
    expect(await order(checkId, big)).toMatchObject({ status: 200, code: 40000, msg: '参数错误：图片不能超过 5MB' })
    // Exactly the limit is accepted.
    expect((await order(checkId, png(1, 1, ReportImageLimit.MAX_BYTES))).code).toBe(200)
  })

  test('bad fields: not logged in, not multipart, no reportId, a kind that is not one, the wrong kind of report', async () => {
    expect((await order(checkId, PNG, null)).code).toBe(40005)
    expect(await t.post(`${API}/report/imageUpload`, { reportId: checkId }, me)).toMatchObject({
      code: 40000,
      msg: '参数错误：请以 multipart/form-data 上传 file',
    })
    expect(await upload({ kind: '1' })).toMatchObject({ code: 40000, msg: '缺少参数 reportId' })
    expect(await upload({ reportId: checkId, kind: '3' })).toMatchObject({
      code: 40000,
      msg: '参数错误：kind 应为 1（订单截图）或 2（账号截图）',
    })
    expect(await upload({ reportId: checkId })).toMatchObject({ code: 40000 })
    expect(await account(checkId)).toMatchObject({ code: 40000, msg: '参数错误：账号截图只能上传到估价报告' })
    expect(await order(valId)).toMatchObject({ code: 40000, msg: '参数错误：订单截图只能上传到盈亏报告' })
  })

  test("another player's report answers as a missing one, and its screenshots never reach them", async () => {
    const before = await countOf(checkId)
    expect(await order(checkId, PNG, other)).toMatchObject({ code: 40004, msg: '报告不存在' })
    expect(await account(valId, PNG, other)).toMatchObject({ code: 40004, msg: '报告不存在' })
    expect(await order('r_doesnotexist', PNG)).toMatchObject({ code: 40004, msg: '报告不存在' })
    expect(await order('../../etc', PNG)).toMatchObject({ code: 40004, msg: '报告不存在' })
    expect(await countOf(checkId)).toBe(before)
    const theirs = await t.post(`${API}/check/report`, { reportId: checkId }, other)
    expect(theirs).toMatchObject({ code: 40004 })
    expect(JSON.stringify(theirs)).not.toContain('ri_')
    expect(await t.post(`${API}/val/valReport`, { valId }, other)).toMatchObject({ code: 40004 })
  })

  test('100 parallel uploads to one report stop at the limit', async () => {
    const reportId = await newCheck()
    const answers = await Promise.all(Array.from({ length: 100 }, () => order(reportId)))
    const stored = answers.filter((a) => a.code === 200)
    expect(stored).toHaveLength(ReportImageLimit.PER_REPORT)
    for (const a of answers.filter((x) => x.code !== 200)) expect(a).toMatchObject({ code: 40000, msg: '每份报告最多上传9张截图' })
    expect(await countOf(reportId)).toBe(ReportImageLimit.PER_REPORT)
    expect((await t.post(`${API}/check/report`, { reportId }, me)).data.images).toHaveLength(ReportImageLimit.PER_REPORT)
  })

  test('links are signed and expire: a changed signature, id or expiry, an old link and a feedback-style link are 404', async () => {
    const { url, imageId } = (await order(checkId)).data as { url: string; imageId: string }
    expect((await media(url)).statusCode).toBe(200)
    const [path, query] = url.split('?')
    const sig = /s=([^&]+)/.exec(query)?.[1] as string
    const flipped = `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`
    expect((await media(`${path}?${query.replace(sig, flipped)}`)).statusCode).toBe(404)
    expect((await media(`${path}?${query.replace(/e=(\d+)/, (_m, e: string) => `e=${Number(e) + HOUR}`)}`)).statusCode).toBe(404)
    expect((await media(`${path}x?${query}`)).statusCode).toBe(404)
    expect((await media(path)).statusCode).toBe(404)
    // The same id and signature on the feedback images' path: each kind of link signs for its own path.
    expect((await media(`/media/feedback/${imageId}?${query}`)).statusCode).toBe(404)
    const miss = await media(`${path}?${query.replace(sig, flipped)}`)
    expect(miss.headers['cache-control']).toBe('no-store')
    expect(miss.rawPayload.length).toBe(0)

    t.clock.advance(2 * HOUR + 1)
    expect((await media(url)).statusCode).toBe(404)
    // A fresh read of the report gives a fresh link (the access token has expired meanwhile as well).
    me = (await t.login('13800040001')).token
    const images = (await t.post(`${API}/check/report`, { reportId: checkId }, me)).data.images as { imageId: string; url: string }[]
    const fresh = images.find((i) => i.imageId === imageId) as { url: string }
    expect((await media(fresh.url)).statusCode).toBe(200)
  })

  test('account deletion removes the screenshots; their links stop working', async () => {
    const leaving = (await t.login('13800040003')).token
    const reportId = await newCheck(leaving)
    const { url } = (await order(reportId, PNG, leaving)).data as { url: string }
    expect((await media(url)).statusCode).toBe(200)
    expect((await t.post(`${API}/user/logOff`, {}, leaving)).code).toBe(200)
    expect(await countOf(reportId)).toBe(0)
    expect((await media(url)).statusCode).toBe(404)
    // Nobody else's went with them.
    expect(await countOf(checkId)).toBeGreaterThan(0)
  })
})
