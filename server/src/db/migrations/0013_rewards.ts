import type { Kysely, Migration } from 'kysely'
import { withAutoId } from './helpers'

/**
 * Missions, love value, the prize draw and banners. Every one-time effect rests on a unique index or a single
 * conditional update, so it holds under parallel requests on PostgreSQL as on SQLite:
 * - a claim is a row unique per (user, task, period, n);
 * - a sign-in is a row unique per (user, China day), a share visit per (report, visitor, day);
 * - love value moves by `balance = balance ± n` with `balance >= n` in the same statement, each move a ledger row;
 * - a draw takes a chance with one conditional update (chances left, per-user and per-day limits) and a prize's
 *   stock with `stock = stock - 1 where stock > 0`.
 */
type MissionSeed = [
  id: string,
  event: string,
  title: string,
  description: string,
  period: 'day' | 'once',
  rewardKind: 'love' | 'chance',
  reward: number,
  target: number,
  limit: number,
]

/** The starting task set; operators change it with `npm run ops -- task:set`. */
const MISSIONS: MissionSeed[] = [
  ['daily-sign-in', 'sign_in', '每日签到', '每天签到一次，连续签到不断档', 'day', 'love', 5, 1, 1],
  ['daily-valuate', 'valuate', '估价一个账号', '完成一次账号估价，每天最多领 3 次', 'day', 'love', 10, 1, 3],
  ['daily-share', 'share_report', '分享一份报告', '把报告分享给好友，好友打开即算完成', 'day', 'love', 10, 1, 1],
  ['daily-friend-help', 'friend_help', '好友为你助力', '每有一位好友为你的报告助力，可领一次，每天最多 5 次', 'day', 'love', 5, 1, 5],
  ['first-valuate', 'valuate', '完成首次估价', '第一次估价完成后可领取，奖励 1 次抽奖机会', 'once', 'chance', 1, 1, 1],
  [
    'invite-friend',
    'invite',
    '邀请好友',
    '好友填写你的邀请码或通过邀请链接注册，每邀请一位可领一次，最多 10 次',
    'once',
    'love',
    30,
    1,
    10,
  ],
  ['real-name', 'real_name', '完成实名认证', '完成实名认证，账号交易更安全', 'once', 'love', 20, 1, 1],
  ['publish-account', 'publish', '发布一个账号', '把估价过的账号发布出售', 'once', 'love', 20, 1, 1],
  ['daily-unlock', 'unlock', '解锁一份完整报告', '通过支付、解锁券或好友助力解锁一份报告', 'day', 'chance', 1, 1, 1],
]

/** The spec's index banners (1 asset value, 2 AI training, 3 buying) and the campaign pages' banners. */
const BANNERS = [
  {
    id: 1,
    title: '你的账号值多少钱？',
    description: '一键估出账号资产价值',
    colors: ['#1677ff', '#4f9bff'],
    jump_type: 3,
    jump_page: 1,
    target: '',
    body: [],
    action_text: null,
    action_path: null,
  },
  {
    id: 2,
    title: 'AI估价模型持续训练中',
    description: '授权估价，结果更精准',
    colors: ['#5b5bd6', '#8a7bff'],
    jump_type: 3,
    jump_page: 4,
    target: '',
    body: [],
    action_text: null,
    action_path: null,
  },
  {
    id: 3,
    title: '想买号？先看行情',
    description: 'AI为你匹配意向账号',
    colors: ['#ff7d00', '#ffa940'],
    jump_type: 3,
    jump_page: 2,
    target: '',
    body: [],
    action_text: null,
    action_path: null,
  },
  {
    id: 4,
    title: '做任务攒爱心值',
    description: '签到、估价、邀请好友都能领',
    colors: ['#f5317f', '#ff7c6e'],
    jump_type: 3,
    jump_page: null,
    target: 'pages/h5/banner/index?id=4',
    body: [
      '## 爱心值怎么来',
      '在任务中心完成每日签到、估价账号、分享报告、邀请好友等任务，领取爱心值。',
      '## 爱心值能做什么',
      '爱心值可以兑换报告解锁券，也可以兑换抽奖机会，抽实物好礼、现金红包和解锁券。',
      '## 注意',
      '任务进度以实际发生为准，每个任务有每日或总领取上限；爱心值不能提现、不能转让。',
    ],
    action_text: '去做任务',
    action_path: 'pages/missionCenter/index',
  },
  {
    id: 5,
    title: '拆红包',
    description: '每天都有机会拆现金红包',
    colors: ['#e8382f', '#ff8a3d'],
    jump_type: 3,
    jump_page: null,
    target: 'pages/h5/banner/red-envelope',
    body: [],
    action_text: null,
    action_path: null,
  },
  {
    id: 6,
    title: '找Bug赢爱心值',
    description: '发现问题告诉我们',
    colors: ['#00b578', '#3dd598'],
    jump_type: 3,
    jump_page: null,
    target: 'pages/h5/banner/bug-feedback',
    body: [],
    action_text: null,
    action_path: null,
  },
]

export const rewards: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('mission')
      .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('event', 'varchar(20)', (c) => c.notNull())
      .addColumn('title', 'varchar(40)', (c) => c.notNull())
      .addColumn('description', 'varchar(120)', (c) => c.notNull())
      // 'day' (China day) | 'once'
      .addColumn('period', 'varchar(8)', (c) => c.notNull())
      // 'love' | 'chance'
      .addColumn('reward_kind', 'varchar(8)', (c) => c.notNull())
      .addColumn('reward', 'integer', (c) => c.notNull())
      .addColumn('target', 'integer', (c) => c.notNull())
      .addColumn('claim_limit', 'integer', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addColumn('enabled', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute()

    await withAutoId(db, db.schema.createTable('mission_claim'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('mission_id', 'varchar(40)', (c) => c.notNull().references('mission.id'))
      // 'YYYY-MM-DD' (China day) for daily tasks, 'once' for one-off tasks
      .addColumn('period_key', 'varchar(10)', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('reward_kind', 'varchar(8)', (c) => c.notNull())
      .addColumn('reward', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('mission_claim_once', ['user_id', 'mission_id', 'period_key', 'seq'])
      .execute()

    await db.schema
      .createTable('sign_in')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('sign_in_pk', ['user_id', 'day'])
      .execute()

    await withAutoId(db, db.schema.createTable('share_visit'))
      .addColumn('report_id', 'varchar(40)', (c) => c.notNull())
      .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id'))
      // 'u:<user id>' for a logged-in visitor, 'ip:<hash>' otherwise
      .addColumn('visitor_key', 'varchar(80)', (c) => c.notNull())
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('share_visit_once', ['report_id', 'visitor_key', 'day'])
      .execute()
    await db.schema.createIndex('share_visit_owner').on('share_visit').columns(['owner_id', 'created_at']).execute()

    await db.schema
      .createTable('love_balance')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
      .addColumn('balance', 'integer', (c) => c.notNull())
      .addColumn('earned_total', 'integer', (c) => c.notNull())
      .addColumn('spent_total', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute()

    await withAutoId(db, db.schema.createTable('love_ledger'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('delta', 'integer', (c) => c.notNull())
      .addColumn('reason', 'varchar(20)', (c) => c.notNull())
      .addColumn('title', 'varchar(40)', (c) => c.notNull())
      // what the move belongs to: 'claim:<id>', 'coupon', 'chance:<activity>'
      .addColumn('ref', 'varchar(64)')
      .addColumn('balance_after', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('love_ledger_user').on('love_ledger').columns(['user_id', 'id']).execute()

    await db.schema
      .createTable('draw_activity')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('title', 'varchar(40)', (c) => c.notNull())
      .addColumn('subtitle', 'varchar(80)', (c) => c.notNull())
      // 'draw' | 'red_envelope'
      .addColumn('style', 'varchar(16)', (c) => c.notNull())
      // JSON array of rule lines
      .addColumn('rules', 'text', (c) => c.notNull())
      .addColumn('start_at', 'bigint', (c) => c.notNull())
      .addColumn('end_at', 'bigint', (c) => c.notNull())
      .addColumn('per_user_limit', 'integer', (c) => c.notNull())
      .addColumn('per_day_limit', 'integer', (c) => c.notNull())
      .addColumn('enabled', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute()

    await withAutoId(db, db.schema.createTable('draw_prize'))
      .addColumn('activity_id', 'varchar(32)', (c) => c.notNull().references('draw_activity.id'))
      // 1 real, 2 red packet, 3 coupon
      .addColumn('type', 'integer', (c) => c.notNull())
      .addColumn('name', 'varchar(40)', (c) => c.notNull())
      .addColumn('image', 'varchar(512)', (c) => c.notNull())
      .addColumn('amount_fen', 'integer', (c) => c.notNull())
      .addColumn('coupon_count', 'integer', (c) => c.notNull())
      // parts per million
      .addColumn('odds', 'integer', (c) => c.notNull())
      .addColumn('stock', 'integer', (c) => c.notNull())
      .addColumn('total', 'integer', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addColumn('enabled', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute()

    await db.schema
      .createTable('draw_chance')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('activity_id', 'varchar(32)', (c) => c.notNull().references('draw_activity.id'))
      .addColumn('chances', 'integer', (c) => c.notNull())
      .addColumn('used', 'integer', (c) => c.notNull())
      .addColumn('day_key', 'varchar(10)', (c) => c.notNull())
      .addColumn('day_used', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('draw_chance_pk', ['user_id', 'activity_id'])
      .execute()

    await withAutoId(db, db.schema.createTable('draw_record'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('activity_id', 'varchar(32)', (c) => c.notNull().references('draw_activity.id'))
      .addColumn('prize_id', 'integer', (c) => c.references('draw_prize.id'))
      // the prize as won (operators may edit the prize later)
      .addColumn('prize_type', 'integer')
      .addColumn('prize_name', 'varchar(40)')
      .addColumn('prize_image', 'varchar(512)')
      .addColumn('amount_fen', 'integer', (c) => c.notNull())
      .addColumn('coupon_count', 'integer', (c) => c.notNull())
      // PrizeState
      .addColumn('state', 'integer', (c) => c.notNull())
      .addColumn('addr_name', 'varchar(40)')
      .addColumn('addr_mobile', 'varchar(20)')
      .addColumn('addr_province', 'varchar(40)')
      .addColumn('addr_city', 'varchar(40)')
      .addColumn('addr_district', 'varchar(40)')
      .addColumn('addr_detail', 'varchar(200)')
      .addColumn('addr_submitted_at', 'bigint')
      .addColumn('carrier', 'varchar(40)')
      .addColumn('tracking_no', 'varchar(40)')
      .addColumn('shipped_at', 'bigint')
      .addColumn('payout_no', 'varchar(64)')
      .addColumn('payout_at', 'bigint')
      .addColumn('payout_error', 'varchar(200)')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('draw_record_user').on('draw_record').columns(['user_id', 'id']).execute()

    await db.schema
      .createTable('banner')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('title', 'varchar(40)', (c) => c.notNull())
      .addColumn('description', 'varchar(80)', (c) => c.notNull())
      .addColumn('image', 'varchar(512)', (c) => c.notNull())
      // JSON array of two colours
      .addColumn('colors', 'varchar(64)', (c) => c.notNull())
      .addColumn('jump_type', 'integer', (c) => c.notNull())
      .addColumn('jump_page', 'integer')
      .addColumn('target', 'varchar(512)', (c) => c.notNull())
      // the landing page (pages/h5/banner/index): JSON array of paragraphs, and its button
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('action_text', 'varchar(20)')
      .addColumn('action_path', 'varchar(300)')
      .addColumn('start_at', 'bigint')
      .addColumn('end_at', 'bigint')
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addColumn('enabled', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute()

    const now = Date.now()
    await db
      .insertInto('mission')
      .values(
        MISSIONS.map(([id, event, title, description, period, reward_kind, reward, target, claim_limit], i) => ({
          id,
          event,
          title,
          description,
          period,
          reward_kind,
          reward,
          target,
          claim_limit,
          sort: (i + 1) * 10,
          enabled: 1,
          updated_at: now,
        })),
      )
      .execute()
    await db
      .insertInto('banner')
      .values(
        BANNERS.map((b, i) => ({
          ...b,
          colors: JSON.stringify(b.colors),
          body: JSON.stringify(b.body),
          image: '',
          start_at: null,
          end_at: null,
          sort: (i + 1) * 10,
          enabled: 1,
          updated_at: now,
        })),
      )
      .execute()
  },

  async down(db: Kysely<any>) {
    for (const table of [
      'banner',
      'draw_record',
      'draw_chance',
      'draw_prize',
      'draw_activity',
      'love_ledger',
      'love_balance',
      'share_visit',
      'sign_in',
      'mission_claim',
      'mission',
    ])
      await db.schema.dropTable(table).execute()
  },
}
