import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { MockConsoleApi, type MockOperator } from './mock-api'
import type { MockPlayer } from './mock-support-desk'
import { renderConsole } from './render-console'

let api: MockConsoleApi
let sue: MockOperator
let alice: MockPlayer
let bob: MockPlayer

beforeEach(() => {
  api = new MockConsoleApi()
  api.install()
  sue = api.addOperator({ name: 'sue', role: 'support', totpEnabled: true })
  api.loginAs(sue)
  alice = api.support.addPlayer('13800138001', 'alice0000001')
  bob = api.support.addPlayer('13800138002', 'bob000000002')
})

const field = (label: string) => screen.getByLabelText(label)
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } })
const button = (name: RegExp) => screen.getByRole('button', { name })
/** The table row holding `text`. */
const rowOf = async (text: string) => (await screen.findAllByText(text))[0].closest('tr') as HTMLElement

async function openGrant() {
  renderConsole('/coupons')
  await screen.findByLabelText('手机号或用户 uid')
}

describe('发放', () => {
  test('one player by phone: checked first, then granted after a confirmation; the answer per recipient', async () => {
    await openGrant()
    expect((button(/确认发放/) as HTMLButtonElement).disabled).toBe(true)
    type('手机号或用户 uid', '13800138001')
    type('发放原因', '报告生成失败补偿')
    fireEvent.click(button(/检查名单/))

    expect(await screen.findByText('共 1 人，合计 1 张，可以发放')).toBeTruthy()
    expect(screen.getByText('今日还可发 20 张（每日额度 20 张）')).toBeTruthy()
    expect(within(await rowOf('alice0000001')).getByText('可发放')).toBeTruthy()
    expect(api.callsTo('/coupons/check')[0].body).toEqual({ recipients: '13800138001', count: 1 })
    expect(api.callsTo('/coupons/grant')).toHaveLength(0)

    fireEvent.click(button(/确认发放/))
    const confirm = await screen.findByText(/向 1 人各发放 1 张解锁券（共 1 张），来源「客服补偿」，有效期 30 天/)
    fireEvent.click(within(confirm.closest('.ant-modal') as HTMLElement).getByRole('button', { name: /发\s*放/ }))

    expect(await screen.findByText('已向 1 人发放 1 张解锁券', { selector: '.ant-alert-message' })).toBeTruthy()
    expect(api.callsTo('/coupons/grant')[0]).toMatchObject({
      body: { recipients: '13800138001', count: 1, validDays: 30, source: 'compensation', reason: '报告生成失败补偿' },
      csrf: api.csrfToken,
    })
    const granted = await rowOf('alice0000001')
    expect(within(granted).getByText('已发放')).toBeTruthy()
    expect(within(granted).getByText(`券 ID：${api.support.ledger[0].couponId}`)).toBeTruthy()
    expect(screen.getByText(/今日还可发 19 张/)).toBeTruthy()
    // The list is emptied, so the same grant is not sent twice by a second click.
    expect((field('手机号或用户 uid') as HTMLInputElement).value).toBe('')
    expect(document.body.textContent).not.toContain('13800138001')
  })

  test('a list with problems shows each line and cannot be sent; a changed list needs a new check', async () => {
    await openGrant()
    fireEvent.click(screen.getByText('批量名单'))
    type('名单', '手机号\n13800138001\n13900000000\nabc\nbob000000002')
    type('发放原因', '七月活动')
    fireEvent.click(button(/检查名单/))

    expect(await screen.findByText('名单中有 2 行有误，请修改后重新检查')).toBeTruthy()
    expect(within(await rowOf('139****0000')).getByText('未找到用户')).toBeTruthy()
    expect(within(await rowOf('abc')).getByText('格式不对')).toBeTruthy()
    expect(within(await rowOf('bob000000002')).getByText('可发放')).toBeTruthy()
    expect((button(/确认发放/) as HTMLButtonElement).disabled).toBe(true)

    type('名单', '13800138001\nbob000000002')
    await waitFor(() => expect(screen.queryByText('名单检查')).toBeNull())
    fireEvent.click(button(/检查名单/))
    expect(await screen.findByText('共 2 人，合计 2 张，可以发放')).toBeTruthy()
    expect((button(/确认发放/) as HTMLButtonElement).disabled).toBe(false)
  })

  test('past the support allowance the recipients beyond it are marked, and nothing can be sent', async () => {
    api.support.cap = 3
    await openGrant()
    fireEvent.click(screen.getByText('批量名单'))
    type('名单', '13800138001, 13800138002')
    type('每人张数', '2')
    fireEvent.click(button(/检查名单/))
    expect(await screen.findByText('名单中有 1 人超出今日额度，请修改后重新检查')).toBeTruthy()
    expect(within(await rowOf('bob000000002')).getByText('超出额度')).toBeTruthy()
    expect((button(/确认发放/) as HTMLButtonElement).disabled).toBe(true)
  })

  test('a CSV file is read in the browser into the list, GBK (Excel) as well as UTF-8', async () => {
    await openGrant()
    fireEvent.click(screen.getByText('批量名单'))
    const input = document.querySelector('input[type=file]') as HTMLInputElement
    // 手机号 in GBK, then two numbers: as Chinese Excel saves a CSV.
    const gbk = new Uint8Array([0xca, 0xd6, 0xbb, 0xfa, 0xba, 0xc5, 0x0d, 0x0a, ...Buffer.from('13800138001\r\n13800138002\r\n')])
    fireEvent.change(input, { target: { files: [new File([gbk], 'list.csv', { type: 'text/csv' })] } })
    await waitFor(() => expect((field('名单') as HTMLTextAreaElement).value).toBe('手机号\n13800138001\n13800138002'))
    const utf8 = new File(['\uFEFF手机号,备注\n13800138003,老用户\n'], 'list.csv', { type: 'text/csv' })
    // The upload control puts a fresh input in place after each file.
    fireEvent.change(document.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [utf8] } })
    await waitFor(() => expect((field('名单') as HTMLTextAreaElement).value).toBe('手机号,备注\n13800138003,老用户'))
    expect(api.calls.filter((c) => c.path.startsWith('/coupons'))).toHaveLength(0)
  })
})

describe('台账', () => {
  test('lists the ledger; 撤销 only on an unused grant, with a reason; the row then shows 已撤销', async () => {
    const used = api.support.addGrant(alice, { state: 'used' })
    const open = api.support.addGrant(bob)
    renderConsole('/coupons?tab=ledger')
    const usedRow = await rowOf(String(used.couponId))
    expect(within(usedRow).getByText('已使用')).toBeTruthy()
    expect(within(usedRow).queryByRole('button', { name: /撤\s*销/ })).toBeNull()
    expect(within(usedRow).getByText('138****8001')).toBeTruthy()

    fireEvent.click(within(await rowOf(String(open.couponId))).getByRole('button', { name: /撤\s*销/ }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: /撤\s*销/ }))
    expect(await within(dialog).findByText('请填写撤销原因')).toBeTruthy()
    fireEvent.change(within(dialog).getByLabelText('撤销原因'), { target: { value: '误发' } })
    fireEvent.click(within(dialog).getByRole('button', { name: /撤\s*销/ }))

    await waitFor(() => expect(api.callsTo('/coupons/revoke')).toHaveLength(1))
    expect(api.callsTo('/coupons/revoke')[0].body).toEqual({ couponId: open.couponId, reason: '误发' })
    await waitFor(() => expect(screen.getAllByText('已撤销').length).toBeGreaterThanOrEqual(2))
  })

  test('filters by player', async () => {
    api.support.addGrant(alice)
    renderConsole('/coupons?tab=ledger')
    await screen.findByText('138****8001')
    fireEvent.change(screen.getByLabelText('用户'), { target: { value: ' 13800138001 ' } })
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }))
    await waitFor(() => expect(api.callsTo('/coupons/ledger').at(-1)?.query).toMatchObject({ player: '13800138001', page: '1' }))
  })
})

test('operations does not see 优惠券, and the page refuses it', async () => {
  const ops = api.addOperator({ name: 'ops', role: 'operations' })
  api.loginAs(ops)
  renderConsole('/coupons')
  expect(await screen.findByText('没有权限')).toBeTruthy()
  expect(screen.queryByText('优惠券', { selector: '.ant-menu-title-content, .ant-menu-title-content *' })).toBeNull()
  expect(api.calls.filter((c) => c.path.startsWith('/coupons'))).toHaveLength(0)
})
