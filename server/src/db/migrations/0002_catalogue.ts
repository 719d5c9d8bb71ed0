import type { Kysely, Migration } from 'kysely'
import { autoId, bigint, createTables, int, orderSlot, text, varchar } from './helpers'

interface GameSeed {
  gameId: number
  name: string
  genre: string
  features: Array<{ title: string; desc: string }>
}

/**
 * The spec's eleven game ids with what carries an account's price in each (see notes/games-and-valuation.md).
 * 10130 and 10061 have no public name: they ship disabled with an empty name until an operator names them
 * (`npm run config:set -- game 10130 name=... enabled=true`).
 */
const games: GameSeed[] = [
  {
    gameId: 10026,
    name: '原神',
    genre: '二次元抽卡',
    features: [
      { title: '五星角色与命座', desc: '限定五星角色越多、命座（0-6）越高，价值越高' },
      { title: '专武与精炼', desc: '角色专属武器及精炼等级（精1-精5），与角色同时拥有时溢价明显' },
      { title: '黄数', desc: '五星角色与武器的总数，是买家最先看的指标' },
      { title: '原石与纠缠之缘', desc: '可直接抽卡的库存资源按价值折算' },
      { title: '账号状态', desc: '活邮（可换绑邮箱）加价；初始号、自抽号有保底价' },
    ],
  },
  {
    gameId: 10161,
    name: '崩坏：星穹铁道',
    genre: '二次元抽卡',
    features: [
      { title: '限定角色与星魂', desc: '按"星魂+专属光锥"（如 2+1）计，星魂越高越值钱' },
      { title: '限定光锥与叠影', desc: '限定光锥在卡池结束后无法再叠影，稀缺度更高' },
      { title: '遗器', desc: '毕业遗器能省下大量养成时间' },
      { title: '星琼库存', desc: '可直接抽卡的资源按价值折算' },
    ],
  },
  {
    gameId: 10013,
    name: '王者荣耀',
    genre: 'MOBA',
    features: [
      { title: '皮肤档次', desc: '史诗 < 传说 < 星传说 < 荣耀典藏，档次间价格跳跃明显，一件荣耀典藏抵得上许多低档皮肤' },
      { title: '英雄数量', desc: '全英雄有溢价，稀有英雄单独加价' },
      { title: '区服', desc: '安卓QQ区高于iOS，QQ区与微信区分开计价' },
      { title: '战力牌子', desc: '转手后会衰减，价值有限' },
      { title: '贵族等级', desc: '属于历史消费，不计入估价' },
    ],
  },
  {
    gameId: 10012,
    name: '英雄联盟',
    genre: 'MOBA',
    features: [
      { title: '限定皮肤', desc: '至臻、海克斯限定、活动及周年限定皮肤远高于商城皮肤' },
      { title: '皮肤总数', desc: '普通皮肤数量对价格影响较小' },
      { title: '段位', desc: '每赛季重置，几乎不计价' },
    ],
  },
  {
    gameId: 10011,
    name: '和平精英',
    genre: '战术竞技',
    features: [
      { title: '升级枪', desc: '可升级枪械皮肤是主要价值来源' },
      { title: '载具皮肤与尾迹', desc: '稀有载具皮肤和尾迹加价' },
      { title: '限定套装', desc: '限定军需、粉装、红装按稀有度计价' },
      { title: '段位', desc: '对价格影响很小' },
    ],
  },
  {
    gameId: 10148,
    name: '无畏契约',
    genre: '战术射击',
    features: [
      { title: '限定皮肤套装', desc: '限定套装是主要价值来源' },
      { title: '近战皮肤', desc: '刀皮属于最高档' },
      { title: '点数余额', desc: '辐能点、VP余额接近面值计价' },
      { title: '段位', desc: '赛季重置，几乎不计价' },
    ],
  },
  {
    gameId: 10039,
    name: '穿越火线',
    genre: '射击',
    features: [
      { title: '英雄级武器', desc: '直购价约888-1000元以上，按稳定折扣计价' },
      { title: '王者级武器', desc: '价值高于英雄级武器' },
    ],
  },
  {
    gameId: 10023,
    name: '永劫无间',
    genre: '动作竞技',
    features: [
      { title: '红色品质皮肤', desc: '红色武器与时装皮肤高于金色' },
      { title: '联动限定', desc: '联动限定物品有额外溢价' },
    ],
  },
  {
    gameId: 10032,
    name: '火影忍者手游',
    genre: '格斗',
    features: [
      { title: 'S忍者档次', desc: '绝版点券S > 高招S（每个约40-70元）> 商店S' },
      { title: '服务器', desc: '渠道服价格约为官服的三分之一' },
    ],
  },
  { gameId: 10130, name: '', genre: '', features: [] },
  { gameId: 10061, name: '', genre: '', features: [] },
]

/** Kept server-side (not public): the client overrides it with fixed text, operators may still edit it. */
export const homeSlogan = {
  title: '游戏账号估价',
  span: '参考真实成交，估价有依据',
  div: [
    { icon: 'deal', title: '真实成交', span: '同类账号成交价做参考' },
    { icon: 'model', title: '逐项估值', span: '看清每项资产值多少' },
    { icon: 'range', title: '价格区间', span: '给出可信的估价范围' },
  ],
}

async function seedCatalogue(db: Kysely<any>): Promise<void> {
  const now = Date.now()
  await db
    .insertInto('game')
    .values(
      games.map((g, i) => ({
        game_id: g.gameId,
        name: g.name,
        genre: g.genre,
        icon: `game-${g.gameId}`,
        sort_order: orderSlot(i),
        enabled: g.name ? 1 : 0,
        features: JSON.stringify(g.features),
        updated_at: now,
      })),
    )
    .execute()

  await db
    .insertInto('app_config')
    .values([
      { conf_key: 'valuation_question_mark_config_status', conf_value: '1', is_public: 1, updated_at: now },
      { conf_key: 'home_slogan', conf_value: JSON.stringify(homeSlogan), is_public: 0, updated_at: now },
    ])
    .execute()
}

export const catalogue: Migration = createTables(
  {
    game: {
      columns: {
        game_id: int.primaryKey(),
        name: varchar(64),
        genre: varchar(32),
        icon: varchar(512),
        sort_order: int,
        enabled: int,
        features: text,
        updated_at: bigint,
      },
    },
    app_config: { columns: { conf_key: varchar(128).primaryKey(), conf_value: text, is_public: int, updated_at: bigint } },
    // One row per finished valuation; the valuation engine appends here and the home counts read it.
    valuation_event: {
      columns: { id: autoId, game_id: int, user_id: int.nullable(), created_at: bigint },
      indexes: { valuation_event_game_idx: ['game_id'] },
    },
  },
  seedCatalogue,
)
