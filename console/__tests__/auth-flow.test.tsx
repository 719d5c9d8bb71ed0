import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { GOOD_TOTP, MockConsoleApi } from './mock-api'
import { renderConsole } from './render-console'

let api: MockConsoleApi
beforeEach(() => {
  api = new MockConsoleApi()
  api.install()
})

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })

async function submitLogin(name: string, password: string) {
  type('账号', name)
  type('密码', password)
  fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }))
}

describe('console login', () => {
  test('a visit without a session lands on the login page, keeping where it wanted to go', async () => {
    const view = renderConsole('/operators')
    expect(await screen.findByLabelText('账号')).toBeTruthy()
    expect(view.location()).toBe('/login?to=%2Foperators')
    expect(api.callsTo('/auth/me').length).toBeGreaterThan(0)

    api.addOperator({ name: 'ada', role: 'admin', password: 'ada-password-1' })
    await submitLogin('ada', 'ada-password-1')
    await waitFor(() => expect(view.location()).toBe('/operators'))
    await screen.findByRole('button', { name: /新建操作员/ })
  })

  test('name and password, then the TOTP step the service asks for, then home with the role', async () => {
    api.addOperator({ name: 'alice', role: 'admin', password: 'alice-password-1', totpEnabled: true })
    const view = renderConsole('/login')
    await screen.findByLabelText('账号')

    await submitLogin('alice', 'alice-password-1')
    expect(await screen.findByLabelText('动态验证码')).toBeTruthy()
    // Asking for the code is a step, not a failure.
    expect(document.querySelector('.ant-alert-error')).toBeNull()
    expect(api.callsTo('/auth/login')[0].body).toEqual({ name: 'alice', password: 'alice-password-1' })

    type('动态验证码', GOOD_TOTP)
    fireEvent.click(screen.getByRole('button', { name: '验证并登录' }))

    expect(await screen.findByText('你好，alice')).toBeTruthy()
    expect(view.location()).toBe('/')
    expect(api.callsTo('/auth/login')[1].body).toEqual({ name: 'alice', password: 'alice-password-1', totp: GOOD_TOTP })
    const account = screen.getByText('当前账号').closest('.ant-card') as HTMLElement
    expect(within(account).getByText('管理员')).toBeTruthy()
  })

  test('a wrong code is refused with the service message and the code step stays', async () => {
    api.addOperator({ name: 'alice', role: 'admin', password: 'alice-password-1', totpEnabled: true })
    renderConsole('/login')
    await screen.findByLabelText('账号')
    await submitLogin('alice', 'alice-password-1')
    await screen.findByLabelText('动态验证码')
    type('动态验证码', '000000')
    fireEvent.click(screen.getByRole('button', { name: '验证并登录' }))
    expect(await screen.findByText('动态验证码错误')).toBeTruthy()
    expect(screen.getByLabelText('动态验证码')).toBeTruthy()
    expect(api.sessionOperatorId).toBeNull()
  })

  test('a wrong password shows 账号或密码错误 and stays on the login page', async () => {
    api.addOperator({ name: 'alice', role: 'admin', password: 'alice-password-1' })
    const view = renderConsole('/login')
    await screen.findByLabelText('账号')
    await submitLogin('alice', 'wrong-password')
    expect(await screen.findByText('账号或密码错误')).toBeTruthy()
    expect(view.location()).toBe('/login')
  })

  test('after login, writes carry the CSRF token the login answer gave', async () => {
    api.addOperator({ name: 'alice', role: 'admin', password: 'alice-password-1' })
    renderConsole('/login')
    await screen.findByLabelText('账号')
    await submitLogin('alice', 'alice-password-1')
    await screen.findByText('你好，alice')
    fireEvent.click(screen.getByRole('button', { name: /退\s*出/ }))
    await screen.findByLabelText('账号')
    const logout = api.callsTo('/auth/logout')
    expect(logout).toHaveLength(1)
    expect(logout[0].csrf).toBe(api.csrfToken)
    expect(api.csrfToken).not.toBe('csrf-initial')
  })

  test('a session that ended (40005 on a later call) sends the operator to the login page', async () => {
    const alice = api.addOperator({ name: 'alice', role: 'admin' })
    api.loginAs(alice)
    const view = renderConsole('/')
    await screen.findByText('你好，alice')
    // The session ends (idle expiry, disabled by an admin) between the page's session check and its list call:
    // the list's 40005 alone must lead out.
    api.failNext.set('/operators', { code: 40005, msg: '请先登录' })
    await act(async () => {
      fireEvent.click(screen.getAllByRole('link', { name: /操作员/ })[0])
    })
    await screen.findByLabelText('账号')
    expect(view.location()).toMatch(/^\/login/)
    expect(api.callsTo('/auth/logout')).toHaveLength(1)
  })

  test('first login with a one-time password: new password, then TOTP from a QR code, then home', async () => {
    api.addOperator({ name: 'bob', role: 'finance', password: 'OneTime-pw', mustChangePassword: true, mustSetTotp: true })
    const view = renderConsole('/login')
    await screen.findByLabelText('账号')
    await submitLogin('bob', 'OneTime-pw')

    expect(await screen.findByText('你正在使用管理员发放的一次性密码，请先设置自己的密码。')).toBeTruthy()
    expect(view.location()).toBe('/setup/password')
    type('当前密码', 'OneTime-pw')
    type('新密码', 'bob-own-password-1')
    type('确认新密码', 'bob-own-password-1')
    fireEvent.click(screen.getByRole('button', { name: '保存并继续' }))

    const qr = (await screen.findByAltText('动态验证码二维码')) as HTMLImageElement
    expect(view.location()).toBe('/setup/totp')
    expect(qr.src).toMatch(/^data:image\/gif;base64,/)
    expect(screen.getByTestId('totp-secret').textContent).toContain('JBSWY3DPEHPK3PXP')
    type('动态验证码', GOOD_TOTP)
    fireEvent.click(screen.getByRole('button', { name: '验证并开启' }))

    expect(await screen.findByText('你好，bob')).toBeTruthy()
    expect(api.callsTo('/auth/password')[0].body).toEqual({ oldPassword: 'OneTime-pw', newPassword: 'bob-own-password-1' })
    expect(api.callsTo('/auth/totp/enable')[0].body).toEqual({ code: GOOD_TOTP })
    expect(api.callsTo('/auth/totp/setup')).toHaveLength(1)
  })

  test('until the one-time password is changed, other pages lead back to that step', async () => {
    const bob = api.addOperator({ name: 'bob', role: 'admin', mustChangePassword: true })
    api.loginAs(bob)
    const view = renderConsole('/audit')
    await screen.findByText('你正在使用管理员发放的一次性密码，请先设置自己的密码。')
    expect(view.location()).toBe('/setup/password')
    expect(api.callsTo('/audit')).toHaveLength(0)
  })
})

describe('console access by role', () => {
  test('support sees neither 操作员 nor 审计日志 in the menu, and opening them says no permission', async () => {
    const sam = api.addOperator({ name: 'sam', role: 'support' })
    api.loginAs(sam)
    renderConsole('/')
    await screen.findByText('你好，sam')
    const menu = document.querySelector('.ant-menu') as HTMLElement
    await waitFor(() => expect(within(menu).getByText('修改密码')).toBeTruthy())
    expect(within(menu).queryByText('操作员')).toBeNull()
    expect(within(menu).queryByText('审计日志')).toBeNull()
  })

  test('support opening the operators page directly sees 没有权限 and the page makes no call', async () => {
    const sam = api.addOperator({ name: 'sam', role: 'support' })
    api.loginAs(sam)
    renderConsole('/operators')
    expect(await screen.findByText('没有权限')).toBeTruthy()
    expect(api.callsTo('/operators')).toHaveLength(0)
  })

  test('admin sees 操作员 and 审计日志 in the menu', async () => {
    const ada = api.addOperator({ name: 'ada', role: 'admin' })
    api.loginAs(ada)
    renderConsole('/')
    await screen.findByText('你好，ada')
    const menu = document.querySelector('.ant-menu') as HTMLElement
    await waitFor(() => expect(within(menu).getByText('操作员')).toBeTruthy())
    expect(within(menu).getByText('审计日志')).toBeTruthy()
  })
})
