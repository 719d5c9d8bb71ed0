import type { Db } from '../../db/connect'
import { toNumber } from '../../db/numbers'
import { BizCode, BizError, badParameter } from '../../errors'
import { DEMO_SOURCE } from '../../market/demo'
import { OWN_SOURCE, UNKNOWN_LINK, UNKNOWN_LISTING, linkFallback, recognizeLink, type RecognizedLink } from '../../market/links'
import { toMarketRow } from '../../market/store'
import type { ListingFetchProvider } from '../../providers/listing-fetch'
import type { Attrs } from '../../valuation/catalogue/types'
import { validateGameAnswers } from '../../valuation/catalogue/validate'

/** The account a link points at. */
export interface LinkedListing {
  gameId: number
  attrs: Attrs
  /** The listing's source as stored (a demo listing reached by an own link: 演示数据) and its id there. */
  source: string
  externalId: string
  /** The market row's id, when the market data holds the listing. */
  listingId?: number
  /** A listing read from its platform (not in the market data): the provider that read it. */
  fetchedBy?: string
}

export interface LinkReaderDeps {
  db: Db
  /** Base URL of the service's own listing pages: links under it are own listings (demo ones included). */
  listingBase: string
  /** Partner platforms' listings the market data lacks; null: only the market data is read. */
  listingFetch: ListingFetchProvider | null
  log?: (obj: Record<string, unknown>, msg: string) => void
}

/** A listing read, as opposed to only the game a platform named for a listing it could not describe. */
const isListing = (x: LinkedListing | { gameId: number }): x is LinkedListing => 'attrs' in x

/**
 * The one reader of listing links, shared by link valuation, deal evaluation and purpose search, so the same link
 * gets the same answer everywhere: the listing's game and attributes (its market row, else what the listing-fetch
 * provider read from its platform), or 40021 carrying the way on — valuation by properties of the known game.
 * An unreadable link never yields attributes: nothing is made up for a listing nobody read.
 */
export class LinkReader {
  constructor(private readonly deps: LinkReaderDeps) {}

  /** `chosenGameId`: the game the user picked, if any; a listing of another game is refused (40000). */
  async read(link: string, chosenGameId?: number): Promise<LinkedListing> {
    const recognized = recognizeLink(link, { ownBase: this.deps.listingBase })
    if (!recognized) throw new BizError(BizCode.LINK_UNSUPPORTED, UNKNOWN_LINK, linkFallback(chosenGameId))
    const found = (await this.stored(recognized)) ?? (await this.fetched(recognized, link, chosenGameId))
    if (!found || !isListing(found))
      throw new BizError(BizCode.LINK_UNSUPPORTED, UNKNOWN_LISTING, linkFallback(found?.gameId ?? chosenGameId))
    if (chosenGameId !== undefined && chosenGameId !== found.gameId) throw badParameter('参数错误：链接中的商品不属于所选游戏')
    return found
  }

  /** The listing's market row; demo listings are presented as this service's own listing pages. */
  private async stored(recognized: RecognizedLink): Promise<LinkedListing | null> {
    const sources = recognized.source === OWN_SOURCE ? [OWN_SOURCE, DEMO_SOURCE] : [recognized.source]
    for (const source of sources) {
      const row = await this.deps.db
        .selectFrom('market_listing')
        .selectAll()
        .where('source', '=', source)
        .where('external_id', '=', recognized.externalId)
        .executeTakeFirst()
      if (!row) continue
      const r = toMarketRow(row)
      return { gameId: r.gameId, attrs: r.attrs, source: r.source, externalId: r.externalId, listingId: toNumber(row.id) }
    }
    return null
  }

  /**
   * A listing the market data lacks, read from its platform: its account, or only its game when the platform's
   * attributes cannot be valued, or null when no provider can read it (none configured, another platform, not
   * found, the platform unreachable). Whatever the platform sends is validated like a market row.
   */
  private async fetched(
    recognized: RecognizedLink,
    link: string,
    chosenGameId: number | undefined,
  ): Promise<LinkedListing | { gameId: number } | null> {
    const provider = this.deps.listingFetch
    if (!provider?.covers(recognized.source)) return null
    let fetched: Awaited<ReturnType<ListingFetchProvider['fetch']>>
    try {
      fetched = await provider.fetch({ ...recognized, link, ...(chosenGameId !== undefined ? { gameId: chosenGameId } : {}) })
    } catch (err) {
      this.deps.log?.({ err, source: recognized.source }, 'listing fetch failed; the user continues by properties')
      return null
    }
    if (!fetched) return null
    const checked = validateGameAnswers(fetched.gameId, fetched.attrs, { requireRequired: false })
    if (!checked.ok || Object.keys(checked.attrs).length === 0) {
      const problems = checked.ok ? ['no attributes'] : checked.errors.slice(0, 3).map((e) => e.field)
      this.deps.log?.({ source: recognized.source, gameId: fetched.gameId, problems }, 'fetched listing cannot be valued')
      return checked.ok || checked.errors[0]?.field !== 'gameId' ? { gameId: fetched.gameId } : null
    }
    return { gameId: fetched.gameId, attrs: checked.attrs, ...recognized, fetchedBy: provider.name }
  }
}
