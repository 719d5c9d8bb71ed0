import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { MockConsoleApi, type MockOperator } from './mock-api'
import { renderConsole } from './render-console'

let api: MockConsoleApi
let olga: MockOperator

const MENU = { selector: '.ant-menu-title-content, .ant-menu-title-content *' }

beforeEach(() => {
  api = new MockConsoleApi()
  api.install()
  olga = api.addOperator({ name: 'olga', role: 'operations', totpEnabled: true })
  api.loginAs(olga)
})

const rowOf = async (text: string | RegExp) => (await screen.findByText(text)).closest('tr') as HTMLElement
const drawer = () => document.querySelector('.ant-drawer-open') as HTMLElement

describe('who sees 内容', () => {
  test('operations has 首页横幅, 首页文案 and 下载与客服 under 内容', async () => {
    renderConsole('/')
    await screen.findByText('你好，olga')
    // The menu follows the operator's permissions, which can arrive after the greeting.
    fireEvent.click((await screen.findAllByText('内容', MENU))[0])
    for (const label of ['首页横幅', '首页文案', '下载与客服']) expect((await screen.findAllByText(label, MENU)).length).toBeGreaterThan(0)
    // The home page's shortcuts list them too.
    expect(screen.getAllByText('首页横幅').length).toBeGreaterThan(1)
  })

  test.each(['analyst', 'support', 'finance'] as const)('%s has no 内容 and is refused the pages', async (role) => {
    api.loginAs(api.addOperator({ name: `x-${role}`, role }))
    renderConsole('/content/banners')
    expect(await screen.findByText('没有权限')).toBeTruthy()
    expect(screen.queryByText('首页横幅', MENU)).toBeNull()
    expect(api.calls.filter((c) => c.path.startsWith('/content'))).toHaveLength(0)
  })
})

describe('首页横幅', () => {
  test('lists every banner with its state and jump; the preview shows the live ones as the home swiper', async () => {
    api.content.addBanner({ title: '你的账号值多少钱？', desc: '一键估出账号资产价值' })
    api.content.addBanner({ title: '下线的活动', enabled: false, state: 'disabled', jumpType: 1, jumpPage: null, target: 'https://a.cn/x' })
    renderConsole('/content/banners')
    const live = await rowOf('#1 你的账号值多少钱？')
    expect(within(live).getByText('展示中')).toBeTruthy()
    expect(within(live).getByText('站内页面：估价')).toBeTruthy()
    const off = await rowOf('#2 下线的活动')
    expect(within(off).getByText('已停用')).toBeTruthy()
    expect(within(off).getByText('外链：https://a.cn/x')).toBeTruthy()
    expect(within(off).getByRole('button', { name: /启\s*用/ })).toBeTruthy()

    const preview = screen.getByTestId('home-swiper-preview')
    expect(within(preview).getByText('你的账号值多少钱？')).toBeTruthy()
    expect(within(preview).getByText('立即查看')).toBeTruthy()
    expect(within(preview).queryByText('下线的活动')).toBeNull()
    expect(preview.style.width).toBe('390px')
  })

  test('新建: the preview follows the form; a refusal shows the service’s message and keeps the drawer; then it saves', async () => {
    renderConsole('/content/banners')
    fireEvent.click(await screen.findByRole('button', { name: /新建横幅/ }))
    await waitFor(() => expect(drawer()).toBeTruthy())
    const form = drawer()
    fireEvent.change(within(form).getByLabelText('标题'), { target: { value: '暑期估价节' } })
    fireEvent.change(within(form).getByLabelText('副标题'), { target: { value: '估价送解锁券' } })
    const preview = within(form).getByTestId('home-swiper-preview')
    await waitFor(() => expect(within(preview).getByText('暑期估价节')).toBeTruthy())
    expect(within(preview).getByText('估价送解锁券')).toBeTruthy()

    api.content.refuseNextSave.push('开始时间须早于结束时间')
    fireEvent.click(within(form).getByRole('button', { name: /保\s*存/ }))
    expect(await screen.findByText('开始时间须早于结束时间')).toBeTruthy()
    expect(drawer()).toBeTruthy()

    fireEvent.click(within(form).getByRole('button', { name: /保\s*存/ }))
    await waitFor(() => expect(api.callsTo('/content/banners/create')).toHaveLength(2))
    expect(api.callsTo('/content/banners/create')[1].body).toMatchObject({
      title: '暑期估价节',
      desc: '估价送解锁券',
      image: '',
      colors: ['#1677ff', '#4f9bff'],
      jumpType: 3,
      jumpPage: 1,
      startAt: null,
      endAt: null,
      enabled: true,
      action: null,
    })
    expect(await rowOf('#1 暑期估价节')).toBeTruthy()
  })

  test('图片: an upload fills the image path and the preview draws the picture', async () => {
    const banner = api.content.addBanner({ title: '春季活动' })
    const readAt = banner.updatedAt
    renderConsole('/content/banners')
    fireEvent.click(within(await rowOf('#1 春季活动')).getByRole('button', { name: /编\s*辑/ }))
    await waitFor(() => expect(drawer()).toBeTruthy())
    const form = drawer()
    fireEvent.click(within(form).getByRole('radio', { name: '图片' }))
    const input = form.querySelector('input[type=file]') as HTMLInputElement
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'banner.png', { type: 'image/png' })
    fireEvent.change(input, { target: { files: [file] } })
    await waitFor(() => expect(api.callsTo('/content/banners/image')).toHaveLength(1))
    expect(api.callsTo('/content/banners/image')[0].body).toEqual({ data: 'iVBORw==' })
    const preview = within(form).getByTestId('home-swiper-preview')
    await waitFor(() =>
      expect((preview.querySelector('img') as HTMLImageElement).getAttribute('src')).toBe('/media/banner/bi_mockmockmock0001'),
    )
    expect(within(preview).queryByText('立即查看')).toBeNull()

    fireEvent.click(within(form).getByRole('button', { name: /保\s*存/ }))
    await waitFor(() => expect(api.callsTo('/content/banners/update')).toHaveLength(1))
    expect(api.callsTo('/content/banners/update')[0].body).toMatchObject({
      id: banner.id,
      updatedAt: readAt,
      image: '/media/banner/bi_mockmockmock0001',
      title: '春季活动',
    })
  })

  test('the order moves with the arrows and is saved for all at once; 停用 asks first', async () => {
    api.content.addBanner({ title: '第一张' })
    api.content.addBanner({ title: '第二张' })
    api.content.addBanner({ title: '第三张' })
    renderConsole('/content/banners')
    fireEvent.click(within(await rowOf('#3 第三张')).getByRole('button', { name: '上移 第三张' }))
    fireEvent.click(await screen.findByRole('button', { name: /保存顺序/ }))
    await waitFor(() => expect(api.callsTo('/content/banners/reorder')).toHaveLength(1))
    expect(api.callsTo('/content/banners/reorder')[0].body).toEqual({ ids: [1, 3, 2] })
    await waitFor(() => expect(screen.queryByRole('button', { name: /保存顺序/ })).toBeNull())

    fireEvent.click(within(await rowOf('#1 第一张')).getByRole('button', { name: /停\s*用/ }))
    const confirm = await waitFor(() => document.querySelector('.ant-modal-confirm') as HTMLElement)
    expect(within(confirm).getAllByText('停用「第一张」？').length).toBeGreaterThan(0)
    expect(api.callsTo('/content/banners/disable')).toHaveLength(0)
    fireEvent.click(within(confirm).getByRole('button', { name: /停\s*用/ }))
    await waitFor(() => expect(api.callsTo('/content/banners/disable')[0]?.body).toEqual({ id: 1 }))
    await waitFor(() => expect(within(screen.getByText('#1 第一张').closest('tr') as HTMLElement).getByText('已停用')).toBeTruthy())
  })
})

describe('首页文案 and 下载与客服', () => {
  test('the slogan form saves the three items; a game’s features are added and saved', async () => {
    api.content.homeTexts = {
      slogan: {
        title: '游戏账号估价',
        span: '基于真实成交',
        div: [
          { icon: 'deal', span: '真实成交数据', title: '真实成交' },
          { icon: 'range', span: '合理区间', title: '估价区间' },
          { icon: 'model', span: '逐项拆解', title: '价值拆解' },
        ],
      },
      games: [{ gameId: 10130, name: '王者荣耀', enabled: true, features: [] }],
    }
    renderConsole('/content/home-texts')
    const span = await screen.findByDisplayValue('合理区间')
    fireEvent.change(span, { target: { value: '给出合理的价格区间' } })
    fireEvent.click(screen.getByRole('button', { name: /保存标语/ }))
    await waitFor(() => expect(api.callsTo('/content/home-texts/slogan')).toHaveLength(1))
    expect(api.callsTo('/content/home-texts/slogan')[0].body).toMatchObject({
      div: [{}, { icon: 'range', span: '给出合理的价格区间' }, {}],
    })

    fireEvent.click(screen.getByRole('button', { name: /添加一条/ }))
    fireEvent.change(await screen.findByPlaceholderText('如：皮肤'), { target: { value: '皮肤' } })
    fireEvent.change(screen.getByPlaceholderText('如：限定皮肤越多越值钱'), { target: { value: '限定皮肤越多越值钱' } })
    fireEvent.click(screen.getByRole('button', { name: /保存特色/ }))
    await waitFor(() => expect(api.callsTo('/content/home-texts/features')).toHaveLength(1))
    expect(api.callsTo('/content/home-texts/features')[0].body).toEqual({
      gameId: 10130,
      features: [{ title: '皮肤', desc: '限定皮肤越多越值钱' }],
    })
  })

  test('download links: the service’s message for a bad link; an empty field is sent empty (not set)', async () => {
    api.content.links = { download: { android: 'https://dl.gujia.cn/app.apk' }, support: { email: 'kefu@gujia.cn' } }
    renderConsole('/content/app-links')
    expect(await screen.findByDisplayValue('https://dl.gujia.cn/app.apk')).toBeTruthy()
    expect(screen.getByDisplayValue('kefu@gujia.cn')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('iOS 下载地址'), { target: { value: 'http://apps.apple.com/app' } })
    const [saveDownload, saveSupport] = screen.getAllByRole('button', { name: /保\s*存/ })
    fireEvent.click(saveDownload)
    expect(await screen.findByText('下载链接（app.download）：ios（iOS 下载地址）须为 https:// 开头、不超过 512 个字符的地址')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('iOS 下载地址'), { target: { value: '' } })
    fireEvent.click(saveDownload)
    await waitFor(() => expect(api.callsTo('/content/app-links/download')).toHaveLength(2))
    expect(api.callsTo('/content/app-links/download')[1].body).toEqual({ android: 'https://dl.gujia.cn/app.apk', ios: '', scheme: '' })

    fireEvent.change(screen.getByLabelText('服务时间'), { target: { value: '每日 9:00-21:00' } })
    fireEvent.click(saveSupport)
    await waitFor(() => expect(api.callsTo('/content/app-links/support')).toHaveLength(1))
    expect(api.callsTo('/content/app-links/support')[0].body).toEqual({
      email: 'kefu@gujia.cn',
      phone: '',
      wechat: '',
      qq: '',
      hours: '每日 9:00-21:00',
    })
  })
})
