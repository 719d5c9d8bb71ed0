import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from './clock'
import type { AppConfig } from './config'
import type { Db } from './db/connect'
import { PartnerRepository, SessionRepository, SmsCodeRepository } from './modules/auth/repository'
import { AccountService } from './modules/account/service'
import { AuthService } from './modules/auth/service'
import { SessionService } from './modules/auth/sessions'
import { SmsCodeService } from './modules/auth/sms-codes'
import { ConfigRepository } from './modules/config/repository'
import { ConfigService } from './modules/config/service'
import { HomeRepository } from './modules/home/repository'
import { GameRepository } from './modules/games/repository'
import { HomeService } from './modules/home/service'
import { InvitationService } from './modules/invitation/service'
import { QuestionsService } from './modules/questions/service'
import { UserRepository } from './modules/user/repository'
import { UserService } from './modules/user/service'
import { MarketContext } from './modules/market/context'
import { LinkReader } from './modules/market/link-reader'
import { MarketAnalysisService } from './modules/market/analysis'
import { CheckService } from './modules/check/service'
import { ProfitRecordRepository } from './modules/check/repository'
import { CollectRepository } from './modules/collect/repository'
import { CollectService } from './modules/collect/service'
import { CompareService } from './modules/compare/service'
import { DealService } from './modules/deal/service'
import { PurposeRecordRepository } from './modules/purpose/repository'
import { PurposeService, rematchPurposeRecords } from './modules/purpose/service'
import { ModelRegistry, ModelRepository, trainAndStore } from './modules/models/registry'
import { listGames } from './valuation/catalogue'
import { ReportRepository } from './modules/reports/repository'
import { ValuationService } from './modules/valuation/service'
import { AuthSessionRepository } from './modules/valuation-auth/repository'
import { ValuationAuthService } from './modules/valuation-auth/service'
import { FeedbackRepository } from './modules/feedback/repository'
import { FeedbackService } from './modules/feedback/service'
import { ReportExtrasRepository } from './modules/reports/extras-repository'
import { ReportShareService } from './modules/report/service'
import type { Providers } from './providers'
import { PaymentService } from './modules/payment/service'
import { SettingsService } from './modules/config/settings'
import { HelpService } from './modules/help/service'
import { RewardsService } from './modules/rewards/service'
import { grantChances, runningActivityId } from './modules/draw/chances'
import { CouponRepository } from './modules/payment/coupons-repository'
import { isIosMiniProgram } from './modules/payment/pay-channels'
import { BannerRepository } from './modules/banner/repository'
import { BannerService } from './modules/banner/service'
import { ArticleRepository } from './modules/information/repository'
import { InformationService } from './modules/information/service'
import { DrawService } from './modules/draw/service'
import { QuotaService } from './modules/quotas/service'
import { AiCreateService } from './modules/ai-create/service'
import { LocalTextGenerator } from './providers/text-generation'
import { TrackerRepository } from './modules/tracker/repository'
import { TrackerService } from './modules/tracker/service'
import { LimitCounter } from './db/limit-counter'
import { createJobQueue } from './jobs/create-job-queue'
import { JobName, type JobQueue } from './jobs/job-queue'

export interface Services {
  auth: AuthService
  user: UserService
  home: HomeService
  config: ConfigService
  invitation: InvitationService
  valuation: ValuationService
  /** The props valuation flow's questions per game. */
  questions: QuestionsService
  /** Valuation by authorization: authorization sessions (val/auth/*). */
  valuationAuth: ValuationAuthService
  /** Trained models in memory; filled by prepareValuation at start. */
  models: ModelRegistry
  /** What the market features share: listings, models and owned reports (modules/market). */
  market: MarketContext
  analysis: MarketAnalysisService
  /** 我亏了吗 */
  check: CheckService
  /** 交易评估 */
  deal: DealService
  /** 意向搜索 */
  purpose: PurposeService
  /** Favourites and similar listings. */
  collect: CollectService
  /** PK */
  compare: CompareService
  /** Account information of reports and publishing them as listings. */
  account: AccountService
  /** 意见反馈 and its images. */
  feedback: FeedbackService
  /** Property confirmation, share links and listing detail around valuation reports (modules/report). */
  report: ReportShareService
  /** Paid unlock: prices, orders, provider notifies, unlock coupons. */
  payment: PaymentService
  /** Friend help: help codes, helps, the unlock they make. */
  help: HelpService
  /** Missions (任务中心), sign-ins, share visits and love value (爱心值). */
  rewards: RewardsService
  /** Home banners and their landing pages. */
  banner: BannerService
  /** Information articles (资讯): the public list and detail, and info:import. */
  information: InformationService
  /** The prize draw: activities, draws, records, delivery addresses, red-packet payouts. */
  draw: DrawService
  /** Tracker batches from the app (tracker/report) and their retention. */
  tracker: TrackerService
  /** AI创作: listing copy from a valuation report or answers. */
  aiCreate: AiCreateService
  /** Per-user daily quotas on valuations, checks, deal evaluations and AI创作. */
  quotas: QuotaService
  /** Background jobs (pg-boss on PostgreSQL, in-process on SQLite); main.ts starts them once models are loaded. */
  jobs: JobQueue
}

/** Wires repositories and services together; the one place that knows the dependency graph. */
export function createServices(deps: {
  db: Db
  clock: Clock
  config: Pick<
    AppConfig,
    | 'tokenSecret'
    | 'accessTokenTtlMs'
    | 'refreshTokenTtlMs'
    | 'listingBaseUrl'
    | 'jobs'
    | 'databaseUrl'
    | 'modelRefreshMs'
    | 'trackerRetentionDays'
  > & {
    payment: Pick<AppConfig['payment'], 'publicBaseUrl'>
  }
  providers: Providers
  log?: Pick<FastifyBaseLogger, 'info' | 'error'>
}): Services {
  const { db, clock, config, providers } = deps
  const users = new UserRepository(db)
  const configRepo = new ConfigRepository(db)
  const games = new GameRepository(db)

  const invitation = new InvitationService({ db, users, clock, secret: config.tokenSecret, log: (obj, msg) => deps.log?.info(obj, msg) })
  const sessions = new SessionService(new SessionRepository(db), clock, config.tokenSecret, {
    accessMs: config.accessTokenTtlMs,
    refreshMs: config.refreshTokenTtlMs,
  })
  const codes = new SmsCodeService(new SmsCodeRepository(db), providers.sms, clock, config.tokenSecret)
  const auth = new AuthService({
    users,
    codes,
    sessions,
    partner: new PartnerRepository(db),
    invitations: invitation,
    providers,
    clock,
    secret: config.tokenSecret,
    log: (msg) => deps.log?.info(msg),
  })
  const home = new HomeService(new HomeRepository(db), games, configRepo, () => users.countActive(), clock)
  const configService = new ConfigService(configRepo, games, clock, () => home.invalidate())
  const settings = new SettingsService(configRepo, clock, (obj, msg) => deps.log?.error(obj, msg))
  const user = new UserService(users, providers.realName, clock, config.tokenSecret, invitation)
  const models = new ModelRegistry()
  const jobs = createJobQueue(config, (err, context) => deps.log?.error({ err, job: context.name }, 'background job failed'))
  // Trains here and stores; the other replicas load the stored models within modelRefreshMs.
  jobs.work(JobName.RETRAIN, async ({ gameIds }) => {
    const ids = gameIds.length ? gameIds : listGames({ includeDisabled: true }).map((g) => g.id)
    await trainAndStore(db, ids, { now: clock.now(), registry: models })
    deps.log?.info({ games: ids }, 'valuation models retrained')
  })
  const valuationAuth = new ValuationAuthService({
    repo: new AuthSessionRepository(db),
    provider: providers.gameAuth,
    games: games,
    clock,
  })
  const reports = new ReportRepository(db)
  const extras = new ReportExtrasRepository(db)
  // One reader of listing links for every feature that takes one (link valuation, deal evaluation, purpose search).
  const links = new LinkReader({
    db,
    listingBase: config.listingBaseUrl,
    listingFetch: providers.listingFetch ?? null,
    log: (obj, msg) => deps.log?.error(obj, msg),
  })
  const valuation = new ValuationService({
    db,
    jobs,
    modelRefreshMs: config.modelRefreshMs,
    reports,
    games: games,
    registry: models,
    modelRepo: new ModelRepository(db),
    clock,
    authSessions: valuationAuth,
    extras,
    links,
    log: (obj, msg) => deps.log?.error(obj, msg),
    info: (obj, msg) => deps.log?.info(obj, msg),
    onValuationReady: (userId) => invitation.rewardFirstValuation(userId),
  })
  const market = new MarketContext(db, games, models, reports, clock, config.listingBaseUrl, links)
  const favourites = new CollectRepository(db)
  const collect = new CollectService(market, favourites)
  const account = new AccountService(
    db,
    reports,
    games,
    clock,
    (gameId, now) => rematchPurposeRecords(db, gameId, now),
    config.listingBaseUrl,
  )
  const questions = new QuestionsService(games)
  const feedback = new FeedbackService(new FeedbackRepository(db), clock)
  const rewards = new RewardsService({
    db,
    clock,
    chances: { runningActivityId, grantChances },
    coupons: {
      grant: (trx, userId, count, expiresAt, now) =>
        new CouponRepository(trx).grant({ userId, count, source: 'love', expiresAt, note: null, now }),
    },
    rates: () => settings.loveRates(),
    isIosClient: isIosMiniProgram,
    secret: config.tokenSecret,
  })
  const shareViews = { onSharedView: rewards.recordShareView.bind(rewards), onSharer: rewards.recordSharer.bind(rewards) }
  const report = new ReportShareService({
    reports,
    extras,
    shared: valuation,
    market,
    favourites: collect,
    views: shareViews,
    clock,
    secret: config.tokenSecret,
    publicBaseUrl: config.payment.publicBaseUrl,
  })
  const payment = new PaymentService({
    db,
    clock,
    games,
    prices: () => settings.payPrices(),
    providers: providers.pay ?? new Map(),
    payers: {
      standing: async (userId) => {
        const user = await users.findById(userId)
        const until = user?.minor_until
        return { realNameVerified: user?.real_name_status === 1, minorUntil: until === null || until === undefined ? null : Number(until) }
      },
      weixinOpenId: (userId, app) => users.openIdOf(userId, app === 'miniProgram' ? 'weixin' : 'weixin-mp'),
      codeToOpenId: async (userId, app, code) => {
        if (app === 'miniProgram') return (await providers.miniProgram.weixin.codeToOpenId(code)).openid
        if (!providers.officialAccount) return undefined
        const openid = await providers.officialAccount.codeToOpenId(code)
        await users.addIdentity(userId, 'weixin-mp', openid, clock.now())
        return openid
      },
    },
    publicBaseUrl: config.payment.publicBaseUrl,
    log: (obj, msg) => deps.log?.info(obj, msg),
  })
  const help = new HelpService({
    db,
    clock,
    games,
    users: {
      profile: async (userId) => {
        const u = await users.findById(userId)
        return u ? { nickname: u.nickname, inviteCode: u.invite_code } : undefined
      },
    },
    codes: providers.miniCodes,
    required: () => settings.helpRequired(),
    publicBaseUrl: config.payment.publicBaseUrl,
    onUnlocked: async (reportId) => {
      const owner = (await reports.find(reportId))?.user_id
      if (owner !== undefined) await payment.closeOpenOrderOf(owner, reportId)
    },
    log: (obj, msg) => deps.log?.info(obj, msg),
  })
  const draw = new DrawService({
    db,
    clock,
    // On the draw's transaction: the coupons commit with the draw that won them.
    coupons: { grant: (trx, g) => new CouponRepository(trx).grant({ ...g, source: 'draw' }) },
    payouts: providers.payouts ?? null,
    log: (obj, msg) => deps.log?.info(obj, msg),
  })
  return {
    jobs,
    draw,
    quotas: new QuotaService(db, clock),
    aiCreate: new AiCreateService({
      reports,
      games,
      // Providers built without one (production tests pass only what they need) fall back to the local generator.
      generator: providers.textGeneration ?? new LocalTextGenerator(),
      log: (obj, msg) => deps.log?.info(obj, msg),
    }),
    tracker: new TrackerService(new TrackerRepository(db), new LimitCounter(db), clock, config.trackerRetentionDays),
    rewards,
    banner: new BannerService(new BannerRepository(db), clock),
    information: new InformationService(new ArticleRepository(db), clock),
    payment,
    help,
    auth,
    user,
    home,
    config: configService,
    invitation,
    valuation,
    valuationAuth,
    questions,
    models,
    market,
    analysis: new MarketAnalysisService(market),
    check: new CheckService(market, new ProfitRecordRepository(db)),
    deal: new DealService(market),
    purpose: new PurposeService(market, new PurposeRecordRepository(db), favourites),
    collect,
    compare: new CompareService(market, shareViews),
    account,
    feedback,
    report,
  }
}
