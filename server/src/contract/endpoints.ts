/**
 * The body and data schema of every endpoint in values/endpoints.ts, under the same names. The service
 * validates and documents its routes with them; the app takes their static types (`EndpointBody<'valReport'>`)
 * with `import type`, so TypeBox never reaches the app bundle. `satisfies` makes a name missing on either side
 * a compile error.
 */
import type { Static, TSchema } from '@sinclair/typebox'
import { AccountInfoBody, AccountInfoData, AccountInfoSaveBody, MarkSoldBody, PublishBody, PublishData } from './account'
import {
  LoginData,
  OpenIdBody,
  OpenIdData,
  PxLoginBody,
  PxLoginData,
  PxTokenData,
  SendCodeData,
  TokenPair,
  VerifyLoginBody,
  WxLoginBody,
} from './auth'
import {
  CheckEvaluateBody,
  CheckEvaluateData,
  CheckRecordsBody,
  CheckRecordsData,
  CheckReportBody,
  CheckReportData,
  DealEvaluateBody,
  DealEvaluateData,
} from './check'
import { CollectListBody, CollectListData, CollectToggleBody, CollectToggleData, GoodsSimilarBody, GoodsSimilarData } from './collect'
import {
  CompareAnswer,
  CompareBody,
  CompareListBody,
  CompareListData,
  CompareReportBody,
  CompareReportData,
  CompareShareBody,
  CompareShareData,
  SharedCompareBody,
  SharedCompareData,
} from './compare'
import { AccuracyBody, AccuracyData } from './accuracy'
import { AiCreateBody, AiCreateData } from './ai-create'
import { BannerDetailBody, BannerDetailData, BannerListData } from './banner'
import { InfoDetailBody, InfoDetailData, InfoListBody, InfoListData } from './information'
import { GlobalConfigData } from './config'
import {
  DrawActivityBody,
  DrawActivityData,
  DrawAddressBody,
  DrawDoBody,
  DrawDoData,
  DrawRecord,
  DrawRecordBody,
  DrawRecordsBody,
  DrawRecordsData,
} from './draw'
import { PhoneBody } from './common'
import { EmptyBody, NoData } from './envelope'
import {
  FeedbackDetailBody,
  FeedbackDetailData,
  FeedbackListBody,
  FeedbackListData,
  FeedbackSubmitBody,
  FeedbackSubmitData,
  FeedbackUnreadData,
  FeedbackUploadData,
} from './feedback'
import { ReportImageUploadData } from './report-images'
import {
  MessageListBody,
  MessageListData,
  MessageReadBody,
  MessageReadData,
  MessageSubscribeBody,
  MessageSubscribeData,
  MessageUnreadData,
} from './messages'
import { ValGameFeatureBody, ValGameFeatureData, ValGameMainData, ValMainCountData, ValMainData } from './home'
import {
  InvitationCodeData,
  InvitationDetailBody,
  InvitationDetailData,
  InvitationRegisterBody,
  InvitationRegisterData,
  UnlockCouponData,
} from './invitation'
import { HelpDetailBody, HelpDetailData, HelpShareData, ReportShareHelpBody, ReportShareHelpData } from './help'
import { MarketAnalysisBody, MarketAnalysisData, MarketBriefBody, MarketBriefData } from './market'
import {
  LoveInfoBody,
  LoveInfoData,
  LoveLedgerBody,
  LoveLedgerData,
  LoveRedeemBody,
  LoveRedeemData,
  MissionClaimBody,
  MissionClaimData,
  MissionListBody,
  MissionListData,
  MissionSignInData,
} from './mission'
import {
  PurposeRecordsBody,
  PurposeRecordsData,
  PurposeReportBody,
  PurposeReportData,
  PurposeSearchBody,
  PurposeSearchData,
} from './purpose'
import {
  CouponListBody,
  CouponListData,
  PayStatusBody,
  PayStatusData,
  PayTransBody,
  PayTransData,
  PaymentConfigBody,
  PaymentConfigData,
  UseCouponBody,
  UseCouponData,
} from './payment'
import { QuestionsBody, QuestionsData } from './questions'
import {
  GoodsDetailBody,
  GoodsDetailData,
  PropertyConfirmBody,
  ShareLinkBody,
  ShareLinkData,
  SharedReportBody,
  SharedReportData,
} from './report'
import { RealNameStatusData, RealNameVerifyBody, UserInfoData } from './user'
import {
  PropertyConfirm,
  ReportAnswersData,
  ReportListBody,
  ReportListData,
  RetryReportData,
  ReportIdBody,
  ValReportBody,
  ValReportData,
  ValuationBody,
  ValuationData,
} from './valuation'
import { AuthIdBody, AuthStartBody, AuthStepData, AuthVerifyBody } from './valuation-auth'
import { TrackerReportBody, TrackerReportData } from './tracker'
import type { EndpointName } from './values/endpoints'

export interface EndpointSchema {
  /** Absent for GET endpoints and uploads. */
  readonly body?: TSchema
  readonly data: TSchema
}

export const EndpointSchemas = {
  verifySend: { body: PhoneBody, data: SendCodeData },
  verifyLogin: { body: VerifyLoginBody, data: LoginData },
  refresh: { data: TokenPair },
  wxLogin: { body: WxLoginBody, data: LoginData },
  getOpenId: { body: OpenIdBody, data: OpenIdData },
  valPxLogin: { body: PxLoginBody, data: PxLoginData },
  getPxToken: { body: EmptyBody, data: PxTokenData },
  logout: { data: NoData },
  userInfo: { body: EmptyBody, data: UserInfoData },
  caStatus: { body: EmptyBody, data: RealNameStatusData },
  realInfoVerify: { body: RealNameVerifyBody, data: RealNameStatusData },
  logOff: { body: EmptyBody, data: NoData },
  valMain: { body: EmptyBody, data: ValMainData },
  valGameMain: { body: EmptyBody, data: ValGameMainData },
  valGameFeature: { body: ValGameFeatureBody, data: ValGameFeatureData },
  valMainCount: { body: EmptyBody, data: ValMainCountData },
  globalConfig: { body: EmptyBody, data: GlobalConfigData },
  getInvitationCode: { body: EmptyBody, data: InvitationCodeData },
  getInvitationDetail: { body: InvitationDetailBody, data: InvitationDetailData },
  invitationRegister: { body: InvitationRegisterBody, data: InvitationRegisterData },
  getUnlockCoupon: { body: EmptyBody, data: UnlockCouponData },
  paymentConfig: { body: PaymentConfigBody, data: PaymentConfigData },
  payTrans: { body: PayTransBody, data: PayTransData },
  payStatus: { body: PayStatusBody, data: PayStatusData },
  useCouponInfo: { body: UseCouponBody, data: UseCouponData },
  couponList: { body: CouponListBody, data: CouponListData },
  valQuestions: { body: QuestionsBody, data: QuestionsData },
  valValuation: { body: ValuationBody, data: ValuationData },
  valRetry: { body: ReportIdBody, data: RetryReportData },
  valAnswers: { body: ReportIdBody, data: ReportAnswersData },
  valReport: { body: ValReportBody, data: ValReportData },
  valAccuracy: { body: AccuracyBody, data: AccuracyData },
  reportList: { body: ReportListBody, data: ReportListData },
  authStart: { body: AuthStartBody, data: AuthStepData },
  authVerify: { body: AuthVerifyBody, data: AuthStepData },
  authResend: { body: AuthIdBody, data: AuthStepData },
  authStatus: { body: AuthIdBody, data: AuthStepData },
  valReportShare: { body: ReportShareHelpBody, data: ReportShareHelpData },
  helpShare: { body: ReportIdBody, data: HelpShareData },
  helpDetail: { body: HelpDetailBody, data: HelpDetailData },
  propertyConfirm: { body: PropertyConfirmBody, data: PropertyConfirm },
  shareLink: { body: ShareLinkBody, data: ShareLinkData },
  sharedReport: { body: SharedReportBody, data: SharedReportData },
  goodsDetail: { body: GoodsDetailBody, data: GoodsDetailData },
  accountInfo: { body: AccountInfoBody, data: AccountInfoData },
  accountInfoSave: { body: AccountInfoSaveBody, data: AccountInfoData },
  publish: { body: PublishBody, data: PublishData },
  unpublish: { body: AccountInfoBody, data: PublishData },
  markSold: { body: MarkSoldBody, data: PublishData },
  compare: { body: CompareBody, data: CompareAnswer },
  compareReport: { body: CompareReportBody, data: CompareReportData },
  compareList: { body: CompareListBody, data: CompareListData },
  compareShare: { body: CompareShareBody, data: CompareShareData },
  sharedCompare: { body: SharedCompareBody, data: SharedCompareData },
  marketAnalysis: { body: MarketAnalysisBody, data: MarketAnalysisData },
  marketBrief: { body: MarketBriefBody, data: MarketBriefData },
  checkEvaluate: { body: CheckEvaluateBody, data: CheckEvaluateData },
  checkReport: { body: CheckReportBody, data: CheckReportData },
  checkRecords: { body: CheckRecordsBody, data: CheckRecordsData },
  reportImageUpload: { data: ReportImageUploadData },
  dealEvaluate: { body: DealEvaluateBody, data: DealEvaluateData },
  purposeSearch: { body: PurposeSearchBody, data: PurposeSearchData },
  purposeReport: { body: PurposeReportBody, data: PurposeReportData },
  purposeRecords: { body: PurposeRecordsBody, data: PurposeRecordsData },
  collectToggle: { body: CollectToggleBody, data: CollectToggleData },
  collectList: { body: CollectListBody, data: CollectListData },
  goodsSimilar: { body: GoodsSimilarBody, data: GoodsSimilarData },
  feedbackUpload: { data: FeedbackUploadData },
  feedbackSubmit: { body: FeedbackSubmitBody, data: FeedbackSubmitData },
  feedbackList: { body: FeedbackListBody, data: FeedbackListData },
  feedbackDetail: { body: FeedbackDetailBody, data: FeedbackDetailData },
  feedbackUnread: { body: EmptyBody, data: FeedbackUnreadData },
  messageList: { body: MessageListBody, data: MessageListData },
  messageUnread: { body: EmptyBody, data: MessageUnreadData },
  messageRead: { body: MessageReadBody, data: MessageReadData },
  messageReadAll: { body: EmptyBody, data: MessageReadData },
  messageSubscribe: { body: MessageSubscribeBody, data: MessageSubscribeData },
  missionList: { body: MissionListBody, data: MissionListData },
  missionSignIn: { body: EmptyBody, data: MissionSignInData },
  missionClaim: { body: MissionClaimBody, data: MissionClaimData },
  loveInfo: { body: LoveInfoBody, data: LoveInfoData },
  loveLedger: { body: LoveLedgerBody, data: LoveLedgerData },
  loveRedeem: { body: LoveRedeemBody, data: LoveRedeemData },
  drawActivity: { body: DrawActivityBody, data: DrawActivityData },
  drawDo: { body: DrawDoBody, data: DrawDoData },
  drawRecords: { body: DrawRecordsBody, data: DrawRecordsData },
  drawRecord: { body: DrawRecordBody, data: DrawRecord },
  drawAddress: { body: DrawAddressBody, data: DrawRecord },
  bannerList: { body: EmptyBody, data: BannerListData },
  bannerDetail: { body: BannerDetailBody, data: BannerDetailData },
  infoList: { body: InfoListBody, data: InfoListData },
  infoDetail: { body: InfoDetailBody, data: InfoDetailData },
  trackerReport: { body: TrackerReportBody, data: TrackerReportData },
  aiCreate: { body: AiCreateBody, data: AiCreateData },
} as const satisfies Record<EndpointName, EndpointSchema>

type Schemas = typeof EndpointSchemas

/** What the endpoint takes: its body's static type, or nothing. */
export type EndpointBody<N extends EndpointName> = Schemas[N] extends { body: infer B extends TSchema } ? Static<B> : undefined

/** What a successful answer carries in `data`. */
export type EndpointData<N extends EndpointName> = Static<Schemas[N]['data']>
