import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from './clock'
import type { AppConfig } from './config'
import type { Db } from './db/connect'
import { createJobQueue } from './jobs/create-job-queue'
import { createReplicaBus } from './bus/create-bus'
import type { ReplicaBus } from './bus/replica-bus'
import type { JobQueue } from './jobs/job-queue'
import { closeOrderOnHelpUnlock, drawCoupons, rewardsLinks } from './module-links'
import { createAccountInfo } from './modules/account-info'
import type { AccountInfoService } from './modules/account-info/service'
import { createAiCreate } from './modules/ai-create'
import type { AiCreateService } from './modules/ai-create/service'
import { createAudit } from './modules/audit'
import type { AuditService } from './modules/audit/service'
import { createAuth } from './modules/auth'
import type { AuthService } from './modules/auth/service'
import { createBanner } from './modules/banner'
import type { BannerService } from './modules/banner/service'
import { createDidILose } from './modules/did-i-lose'
import type { DidILoseService } from './modules/did-i-lose/service'
import { createCollect } from './modules/collect'
import type { CollectService } from './modules/collect/service'
import { createCompare } from './modules/compare'
import type { CompareService } from './modules/compare/service'
import { createConfig } from './modules/config'
import { ConfigRepository } from './modules/config/repository'
import type { ConfigService } from './modules/config/service'
import { createDeal } from './modules/deal'
import type { DealService } from './modules/deal/service'
import { createDraw } from './modules/draw'
import type { DrawService } from './modules/draw/service'
import type { ActivityDesk } from './modules/draw/activity-desk'
import type { PrizeDesk } from './modules/draw/prize-desk'
import type { AuditTrail } from './modules/audit-port'
import { createFeedback } from './modules/feedback'
import { createReportImages } from './modules/report-images'
import type { ReportImageService } from './modules/report-images/service'
import { createMessages } from './modules/messages'
import { subscribeTemplateIds, type MessageService } from './modules/messages/service'
import { SUBSCRIBE_CONFIG_KEY, type ConfigEntry } from './contract'
import type { NoticeDesk } from './modules/messages/notice-desk'
import type { FeedbackInbox } from './modules/feedback/inbox'
import type { FeedbackService } from './modules/feedback/service'
import { GameRepository } from './modules/games/repository'
import { createHelp } from './modules/help'
import type { HelpService } from './modules/help/service'
import { createHome } from './modules/home'
import type { HomeService } from './modules/home/service'
import { createInformation } from './modules/information'
import type { InformationService } from './modules/information/service'
import type { ArticleDesk } from './modules/information/desk'
import { createInvitation } from './modules/invitation'
import type { InvitationService } from './modules/invitation/service'
import { createMarket } from './modules/market'
import type { MarketAnalysisService } from './modules/market/analysis'
import type { MarketContext } from './modules/market/context'
import { createModels } from './modules/models'
import { accuracyPointsOf, Dashboard } from './modules/dashboard'
import { ModelVersionRepository } from './modules/models/versions'
import type { ModelRegistry } from './modules/models/registry'
import type { ModuleLog, ServiceModule } from './modules/module'
import { createOperators } from './modules/operators'
import type { OperatorService } from './modules/operators/service'
import { createPayment } from './modules/payment'
import { createPlayerDesk, type PlayerDesk } from './modules/player-desk'
import type { CouponDesk } from './modules/payment/coupon-desk'
import type { PaymentService } from './modules/payment/service'
import { createOrdersAdmin, type OrdersAdmin } from './modules/payment/admin'
import { createIntentionSearch } from './modules/intention-search'
import type { ModelDesk } from './modules/models/desk'
import { rematchPurposeRecords, type IntentionSearchService } from './modules/intention-search/service'
import { createQuestions } from './modules/questions'
import type { QuestionsService } from './modules/questions/service'
import { createQuotas } from './modules/quotas'
import type { QuotaService } from './modules/quotas/service'
import type { RulesOverview } from './modules/config/rules-overview'
import { createPricing } from './modules/pricing'
import type { CampaignDesk } from './modules/pricing/campaign-desk'
import { createReport } from './modules/report'
import type { ReportShareService } from './modules/report/service'
import { ReportExtrasRepository } from './modules/reports/extras-repository'
import { ReportRepository } from './modules/reports/repository'
import { createRewards } from './modules/rewards'
import type { RewardsDesk } from './modules/rewards/desk'
import type { RewardsService } from './modules/rewards/service'
import { createTracker } from './modules/tracker'
import type { TrackerService } from './modules/tracker/service'
import { createUser } from './modules/user'
import { userDirectory } from './modules/user/directory'
import { UserRepository } from './modules/user/repository'
import type { UserService } from './modules/user/service'
import { createValuation } from './modules/valuation'
import type { ValuationService } from './modules/valuation/service'
import { createValuationAuth } from './modules/valuation-auth'
import type { ValuationAuthService } from './modules/valuation-auth/service'
import type { Providers } from './providers'

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
  didILose: DidILoseService
  /** 交易评估 */
  deal: DealService
  /** 意向搜索 */
  intentionSearch: IntentionSearchService
  /** Favourites and similar listings. */
  collect: CollectService
  /** PK */
  compare: CompareService
  /** Account information of reports and publishing them as listings. */
  accountInfo: AccountInfoService
  /** 意见反馈 and its images. */
  feedback: FeedbackService
  /** The support inbox: feedback status, assignment and replies (console and CLI commands). */
  feedbackInbox: FeedbackInbox
  /** 报告截图: the player's order and account screenshots on their reports. */
  reportImages: ReportImageService
  /** 消息: the player's inbox, its retention and reminders, subscribe messages on the mini-programs. */
  messages: MessageService
  /** System notices to every player (CLI `message:broadcast`). */
  notices: NoticeDesk
  /** Property confirmation, share links and listing detail around valuation reports (modules/report). */
  report: ReportShareService
  /** Paid unlock: prices, orders, provider notifies, unlock coupons. */
  payment: PaymentService
  /** Orders and money for operators: order list and detail, refunds with approval, reconciliation, revenue. */
  ordersAdmin: OrdersAdmin
  /** Operators' coupon grants, revokes and the coupon ledger (console and CLI commands). */
  couponDesk: CouponDesk
  /** The console's player lookup and player page, and ending a player's sessions. */
  playerDesk: PlayerDesk
  /** Friend help: help codes, helps, the unlock they make. */
  help: HelpService
  /** Missions (任务中心), sign-ins, share visits and love value (爱心值). */
  rewards: RewardsService
  /** 任务与爱心值 for operators: tasks, their order, love value adjustments (console and CLI). */
  rewardsDesk: RewardsDesk
  /** Home banners and their landing pages. */
  banner: BannerService
  /** Information articles (资讯): the public list and detail, and info:import. */
  information: InformationService
  /** Operators' article commands: drafts, edits, publish, withdraw, preview, info:import (console and CLI). */
  articleDesk: ArticleDesk
  /** The prize draw: activities, draws, records, delivery addresses, red-packet payouts. */
  draw: DrawService
  /** 奖品发放: won prizes, shipping, red-packet payout retries (console and CLI). */
  prizeDesk: PrizeDesk
  /** 抽奖活动 for operators: activities, prizes, odds (locked while running) and stock (console and CLI). */
  activityDesk: ActivityDesk
  /** 市场数据与模型: market files, retrain runs, model versions, promotion and rollback (console and CLI). */
  modelDesk: ModelDesk
  /** Tracker batches from the app (tracker/report) and their retention. */
  tracker: TrackerService
  /** AI创作: listing copy from a valuation report or answers. */
  aiCreate: AiCreateService
  /** Per-user daily quotas on valuations, checks, deal evaluations and AI创作. */
  quotas: QuotaService
  /** The append-only audit trail of every console and CLI write. */
  audit: AuditService
  /** 价格与规则: each setting's stored and effective value on this replica (config module). */
  pricingRules: RulesOverview
  /** Dated price campaigns (console and CLI commands). */
  campaigns: CampaignDesk
  /** Operators of the console: accounts, sessions, TOTP, login locks. */
  operators: OperatorService
  /** Background jobs (pg-boss on PostgreSQL, in-process on SQLite); main.ts starts them once models are loaded. */
  jobs: JobQueue
  /** Events every replica hears (LISTEN/NOTIFY on PostgreSQL); buildApp starts listening. */
  bus: ReplicaBus
  /** 数据看板: figures per Beijing day, the valuation funnel, the job queue, model accuracy (console; `npm run stats`). */
  dashboard: Dashboard
}

/** The subscribe-message template ids the app asks players to accept, as a public config entry (none: never asked). */
function subscribeConfig(providers: Providers): ConfigEntry[] {
  const ids = subscribeTemplateIds(providers.subscribeMessages)
  return Object.keys(ids).length ? [{ confKey: SUBSCRIBE_CONFIG_KEY, confValue: JSON.stringify(ids) }] : []
}

export interface ServiceGraph {
  services: Services
  /** Every module that serves API endpoints, in registration order (the OpenAPI document lists them so). */
  modules: readonly ServiceModule<unknown>[]
}

/**
 * The one place that knows the dependency graph: each module built from its narrow deps, in an order where what a
 * module needs exists first, plus the few links between feature modules (module-links.ts).
 */
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
    | 'console'
  > & {
    payment: Pick<AppConfig['payment'], 'publicBaseUrl' | 'refundApprovalFen'>
  }
  providers: Providers
  /** Another trail for operators' writes than the audit module's (tests observe one this way). */
  audit?: AuditTrail
  log?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>
}): ServiceGraph {
  const { db, clock, config, providers } = deps
  const info: ModuleLog = (obj, msg) => deps.log?.info(obj, msg)
  const error: ModuleLog = (obj, msg) => deps.log?.error(obj, msg)
  const warn: ModuleLog = (obj, msg) => deps.log?.warn(obj, msg)
  const secret = config.tokenSecret
  const publicBaseUrl = config.payment.publicBaseUrl
  const users = new UserRepository(db)
  const directory = userDirectory({ users, clock, wechat: providers })
  const configRepo = new ConfigRepository(db)
  const games = new GameRepository(db)
  const reports = new ReportRepository(db)
  const extras = new ReportExtrasRepository(db)
  const jobs = createJobQueue(config, (err, context) => deps.log?.error({ err, job: context.name }, 'background job failed'))
  const bus = createReplicaBus(db, config.databaseUrl, (err, what) => deps.log?.warn({ err }, what))

  const audit = createAudit({ db, clock })
  const operators = createOperators({
    db,
    clock,
    audit: audit.service,
    config: {
      secret,
      idleMs: config.console.idleMs,
      absoluteMs: config.console.absoluteMs,
      totpRequired: config.console.totpRequired,
      loginIpMax: config.console.loginIpMax,
    },
  })
  const invitation = createInvitation({ db, users, clock, secret, info })
  const auth = createAuth({
    db,
    clock,
    secret,
    ttl: { accessMs: config.accessTokenTtlMs, refreshMs: config.refreshTokenTtlMs },
    users,
    invitations: invitation.service,
    providers,
    log: (msg) => deps.log?.info(msg),
    bus,
  })
  const home = createHome({ db, games, configRepo, countUsers: directory.countActive, clock })
  const configModule = createConfig({
    db,
    repo: configRepo,
    clock,
    audit: deps.audit ?? audit.service,
    onChange: () => home.service.invalidate(),
    error,
    bus,
    fixed: subscribeConfig(providers),
  })
  const { settings } = configModule
  // 价格与规则 (issue 38 point 3): dated price campaigns, priced against the list prices charged now.
  const pricing = createPricing({ db, clock, prices: () => settings.payPrices(), audit: deps.audit ?? audit.service })
  const user = createUser({ users, realName: providers.realName, clock, secret, keeper: invitation.service, bus })
  const models = createModels({
    db,
    clock,
    jobs,
    info,
    warn,
    audit: deps.audit ?? audit.service,
    // Intention searches still waiting for a listing in their price range may match the imported rows.
    onImported: async (gameIds, now) => {
      let matched = 0
      for (const gameId of gameIds) matched += await rematchPurposeRecords(db, gameId, now)
      return matched
    },
  })
  const valuationAuth = createValuationAuth({ db, provider: providers.gameAuth, games, clock })
  const market = createMarket({
    db,
    games,
    models: models.service,
    reports,
    clock,
    listingBaseUrl: config.listingBaseUrl,
    listingFetch: providers.listingFetch ?? null,
    error,
  })
  const quotas = createQuotas({ db, clock, limits: () => settings.dailyQuotas() })
  const accountInfo = createAccountInfo({
    db,
    reports,
    games,
    clock,
    rematchPurposes: (gameId, now) => rematchPurposeRecords(db, gameId, now),
    listingBaseUrl: config.listingBaseUrl,
  })
  const reportImages = createReportImages({ db, clock, secret })
  const valuation = createValuation({
    db,
    jobs,
    modelRefreshMs: config.modelRefreshMs,
    reports,
    extras,
    games,
    models: models.service,
    links: market.links,
    authSessions: valuationAuth.service,
    clock,
    error,
    info,
    warn,
    onValuationReady: (userId) => invitation.service.rewardFirstValuation(userId),
    account: accountInfo.service,
    quotas: quotas.service,
    screenshots: reportImages.service,
    bus,
  })
  const collect = createCollect({ db, market: market.service })
  const questions = createQuestions({ games })
  const feedback = createFeedback({ db, clock, secret, audit: deps.audit ?? audit.service })
  const messages = createMessages({
    db,
    clock,
    subscribers: directory.subscribers,
    subscribe: providers.subscribeMessages,
    audit: deps.audit ?? audit.service,
    warn,
  })
  const rewards = createRewards({
    db,
    clock,
    ...rewardsLinks,
    rates: () => settings.loveRates(),
    secret,
    audit: deps.audit ?? audit.service,
  })
  const shareViews = {
    onSharedView: rewards.service.recordShareView.bind(rewards.service),
    onSharer: rewards.service.recordSharer.bind(rewards.service),
  }
  const report = createReport({
    reports,
    extras,
    shared: valuation.service,
    market: market.service,
    favourites: collect.service,
    views: shareViews,
    clock,
    secret,
    publicBaseUrl,
  })
  const payment = createPayment({
    db,
    clock,
    games,
    settings,
    campaignPrice: (scene, now) => pricing.campaigns.runningPrice(scene, now),
    pay: providers.pay,
    payers: directory.payers,
    publicBaseUrl,
    info,
    warn,
    recipients: directory.recipient,
    audit: deps.audit ?? audit.service,
  })
  const ordersAdmin = createOrdersAdmin({
    db,
    clock,
    providers: providers.pay,
    refundApprovalFen: config.payment.refundApprovalFen,
    audit: deps.audit ?? audit.service,
  })
  const help = createHelp({
    db,
    clock,
    games,
    users: directory.helpers,
    codes: providers.miniCodes,
    required: () => settings.helpRequired(),
    publicBaseUrl,
    onUnlocked: closeOrderOnHelpUnlock(payment.service),
    info,
    warn,
  })
  const draw = createDraw({ db, clock, coupons: drawCoupons, payouts: providers.payouts, info, audit: deps.audit ?? audit.service })
  const playerDesk = createPlayerDesk({
    db,
    clock,
    audit: deps.audit ?? audit.service,
    orders: (userId, page) => ordersAdmin.list({ userId }, page),
    love: rewards.service,
    invitations: (userId, page, pageSize) => invitation.service.detail(userId, page, pageSize),
    prizes: (userId, page) => draw.service.records(userId, page),
    feedback: (userId, page) => feedback.inbox.list({ userId, ...page }),
  })
  const aiCreate = createAiCreate({ reports, games, generator: providers.textGeneration, info, quotas: quotas.service })
  const tracker = createTracker({ db, clock, retentionDays: config.trackerRetentionDays })
  const banner = createBanner({ db, clock, publicBaseUrl, audit: deps.audit ?? audit.service })
  const information = createInformation({ db, clock, audit: deps.audit ?? audit.service })
  const didILose = createDidILose({ db, market: market.service, quotas: quotas.service, screenshots: reportImages.service, warn })
  const deal = createDeal({ market: market.service, quotas: quotas.service })
  const intentionSearch = createIntentionSearch({ db, market: market.service, favourites: collect.favourites, warn })
  const compare = createCompare({ market: market.service, views: shareViews, warn })
  const modelVersions = new ModelVersionRepository(db)
  const dashboard = new Dashboard({
    db,
    clock,
    jobs,
    accuracy: async () => accuracyPointsOf(await valuation.service.accuracy(), await modelVersions.testedFigures()),
  })

  return {
    services: {
      jobs,
      bus,
      dashboard,
      audit: audit.service,
      operators: operators.service,
      draw: draw.service,
      prizeDesk: draw.desk,
      pricingRules: configModule.rules,
      campaigns: pricing.campaigns,
      activityDesk: draw.activityDesk,
      modelDesk: models.desk,
      quotas: quotas.service,
      aiCreate: aiCreate.service,
      tracker: tracker.service,
      rewards: rewards.service,
      rewardsDesk: rewards.desk,
      banner: banner.service,
      information: information.service,
      articleDesk: information.desk,
      payment: payment.service,
      ordersAdmin,
      couponDesk: payment.coupons,
      playerDesk: playerDesk.service,
      help: help.service,
      auth: auth.service,
      user: user.service,
      home: home.service,
      config: configModule.service,
      invitation: invitation.service,
      valuation: valuation.service,
      valuationAuth: valuationAuth.service,
      questions: questions.service,
      models: models.service,
      market: market.service,
      analysis: market.analysis,
      didILose: didILose.service,
      deal: deal.service,
      intentionSearch: intentionSearch.service,
      collect: collect.service,
      compare: compare.service,
      accountInfo: accountInfo.service,
      feedback: feedback.service,
      feedbackInbox: feedback.inbox,
      reportImages: reportImages.service,
      messages: messages.service,
      notices: messages.notices,
      report: report.service,
    },
    modules: [
      auth,
      user,
      home,
      configModule,
      invitation,
      valuation,
      questions,
      valuationAuth,
      market,
      didILose,
      deal,
      intentionSearch,
      collect,
      report,
      compare,
      accountInfo,
      feedback,
      reportImages,
      messages,
      payment,
      help,
      draw,
      rewards,
      banner,
      aiCreate,
      tracker,
      information,
    ],
  }
}
