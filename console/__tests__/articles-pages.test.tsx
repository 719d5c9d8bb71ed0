import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { MockConsoleApi } from './mock-api'
import { ARTICLES_NOW } from './mock-articles'
import { renderConsole } from './render-console'

let api: MockConsoleApi

beforeEach(() => {
  api = new MockConsoleApi()
  api.install()
  api.loginAs(api.addOperator({ name: 'olga', role: 'operations', totpEnabled: true }))
})

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement

/** Clicks the button named `name` in the confirm that is open now. */
async function confirm(name: RegExp) {
  const popup = await waitFor(() => {
    const el = document.querySelector('.ant-popconfirm:not(.ant-popover-hidden)') as HTMLElement | null
    if (!el) throw new Error('no popconfirm open')
    return el
  })
  fireEvent.click(within(popup).getByRole('button', { name }))
}

const tag = (text: string) => screen.findByText(text, { selector: '.ant-tag' })

describe('the list', () => {
  test('every state with its tag and category; filters go to the service; a row opens the editor', async () => {
    api.articles.add({ id: 'draft-one', title: '写到一半的草稿' })
    api.articles.add({
      id: 'live-one',
      title: '找回诈骗的五个信号',
      category: 'anti-fraud',
      categoryName: '防骗提醒',
      status: 'published',
      publishedAt: ARTICLES_NOW,
      updatedAt: ARTICLES_NOW + 3_600_000,
    })
    api.articles.add({ id: 'gone-one', title: '过期的活动说明', status: 'withdrawn', publishedAt: ARTICLES_NOW - 86_400_000 })
    renderConsole('/articles')

    const live = await rowOf('找回诈骗的五个信号')
    expect(within(live).getByText('已发布')).toBeTruthy()
    expect(within(live).getByText('防骗提醒')).toBeTruthy()
    expect(within(live).getByText('2026-11-30 12:00')).toBeTruthy()
    expect(within(live).getByText('2026-11-30 13:00')).toBeTruthy()
    expect(within(await rowOf('写到一半的草稿')).getByText('草稿')).toBeTruthy()
    expect(within(await rowOf('写到一半的草稿')).getByText('—')).toBeTruthy()
    expect(within(await rowOf('过期的活动说明')).getByText('已撤回')).toBeTruthy()
    expect(api.callsTo('/articles')[0].query).toEqual({ page: '1', pageSize: '20' })

    fireEvent.mouseDown(screen.getByLabelText('状态'))
    fireEvent.click(await screen.findByTitle('已撤回'))
    fireEvent.change(screen.getByLabelText('关键词'), { target: { value: '活动' } })
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }))
    await waitFor(() => expect(api.callsTo('/articles').at(-1)?.query).toMatchObject({ status: 'withdrawn', q: '活动' }))
    await waitFor(() => expect(screen.queryByText('写到一半的草稿')).toBeNull())

    fireEvent.click(await rowOf('过期的活动说明'))
    expect(await screen.findByDisplayValue('过期的活动说明')).toBeTruthy()
  })
})

describe('the editor', () => {
  test('a new article: the preview is the service’s rendering, asked once the typing rests; 保存草稿 gives it its address', async () => {
    const view = renderConsole('/articles')
    fireEvent.click(await screen.findByRole('button', { name: /写文章/ }))
    fireEvent.change(await screen.findByLabelText('标题'), { target: { value: '交易前必看' } })
    expect(screen.getByText('在左侧输入正文，这里显示用户看到的效果')).toBeTruthy()
    const body = screen.getByLabelText('正文（Markdown）')
    for (const text of ['## 第', '## 第一步\n\n核对', '## 第一步\n\n核对实名<script>alert(1)</script>'])
      fireEvent.change(body, { target: { value: text } })

    expect(await screen.findByText('第一步', { selector: 'h2' })).toBeTruthy()
    // One call for the whole burst, with what the body said when it rested.
    expect(api.callsTo('/articles/preview').map((c) => c.body)).toEqual([{ body: '## 第一步\n\n核对实名<script>alert(1)</script>' }])
    const shown = screen.getByTestId('article-preview-body')
    expect(shown.querySelector('.mock-rendered')?.textContent).toBe('核对实名<script>alert(1)</script>')
    expect(shown.querySelector('script')).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }))
    await waitFor(() => expect(view.location()).toBe('/articles/a-20261130-000001'))
    expect(api.callsTo('/articles/create')[0]).toMatchObject({
      body: { title: '交易前必看', category: 'market', summary: '', cover: '', body: '## 第一步\n\n核对实名<script>alert(1)</script>' },
      csrf: api.csrfToken,
    })
    expect(api.callsTo('/articles/create')[0].body).not.toHaveProperty('id')
    expect(await tag('草稿')).toBeTruthy()
    expect(screen.getByText('文章 id：a-20261130-000001')).toBeTruthy()
  })

  test('发布 saves the edit and publishes after a confirm; 撤回 hides it again', async () => {
    api.articles.add({ id: 'ready', title: '可以发布', summary: '摘要', body: '正文' })
    renderConsole('/articles/ready')
    fireEvent.change(await screen.findByDisplayValue('可以发布'), { target: { value: '可以发布了' } })
    expect(screen.getByText('有未保存的修改')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: /发\s*布/ }))
    expect(api.callsTo('/articles/publish')).toHaveLength(0)
    await confirm(/发\s*布/)

    expect(await tag('已发布')).toBeTruthy()
    expect(api.callsTo('/articles/update')[0].body).toMatchObject({ id: 'ready', title: '可以发布了', summary: '摘要', body: '正文' })
    expect(api.callsTo('/articles/publish')[0].body).toEqual({ id: 'ready' })
    expect(screen.queryByText('有未保存的修改')).toBeNull()
    expect(
      screen
        .getByText(/在用户端查看/)
        .closest('a')
        ?.getAttribute('href'),
    ).toBe('/#/pages/information/detail?id=ready')
    expect(screen.queryByRole('button', { name: '保存草稿' })).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: /撤\s*回/ }))
    await confirm(/撤\s*回/)
    expect(await tag('已撤回')).toBeTruthy()
    expect(api.callsTo('/articles/withdraw')[0].body).toEqual({ id: 'ready' })
    expect(screen.getByRole('button', { name: /发\s*布/ })).toBeTruthy()
  })

  test('发布 asks for a summary and a body first; a refusal is shown in the service’s words', async () => {
    api.articles.add({ id: 'bare', title: '只有标题', summary: '', body: '' })
    renderConsole('/articles/bare')
    await screen.findByDisplayValue('只有标题')
    fireEvent.click(screen.getByRole('button', { name: /发\s*布/ }))
    await confirm(/发\s*布/)
    expect(await screen.findByText('发布前请填写摘要')).toBeTruthy()
    expect(screen.getByText('发布前请填写正文')).toBeTruthy()
    expect(api.callsTo('/articles/publish')).toHaveLength(0)
    expect(api.callsTo('/articles/update')).toHaveLength(0)

    const refusal = 'cover 必须是 https:// 开头的图片地址（不超过 512 个字符），或者不写'
    api.failNext.set('/articles/update', { code: 40000, msg: refusal })
    fireEvent.change(screen.getByLabelText('摘要'), { target: { value: '一句话' } })
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }))
    expect(await screen.findByText(refusal)).toBeTruthy()
    expect(await tag('草稿')).toBeTruthy()
  })

  test('an unknown article says so', async () => {
    renderConsole('/articles/missing')
    expect(await screen.findByText('文章不存在')).toBeTruthy()
  })
})

test('support does not see 资讯文章, and the pages refuse it', async () => {
  api.loginAs(api.addOperator({ name: 'sue', role: 'support' }))
  renderConsole('/articles/new')
  expect(await screen.findByText('没有权限')).toBeTruthy()
  expect(screen.queryByText('资讯文章')).toBeNull()
  expect(api.calls.filter((c) => c.path.startsWith('/articles'))).toHaveLength(0)
})
