import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { MockConsoleApi, type MockOperator } from './mock-api'
import { confirmPopup, renderConsole } from './render-console'

let api: MockConsoleApi
let ada: MockOperator
let bob: MockOperator
beforeEach(() => {
  api = new MockConsoleApi()
  api.install()
  ada = api.addOperator({ name: 'ada', role: 'admin', totpEnabled: true })
  bob = api.addOperator({ name: 'bob', role: 'support' })
  api.loginAs(ada)
})

async function openPage() {
  renderConsole('/operators')
  await screen.findByText('bob')
}

/** The table row of an operator (their name also shows in the header when it is the one logged in). */
const row = (name: string) =>
  screen
    .getAllByText(name)
    .map((el) => el.closest('tr'))
    .find((tr): tr is HTMLTableRowElement => tr !== null) as HTMLElement

describe('operators page', () => {
  test('lists the operators with role, state and TOTP', async () => {
    await openPage()
    expect(within(row('bob')).getByText('正常')).toBeTruthy()
    expect(within(row('bob')).getByText('未开启')).toBeTruthy()
    expect(within(row('ada')).getByText('已开启')).toBeTruthy()
  })

  test('creating an operator shows its one-time password once; closed, it is gone', async () => {
    await openPage()
    fireEvent.click(screen.getByRole('button', { name: /新建操作员/ }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.change(within(dialog).getByLabelText('登录名'), { target: { value: 'carol' } })
    fireEvent.mouseDown(within(dialog).getByLabelText('角色'))
    fireEvent.click(await screen.findByTitle('财务'))
    fireEvent.click(within(dialog).getByRole('button', { name: /创\s*建/ }))

    const shown = await screen.findByTestId('one-time-password')
    const created = api.operators.find((o) => o.name === 'carol')
    expect(created?.role).toBe('finance')
    expect(shown.textContent).toContain(created?.password)
    expect(api.callsTo('/operators/create')[0]).toMatchObject({ body: { name: 'carol', role: 'finance' }, csrf: api.csrfToken })
    expect(screen.getByText('一次性密码只显示这一次')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: '我已记下' }))
    await waitFor(() => expect(screen.queryByTestId('one-time-password')).toBeNull())
    expect(await screen.findByText('carol')).toBeTruthy()
    expect(document.body.textContent).not.toContain(created?.password)
  })

  test('a name the rules refuse is caught before any call', async () => {
    await openPage()
    fireEvent.click(screen.getByRole('button', { name: /新建操作员/ }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.change(within(dialog).getByLabelText('登录名'), { target: { value: '张三' } })
    fireEvent.click(within(dialog).getByRole('button', { name: /创\s*建/ }))
    expect(await within(dialog).findByText('登录名为 2-32 位字母、数字、点、横线或下划线')).toBeTruthy()
    expect(api.callsTo('/operators/create')).toHaveLength(0)
  })

  test('disabling asks first, then marks the operator 已停用; enabling brings them back', async () => {
    await openPage()
    fireEvent.click(within(row('bob')).getByRole('button', { name: /停\s*用/ }))
    await confirmPopup('停 用')
    await waitFor(() => expect(within(row('bob')).getByText('已停用')).toBeTruthy())
    expect(api.callsTo('/operators/update')[0].body).toEqual({ id: bob.id, disabled: true })

    fireEvent.click(within(row('bob')).getByRole('button', { name: /启\s*用/ }))
    await waitFor(() => expect(within(row('bob')).getByText('正常')).toBeTruthy())
    expect(api.callsTo('/operators/update')[1].body).toEqual({ id: bob.id, disabled: false })
  })

  test('an admin cannot disable or demote their own account here', async () => {
    await openPage()
    expect(within(row('ada')).queryByRole('button', { name: /停\s*用/ })).toBeNull()
    expect(within(row('ada')).getByRole('combobox').closest('.ant-select')?.className).toContain('ant-select-disabled')
  })

  test('changing a role asks to confirm, then saves it', async () => {
    await openPage()
    fireEvent.mouseDown(within(row('bob')).getByRole('combobox'))
    const options = await waitFor(() => {
      const list = document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      if (list.length === 0) throw new Error('no options')
      return [...list] as HTMLElement[]
    })
    fireEvent.click(options.find((o) => o.textContent === '财务') as HTMLElement)
    const confirm = await screen.findByText('确定将 bob 的角色从「客服」改为「财务」吗？')
    fireEvent.click(within(confirm.closest('.ant-modal') as HTMLElement).getByRole('button', { name: /确\s*定/ }))
    await waitFor(() => expect(bob.role).toBe('finance'))
    expect(api.callsTo('/operators/update')[0].body).toEqual({ id: bob.id, role: 'finance' })
  })

  test('resetting a password shows the new one-time password', async () => {
    await openPage()
    fireEvent.click(within(row('bob')).getByRole('button', { name: '重置密码' }))
    await confirmPopup('重 置')
    const shown = await screen.findByTestId('one-time-password')
    expect(shown.textContent).toContain(bob.password)
    expect(screen.getByText('密码已重置')).toBeTruthy()
  })

  test('resetting TOTP calls the service for that operator', async () => {
    await openPage()
    fireEvent.click(within(row('ada')).getByRole('button', { name: '重置动态验证码' }))
    await confirmPopup('重 置')
    await waitFor(() => expect(api.callsTo('/operators/reset-totp')[0]?.body).toEqual({ id: ada.id }))
  })

  test("a stale page's write shows the service's reload message (40003)", async () => {
    await openPage()
    api.failNext.set('/operators/reset-password', { code: 40003, msg: '页面已过期，请刷新后重试' })
    fireEvent.click(within(row('bob')).getByRole('button', { name: '重置密码' }))
    await confirmPopup('重 置')
    expect(await screen.findByText('页面已过期，请刷新后重试')).toBeTruthy()
    expect(screen.queryByTestId('one-time-password')).toBeNull()
  })
})
