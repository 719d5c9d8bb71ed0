import { makeAutoObservable } from 'mobx'
import type { GameFeature, GameSummary, Slogan } from '../../server/src/contract/home'
import * as bannerApi from '../api/banner'
import type { Banner } from '../api/banner'
import * as homeApi from '../api/home'
import { applySloganOverride } from '../utils/slogan'
import { Resource } from './resource'

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error'

export const HOME_LOAD_FAILED_TEXT = '加载失败，请检查网络后重试'

/**
 * Home page data (spec section 1): the slogan (with the client override applied), the valuation count, the
 * enabled games and each game's features, and the banners operators publish. The valuation tab reads the same
 * game list.
 */
/** Slogan and games are required; the count and the features are extras whose failure leaves them out. */
async function fetchHome() {
  const [main, gameMain, count, features] = await Promise.all([
    homeApi.valMain(),
    homeApi.valGameMain(),
    homeApi.valMainCount().catch(() => null),
    homeApi.valGameFeature().catch(() => null),
  ])
  return { main, gameMain, count, features }
}

export class HomeStore {
  slogan: Slogan = applySloganOverride(null)
  games: GameSummary[] = []
  features: Record<number, GameFeature[]> = {}
  valuationCount = 0
  selectedGameId: number | null = null
  private readonly source = new Resource(fetchHome, {
    failedText: HOME_LOAD_FAILED_TEXT,
    shared: true,
    onData: (d) => this.apply(d),
  })
  /** The live banners; a failure keeps the ones on screen (none on a first load, so no swiper). */
  private readonly bannerSource = new Resource(() => bannerApi.bannerList(), { shared: true })

  constructor() {
    makeAutoObservable<HomeStore, 'source' | 'bannerSource' | 'apply'>(this, { source: false, bannerSource: false, apply: false })
  }

  get status(): LoadStatus {
    return this.source.status
  }

  get errorText(): string {
    return this.source.errorText
  }

  /** True once a load succeeded; later failures keep the data on screen. */
  get loaded(): boolean {
    return this.source.data !== null
  }

  get banners(): Banner[] {
    return this.bannerSource.data ?? []
  }

  get bannerStatus(): LoadStatus {
    return this.bannerSource.status
  }

  private apply({ main, gameMain, count, features }: Awaited<ReturnType<typeof fetchHome>>): void {
    this.slogan = applySloganOverride(main?.slogan)
    this.games = gameMain?.list ?? []
    if (count) this.valuationCount = count.valuationCount
    if (features) {
      const map: Record<number, GameFeature[]> = {}
      for (const f of features.list ?? []) map[f.gameId] = f.features
      this.features = map
    }
    if (!this.games.some((g) => g.gameId === this.selectedGameId)) this.selectedGameId = this.games[0]?.gameId ?? null
  }

  /** A placeholder holds the swiper's place only until the first banner answer; after that it is there or not. */
  get showBannerSkeleton(): boolean {
    return this.banners.length === 0 && (this.bannerStatus === 'loading' || this.bannerStatus === 'idle')
  }

  get selectedGame(): GameSummary | undefined {
    return this.games.find((g) => g.gameId === this.selectedGameId)
  }

  get selectedFeatures(): GameFeature[] {
    return this.selectedGameId === null ? [] : (this.features[this.selectedGameId] ?? [])
  }

  /** First load shows skeletons; a failure with nothing on screen shows the error state. */
  get showSkeleton(): boolean {
    return !this.loaded && (this.status === 'loading' || this.status === 'idle')
  }

  get showError(): boolean {
    return !this.loaded && this.status === 'error'
  }

  selectGame(gameId: number) {
    this.selectedGameId = gameId
  }

  /** Loads once; concurrent callers share the request. */
  ensureLoaded(): Promise<void> {
    if (this.loaded) return Promise.resolve()
    return this.load()
  }

  /**
   * Fetches everything the home page shows. Slogan and games are required; the count and the features are
   * extras whose failure leaves them out rather than failing the page.
   */
  async load(): Promise<void> {
    await this.source.load()
  }

  /**
   * What the home page needs: its data once, and the banners alongside. The banners arrive on their own (the
   * page never waits for them, and their failure only hides the swiper); other pages that read the games call
   * `ensureLoaded` and never ask for banners.
   */
  ensureHome(): Promise<void> {
    if (this.bannerStatus !== 'ready') void this.loadBanners()
    return this.ensureLoaded()
  }

  /** Pull-to-refresh and 重新加载 on the home page: everything again. */
  refreshHome(): Promise<void> {
    void this.loadBanners()
    return this.load()
  }

  async loadBanners(): Promise<void> {
    await this.bannerSource.load()
  }

  /** Test hook and logout: back to the first-visit state. */
  reset() {
    this.slogan = applySloganOverride(null)
    this.games = []
    this.features = {}
    this.valuationCount = 0
    this.selectedGameId = null
    this.source.reset()
    this.bannerSource.reset()
  }
}

export const homeStore = new HomeStore()
