import { makeAutoObservable } from 'mobx'
import * as infoApi from '@/api/information'
import type { Article, ArticleDetail } from '@/api/information'
import { BizCode } from '@/http'
import { DetailStore } from '@/stores/detail'
import { PagedList, type ListStatus } from '@/stores/paged-list'
import { Resource } from '@/stores/resource'
import { ARTICLE_ID_PATTERN, INFO_CATEGORIES, type InfoCategory } from '../../../server/src/contract/values/information'

export type InfoTab = 'all' | InfoCategory

/** 全部 first, then the service's categories in their order. */
export const INFO_TABS: readonly { tab: InfoTab; text: string }[] = [
  { tab: 'all', text: '全部' },
  ...INFO_CATEGORIES.map((c) => ({ tab: c.id, text: c.name })),
]

export const InfoText = {
  EMPTY: '这个分类还没有文章',
  EMPTY_ALL: '还没有资讯',
  EMPTY_SUB: '过几天再来看看吧',
  MISSING: '文章不存在或已下线',
  MISSING_SUB: '去资讯列表看看其他文章吧',
} as const

const PAGE_SIZE = 10

/** `category` from the page's query: one of the tabs, else 全部. */
export function infoTabOf(raw: string | undefined): InfoTab {
  return INFO_TABS.find((t) => t.tab === raw)?.tab ?? 'all'
}

/** The information list page: one paged list per tab, each loaded the first time its tab is shown. */
export class InformationStore {
  tab: InfoTab
  readonly lists: Record<InfoTab, PagedList<Article>>

  constructor(tab: InfoTab = 'all') {
    this.tab = tab
    const list = (t: InfoTab) =>
      new PagedList<Article>(
        (page, pageSize) => infoApi.infoList({ category: t === 'all' ? undefined : t, page, pageSize }),
        PAGE_SIZE,
        (a) => a.id,
      )
    this.lists = Object.fromEntries(INFO_TABS.map(({ tab: t }) => [t, list(t)])) as Record<InfoTab, PagedList<Article>>
    makeAutoObservable<InformationStore, 'lists'>(this, { lists: false })
  }

  get list(): PagedList<Article> {
    return this.lists[this.tab]
  }

  get emptyText(): string {
    return this.tab === 'all' ? InfoText.EMPTY_ALL : InfoText.EMPTY
  }

  setTab(tab: InfoTab): void {
    this.tab = tab
    if (this.list.status === 'idle') void this.list.refresh()
  }
}

/**
 * One article (`pages/information/detail?id=…`). An unknown or withdrawn article is `missing` (the service's
 * 40004), not an error to retry; a missing or malformed id is missing without asking.
 */
export class ArticleStore extends DetailStore<ArticleDetail> {
  constructor(readonly id: string | null) {
    super(id === null ? null : () => infoApi.infoDetail(id), [BizCode.NOT_FOUND, BizCode.BAD_PARAMETER])
  }

  get article(): ArticleDetail | null {
    return this.item
  }
}

const ARTICLE_ID = new RegExp(ARTICLE_ID_PATTERN)

/** `id` from the detail page's query, or null when it cannot be an article's id. */
export function articleIdOf(raw: string | undefined): string | null {
  return raw && ARTICLE_ID.test(raw) ? raw : null
}

/** How many of the newest articles the home page shows. */
export const HOME_ARTICLES = 3

/**
 * The home page's information section: the newest few articles. A failure or no articles hides the section
 * (the home page never waits for it); it loads once per app start.
 */
export class HomeInformationStore {
  private readonly source = new Resource(() => infoApi.infoList({ page: 1, pageSize: HOME_ARTICLES }))

  constructor() {
    makeAutoObservable<HomeInformationStore, 'source'>(this, { source: false })
  }

  get articles(): Article[] {
    return this.source.data?.list.slice(0, HOME_ARTICLES) ?? []
  }

  get status(): ListStatus {
    return this.source.status
  }

  async ensureLoaded(): Promise<void> {
    if (this.status === 'ready' || this.status === 'loading') return
    await this.source.load()
  }
}

export const homeInformationStore = new HomeInformationStore()
