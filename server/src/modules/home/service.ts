import type { Clock } from '../../clock'
import { Slogan, type GameFeatures, type GameSummary, type ValMainCountData } from '../../contract'
import { BizCode, BizError } from '../../errors'
import { TtlCache } from '../../lib/ttl-cache'
import type { GameRow } from '../../db/schema'
import type { ConfigRepository } from '../config/repository'
import { HOME_SLOGAN_KEY, parseFeatures, parseSlogan } from '../config/home-entries'
import type { GameRepository } from '../games/repository'
import type { HomeRepository } from './repository'
import { getGame } from '../../valuation/catalogue'
import { assetTerms } from '../../valuation/catalogue/terms'
import { scanTypesOf } from '../../valuation/catalogue/scan-types'
import { ScanType } from '../../contract/values'

/** A game row without a catalogue entry has no schema: no asset to name, and only the QQ scan every game offers. */
const catalogueFacts = (gameId: number): Pick<GameSummary, 'assetTerms' | 'scanTypes' | 'campId'> => {
  const game = getGame(gameId)
  return game
    ? { assetTerms: assetTerms(game), scanTypes: scanTypesOf(game), campId: game.campApp !== undefined }
    : { assetTerms: [], scanTypes: [ScanType.QQ], campId: false }
}

/** Catalogue and slogan change rarely and only by operators: a minute of staleness across replicas is fine. */
const CATALOGUE_TTL_MS = 60 * 1000
/** Counts move with every registration; ten seconds keeps the home page cheap yet current. */
const COUNTS_TTL_MS = 10 * 1000

interface Catalogue {
  slogan: Slogan
  games: GameRow[]
  features: Map<number, GameFeatures>
}

interface Counts {
  userCount: number
  valuationCount: number
  byGame: Map<number, number>
}

/** The home page data. Everything is read from the database and cached in memory (see TTLs above). */
export class HomeService {
  private readonly catalogue: TtlCache<Catalogue>
  private readonly counts: TtlCache<Counts>

  constructor(
    private readonly repo: HomeRepository,
    private readonly catalogueRepo: GameRepository,
    private readonly config: ConfigRepository,
    countUsers: () => Promise<number>,
    clock: Clock,
  ) {
    this.catalogue = new TtlCache(clock, CATALOGUE_TTL_MS, () => this.loadCatalogue())
    this.counts = new TtlCache(clock, COUNTS_TTL_MS, async () => {
      const [userCount, valuationCount, byGame] = await Promise.all([
        countUsers(),
        this.repo.countValuations(),
        this.repo.valuationCountsByGame(),
      ])
      return { userCount, valuationCount, byGame }
    })
  }

  private async loadCatalogue(): Promise<Catalogue> {
    const [sloganRaw, games] = await Promise.all([this.config.get(HOME_SLOGAN_KEY), this.catalogueRepo.listVisibleGames()])
    const features = new Map<number, GameFeatures>()
    for (const g of games) features.set(g.game_id, { gameId: g.game_id, name: g.name, features: parseFeatures(g.features) })
    return { slogan: parseSlogan(sloganRaw), games, features }
  }

  /** Called when an operator edits config or games in this process. */
  invalidate(): void {
    this.catalogue.invalidate()
  }

  async slogan(): Promise<Slogan> {
    return (await this.catalogue.get()).slogan
  }

  async games(): Promise<GameSummary[]> {
    const [{ games }, { byGame }] = await Promise.all([this.catalogue.get(), this.counts.get()])
    return games.map((g) => ({
      gameId: g.game_id,
      name: g.name,
      genre: g.genre,
      icon: g.icon,
      valuationCount: byGame.get(g.game_id) ?? 0,
      ...catalogueFacts(g.game_id),
    }))
  }

  async features(gameId?: number): Promise<GameFeatures[]> {
    const { features } = await this.catalogue.get()
    if (gameId === undefined) return [...features.values()]
    const one = features.get(gameId)
    if (!one) throw new BizError(BizCode.NOT_FOUND, '游戏不存在')
    return [one]
  }

  async totals(): Promise<ValMainCountData> {
    const { userCount, valuationCount } = await this.counts.get()
    return { userCount, valuationCount }
  }
}
