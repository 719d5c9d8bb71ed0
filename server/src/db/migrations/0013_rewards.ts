import type { Kysely, Migration } from 'kysely'
import { autoId, bigint, createTables, int, orderSlot, text, varchar } from './helpers'

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

async function seedRewards(db: Kysely<any>): Promise<void> {
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
        sort: orderSlot(i),
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
        sort: orderSlot(i),
        enabled: 1,
        updated_at: now,
      })),
    )
    .execute()
}

export const rewards: Migration = createTables(
  {
    mission: {
      columns: {
        id: varchar(40).primaryKey(),
        event: varchar(20),
        title: varchar(40),
        description: varchar(120),
        // 'day' (China day) | 'once'
        period: varchar(8),
        // 'love' | 'chance'
        reward_kind: varchar(8),
        reward: int,
        target: int,
        claim_limit: int,
        sort: int,
        enabled: int,
        updated_at: bigint,
      },
    },
    mission_claim: {
      columns: {
        id: autoId,
        user_id: int.references('users.id'),
        mission_id: varchar(40).references('mission.id'),
        // 'YYYY-MM-DD' (China day) for daily tasks, 'once' for one-off tasks
        period_key: varchar(10),
        seq: int,
        reward_kind: varchar(8),
        reward: int,
        created_at: bigint,
      },
      unique: { mission_claim_once: ['user_id', 'mission_id', 'period_key', 'seq'] },
    },
    sign_in: {
      columns: { user_id: int.references('users.id'), day: varchar(10), created_at: bigint },
      primaryKey: { sign_in_pk: ['user_id', 'day'] },
    },
    share_visit: {
      columns: {
        id: autoId,
        report_id: varchar(40),
        owner_id: int.references('users.id'),
        // 'u:<user id>' for a logged-in visitor, 'ip:<hash>' otherwise
        visitor_key: varchar(80),
        day: varchar(10),
        created_at: bigint,
      },
      unique: { share_visit_once: ['report_id', 'visitor_key', 'day'] },
      indexes: { share_visit_owner: ['owner_id', 'created_at'] },
    },
    love_balance: {
      columns: {
        user_id: int.primaryKey().references('users.id'),
        balance: int,
        earned_total: int,
        spent_total: int,
        updated_at: bigint,
      },
    },
    love_ledger: {
      columns: {
        id: autoId,
        user_id: int.references('users.id'),
        delta: int,
        reason: varchar(20),
        title: varchar(40),
        // what the move belongs to: 'claim:<id>', 'coupon', 'chance:<activity>'
        ref: varchar(64).nullable(),
        balance_after: int,
        created_at: bigint,
      },
      indexes: { love_ledger_user: ['user_id', 'id'] },
    },
    draw_activity: {
      columns: {
        id: varchar(32).primaryKey(),
        title: varchar(40),
        subtitle: varchar(80),
        // 'draw' | 'red_envelope'
        style: varchar(16),
        // JSON array of rule lines
        rules: text,
        start_at: bigint,
        end_at: bigint,
        per_user_limit: int,
        per_day_limit: int,
        enabled: int,
        created_at: bigint,
        updated_at: bigint,
      },
    },
    draw_prize: {
      columns: {
        id: autoId,
        activity_id: varchar(32).references('draw_activity.id'),
        // 1 real, 2 red packet, 3 coupon
        type: int,
        name: varchar(40),
        image: varchar(512),
        amount_fen: int,
        coupon_count: int,
        // parts per million
        odds: int,
        stock: int,
        total: int,
        sort: int,
        enabled: int,
        updated_at: bigint,
      },
    },
    draw_chance: {
      columns: {
        user_id: int.references('users.id'),
        activity_id: varchar(32).references('draw_activity.id'),
        chances: int,
        used: int,
        day_key: varchar(10),
        day_used: int,
        updated_at: bigint,
      },
      primaryKey: { draw_chance_pk: ['user_id', 'activity_id'] },
    },
    draw_record: {
      columns: {
        id: autoId,
        user_id: int.references('users.id'),
        activity_id: varchar(32).references('draw_activity.id'),
        prize_id: int.nullable().references('draw_prize.id'),
        // the prize as won (operators may edit the prize later)
        prize_type: int.nullable(),
        prize_name: varchar(40).nullable(),
        prize_image: varchar(512).nullable(),
        amount_fen: int,
        coupon_count: int,
        // PrizeState
        state: int,
        addr_name: varchar(40).nullable(),
        addr_mobile: varchar(20).nullable(),
        addr_province: varchar(40).nullable(),
        addr_city: varchar(40).nullable(),
        addr_district: varchar(40).nullable(),
        addr_detail: varchar(200).nullable(),
        addr_submitted_at: bigint.nullable(),
        carrier: varchar(40).nullable(),
        tracking_no: varchar(40).nullable(),
        shipped_at: bigint.nullable(),
        payout_no: varchar(64).nullable(),
        payout_at: bigint.nullable(),
        payout_error: varchar(200).nullable(),
        created_at: bigint,
        updated_at: bigint,
      },
      indexes: { draw_record_user: ['user_id', 'id'] },
    },
    banner: {
      columns: {
        id: int.primaryKey(),
        title: varchar(40),
        description: varchar(80),
        image: varchar(512),
        // JSON array of two colours
        colors: varchar(64),
        jump_type: int,
        jump_page: int.nullable(),
        target: varchar(512),
        // the landing page (pages/h5/banner/index): JSON array of paragraphs, and its button
        body: text,
        action_text: varchar(20).nullable(),
        action_path: varchar(300).nullable(),
        start_at: bigint.nullable(),
        end_at: bigint.nullable(),
        sort: int,
        enabled: int,
        updated_at: bigint,
      },
    },
  },
  seedRewards,
)
