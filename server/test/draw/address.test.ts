import { createTestApp, type TestApp } from '../helpers'
import { activity, API, draw, give, NOW, ops, player, prize, type Player } from './fixture'

let t: TestApp
let u: Player
let recordId: number

const ADDRESS = {
  name: '张三',
  mobile: '13800000000',
  province: '广东省',
  city: '深圳市',
  district: '南山区',
  detail: '科技园南区 8 栋 1201',
}
const submit = (body: Record<string, unknown>, token = u.token) => t.post(`${API}/draw/address`, { recordId, ...ADDRESS, ...body }, token)
const record = (token = u.token) => t.post(`${API}/draw/record`, { recordId }, token)

beforeEach(async () => {
  t = await createTestApp({ now: NOW })
  await activity(t, 'G1')
  await prize(t, 'G1', ['--type', '1', '--name', '定制鼠标垫', '--odds', '100', '--stock', '10'])
  u = await player(t, '13800142001')
  await give(t, u.userId, 'G1', 1)
  const res = await draw(t, u.token, 'G1')
  recordId = res.data.record.id
  expect(res.data.record).toMatchObject({ state: 1, address: null, addressEditable: true, shipping: null })
})
afterEach(async () => {
  await t.close()
})

test('each field is checked, with a message naming it', async () => {
  const cases: Array<[Record<string, unknown>, string]> = [
    [{ name: '   ' }, '请填写收货人姓名'],
    [{ name: '123456' }, '收货人姓名不能是纯数字'],
    [{ mobile: '11800000000' }, '手机号格式不正确'],
    [{ mobile: '10000000000' }, '手机号格式不正确'],
    [{ province: ' ' }, '请选择省份'],
    [{ city: '  ' }, '请选择城市'],
    [{ district: '\t' }, '请选择区县'],
    [{ detail: '科技园' }, '详细地址至少填写5个字'],
    [{ detail: '  8  栋  ' }, '详细地址至少填写5个字'],
  ]
  for (const [body, msg] of cases) expect(await submit(body)).toMatchObject({ code: 40000, msg })
  // The schema only bounds the sizes, so every mistake gets the field's own message.
  expect(await submit({ mobile: '1380000000x' })).toMatchObject({ code: 40000, msg: '手机号格式不正确' })
  expect(await submit({ name: '张'.repeat(21) })).toMatchObject({ code: 40000, msg: '收货人姓名不能超过20个字' })
  expect(await submit({ detail: '路'.repeat(81) })).toMatchObject({ code: 40000, msg: '详细地址不能超过80个字' })
  expect(await submit({ mobile: '1'.repeat(41) })).toMatchObject({ code: 40000, msg: '参数错误：mobile 长度不能超过 40' })
  expect((await record()).data).toMatchObject({ state: 1, address: null })
})

test('submit, edit before shipping, then refused once shipped', async () => {
  const first = await submit({ name: ' 张三 ', detail: '科技园南区\n8 栋 1201' })
  expect(first).toMatchObject({ code: 200, msg: '收货地址已保存' })
  expect(first.data).toMatchObject({
    state: 2,
    stateText: '待发货',
    addressEditable: true,
    address: { ...ADDRESS, detail: '科技园南区 8 栋 1201' },
  })
  t.clock.advance(60_000)
  const edited = await submit({ mobile: '19912345678', district: '福田区' })
  expect(edited.data).toMatchObject({ state: 2, address: { mobile: '19912345678', district: '福田区' } })
  const row = await t.db.selectFrom('draw_record').selectAll().where('id', '=', recordId).executeTakeFirstOrThrow()
  // The first submission's time stays; the edit is the update time.
  expect(row).toMatchObject({ addr_submitted_at: NOW, updated_at: NOW + 60_000 })

  const out = await ops(t, 'prize:ship', String(recordId), '--carrier', '顺丰速运', '--tracking', 'SF1234567890')
  expect(out).toBe(
    `shipped record ${recordId} (定制鼠标垫) to 张三 19912345678, 广东省 深圳市 福田区 科技园南区 8 栋 1201: 顺丰速运 SF1234567890`,
  )
  const shipped = (await record()).data
  expect(shipped).toMatchObject({
    state: 3,
    stateText: '已发货',
    addressEditable: false,
    shipping: { carrier: '顺丰速运', trackingNo: 'SF1234567890', shippedAt: NOW + 60_000 },
  })
  expect(await submit({})).toMatchObject({ code: 40056, msg: '奖品已发货，收货地址不能再修改' })
  expect((await record()).data.address.mobile).toBe('19912345678')
  await expect(ops(t, 'prize:ship', String(recordId), '--carrier', '顺丰', '--tracking', 'SF999999')).rejects.toThrow(
    `record ${recordId}: 该奖品已发货`,
  )
})

test('someone else’s record is not found; a prize that is not real goods takes no address', async () => {
  const other = await player(t, '13800142002')
  expect(await submit({}, other.token)).toMatchObject({ code: 40004, msg: '中奖记录不存在' })
  expect(await record(other.token)).toMatchObject({ code: 40004 })
  expect((await record()).data.state).toBe(1)

  await activity(t, 'G2')
  await prize(t, 'G2', ['--type', '3', '--name', '券', '--odds', '100', '--stock', '10', '--coupons', '1'])
  await give(t, u.userId, 'G2', 1)
  const coupon = (await draw(t, u.token, 'G2')).data.record.id
  expect(await t.post(`${API}/draw/address`, { recordId: coupon, ...ADDRESS }, u.token)).toMatchObject({
    code: 40057,
    msg: '该奖品无需填写收货地址',
  })
  expect(await t.post(`${API}/draw/address`, { recordId: 999999, ...ADDRESS }, u.token)).toMatchObject({ code: 40004 })
  await expect(ops(t, 'prize:ship', String(coupon), '--carrier', '顺丰', '--tracking', 'SF123456')).rejects.toThrow(
    `record ${coupon}: 该奖品不是实物，无需发货`,
  )
})

test('a prize without an address cannot be shipped', async () => {
  await expect(ops(t, 'prize:ship', String(recordId), '--carrier', '顺丰', '--tracking', 'SF123456')).rejects.toThrow(
    `record ${recordId}: 用户还没有填写收货地址，暂不能发货`,
  )
})

test('an edit racing the shipment never changes the address it shipped to', async () => {
  await submit({})
  const [edit, shipOut] = await Promise.all([
    submit({ detail: '另一个地址 9 栋 901' }),
    ops(t, 'prize:ship', String(recordId), '--carrier', '中通快递', '--tracking', 'ZT000111'),
  ])
  const final = (await record()).data
  expect(final.state).toBe(3)
  // The ship message names the address as it shipped; the record still holds exactly that one.
  expect(shipOut).toContain(final.address.detail)
  if (edit.code !== 200) expect(edit.code).toBe(40056)
})
