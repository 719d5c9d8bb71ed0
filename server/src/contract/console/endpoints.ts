/**
 * The body (or query) and data schema of every console endpoint in ./values.ts, under the same names. The service
 * validates and documents its console routes with them; the console app takes their static types. `satisfies`
 * makes a name missing on either side a compile error.
 */
import type { Static, TSchema } from '@sinclair/typebox'
import { EmptyBody, NoData } from '../envelope'
import { AuditPage, AuditQuery } from './audit'
import { ChangePasswordBody, ConsoleLoginBody, ConsoleSessionData, TotpEnableBody, TotpSetupData } from './auth'
import {
  OneTimePasswordData,
  OperatorCreateBody,
  OperatorData,
  OperatorIdBody,
  OperatorListData,
  OperatorUpdateBody,
  OperatorWithPassword,
} from './operators'
import { PiiUnmaskBody, PiiValueData } from './pii'
import {
  OrderDetailData,
  OrderDetailQuery,
  OrderListData,
  OrderListQuery,
  OrderRefundBody,
  OrderRefundData,
  ReconciliationData,
  ReconciliationResolveBody,
  ReconciliationResolveData,
  RefundApproveData,
  RefundDecisionBody,
  RefundRejectData,
  RefundRequestListData,
  RefundRequestQuery,
  RevenueData,
  RevenueQuery,
} from './orders'
import {
  PlayerCouponsData,
  PlayerFeedbackData,
  PlayerHelpsData,
  PlayerHelpsQuery,
  PlayerInvitationsData,
  PlayerLoveData,
  PlayerOrdersData,
  PlayerPageQuery,
  PlayerPrizesData,
  PlayerProfile,
  PlayerReportsData,
  PlayerRevokeSessionsBody,
  PlayerRevokeSessionsData,
  PlayerSearchData,
  PlayerSearchBody,
  PlayerSessionsData,
  PlayerUidQuery,
} from './players'
import {
  CouponCheckBody,
  CouponCheckData,
  CouponGrantBody,
  CouponGrantData,
  CouponLedgerPage,
  CouponLedgerQuery,
  CouponRevokeBody,
  CouponRevokeData,
} from './coupons'
import {
  FeedbackAssignBody,
  FeedbackAssigneesData,
  FeedbackDetailQuery,
  FeedbackInboxPage,
  FeedbackInboxQuery,
  FeedbackReplyBody,
  FeedbackStateBody,
  InboxFeedbackDetail,
} from './feedback'
import {
  ArticleCreateBody,
  ArticleDetailQuery,
  ArticleIdBody,
  ArticleListData,
  ArticleListQuery,
  ArticlePreviewBody,
  ArticlePreviewData,
  ArticleUpdateBody,
  ArticleWithdrawBody,
  ConsoleArticleDetail,
} from './articles'
import {
  AppDownloadBody,
  AppLinksData,
  BannerCreateBody,
  BannerIdBody,
  BannerImageBody,
  BannerImageData,
  BannerReorderBody,
  BannerUpdateBody,
  ConsoleBanner,
  ConsoleBannerList,
  GameFeaturesBody,
  HomeTextsData,
  SloganBody,
  SupportContactBody,
} from './content'
import {
  PrizeActivitiesData,
  PrizeRecordBody,
  PrizeRecordDetail,
  PrizeRecordDetailQuery,
  PrizeRecordPage,
  PrizeRecordQuery,
  PrizeShipBody,
} from './prizes'
import { DashboardData, DashboardQuery } from './dashboard'
// 价格与规则 (issue 38 point 3)
import {
  CampaignCreateBody,
  CampaignIdBody,
  CampaignListData,
  ConsoleCampaign,
  PricingHelpBody,
  PricingPricesBody,
  PricingQuotasBody,
  PricingRulesData,
} from './pricing'
// 任务与爱心值、抽奖活动
import {
  ActivityCreateBody,
  ActivityDetailData,
  ActivityDetailQuery,
  ActivityListData,
  ActivityUpdateBody,
  LoveAdjustBody,
  LoveAdjustData,
  LovePlayerBody,
  LovePlayerData,
  LoveRatesBody,
  LoveRatesData,
  PrizeCreateBody,
  PrizeUpdateBody,
  TaskCreateBody,
  TaskListData,
  TaskReorderBody,
  TaskUpdateBody,
} from './activities'
// Issue 38: 市场数据与模型
import {
  MarketFileBody,
  MarketFileReport,
  MarketImportData,
  ModelDriftCheckBody,
  ModelDriftData,
  ModelDriftQuery,
  ModelHistoryData,
  ModelHistoryQuery,
  ModelOverviewData,
  ModelPromoteBody,
  ModelRetrainBody,
  ModelRollbackBody,
  ModelRunData,
  ModelRunQuery,
  ModelVersionView,
} from './models'
import type { ConsoleEndpointName } from './values'

export interface ConsoleEndpointSchema {
  /** POST endpoints' body. */
  readonly body?: TSchema
  /** GET endpoints' query string. */
  readonly query?: TSchema
  readonly data: TSchema
}

export const ConsoleEndpointSchemas = {
  login: { body: ConsoleLoginBody, data: ConsoleSessionData },
  me: { data: ConsoleSessionData },
  logout: { body: EmptyBody, data: NoData },
  changePassword: { body: ChangePasswordBody, data: NoData },
  totpSetup: { body: EmptyBody, data: TotpSetupData },
  totpEnable: { body: TotpEnableBody, data: NoData },
  operatorList: { data: OperatorListData },
  operatorCreate: { body: OperatorCreateBody, data: OperatorWithPassword },
  operatorUpdate: { body: OperatorUpdateBody, data: OperatorData },
  operatorResetPassword: { body: OperatorIdBody, data: OneTimePasswordData },
  operatorResetTotp: { body: OperatorIdBody, data: NoData },
  auditList: { query: AuditQuery, data: AuditPage },
  piiUnmask: { body: PiiUnmaskBody, data: PiiValueData },
  orderList: { query: OrderListQuery, data: OrderListData },
  orderDetail: { query: OrderDetailQuery, data: OrderDetailData },
  orderRefund: { body: OrderRefundBody, data: OrderRefundData },
  refundRequestList: { query: RefundRequestQuery, data: RefundRequestListData },
  refundApprove: { body: RefundDecisionBody, data: RefundApproveData },
  refundReject: { body: RefundDecisionBody, data: RefundRejectData },
  reconciliation: { data: ReconciliationData },
  reconciliationResolve: { body: ReconciliationResolveBody, data: ReconciliationResolveData },
  revenueDaily: { query: RevenueQuery, data: RevenueData },
  playerSearch: { body: PlayerSearchBody, data: PlayerSearchData },
  playerProfile: { query: PlayerUidQuery, data: PlayerProfile },
  playerSessions: { query: PlayerPageQuery, data: PlayerSessionsData },
  playerReports: { query: PlayerPageQuery, data: PlayerReportsData },
  playerOrders: { query: PlayerPageQuery, data: PlayerOrdersData },
  playerCoupons: { query: PlayerPageQuery, data: PlayerCouponsData },
  playerLove: { query: PlayerPageQuery, data: PlayerLoveData },
  playerHelps: { query: PlayerHelpsQuery, data: PlayerHelpsData },
  playerInvitations: { query: PlayerPageQuery, data: PlayerInvitationsData },
  playerPrizes: { query: PlayerPageQuery, data: PlayerPrizesData },
  playerFeedback: { query: PlayerPageQuery, data: PlayerFeedbackData },
  playerRevokeSessions: { body: PlayerRevokeSessionsBody, data: PlayerRevokeSessionsData },
  couponCheck: { body: CouponCheckBody, data: CouponCheckData },
  couponGrant: { body: CouponGrantBody, data: CouponGrantData },
  couponLedger: { query: CouponLedgerQuery, data: CouponLedgerPage },
  couponRevoke: { body: CouponRevokeBody, data: CouponRevokeData },
  feedbackList: { query: FeedbackInboxQuery, data: FeedbackInboxPage },
  feedbackDetail: { query: FeedbackDetailQuery, data: InboxFeedbackDetail },
  feedbackAssignees: { data: FeedbackAssigneesData },
  feedbackReply: { body: FeedbackReplyBody, data: InboxFeedbackDetail },
  feedbackClose: { body: FeedbackStateBody, data: InboxFeedbackDetail },
  feedbackReopen: { body: FeedbackStateBody, data: InboxFeedbackDetail },
  feedbackAssign: { body: FeedbackAssignBody, data: InboxFeedbackDetail },
  articleList: { query: ArticleListQuery, data: ArticleListData },
  articleDetail: { query: ArticleDetailQuery, data: ConsoleArticleDetail },
  articleCreate: { body: ArticleCreateBody, data: ConsoleArticleDetail },
  articleUpdate: { body: ArticleUpdateBody, data: ConsoleArticleDetail },
  articlePublish: { body: ArticleIdBody, data: ConsoleArticleDetail },
  articleWithdraw: { body: ArticleWithdrawBody, data: ConsoleArticleDetail },
  articlePreview: { body: ArticlePreviewBody, data: ArticlePreviewData },
  contentBanners: { data: ConsoleBannerList },
  contentBannerCreate: { body: BannerCreateBody, data: ConsoleBanner },
  contentBannerUpdate: { body: BannerUpdateBody, data: ConsoleBanner },
  contentBannerDisable: { body: BannerIdBody, data: ConsoleBanner },
  contentBannerReorder: { body: BannerReorderBody, data: ConsoleBannerList },
  contentBannerImage: { body: BannerImageBody, data: BannerImageData },
  contentHomeTexts: { data: HomeTextsData },
  contentSloganUpdate: { body: SloganBody, data: HomeTextsData },
  contentFeaturesUpdate: { body: GameFeaturesBody, data: HomeTextsData },
  contentAppLinks: { data: AppLinksData },
  contentDownloadUpdate: { body: AppDownloadBody, data: AppLinksData },
  contentSupportUpdate: { body: SupportContactBody, data: AppLinksData },
  prizeList: { query: PrizeRecordQuery, data: PrizeRecordPage },
  prizeActivities: { data: PrizeActivitiesData },
  prizeDetail: { query: PrizeRecordDetailQuery, data: PrizeRecordDetail },
  prizeShip: { body: PrizeShipBody, data: PrizeRecordDetail },
  prizeRetryPayout: { body: PrizeRecordBody, data: PrizeRecordDetail },
  // 数据看板
  dashboard: { query: DashboardQuery, data: DashboardData },
  // 价格与规则
  pricingRules: { data: PricingRulesData },
  pricingPricesUpdate: { body: PricingPricesBody, data: PricingRulesData },
  pricingHelpUpdate: { body: PricingHelpBody, data: PricingRulesData },
  pricingQuotasUpdate: { body: PricingQuotasBody, data: PricingRulesData },
  campaignList: { data: CampaignListData },
  campaignCreate: { body: CampaignCreateBody, data: ConsoleCampaign },
  campaignEnd: { body: CampaignIdBody, data: ConsoleCampaign },
  // 任务与爱心值
  taskList: { data: TaskListData },
  taskCreate: { body: TaskCreateBody, data: TaskListData },
  taskUpdate: { body: TaskUpdateBody, data: TaskListData },
  taskReorder: { body: TaskReorderBody, data: TaskListData },
  loveRates: { data: LoveRatesData },
  loveRatesUpdate: { body: LoveRatesBody, data: LoveRatesData },
  lovePlayer: { body: LovePlayerBody, data: LovePlayerData },
  loveAdjust: { body: LoveAdjustBody, data: LoveAdjustData },
  // 抽奖活动
  activityList: { data: ActivityListData },
  activityDetail: { query: ActivityDetailQuery, data: ActivityDetailData },
  activityCreate: { body: ActivityCreateBody, data: ActivityDetailData },
  activityUpdate: { body: ActivityUpdateBody, data: ActivityDetailData },
  activityPrizeCreate: { body: PrizeCreateBody, data: ActivityDetailData },
  activityPrizeUpdate: { body: PrizeUpdateBody, data: ActivityDetailData },
  // 市场数据与模型
  modelMarketCheck: { body: MarketFileBody, data: MarketFileReport },
  modelMarketImport: { body: MarketFileBody, data: MarketImportData },
  modelOverview: { data: ModelOverviewData },
  modelHistory: { query: ModelHistoryQuery, data: ModelHistoryData },
  modelRetrain: { body: ModelRetrainBody, data: ModelRunData },
  modelRun: { query: ModelRunQuery, data: ModelRunData },
  modelPromote: { body: ModelPromoteBody, data: ModelVersionView },
  modelRollback: { body: ModelRollbackBody, data: ModelVersionView },
  modelDrift: { query: ModelDriftQuery, data: ModelDriftData },
  modelDriftCheck: { body: ModelDriftCheckBody, data: ModelDriftData },
} as const satisfies Record<ConsoleEndpointName, ConsoleEndpointSchema>

type Schemas = typeof ConsoleEndpointSchemas

export type ConsoleEndpointBody<N extends ConsoleEndpointName> = Schemas[N] extends { body: infer B extends TSchema }
  ? Static<B>
  : undefined
export type ConsoleEndpointQuery<N extends ConsoleEndpointName> = Schemas[N] extends { query: infer Q extends TSchema }
  ? Static<Q>
  : undefined
export type ConsoleEndpointData<N extends ConsoleEndpointName> = Static<Schemas[N]['data']>
