import { FeedbackLimit } from '../../src/contract'
import { GIF, JPEG, WEBP, png } from './images'
import { createTestApp, type TestApp } from '../helpers'
import { multipart } from '../multipart'

const API = '/app/v1'
const PNG = png()

describe('feedback/*', () => {
  let t: TestApp
  let token: string
  let other: string

  async function upload(data: Buffer | string, tok: string | null = token, opts: { name?: string; type?: string } = {}) {
    const body = multipart([{ name: opts.name ?? 'file', filename: 'shot.png', type: opts.type ?? 'image/png', data }])
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/feedback/upload`,
      headers: { 'content-type': body.contentType, ...(tok ? { authorization: tok } : {}) },
      payload: body.payload,
    })
    return { status: res.statusCode, ...(res.json() as { code: number; msg: string; data: any }) }
  }
  const submit = (body: Record<string, unknown>, tok: string | null = token) => t.post(`${API}/feedback/submit`, body, tok ?? undefined)
  const ok = { category: 'bug', content: '报告页打不开' }

  beforeAll(async () => {
    t = await createTestApp()
    token = (await t.login('13800006001')).token
    other = (await t.login('13800006002')).token
  })
  afterAll(async () => {
    await t.close()
  })

  test('upload stores an image by its bytes (declared type ignored) and answers an owner-scoped id', async () => {
    const res = await upload(PNG, token, { type: 'text/plain' })
    expect(res).toMatchObject({ status: 200, code: 200, data: { mime: 'image/png', size: PNG.length } })
    expect(res.data.imageId).toMatch(/^fi_[A-Za-z0-9_-]{16}$/)
    const row = await t.db.selectFrom('feedback_image').selectAll().where('id', '=', res.data.imageId).executeTakeFirstOrThrow()
    expect(Buffer.from(row.data as Uint8Array).equals(PNG)).toBe(true)
    expect(row.feedback_id).toBeNull()
    expect((await upload(JPEG)).data.mime).toBe('image/jpeg')
    expect((await upload(GIF)).data.mime).toBe('image/gif')
    expect((await upload(WEBP)).data.mime).toBe('image/webp')
  })

  test('an image must be whole, with a size: a right header in front of anything else is refused', async () => {
    const notImage = '参数错误：仅支持 JPG、PNG、GIF、WEBP 图片'
    const fakes = {
      'a PNG signature and header only': Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'),
      'a JPEG start only': Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]),
      'a PNG cut short': PNG.subarray(0, PNG.length - 12),
      'a PNG with a damaged chunk': Buffer.concat([PNG.subarray(0, 40), Buffer.from([PNG[40] ^ 0xff]), PNG.subarray(41)]),
      'a PNG 0 pixels wide': png(0, 1),
      'a PNG wider than 16384': png(16385, 1),
      'a GIF header before text': Buffer.concat([GIF.subarray(0, 13), Buffer.from('<script>alert(1)</script>')]),
      'a WEBP with a wrong length': Buffer.concat([WEBP, Buffer.alloc(100)]),
      'a JPEG without its end': JPEG.subarray(0, JPEG.length - 2),
      'a zip named png': Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(64)]),
    }
    for (const [what, bytes] of Object.entries(fakes)) expect([what, (await upload(bytes)).msg]).toEqual([what, notImage])
    expect(await t.db.selectFrom('feedback_image').where('size', '=', 29).select('id').execute()).toHaveLength(0)
  })

  test('upload errors: not logged in, not multipart, no file field, not an image, empty, too large', async () => {
    expect((await upload(PNG, null)).code).toBe(40005)
    const json = await t.post(`${API}/feedback/upload`, { file: 'x' }, token)
    expect(json).toMatchObject({ code: 40000, msg: '参数错误：请以 multipart/form-data 上传 file' })
    const noFile = await upload(PNG, token, { name: 'picture' })
    expect(noFile).toMatchObject({ code: 40000, msg: '缺少参数 file' })
    const text = await upload('hello, not an image', token, { type: 'image/png' })
    expect(text).toMatchObject({ code: 40000, msg: '参数错误：仅支持 JPG、PNG、GIF、WEBP 图片' })
    expect((await upload(Buffer.alloc(0))).code).toBe(40000)
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)])
    expect(await upload(big)).toMatchObject({ status: 200, code: 40000, msg: '参数错误：图片不能超过 5MB' })
  })

  test('submit stores the feedback with its images and a masked contact; the list is owner-scoped, newest first', async () => {
    const a = (await upload(PNG)).data.imageId
    const b = (await upload(JPEG)).data.imageId
    const res = await submit({ category: 'valuation', content: '  估价偏低了  ', imageIds: [a, b], contact: '13800138000' })
    expect(res.code).toBe(200)
    expect(res.msg).toBe('提交成功，感谢你的反馈')
    expect(res.data).toMatchObject({
      category: 'valuation',
      categoryLabel: '估价不准',
      content: '估价偏低了',
      contact: '138****8000',
      imageCount: 2,
      status: 0,
    })
    const attached = await t.db.selectFrom('feedback_image').select('feedback_id').where('id', 'in', [a, b]).execute()
    expect(attached.map((r) => Number(r.feedback_id))).toEqual([res.data.feedbackId, res.data.feedbackId])

    t.clock.advance(1000)
    const mail = await submit({ category: 'suggestion', content: '希望支持更多游戏', contact: 'player@example.com' })
    expect(mail.data).toMatchObject({ contact: 'p***@example.com', imageCount: 0 })
    t.clock.advance(1000)
    const qq = await submit({ category: 'other', content: '好用', contact: '123456789' })
    expect(qq.data.contact).toBe('12*****89')

    const list = await t.post(`${API}/feedback/list`, { page: 1, pageSize: 2 }, token)
    expect(list.data.total).toBe(3)
    expect(list.data.list.map((f: { content: string }) => f.content)).toEqual(['好用', '希望支持更多游戏'])
    expect((await t.post(`${API}/feedback/list`, { page: 2, pageSize: 2 }, token)).data.list[0].content).toBe('估价偏低了')
    expect((await t.post(`${API}/feedback/list`, {}, other)).data).toEqual({ list: [], total: 0 })
    expect((await t.post(`${API}/feedback/list`, {})).code).toBe(40005)
  })

  test('submit errors name the field: category, content (missing, blank, over 140), images (over 9, repeated, bad id), contact', async () => {
    expect((await submit(ok, null)).code).toBe(40005)
    const cat = await submit({ ...ok, category: 'spam' })
    expect(cat.code).toBe(40000)
    expect(cat.msg).toContain('category')
    expect((await submit({ category: 'bug' })).msg).toBe('缺少参数 content')
    expect(await submit({ ...ok, content: '   ' })).toMatchObject({ code: 40000, msg: '参数错误：content 不能为空' })
    expect((await submit({ ...ok, content: '字'.repeat(140) })).code).toBe(200)
    const long = await submit({ ...ok, content: '字'.repeat(141) })
    expect(long.code).toBe(40000)
    expect(long.msg).toContain('content')
    const ten = Array.from({ length: 10 }, (_, i) => `fi_x${i}`)
    expect((await submit({ ...ok, imageIds: ten })).msg).toContain('imageIds')
    expect((await submit({ ...ok, imageIds: ['fi_a', 'fi_a'] })).code).toBe(40000)
    expect((await submit({ ...ok, imageIds: ['../etc/passwd'] })).code).toBe(40000)
    for (const contact of ['1234', '138001380001234', 'not-an-email@', 'abc', '01234567'])
      expect(await submit({ ...ok, contact })).toMatchObject({ code: 40000, msg: '参数错误：contact 格式不正确（手机号、邮箱或QQ号）' })
    expect((await submit({ ...ok, contact: '  ' })).data.contact).toBe('')
  })

  test("another user's image, an unknown one and a used one all answer 40004 and store nothing", async () => {
    const mine = (await upload(PNG)).data.imageId
    const theirs = (await upload(PNG, other)).data.imageId
    const before = (await t.post(`${API}/feedback/list`, {}, token)).data.total
    for (const ids of [[theirs], ['fi_doesnotexist0000'], [mine, theirs]])
      expect(await submit({ ...ok, imageIds: ids })).toMatchObject({ code: 40004, msg: '图片不存在或已使用，请重新上传' })
    expect((await t.post(`${API}/feedback/list`, {}, token)).data.total).toBe(before)
    // The failed attempt left the caller's own image unattached and usable.
    expect((await submit({ ...ok, imageIds: [mine] })).code).toBe(200)
    expect((await submit({ ...ok, imageIds: [mine] })).code).toBe(40004)
  })

  test('limits: 52 pending images per user (stale ones expire after a day), 20 feedbacks per 24 hours', async () => {
    let u = (await t.login('13800006003')).token
    for (let i = 0; i < 52; i++) expect((await upload(PNG, u)).code).toBe(200)
    expect(await upload(PNG, u)).toMatchObject({ code: 42900, msg: '上传的图片过多，请先提交反馈' })
    t.clock.advance(24 * 60 * 60 * 1000 + 1)
    u = (await t.login('13800006003')).token
    expect((await upload(PNG, u)).code).toBe(200)

    for (let i = 0; i < 20; i++) expect((await submit(ok, u)).code).toBe(200)
    expect(await submit(ok, u)).toMatchObject({ code: 42900, msg: '今日反馈次数已达上限，请明天再试' })
    t.clock.advance(24 * 60 * 60 * 1000 + 1)
    u = (await t.login('13800006003')).token
    expect((await submit(ok, u)).code).toBe(200)
  })

  test(`at most ${FeedbackLimit.DAY_BYTES_MAX / 1024 / 1024} MB of images a day per account, submitted or not`, async () => {
    let u = (await t.login('13800006004')).token
    const mb5 = png(1, 1, FeedbackLimit.IMAGE_MAX_BYTES - 1024)
    const ids: string[] = []
    for (let i = 0; i < 10; i++) ids.push((await upload(mb5, u)).data.imageId)
    // Submitting frees the pending slots, not the day's bytes.
    expect((await submit({ ...ok, imageIds: ids.slice(0, 9) }, u)).code).toBe(200)
    expect((await upload(png(1, 1, 9 * 1024), u)).code).toBe(200)
    expect(await upload(png(1, 1, 9 * 1024), u)).toMatchObject({ code: 42900, msg: '今日上传的图片已达上限，请明天再试' })
    t.clock.advance(24 * 60 * 60 * 1000 + 1)
    u = (await t.login('13800006004')).token
    expect((await upload(mb5, u)).code).toBe(200)
  })
})
