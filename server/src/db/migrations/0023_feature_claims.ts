import type { Kysely, Migration } from 'kysely'

/**
 * Home's "估价看点" claimed what the model does not do (issue 35): 原神's 初始号、自抽号有保底价 and a 活邮 "加价" the
 * breakdown never shows (it counts 活邮 in the base and takes a dead mail off the whole account), 星铁's 遗器 and
 * 王者荣耀's 稀有英雄 (neither is asked), and ranks or 战力牌子 "worth little" where the model does not price them at all.
 * Each point is replaced only while it still reads as seeded: an operator's own wording stays.
 */
const CHANGES: Record<number, { from: { title: string; desc: string }; to: { title: string; desc: string } }[]> = {
  10026: [
    {
      from: { title: '账号状态', desc: '活邮（可换绑邮箱）加价；初始号、自抽号有保底价' },
      to: { title: '账号状态', desc: '非活邮、实名不可改、有违规记录的账号折价；B服账号低于官服' },
    },
  ],
  10161: [
    { from: { title: '遗器', desc: '毕业遗器能省下大量养成时间' }, to: { title: '五星总数', desc: '五星角色与光锥的总数，越多越值钱' } },
  ],
  10013: [
    {
      from: { title: '英雄数量', desc: '全英雄有溢价，稀有英雄单独加价' },
      to: { title: '英雄数量', desc: '英雄越多越值钱，全英雄有溢价' },
    },
    { from: { title: '战力牌子', desc: '转手后会衰减，价值有限' }, to: { title: '战力牌子', desc: '转手后会衰减，不计入估价' } },
  ],
  10012: [{ from: { title: '段位', desc: '每赛季重置，几乎不计价' }, to: { title: '段位', desc: '每赛季重置，不计入估价' } }],
  10011: [{ from: { title: '段位', desc: '对价格影响很小' }, to: { title: '段位', desc: '每赛季重置，不计入估价' } }],
  10148: [{ from: { title: '段位', desc: '赛季重置，几乎不计价' }, to: { title: '段位', desc: '赛季重置，不计入估价' } }],
}

type Feature = { title: string; desc: string }

function replaceSeeded(features: Feature[], changes: { from: Feature; to: Feature }[], back = false): Feature[] {
  return features.map((f) => {
    const c = changes.find((x) => (back ? x.to : x.from).title === f.title && (back ? x.to : x.from).desc === f.desc)
    return c ? (back ? c.from : c.to) : f
  })
}

async function apply(db: Kysely<any>, back: boolean): Promise<void> {
  for (const [gameId, changes] of Object.entries(CHANGES)) {
    const row = await db.selectFrom('game').select('features').where('game_id', '=', Number(gameId)).executeTakeFirst()
    if (!row) continue
    const features = JSON.parse(row.features as string) as Feature[]
    const next = replaceSeeded(features, changes, back)
    if (JSON.stringify(next) === JSON.stringify(features)) continue
    await db
      .updateTable('game')
      .set({ features: JSON.stringify(next), updated_at: Date.now() })
      .where('game_id', '=', Number(gameId))
      .execute()
  }
}

export const featureClaims: Migration = {
  up: (db: Kysely<any>) => apply(db, false),
  down: (db: Kysely<any>) => apply(db, true),
}
