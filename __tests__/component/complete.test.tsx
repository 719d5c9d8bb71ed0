import Taro from '@tarojs/taro'
import { pageUrl } from '../../src/constants/routes'
import { bootPage, byTestId, currentPage, net, pageText, tap, text, toasts, type, urls, waitFor, type Req } from './helpers'
import { reLaunch } from '../../src/router'

/** Complete account information and publish, in the real app; only the network is replaced. Tests run in order. */

const ATTRS = [
  { key: 'heroCount', label: '英雄数量', value: '110个', required: true, present: true },
  { key: 'skins', label: '皮肤', value: '传说×5', required: true, present: true },
  { key: 'vip', label: '贵族等级', value: '未填写', required: false, present: false },
]
let info: Record<string, unknown> = {
  valId: 'r_a',
  gameId: 10013,
  gameName: '王者荣耀',
  evaluateType: 2,
  reportStatus: 2,
  locked: 2,
  perfectStatus: 2,
  publishStatus: 0,
  estimateFen: 1_152_000,
  attrs: ATTRS,
  info: null,
  listing: null,
}
let reply: (r: Req) => { code: number; msg: string; data?: unknown }
const base = (r: Req) => {
  const url = r.url.split('?')[0]
  if (url === '/app/v1/val/accountInfo') return { code: 200, msg: 'ok', data: info }
  if (url === '/app/v1/user/castatus') return { code: 200, msg: 'ok', data: { status: 0, name: '', idNo: '' } }
  return { code: 200, msg: 'ok', data: null }
}

beforeAll(async () => {
  reply = base
  await bootPage('#/pages/complete/index?valId=r_a&gameId=10013&type=2&fromType=1&locked=2', { reply: (r) => reply(r), ready: 'save' })
})

/** Types into a field whose error shows; typing clears it, which tells that the page has the new value. */
async function typeField(field: string, value: string, errorId: string) {
  await type(field, value)
  await waitFor(() => byTestId(errorId) === null, `${field} accepted`)
}

/** A fresh publish page: wait until its own load answered and the previous pages are gone. */
let opened = 0
async function openPublish() {
  // A distinct URL each time, so the router mounts a new page rather than keeping the current one.
  net.requests.length = 0
  await reLaunch(pageUrl(`/pages/complete/publish?valId=r_a&n=${++opened}`))
  await waitFor(
    () =>
      window.location.hash.endsWith(`n=${opened}`) &&
      urls().includes('/app/v1/val/accountInfo') &&
      (byTestId('publish') !== null || byTestId('blocked') !== null),
    'the new publish page',
  )
  net.requests.length = 0
}

beforeEach(() => {
  net.requests.length = 0
  toasts.length = 0
})

it("loads the report's account information: lock badge, perfect status, attributes to confirm", () => {
  expect(text('lock-badge')).toBe('报告已解锁')
  expect(text('perfect')).toBe('完善区服、联系方式并确认属性后，即可发布到市场')
  expect(text('attr-heroCount')).toContain('110个')
  expect(text('attr-vip')).toContain('未填写')
  expect(text('contact-private')).toBe('联系方式仅你自己可见，不会出现在商品页或任何公开页面')
})

it('validates region and contact per type without calling the service', async () => {
  await tap('save')
  expect(text('region-error')).toBe('请填写区服')
  expect(text('contact-error')).toBe('请填写联系方式')
  await typeField('region-field', '微信区', 'region-error')
  await typeField('contact-field', '12ab', 'contact-error')
  await tap('save')
  expect(byTestId('region-error')).toBeNull()
  expect(text('contact-error')).toBe('请输入正确的微信号（字母开头，6-20位）')
  await tap('contact-type-3')
  await type('contact-field', '1380000')
  await tap('save')
  expect(text('contact-error')).toBe('请输入正确的手机号')
  expect(urls()).toEqual([])
})

it('a service refusal is shown under the form', async () => {
  reply = (r) =>
    r.url.startsWith('/app/v1/val/accountInfo/save') ? { code: 40000, msg: '参数错误：手机号格式不正确（contact）', data: null } : base(r)
  await typeField('contact-field', '13800001234', 'contact-error')
  await tap('save')
  expect(text('submit-error')).toBe('参数错误：手机号格式不正确（contact）')
})

it('saves the confirmed attributes and goes on to publish', async () => {
  await tap('attr-skins')
  await tap('attr-vip') // missing attributes cannot be confirmed
  info = {
    ...info,
    perfectStatus: 4,
    info: { serverRegion: '微信区', contactType: 3, contact: '13800001234', description: '', confirmedAttrs: ['skins'], completedAt: 1 },
  }
  reply = (r) => (r.url.startsWith('/app/v1/val/accountInfo/save') ? { code: 200, msg: 'ok', data: info } : base(r))
  await tap('save')
  const save = net.requests.find((r) => r.url === '/app/v1/val/accountInfo/save')
  expect(save?.data).toEqual({
    valId: 'r_a',
    serverRegion: '微信区',
    contactType: 3,
    contact: '13800001234',
    description: '',
    confirmedAttrs: ['skins'],
  })
  expect(toasts).toContain('保存成功')
  await waitFor(() => window.location.hash.startsWith('#/pages/complete/publish'), 'the publish page')
  expect(window.location.hash).toBe('#/pages/complete/publish?valId=r_a')
  await waitFor(() => byTestId('publish') !== null, 'the publish form')
  // The seller's own contact, masked, says who sees it; the page promises no public contact.
  expect(text('own-contact')).toContain('138****1234')
  expect(text('own-contact')).toContain('仅你自己可见，不会出现在商品页或任何公开页面')
  expect(text('info')).not.toContain('13800001234')
  expect(text('publish-note')).toContain('你的联系方式不会公开展示')
  expect(text('estimate')).toBe('估值参考 ¥11,520')
})

/** Types a price while an error shows; typing clears the error, which tells that the page has the new value. */
async function typePrice(v: string) {
  await type('price-field', v)
  await waitFor(() => !(byTestId('price-field')?.className ?? '').includes('cp-price--error'), 'the typed price')
}

it('validates the asking price', async () => {
  await tap('publish')
  expect(text('publish-error')).toBe('请输入挂牌价')
  await typePrice('12.345')
  await tap('publish')
  expect(text('publish-error')).toBe('请输入正确的金额（最多两位小数）')
  await typePrice('0.5')
  await tap('publish')
  expect(text('publish-error')).toBe('挂牌价需在1元到100万元之间')
  expect(urls()).toEqual([])
})

it('40100 (not real-name verified) leads to the real-name page', async () => {
  reply = (r) => (r.url.startsWith('/app/v1/val/publish') ? { code: 40100, msg: '请先完成实名认证', data: null } : base(r))
  await tap('use-estimate')
  await tap('publish')
  expect(net.requests.find((r) => r.url === '/app/v1/val/publish')?.data).toEqual({ valId: 'r_a', priceFen: 1_152_000 })
  expect(toasts).toContain('请先完成实名认证')
  await waitFor(() => window.location.hash.startsWith('#/pages/realNameAuth/index'), 'the real-name page')
})

it('50000 shows the Chinese reason; a success shows the listing link and can be taken off sale', async () => {
  await openPublish()
  await waitFor(() => byTestId('publish') !== null, 'the publish form again')
  reply = (r) => (r.url.startsWith('/app/v1/val/publish') ? { code: 50000, msg: '报告解锁后才能发布', data: null } : base(r))
  await tap('use-estimate')
  await tap('publish')
  expect(text('publish-error')).toBe('报告解锁后才能发布')
  expect(window.location.hash).toContain('/pages/complete/publish')

  const listing = { listingId: 9, url: 'https://gujia.example/listing/u_abc', priceFen: 999_900, publishedAt: 1, status: 1 }
  reply = (r) => {
    if (r.url.startsWith('/app/v1/val/publish')) return { code: 200, msg: 'ok', data: { publishStatus: 1, listing } }
    if (r.url.startsWith('/app/v1/val/unpublish'))
      return { code: 200, msg: 'ok', data: { publishStatus: 0, listing: { ...listing, status: 0 } } }
    return base(r)
  }
  await tap('publish')
  expect(byTestId('publish-error')).toBeNull()
  expect(text('published')).toContain('¥9,999')
  expect(text('listing-url')).toBe('https://gujia.example/listing/u_abc')
  expect(text('publish')).toBe('更新价格')
  await tap('unpublish')
  expect(urls()).toContain('/app/v1/val/unpublish')
  expect(byTestId('published')).toBeNull()
  expect(text('publish')).toBe('确认发布')
})

it('a published account marked sold: confirmed with its price, then shown as sold with no form', async () => {
  const modals: string[] = []
  let confirm = false
  const modal = jest.spyOn(Taro, 'showModal').mockImplementation(((o: { content?: string }) => {
    modals.push(o.content ?? '')
    return Promise.resolve({ confirm, cancel: !confirm, errMsg: 'showModal:ok' })
  }) as never)
  const listing = { listingId: 9, url: 'https://gujia.example/listing/u_abc', priceFen: 999_900, publishedAt: 1, status: 1 }
  info = {
    ...info,
    publishStatus: 1,
    listing,
    info: { serverRegion: '微信区', contactType: 1, contact: 'wxid_abc123', description: '', confirmedAttrs: [], completedAt: 1 },
  }
  const soldBodies: unknown[] = []
  reply = (r) => {
    if (r.url.startsWith('/app/v1/val/markSold')) {
      soldBodies.push(r.data)
      return { code: 200, msg: 'ok', data: { publishStatus: 0, listing: { ...listing, priceFen: 880_000, status: 0, goodsStatus: 0 } } }
    }
    return base(r)
  }
  await openPublish()
  await waitFor(() => byTestId('mark-sold') !== null, 'the published card')
  await type('price-field', '8800')
  // Cancelled: nothing sent.
  await tap('mark-sold')
  expect(modals).toEqual(['成交价 ¥8800（可在价格栏修改）。标记后账号下架且不能再次发布，成交价会用于检验估价准确度。'])
  expect(soldBodies).toEqual([])
  confirm = true
  await tap('mark-sold')
  await waitFor(() => byTestId('sold') !== null, 'the sold card')
  expect(soldBodies).toEqual([{ valId: 'r_a', priceFen: 880_000 }])
  expect(text('sold')).toContain('已售出¥8,800')
  expect(byTestId('publish')).toBeNull()
  expect(toasts).toContain('已标记为已售出')
  modal.mockRestore()
  info = { ...info, publishStatus: 0, listing: null, info: null }
})

it('publishing disabled (-1) shows the reason instead of the form', async () => {
  info = { ...info, publishStatus: -1, publishBlockedReason: '该游戏暂不支持发布' }
  await openPublish()
  await waitFor(() => byTestId('blocked') !== null, 'the blocked state')
  expect(text('blocked-reason')).toBe('该游戏暂不支持发布')
  expect(byTestId('publish')).toBeNull()
  expect(currentPage().textContent).toContain('暂不可发布')
  expect(pageText()).not.toContain('确认发布')
})

it("a locked report: the query's lock status shows before loading; saving stays on the page", async () => {
  info = {
    ...info,
    valId: 'r_l',
    reportStatus: 1,
    locked: 1,
    perfectStatus: 2,
    publishStatus: 0,
    estimateFen: undefined,
    info: null,
    listing: null,
  }
  reply = (r) => {
    if (r.url.startsWith('/app/v1/val/accountInfo/save')) return { code: 200, msg: 'ok', data: { ...info, perfectStatus: 4 } }
    return base(r)
  }
  net.requests.length = 0
  await reLaunch('complete', { valId: 'r_l', gameId: 10013, type: 2, fromType: 1, locked: 1 })
  await waitFor(() => window.location.hash.includes('valId=r_l') && byTestId('lock-badge') !== null, 'the locked report')
  expect(text('lock-badge')).toBe('报告未解锁')
  expect(pageText()).toContain('信息可先保存，报告解锁后即可发布')
  expect(text('save')).toBe('保存')
  await tap('save')
  expect(net.requests.some((r) => r.url === '/app/v1/val/accountInfo/save')).toBe(false)
  await typeField('region-field', '安卓QQ 12区', 'region-error')
  await typeField('contact-field', 'wx_seller12', 'contact-error')
  await tap('save')
  expect(net.requests.find((r) => r.url === '/app/v1/val/accountInfo/save')?.data).toMatchObject({
    valId: 'r_l',
    serverRegion: '安卓QQ 12区',
    contactType: 1,
  })
  expect(toasts).toContain('保存成功')
  expect(window.location.hash).toContain('/pages/complete/index')
  expect(text('perfect')).toBe('账号信息已完善，可随时修改')
})
