import type { Database } from '../db/schema'

/**
 * The one module that may name each table in a query (server/test/architecture/table-owners.test.ts holds every
 * file under modules/ to it). Any other module asks the owner: a named query in the owner's `queries.ts` (a
 * function taking the caller's Db or transaction, so a write stays in the caller's transaction and lock order),
 * or a `…Facts(db)` subquery of the owner's to join its rows to its own. `db` owns what the db layer keeps for
 * everyone (the limit counters of db/limit-counter.ts). Typed by the schema, so a new table cannot compile
 * without an owner.
 */
export const TABLE_OWNERS: Record<keyof Database, string> = {
  users: 'user',
  user_identity: 'user',
  sms_code: 'auth',
  session: 'auth',
  px_login_key: 'auth',
  px_token: 'auth',
  coupon: 'payment',
  pay_order: 'payment',
  pay_ledger: 'payment',
  refund_request: 'payment',
  pay_notify_log: 'payment',
  game: 'games',
  app_config: 'config',
  // Written by nothing since valuations became reports (docs/api.md); kept by the module it was made for.
  valuation_event: 'valuation',
  market_listing: 'market',
  valuation_model: 'models',
  model_version: 'models',
  valuation_outcome: 'outcomes',
  model_retrain: 'models',
  model_drift: 'models',
  report: 'reports',
  report_property_confirm: 'reports',
  profit_record: 'did-i-lose',
  purpose_record: 'intention-search',
  product_collect: 'collect',
  report_account: 'account-info',
  compare_share: 'compare',
  game_auth_session: 'valuation-auth',
  feedback: 'feedback',
  feedback_image: 'feedback',
  feedback_reply: 'feedback',
  help_code: 'help',
  report_help: 'help',
  invite_reward: 'invitation',
  invitee_identity: 'invitation',
  invite_bind_lock: 'invitation',
  mission: 'rewards',
  mission_claim: 'rewards',
  sign_in: 'rewards',
  share_visit: 'rewards',
  share_owner_mark: 'rewards',
  love_balance: 'rewards',
  love_ledger: 'rewards',
  draw_activity: 'draw',
  draw_prize: 'draw',
  draw_chance: 'draw',
  draw_record: 'draw',
  banner: 'banner',
  banner_image: 'banner',
  limit_counter: 'db',
  tracker_event: 'tracker',
  article: 'information',
  operator: 'operators',
  operator_session: 'operators',
  operator_login_guard: 'operators',
  audit_log: 'audit',
  // 价格与规则 (issue 38 point 3)
  price_campaign: 'pricing',
  price_campaign_price: 'pricing',
  price_campaign_lock: 'pricing',
  // 消息 (issue 40 point 2)
  message: 'messages',
  message_broadcast: 'messages',
  message_subscription: 'messages',
  // 报告截图 (issue 40 point 3)
  report_image: 'report-images',
}
