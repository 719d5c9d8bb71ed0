import type { Question } from '../../server/src/contract/questions'
import type { Reply, Req } from './helpers'

/** The valuation tab's reads shared by the page tests that open it: 王者荣耀's questions and the home figures. */

/** 王者荣耀's valuation questions as the service sends them: one of each kind the form shows but multi choice. */
export const KING_QUESTIONS: Question[] = [
  {
    id: 1001301,
    gameId: 10013,
    key: 'server',
    type: 1,
    title: '区服',
    required: true,
    options: [
      { value: 'androidQQ', label: '安卓QQ' },
      { value: 'iosWX', label: '苹果微信' },
    ],
  },
  {
    id: 1001302,
    gameId: 10013,
    key: 'skins',
    type: 6,
    title: '皮肤数量（按品质）',
    required: true,
    unit: '款',
    fields: [
      { key: 'epic', label: '史诗', min: 0, max: 300, optional: true },
      { key: 'glory', label: '荣耀典藏', min: 0, max: 30, optional: true },
    ],
  },
  { id: 1001303, gameId: 10013, key: 'heroCount', type: 2, title: '英雄数量（0-130个）', required: true, min: 0, max: 130, unit: '个' },
  {
    id: 1001304,
    gameId: 10013,
    key: 'liveMail',
    type: 3,
    title: '是否活邮',
    required: false,
    options: [
      { value: 'true', label: '是' },
      { value: 'false', label: '否' },
    ],
  },
  { id: 1001305, gameId: 10013, key: 'remark', type: 4, title: '补充说明', required: false, maxLength: 140 },
]

export const KING = { gameId: 10013, name: '王者荣耀', genre: 'MOBA', icon: 'game-10013', valuationCount: 0 }

const ok = (data: unknown) => ({ code: 200, msg: 'ok', data })

/** The home reads the valuation tab makes (slogan, games, features, counts); null for any other request. */
export function homeReply(r: Req, games: readonly unknown[] = [KING]): Reply | null {
  const url = r.url.split('?')[0]
  if (url.endsWith('/valMain'))
    return ok({ slogan: { title: 't', span: 's', div: [0, 1, 2].map(() => ({ icon: '', span: '', title: '' })) } })
  if (url.endsWith('/valGameMain')) return ok({ list: games })
  if (url.endsWith('/valGameFeature')) return ok({ list: [] })
  if (url.endsWith('/valMainCount')) return ok({ userCount: 1, valuationCount: 3 })
  return null
}
