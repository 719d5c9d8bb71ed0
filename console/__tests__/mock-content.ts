/**
 * The mock console API's 首页与内容 endpoints (mock-api.ts hands their calls here): banners, home texts, download links
 * and support contact in memory, with the rules the pages depend on (roles from the contract's table, a refused
 * banner with the service's message, the order saved whole, a stale edit refused, an upload turned into a path).
 */
import type { AppLinksData, ConsoleBanner, HomeTextsData } from '../../server/src/contract/console'
import { ConsoleEndpoint, roleMayCall, type ConsoleRole } from '../../server/src/contract/console/values'
import type { Call, MockConsoleApi } from './mock-api'

type Reply = ReturnType<MockConsoleApi['handle']>

const NOW = Date.UTC(2026, 10, 30, 4, 0, 0)

export class MockContent {
  banners: ConsoleBanner[] = []
  homeTexts: HomeTextsData = { slogan: null, games: [] }
  links: AppLinksData = { download: {}, support: {} }
  /** Messages to answer a banner save with, as the service's checks would (the next save gets the first). */
  refuseNextSave: string[] = []
  uploads = 0

  addBanner(fields: Partial<ConsoleBanner> & { title: string }): ConsoleBanner {
    const id = Math.max(0, ...this.banners.map((b) => b.id)) + 1
    const banner: ConsoleBanner = {
      id,
      desc: '',
      image: '',
      colors: ['#1677ff', '#4f9bff'],
      jumpType: 3,
      jumpPage: 1,
      target: '',
      body: [],
      action: null,
      startAt: null,
      endAt: null,
      enabled: true,
      sort: id * 10,
      state: 'live',
      updatedAt: NOW,
      ...fields,
    }
    this.banners.push(banner)
    return banner
  }

  handle(call: Call, role: ConsoleRole): Reply | null {
    const name = (Object.keys(ConsoleEndpoint) as (keyof typeof ConsoleEndpoint)[]).find(
      (n) => ConsoleEndpoint[n].path === call.path && ConsoleEndpoint[n].method === call.method,
    )
    if (!name?.startsWith('content')) return null
    // A copy, as a real answer is: the page must not share objects with the mock's state.
    const ok = (data: unknown): Reply => ({ code: 200, msg: 'ok', data: JSON.parse(JSON.stringify(data)) as unknown })
    const fail = (code: number, msg: string): Reply => ({ code, msg, data: null })
    if (!roleMayCall(ConsoleEndpoint[name].roles, role)) return fail(40003, '无权操作')
    const body = (call.body ?? {}) as Record<string, unknown>
    const list = () => ({ list: [...this.banners].sort((a, b) => a.sort - b.sort || a.id - b.id) })
    const stateOf = (b: Pick<ConsoleBanner, 'enabled' | 'startAt' | 'endAt'>): ConsoleBanner['state'] =>
      !b.enabled ? 'disabled' : b.startAt !== null && NOW < b.startAt ? 'scheduled' : b.endAt !== null && NOW >= b.endAt ? 'ended' : 'live'

    switch (name) {
      case 'contentBanners':
        return ok(list())
      case 'contentBannerCreate':
      case 'contentBannerUpdate': {
        const refusal = this.refuseNextSave.shift()
        if (refusal) return fail(40000, refusal)
        const fields = body as unknown as ConsoleBanner
        // The service's schema: two colour strings, whatever the look (an image banner keeps its colours).
        if (!Array.isArray(fields.colors) || !fields.colors.every((c) => typeof c === 'string'))
          return fail(40000, '参数错误：colors.0 类型不正确')
        if (name === 'contentBannerCreate') {
          const made = this.addBanner({ ...fields, sort: fields.sort ?? Math.max(0, ...this.banners.map((b) => b.sort)) + 10 })
          made.state = stateOf(made)
          return ok(made)
        }
        const banner = this.banners.find((b) => b.id === fields.id)
        if (!banner) return fail(40000, `横幅 ${String(fields.id)} 不存在`)
        if (banner.updatedAt !== fields.updatedAt) return fail(40000, `横幅 ${banner.id} 刚被他人修改，请刷新后重试`)
        Object.assign(banner, fields, { updatedAt: banner.updatedAt + 1 })
        banner.state = stateOf(banner)
        return ok(banner)
      }
      case 'contentBannerDisable': {
        const banner = this.banners.find((b) => b.id === body.id)
        if (!banner) return fail(40004, `横幅 ${String(body.id)} 不存在`)
        Object.assign(banner, { enabled: false, state: 'disabled', updatedAt: banner.updatedAt + 1 })
        return ok(banner)
      }
      case 'contentBannerReorder': {
        const ids = body.ids as number[]
        if (ids.length !== this.banners.length) return fail(40000, '横幅列表已变化，请刷新后重新排序')
        ids.forEach((id, i) => Object.assign(this.banners.find((b) => b.id === id) ?? {}, { sort: (i + 1) * 10 }))
        return ok(list())
      }
      case 'contentBannerImage': {
        this.uploads++
        return ok({
          image: `/media/banner/bi_mockmockmock${String(this.uploads).padStart(4, '0')}`,
          url: '',
          mime: 'image/png',
          size: 100,
          width: 1029,
          height: 288,
        })
      }
      case 'contentHomeTexts':
        return ok(this.homeTexts)
      case 'contentSloganUpdate':
        this.homeTexts.slogan = body as unknown as HomeTextsData['slogan']
        return ok(this.homeTexts)
      case 'contentFeaturesUpdate': {
        const game = this.homeTexts.games.find((g) => g.gameId === body.gameId)
        if (!game) return fail(40000, `game ${String(body.gameId)} does not exist`)
        game.features = body.features as typeof game.features
        return ok(this.homeTexts)
      }
      case 'contentAppLinks':
        return ok(this.links)
      case 'contentDownloadUpdate':
      case 'contentSupportUpdate': {
        const filled = Object.fromEntries(Object.entries(body).filter(([, v]) => typeof v === 'string' && v !== ''))
        if (name === 'contentDownloadUpdate') {
          if (filled.ios && !String(filled.ios).startsWith('https://'))
            return fail(40000, '下载链接（app.download）：ios（iOS 下载地址）须为 https:// 开头、不超过 512 个字符的地址')
          this.links.download = filled
        } else this.links.support = filled
        return ok(this.links)
      }
      default:
        return fail(40004, '接口不存在')
    }
  }
}
