import { makeAutoObservable, runInAction } from 'mobx'
import type { GameFeature, GameSummary, Slogan } from '../../server/src/contract/home'
import * as bannerApi from '../api/banner'
import type { Banner } from '../api/banner'
import * as homeApi from '../api/home'
import { isRequestError } from '../http'
import { applySloganOverride } from '../utils/slogan'

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error'

export const HOME_LOAD_FAILED_TEXT = '加载失败，请检查网络后重试'

/**
 * Home page data (spec section 1): the slogan (with the client override applied), the valuation count, the
 * enabled games and each game's features, and the banners operators publish. The valuation tab reads the same
 * game list.
 */
export class HomeStore {
  slogan: Slogan = applySloganOverride(null)
  games: GameSummary[] = []
  features: Record<number, GameFeature[]> = {}
  valuationCount = 0
  selectedGameId: number | null = null
  status: LoadStatus = 'idle'
  errorText = ''
  /** True once a load succeeded; later failures keep the data on screen. */
  loaded = false
  banners: Banner[] = []
  bannerStatus: LoadStatus = 'idle'
  private pending: Promise<void> | null = null
  private bannersPending: Promise<void> | null = null

  constructor() {
    makeAutoObservable<HomeStore, 'pending' | 'bannersPending'>(this, { pending: false, bannersPending: false })
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
  load(): Promise<void> {
    if (this.pending) return this.pending
    this.status = 'loading'
    this.errorText = ''
    const run = async () => {
      try {
        const [main, gameMain, count, features] = await Promise.all([
          homeApi.valMain(),
          homeApi.valGameMain(),
          homeApi.valMainCount().catch(() => null),
          homeApi.valGameFeature().catch(() => null),
        ])
        runInAction(() => {
          this.slogan = applySloganOverride(main?.slogan)
          this.games = gameMain?.list ?? []
          if (count) this.valuationCount = count.valuationCount
          if (features) {
            const map: Record<number, GameFeature[]> = {}
            for (const f of features.list ?? []) map[f.gameId] = f.features
            this.features = map
          }
          if (!this.games.some((g) => g.gameId === this.selectedGameId)) this.selectedGameId = this.games[0]?.gameId ?? null
          this.status = 'ready'
          this.loaded = true
        })
      } catch (e) {
        runInAction(() => {
          this.status = 'error'
          this.errorText = isRequestError(e) && e.msg ? e.msg : HOME_LOAD_FAILED_TEXT
        })
      } finally {
        this.pending = null
      }
    }
    this.pending = run()
    return this.pending
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

  /** The live banners; a failure keeps the ones on screen (none on a first load, so no swiper). */
  loadBanners(): Promise<void> {
    if (this.bannersPending) return this.bannersPending
    this.bannerStatus = 'loading'
    const run = async () => {
      try {
        const list = await bannerApi.bannerList()
        runInAction(() => {
          this.banners = list
          this.bannerStatus = 'ready'
        })
      } catch {
        runInAction(() => {
          this.bannerStatus = 'error'
        })
      } finally {
        this.bannersPending = null
      }
    }
    this.bannersPending = run()
    return this.bannersPending
  }

  /** Test hook and logout: back to the first-visit state. */
  reset() {
    this.slogan = applySloganOverride(null)
    this.games = []
    this.features = {}
    this.valuationCount = 0
    this.selectedGameId = null
    this.status = 'idle'
    this.errorText = ''
    this.loaded = false
    this.pending = null
    this.banners = []
    this.bannerStatus = 'idle'
    this.bannersPending = null
  }
}

export const homeStore = new HomeStore()
