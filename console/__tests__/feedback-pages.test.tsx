import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { MockConsoleApi, type MockOperator } from './mock-api'
import type { MockPlayer } from './mock-support-desk'
import { renderConsole } from './render-console'

let api: MockConsoleApi
let sue: MockOperator
let alice: MockPlayer

beforeEach(() => {
  api = new MockConsoleApi()
  api.install()
  sue = api.addOperator({ name: 'sue', role: 'support', totpEnabled: true })
  api.loginAs(sue)
  alice = api.support.addPlayer('13800138001', 'alice0000001')
})

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement

describe('the inbox', () => {
  test('opens on 待回复; status, type and assignment filter at once; a row opens the feedback', async () => {
    api.support.addFeedback(alice, { content: '估价偏低，请核实' })
    api.support.addFeedback(alice, { content: '已经回复过的', status: 1, statusLabel: '已回复', replyCount: 1, playerRead: false })
    api.support.addFeedback(alice, { content: '报告页白屏', type: 'bug', category: 'bug_report', categoryLabel: 'Bug反馈', imageCount: 2 })
    renderConsole('/feedback')

    const bug = await rowOf('报告页白屏')
    expect(within(bug).getByText('Bug反馈')).toBeTruthy()
    expect(within(bug).getByText('138****8001')).toBeTruthy()
    expect(within(bug).getByTitle('2 张图片')).toBeTruthy()
    expect(screen.queryByText('已经回复过的')).toBeNull()
    expect(api.callsTo('/feedback')[0].query).toMatchObject({ status: '0', page: '1', pageSize: '20' })

    fireEvent.click(screen.getByRole('radio', { name: '全部' }))
    expect(await screen.findByText('已经回复过的')).toBeTruthy()
    expect(api.callsTo('/feedback').at(-1)?.query.status).toBeUndefined()

    fireEvent.mouseDown(screen.getByLabelText('处理人'))
    fireEvent.click(await screen.findByTitle('分配给我'))
    await waitFor(() => expect(api.callsTo('/feedback').at(-1)?.query).toMatchObject({ assigned: 'me' }))
    await waitFor(() => expect(screen.queryByText('估价偏低，请核实')).toBeNull())

    fireEvent.mouseDown(screen.getByLabelText('处理人'))
    fireEvent.click(await screen.findByTitle('未分配'))
    fireEvent.click(await rowOf('估价偏低，请核实'))
    expect(await screen.findByText('反馈 #1')).toBeTruthy()
  })
})

describe('one feedback', () => {
  test('shows the content, the player masked, the device, and the images as thumbnails', async () => {
    const f = api.support.addFeedback(alice, {
      content: '打开报告一直白屏',
      type: 'bug',
      categoryLabel: 'Bug反馈',
      pageLabel: '报告',
      device: 'iPhone 15 / iOS 17',
      contact: '138****8001',
      imageCount: 2,
      images: [
        { imageId: 'fi_a', mime: 'image/png', size: 100, url: '/media/feedback/fi_a?e=1&s=x' },
        { imageId: 'fi_b', mime: 'image/png', size: 100, url: '/media/feedback/fi_b?e=1&s=y' },
      ],
    })
    renderConsole(`/feedback/${f.feedbackId}`)
    expect(await screen.findByText('打开报告一直白屏')).toBeTruthy()
    expect(screen.getByText('iPhone 15 / iOS 17')).toBeTruthy()
    expect(screen.getByText('报告')).toBeTruthy()
    expect(screen.getAllByText('138****8001').length).toBeGreaterThan(0)
    expect((screen.getByAltText('图片 1') as HTMLImageElement).src).toContain('/media/feedback/fi_a?e=1&s=x')
    expect((screen.getByAltText('图片 2') as HTMLImageElement).src).toContain('/media/feedback/fi_b')
    expect(screen.getByText('还没有回复')).toBeTruthy()
    expect(document.body.textContent).not.toContain('13800138001')
  })

  test('a reply joins the conversation; closing hides the reply box until reopened', async () => {
    const f = api.support.addFeedback(alice)
    renderConsole(`/feedback/${f.feedbackId}`)
    const box = await screen.findByLabelText('回复用户')
    fireEvent.click(screen.getByRole('button', { name: /发送回复/ }))
    expect(await screen.findByText('请输入回复内容')).toBeTruthy()
    expect(api.callsTo('/feedback/reply')).toHaveLength(0)

    fireEvent.change(box, { target: { value: ' 已核对，估价已更新。 ' } })
    fireEvent.click(screen.getByRole('button', { name: /发送回复/ }))
    expect(await screen.findByText('已核对，估价已更新。')).toBeTruthy()
    expect(api.callsTo('/feedback/reply')[0]).toMatchObject({
      body: { feedbackId: f.feedbackId, content: '已核对，估价已更新。' },
      csrf: api.csrfToken,
    })
    expect(await screen.findByText('对话（1）')).toBeTruthy()
    expect(screen.getByText('已回复', { selector: '.ant-tag' })).toBeTruthy()
    expect(screen.getByText('未读')).toBeTruthy()
    expect(((await screen.findByLabelText('回复用户')) as HTMLTextAreaElement).value).toBe('')

    fireEvent.click(screen.getByRole('button', { name: /关闭反馈/ }))
    const popup = await waitFor(() => document.querySelector('.ant-popconfirm:not(.ant-popover-hidden)') as HTMLElement)
    fireEvent.click(within(popup).getByRole('button', { name: /关\s*闭/ }))
    expect(await screen.findByText('反馈已关闭，重新打开后才能回复')).toBeTruthy()
    expect(screen.queryByLabelText('回复用户')).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: /重新打开/ }))
    expect(await screen.findByLabelText('回复用户')).toBeTruthy()
    expect(api.callsTo('/feedback/close')[0].body).toEqual({ feedbackId: f.feedbackId })
    expect(api.callsTo('/feedback/reopen')[0].body).toEqual({ feedbackId: f.feedbackId })
  })

  test('分配给我 assigns it to the operator', async () => {
    const f = api.support.addFeedback(alice)
    renderConsole(`/feedback/${f.feedbackId}`)
    fireEvent.click(await screen.findByRole('button', { name: '分配给我' }))
    await waitFor(() => expect(api.callsTo('/feedback/assign')[0]?.body).toEqual({ feedbackId: f.feedbackId, operatorId: sue.id }))
    await waitFor(() => expect(screen.queryByRole('button', { name: '分配给我' })).toBeNull())
  })

  test('an unknown feedback says so', async () => {
    renderConsole('/feedback/99')
    expect(await screen.findByText('反馈不存在')).toBeTruthy()
  })
})

test('finance does not see 用户反馈, and the pages refuse it', async () => {
  const fin = api.addOperator({ name: 'fin', role: 'finance' })
  api.loginAs(fin)
  renderConsole('/feedback/1')
  expect(await screen.findByText('没有权限')).toBeTruthy()
  expect(api.calls.filter((c) => c.path.startsWith('/feedback'))).toHaveLength(0)
})
