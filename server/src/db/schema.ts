import type { ColumnType, Generated, Selectable } from 'kysely'
import type { NotifyOutcome, NotifyReason, NotifyState } from '../contract/console/orders-values'

/**
 * Typed view of the tables this service owns. Times are UTC ms (bigint columns), booleans are 0/1 integers
 * and JSON is text, so one schema works on SQLite and PostgreSQL. Another module adds its tables by declaring
 * an interface that extends `Database` and a migration in migrations/index.ts.
 */
export interface Database {
  users: UsersTable
  user_identity: UserIdentityTable
  sms_code: SmsCodeTable
  session: SessionTable
  px_login_key: PxLoginKeyTable
  px_token: PxTokenTable
  coupon: CouponTable
  pay_order: PayOrderTable
  pay_ledger: PayLedgerTable
  refund_request: RefundRequestTable
  pay_notify_log: PayNotifyLogTable
  game: GameTable
  app_config: AppConfigTable
  valuation_event: ValuationEventTable
  market_listing: MarketListingTable
  valuation_model: ValuationModelTable
  // Issue 38: model versions and retrain runs
  model_version: ModelVersionTable
  model_retrain: ModelRetrainTable
  report: ReportTable
  profit_record: ProfitRecordTable
  purpose_record: PurposeRecordTable
  product_collect: ProductCollectTable
  report_account: ReportAccountTable
  compare_share: CompareShareTable
  game_auth_session: GameAuthSessionTable
  feedback: FeedbackTable
  feedback_image: FeedbackImageTable
  feedback_reply: FeedbackReplyTable
  report_property_confirm: ReportPropertyConfirmTable
  help_code: HelpCodeTable
  report_help: ReportHelpTable
  invite_reward: InviteRewardTable
  invitee_identity: InviteeIdentityTable
  invite_bind_lock: InviteBindLockTable
  mission: MissionTable
  mission_claim: MissionClaimTable
  sign_in: SignInTable
  share_visit: ShareVisitTable
  share_owner_mark: ShareOwnerMarkTable
  love_balance: LoveBalanceTable
  love_ledger: LoveLedgerTable
  draw_activity: DrawActivityTable
  draw_prize: DrawPrizeTable
  draw_chance: DrawChanceTable
  draw_record: DrawRecordTable
  banner: BannerTable
  banner_image: BannerImageTable
  limit_counter: LimitCounterTable
  tracker_event: TrackerEventTable
  article: ArticleTable
  operator: OperatorTable
  operator_session: OperatorSessionTable
  operator_login_guard: OperatorLoginGuardTable
  audit_log: AuditLogTable
  // 价格与规则 (issue 38 point 3)
  price_campaign: PriceCampaignTable
  price_campaign_price: PriceCampaignPriceTable
  price_campaign_lock: PriceCampaignLockTable
  // 消息 (issue 40 point 2)
  message: MessageTable
  message_broadcast: MessageBroadcastTable
  message_subscription: MessageSubscriptionTable
  // Realised prices (issue 41 point 1)
  valuation_outcome: ValuationOutcomeTable
  // Issue 41 point 3: drift checks
  model_drift: ModelDriftTable
  // Report screenshots (issue 40 point 3)
  report_image: ReportImageTable
}

export interface UsersTable {
  id: Generated<number>
  /** Public opaque id shown to clients and used as `invite_uid`. */
  uid: string
  /**
   * Canonical: `tel_code` the calling code (86), `phone` the national number (13812345678); `+<tel_code><phone>`
   * is the E.164 number. Null for mini-program users without a phone, and after account deletion.
   */
  phone: string | null
  tel_code: string | null
  nickname: string
  avatar: string
  /** Registration channel (`channel` header). */
  source: string
  /** Terminal code 1-6 at registration. */
  terminal: number
  invite_code: string
  inviter_id: number | null
  invited_at: number | null
  /** When the bind counted toward the inviter's invite task; null when a returning invitee's identity had counted. */
  invite_counted_at: number | null
  /** Invite report id (valId) the user arrived through, if any. */
  register_val_id: string | null
  is_new_pxb: number
  real_name_status: number
  /** Only masked forms are kept: the service never needs the full name or ID number again. */
  real_name_masked: string | null
  id_no_masked: string | null
  /** HMAC of the ID number so one ID can back only one account. */
  id_no_hash: string | null
  real_name_verified_at: number | null
  created_at: number
  deleted_at: number | null
  /** 18th birthday (UTC ms) of a user whose real-name check showed a minor; payment is refused before it. */
  minor_until: number | null
}

export interface UserIdentityTable {
  id: Generated<number>
  user_id: number
  /** 'weixin' | 'toutiao' (mini-program openids), 'weixin-union' | 'toutiao-union' (unionids), 'weixin-mp' (official account) */
  provider: string
  openid: string
  created_at: number
}

export interface SmsCodeTable {
  id: Generated<number>
  /** The E.164 number (`+8613812345678`). */
  phone_key: string
  code_hash: string
  ip: string
  attempts: number
  created_at: number
  expires_at: number
  consumed_at: number | null
  voided_at: number | null
}

export interface SessionTable {
  id: Generated<number>
  /** All sessions produced from one login by refresh rotation share a family; reuse revokes the family. */
  family_id: string
  user_id: number
  access_hash: string
  access_expires_at: number
  refresh_hash: string
  refresh_expires_at: number
  created_at: number
  /** Set when the refresh token was exchanged; presenting it again is reuse. */
  rotated_at: number | null
  revoked_at: number | null
  /** Terminal code (1-6) the login came from, kept by each rotation; null for sessions older than migration 0027. */
  terminal: number | null
}

export interface PxLoginKeyTable {
  id: Generated<number>
  key_hash: string
  phone: string
  tel_code: string
  created_at: number
  expires_at: number
  used_at: number | null
}

export interface PxTokenTable {
  user_id: number
  token: string
  created_at: number
}

export interface CouponTable {
  id: Generated<number>
  user_id: number
  /** Why the user got it, e.g. 'invitation'. */
  source: string
  amount_fen: number
  created_at: number
  expires_at: number | null
  used_at: number | null
  /** The order (pay type 3) and report the coupon unlocked. */
  used_order_id: string | null
  used_report_id: string | null
  /** Operator's note for a grant (its reason). */
  note: string | null
  /** Who granted it (operator grants; the actor's name). */
  granted_by: string | null
  /** An unused coupon an operator took back: never usable again. */
  revoked_at: number | null
  revoked_by: string | null
  revoke_reason: string | null
}

export type PayOrderStatus = 'created' | 'paid' | 'closed' | 'refunded'

export interface PayOrderTable {
  id: string
  user_id: number
  scene: number
  report_id: string
  list_fen: number
  discount_fen: number
  coupon_id: number | null
  amount_fen: number
  pay_type: number
  provider: string
  channel: string
  terminal: number
  trade_no: string | null
  status: PayOrderStatus
  /** JSON of what the client needs to pay (kept so a reused open order returns the same launch). */
  launch: string | null
  created_at: number
  expires_at: number
  paid_at: number | null
  closed_at: number | null
  close_reason: string | null
  refunded_at: number | null
  refund_no: string | null
  /**
   * null (no refund), 'pending' (being asked of the provider), 'processing' (accepted, its notify confirms later),
   * 'done', 'failed' (the provider's notify says the refund did not reach the payer: an operator follows up).
   */
  refund_state: RefundState | null
  /** 'paid_twice' (automatic: the report was already unlocked), else the operator's reason. */
  refund_reason: string | null
  updated_at: number
}

export type RefundState = 'pending' | 'processing' | 'done' | 'failed'

export interface PayLedgerTable {
  id: Generated<number>
  order_id: string
  kind: 'payment' | 'refund'
  provider: string
  trade_no: string
  amount_fen: number
  created_at: number
}

export type RefundRequestStatus = 'requested' | 'approved' | 'rejected' | 'failed'

/** A refund above the approval amount, waiting for (or decided by) a second finance operator. */
export interface RefundRequestTable {
  id: Generated<number>
  order_id: string
  amount_fen: number
  reason: string
  status: RefundRequestStatus
  requested_by: string
  requested_by_id: number | null
  created_at: number
  decided_by: string | null
  decided_by_id: number | null
  decided_at: number | null
  decision_reason: string | null
  /** The provider's answer when the approved refund failed. */
  failure: string | null
}

/** One provider notify as received: what it said once verified, and what the service did with it (never its body). */
export interface PayNotifyLogTable {
  id: Generated<number>
  provider: string
  received_at: number
  body_sha256: string
  body_bytes: number
  order_id: string | null
  state: NotifyState | null
  trade_no: string | null
  refund_no: string | null
  amount_fen: number | null
  outcome: NotifyOutcome
  reason: NotifyReason | null
  detail: string | null
}

export interface GameTable {
  game_id: number
  name: string
  genre: string
  icon: string
  sort_order: number
  enabled: number
  /** JSON array of { title, desc }: what carries the price in this game. */
  features: string
  updated_at: number
}

export interface AppConfigTable {
  conf_key: string
  conf_value: string
  /** 1: returned by config/global to every client; 0: server-side only (e.g. the home slogan). */
  is_public: number
  updated_at: number
}

export interface ValuationEventTable {
  id: Generated<number>
  game_id: number
  user_id: number | null
  created_at: number
}

export interface MarketListingTable {
  id: Generated<number>
  game_id: number
  external_id: string
  source: string
  /** 'listing' | 'deal' */
  kind: string
  /** 'sold' | 'on_sale' | 'off_shelf' */
  status: string
  price_fen: number
  listed_at: number
  sold_at: number | null
  /** JSON of the validated attributes. */
  attrs: string
  url: string | null
  demo: number
  imported_at: number
}

export interface ValuationModelTable {
  game_id: number
  version: string
  trained_at: number
  json: string
  deals: number
  refused_reason: string | null
  demo: number
  /** The model_version this copy is (null only in a database migrated before any version existed). */
  version_id: number | null
}

export interface ReportTable {
  id: string
  user_id: number
  kind: number
  game_id: number
  evaluate_type: number
  /** JSON: the validated attrs (props) or {link, source, externalId, attrs} (link). */
  input: string
  status: number
  /** JSON of the full valuation (locked content); null until generated. */
  result: string | null
  /** JSON of what may be shown before unlock. */
  teaser: string | null
  error: string | null
  created_at: number
  updated_at: number
  unlocked_at: number | null
  unlocked_by: string | null
  deleted: number
}

export type UserRow = Selectable<UsersTable>
export type GameRow = Selectable<GameTable>
export type MarketListingRow = Selectable<MarketListingTable>
export type ReportRow = Selectable<ReportTable>

/** "Did I lose" checks (migration 0004_market_apis). */
export interface ProfitRecordTable {
  id: Generated<number>
  user_id: number
  game_id: number
  input: string
  paid_fen: number
  paid_at: number
  value_now_fen: number
  value_at_paid_fen: number
  profit_fen: number
  profit_bp: number
  verdict: string
  result: string
  created_at: number
}

/** Intention searches; status 0 matching, 1 matched. */
export interface PurposeRecordTable {
  id: Generated<number>
  user_id: number
  game_id: number
  search_type: number
  input: string
  min_fen: number
  max_fen: number
  status: number
  match_count: number
  created_at: number
  updated_at: number
  matched_at: number | null
}

/** Favourite listings; origin 1 purpose, 2 evaluate. */
export interface ProductCollectTable {
  id: Generated<number>
  user_id: number
  listing_id: number
  origin: number
  created_at: number
}

/** Account information completed for a report, and its listing (migration 0009_account_listing). */
export interface ReportAccountTable {
  report_id: string
  user_id: number
  server_region: string | null
  /** 1 WeChat, 2 QQ, 3 phone. */
  contact_type: number | null
  contact: string | null
  description: string | null
  /** JSON array of confirmed attribute keys. */
  confirmed_attrs: string | null
  completed_at: number | null
  /** 0 unpublished, 1 published. */
  publish_status: number
  listing_id: number | null
  price_fen: number | null
  published_at: number | null
  created_at: number
  updated_at: number
}
export type ReportAccountRow = Selectable<ReportAccountTable>

/** A PK comparison shared by link (migration 0009_account_listing). */
export interface CompareShareTable {
  token: string
  user_id: number
  val_id_a: string
  val_id_b: string
  mode: number
  created_at: number
}
/** Authorization sessions of valuation by authorization; no credential is ever stored (migration 0005). */
export interface GameAuthSessionTable {
  id: string
  user_id: number
  game_id: number
  auth_kind: number
  provider: string
  /** Result code of the current step; null while a QR code is pending. */
  step: number | null
  state: string
  attributes: string | null
  wrong_attempts: number
  resends: number
  version: number
  created_at: number
  updated_at: number
  expires_at: number
  consumed_at: number | null
  report_id: string | null
}
export type GameAuthSessionRow = Selectable<GameAuthSessionTable>
/** 意见反馈; status 0 new, 1 replied, 2 closed (FeedbackStatus). */
export interface FeedbackTable {
  id: Generated<number>
  user_id: number
  category: string
  content: string
  contact: string | null
  contact_type: string | null
  image_count: number
  status: number
  created_at: number
  /** Bug reports only (category bug_report): the product area (BUG_REPORT_PAGES) and the app's device line. */
  page: string | null
  device: string | null
  /** The operator the feedback is assigned to (console operator id), or null. */
  assigned_to: number | null
  /** Operator replies made, and how many of them the player has seen: unread while the first is larger. */
  reply_count: Generated<number>
  read_reply_count: Generated<number>
  last_reply_at: number | null
}

/** An operator's reply to a feedback; the player sees it as 客服. */
export interface FeedbackReplyTable {
  id: Generated<number>
  feedback_id: number
  operator_id: number | null
  operator_name: string
  content: string
  created_at: number
}

/** Feedback images (bytes in the row); feedback_id is null until the feedback is submitted. */
export interface FeedbackImageTable {
  id: string
  user_id: number
  feedback_id: number | null
  mime: string
  size: number
  data: Uint8Array
  created_at: number
}

/** The owner's property confirmation of a report (migration 0007_report_extras). */
export interface ReportPropertyConfirmTable {
  report_id: string
  user_id: number
  /** 1 confirmed, 2 feedback (0 unconfirmed is the absence of a row). */
  status: number
  feedback: string | null
  created_at: number
  updated_at: number
}

/** Friend help (migration 0012_growth): a report's numeric help code, valid until `expires_at`. */
export interface HelpCodeTable {
  code: string
  report_id: string
  user_id: number
  created_at: number
  expires_at: number
}

/** One friend's help on one report. */
export interface ReportHelpTable {
  id: Generated<number>
  report_id: string
  helper_id: number
  created_at: number
}

/** The coupon an inviter earned for one invitee's first valuation. */
export interface InviteRewardTable {
  id: Generated<number>
  inviter_id: number
  invitee_id: number
  identity_hash: string
  coupon_id: number | null
  created_at: number
}

/**
 * Every stable identity (phone, openids, unionids) of an invitee that counted toward an invite task (`invite`) or
 * earned an inviter a coupon (`reward`), as keyed hashes. Kept when the account is deleted: an identity counts
 * once per stage, ever. `legacy` rows are the reward keys from before 0020 (kind unknown).
 */
export interface InviteeIdentityTable {
  id: Generated<number>
  stage: 'invite' | 'reward'
  kind: string
  identity_hash: string
  user_id: number
  created_at: number
}

/** One row; binds update it first so they run one at a time (a loop check cannot race on PostgreSQL). */
export interface InviteBindLockTable {
  id: number
  binds: number
}

/** A task of the mission centre (migration 0013_rewards); operators edit them (`npm run ops -- task:set`). */
export interface MissionTable {
  id: string
  /** MissionEvent: what the task counts. */
  event: string
  title: string
  description: string
  /** 'day' | 'once' */
  period: string
  /** 'love' | 'chance' */
  reward_kind: string
  reward: number
  /** Events per completion. */
  target: number
  /** Claims per period. */
  claim_limit: number
  sort: number
  enabled: number
  updated_at: number
}

/** One claim of a task: unique per (user, task, period key, n). */
export interface MissionClaimTable {
  id: Generated<number>
  user_id: number
  mission_id: string
  /** 'YYYY-MM-DD' (China day) or 'once'. */
  period_key: string
  seq: number
  reward_kind: string
  reward: number
  created_at: number
}

/** A daily sign-in, one per user and China day. */
export interface SignInTable {
  user_id: number
  day: string
  created_at: number
}

/** Someone other than the owner opened a shared report: one per report, visitor and China day. */
export interface ShareVisitTable {
  id: Generated<number>
  report_id: string
  owner_id: number
  /** 'u:<user id>' or 'ip:<hash>'. */
  visitor_key: string
  day: string
  created_at: number
}

/** A device or address the user was seen on while sharing (migration 0022): visits from it are the owner's own. */
export interface ShareOwnerMarkTable {
  owner_id: number
  /** 'ip:<hash>' or 'v:<hash>' (keyed hashes of the IP and of the app's visitor id). */
  mark: string
  seen_at: number
}

/** A user's love value; moved only together with a ledger row. */
export interface LoveBalanceTable {
  user_id: number
  balance: number
  earned_total: number
  spent_total: number
  updated_at: number
}

/** Append-only love value ledger. */
export interface LoveLedgerTable {
  id: Generated<number>
  user_id: number
  delta: number
  /** LoveReason */
  reason: string
  title: string
  ref: string | null
  balance_after: number
  created_at: number
  /** An operator's adjustment: its whole reason (0031); null for other moves. */
  note: ColumnType<string | null, string | null | undefined, string | null>
}

export interface DrawActivityTable {
  id: string
  title: string
  subtitle: string
  /** 'draw' | 'red_envelope' */
  style: string
  /** JSON array of rule lines. */
  rules: string
  start_at: number
  end_at: number
  per_user_limit: number
  per_day_limit: number
  enabled: number
  created_at: number
  updated_at: number
}

export interface DrawPrizeTable {
  id: Generated<number>
  activity_id: string
  /** PrizeType: 1 real, 2 red packet, 3 coupon. */
  type: number
  name: string
  image: string
  amount_fen: number
  coupon_count: number
  /** Parts per million. */
  odds: number
  stock: number
  total: number
  sort: number
  enabled: number
  updated_at: number
}

/** A user's draw chances in one activity, and the draws used (in all and on `day_key`). */
export interface DrawChanceTable {
  user_id: number
  activity_id: string
  chances: number
  used: number
  day_key: string
  day_used: number
  updated_at: number
}

/** One draw and where its prize stands (PrizeState). */
export interface DrawRecordTable {
  id: Generated<number>
  user_id: number
  activity_id: string
  prize_id: number | null
  prize_type: number | null
  prize_name: string | null
  prize_image: string | null
  amount_fen: number
  coupon_count: number
  state: number
  addr_name: string | null
  addr_mobile: string | null
  addr_province: string | null
  addr_city: string | null
  addr_district: string | null
  addr_detail: string | null
  addr_submitted_at: number | null
  carrier: string | null
  tracking_no: string | null
  shipped_at: number | null
  payout_no: string | null
  payout_at: number | null
  payout_error: string | null
  created_at: number
  updated_at: number
}

/** A home banner and its landing page. */
export interface BannerTable {
  id: number
  title: string
  description: string
  image: string
  /** JSON array of two colours. */
  colors: string
  jump_type: number
  jump_page: number | null
  target: string
  /** JSON array of paragraphs. */
  body: string
  action_text: string | null
  action_path: string | null
  start_at: number | null
  end_at: number | null
  sort: number
  enabled: number
  updated_at: number
}

/** An uploaded banner image (migration 0030_banner_images): public, never changed once stored. */
export interface BannerImageTable {
  id: string
  mime: string
  size: number
  width: number
  height: number
  data: Uint8Array
  created_at: number
}

/**
 * A business limit's counter for one window (migration 0015_limits, server/src/db/limit-counter.ts). Fixed windows
 * count takes in `n`; single rows (window_start 0) are key locks or minimum intervals (`expires_at`: next allowed).
 */
export interface LimitCounterTable {
  key: string
  window_start: number
  n: number
  expires_at: number
}

/** An information article (migration 0016_information); `slug` is its public id, `body` its Markdown. */
export interface ArticleTable {
  slug: string
  title: string
  category: string
  summary: string
  /** https image address, or '' for none. */
  cover: string
  body: string
  /** 0 for a draft never published. */
  published_at: number
  updated_at: number
  /** 'draft' | 'published' | 'withdrawn' (migration 0028_article_status; ArticleStatus). */
  status: string
}

/** One tracker event the app reported (migration 0018_tracker, modules/tracker). Booleans 0/1, extra is JSON. */
export interface TrackerEventTable {
  id: Generated<number>
  event_type: string
  name: string
  user_id: string | null
  visitor_id: string
  session_id: string
  ip: string
  ua: string
  browser: string
  os: string
  is_mobile: number
  standalone: number
  app_code: number
  channel: string
  /** Terminal code (1 admin … 6 toutiao), from the event or the request's terminal header. */
  terminal: number
  /** The client's clock. */
  event_time: number
  last_spm: string | null
  spm: string | null
  extra: string | null
  /** The service's clock when stored: retention and stats go by it. */
  created_at: number
}

/** An operator of the console (not a player). Booleans are 0/1. */
export interface OperatorTable {
  id: Generated<number>
  name: string
  role: string
  /** argon2id PHC string. */
  password_hash: string
  must_change_password: number
  /** Sealed (lib/secrets.ts sealText) base32 TOTP secret once enabled. */
  totp_secret: string | null
  /** Sealed secret handed out by auth/totp/setup, not yet confirmed by a code. */
  totp_pending_secret: string | null
  totp_enabled: number
  /** The TOTP time step of the last code accepted: each code is good once. */
  totp_last_step: number | null
  disabled: number
  created_at: number
  updated_at: number
  last_login_at: number | null
}

/** A console cookie session: idle and absolute expiry are counted from last_seen_at and created_at. */
export interface OperatorSessionTable {
  id: Generated<number>
  operator_id: number
  token_hash: string
  csrf_secret: string
  ip: string | null
  created_at: number
  last_seen_at: number
}

/** Failed console logins per name in the current window, and the lock they set. */
export interface OperatorLoginGuardTable {
  name: string
  failures: number
  window_start: number
  locked_until: number | null
}

/** Append-only: the database refuses UPDATE and DELETE (migration 0024). JSON in before_json / after_json. */
export interface AuditLogTable {
  id: Generated<number>
  at: number
  operator_id: number | null
  actor: string
  ip: string | null
  action: string
  object_type: string
  object_id: string | null
  before_json: string | null
  after_json: string | null
  reason: string | null
}

// 价格与规则 (issue 38 point 3)

/** A dated price campaign (migration 0032_price_campaigns): [starts_at, ends_at) in UTC ms. */
export interface PriceCampaignTable {
  id: Generated<number>
  name: string
  starts_at: number
  ends_at: number
  /** The actor's name ('cli:NAME' from the command line). */
  created_by: string
  created_at: number
  /** Who ended it early, and when (ends_at moved to that moment); null when it runs or ran its course. */
  ended_by: string | null
  ended_at: number | null
}

/** A campaign's price for one pay scene, with the list price charged before the campaign (its 原价). */
export interface PriceCampaignPriceTable {
  campaign_id: number
  scene: number
  price_fen: number
  list_fen: number
}

/** One row per pay scene, upserted by every campaign create so that concurrent creates for a scene queue. */
export interface PriceCampaignLockTable {
  scene: number
  creates: number
}

// Issue 38: model versions and retrain runs (0033)
export interface ModelVersionTable {
  id: Generated<number>
  game_id: number
  model_version: string
  trained_at: number
  deals: number
  json: string
  refused_reason: string | null
  demo: number
  /** challenger | champion | retired | rejected */
  status: string
  backtest: string | null
  promoted_at: number | null
  promoted_by: string | null
  promote_reason: string | null
  created_at: number
}

export interface ModelRetrainTable {
  id: Generated<number>
  run_id: string
  game_id: number
  /** queued | training | backtesting | done | failed */
  state: string
  version_id: number | null
  note: string | null
  requested_by: string
  created_at: number
  updated_at: number
}

/**
 * One message in a player's inbox (消息), kept MessageLimit.RETENTION_DAYS. `dedupe_key` (unique per user when set)
 * makes a producer that may run twice (a job's retry, the hourly expiry reminder, a broadcast) post once. A message
 * whose topic the player subscribed to on a mini-program waits in `push_state` for the push sweep.
 */
export interface MessageTable {
  id: Generated<number>
  user_id: number
  /** MessageKind */
  kind: string
  title: string
  body: string
  /** MessageTarget and its id ('' for coupons); null: leads nowhere (system notices). */
  target_type: string | null
  target_id: string | null
  dedupe_key: string | null
  created_at: number
  read_at: number | null
  /** SubscribeTopic of the subscribe message that may announce it; null: none. */
  push_topic: string | null
  /** PushState (modules/messages): 0 none, 1 pending, 2 sending, 3 sent, 4 skipped, 5 failed. */
  push_state: number
}

/** A system notice an operator sent (`message:broadcast`): each live player got a message of it. */
export interface MessageBroadcastTable {
  id: Generated<number>
  title: string
  body: string
  recipients: number
  created_by: string
  created_at: number
}

/**
 * Subscribe messages a player accepted on a mini-program and not yet used: one send each (WeChat and Douyin one-time
 * subscriptions), by platform and topic, with the openid to send to.
 */
export interface MessageSubscriptionTable {
  user_id: number
  /** 'weixin' | 'toutiao' */
  platform: string
  /** SubscribeTopic */
  topic: string
  openid: string
  credits: number
  updated_at: number
}

/**
 * A valued account's realised price, linked to its report with what the report estimated (issue 41 point 1); one per
 * report. `source`: listing (the owner's published listing marked sold), market (a deal in a market import), check
 * (the price the owner entered in 我亏了吗).
 */
export interface ValuationOutcomeTable {
  id: Generated<number>
  report_id: string
  user_id: number
  game_id: number
  source: string
  source_ref: string
  price_fen: number
  dealt_at: number
  estimate_fen: number
  low_fen: number
  high_fen: number
  confidence: string
  model_version: string
  valued_at: number
  created_at: number
}

/** One drift check of a game's served model against its recent deals (issue 41 point 3). */
export interface ModelDriftTable {
  id: Generated<number>
  game_id: number
  checked_at: number
  /** ok | drift | insufficient | no_model */
  status: string
  version_id: number | null
  deals: number
  /** JSON DriftFigures, or null below the minimum deals. */
  figures: string | null
  /** JSON string[] */
  reasons: string
  retrain_run_id: string | null
  retrain_note: string | null
}

/**
 * A screenshot the report's owner uploaded onto it (migration 0036): kind 1 the order screenshot of a did-I-lose
 * check, 2 an account screenshot of a props valuation. `mime` is what the bytes are (read on upload).
 */
export interface ReportImageTable {
  id: string
  user_id: number
  report_id: string
  kind: number
  mime: string
  size: number
  data: Uint8Array
  created_at: number
}
