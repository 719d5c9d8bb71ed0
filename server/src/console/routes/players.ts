import { ok } from '../../http/envelope'
import type { PageRequest } from '../../modules/player-desk'
import { actorOf, type consoleRouter } from '../router'
import type { ConsoleDeps } from '../types'

/** The page fields of a section's query string (digit strings, checked by the schema; defaults filled in). */
const pageOf = (q: { page?: string; pageSize?: string }): PageRequest => ({
  page: Number(q.page ?? '1'),
  pageSize: Number(q.pageSize ?? '20'),
})

/** 玩家：按手机号、UID、邀请码或报告编号查找，玩家详情的各个分区，以及退出全部登录。手机号一律脱敏。 */
export function playerRoutes(route: ReturnType<typeof consoleRouter>, { players }: ConsoleDeps): void {
  route('playerSearch', '查找玩家（手机号、UID、邀请码或报告编号）', async (request) => ok(await players.search(request.body.q)))
  route('playerProfile', '玩家账号概况', async (request) => ok(await players.profile(request.query.uid)))
  route('playerSessions', '玩家的登录', async (request) => ok(await players.sessions(request.query.uid, pageOf(request.query))))
  route('playerReports', '玩家的报告及解锁情况', async (request) => ok(await players.reports(request.query.uid, pageOf(request.query))))
  route('playerOrders', '玩家的订单', async (request) => ok(await players.orders(request.query.uid, pageOf(request.query))))
  route('playerCoupons', '玩家的解锁券', async (request) => ok(await players.coupons(request.query.uid, pageOf(request.query))))
  route('playerLove', '玩家的爱心值明细', async (request) => ok(await players.love(request.query.uid, pageOf(request.query))))
  route('playerHelps', '玩家的助力（助力别人 / 收到助力）', async (request) =>
    ok(await players.helps(request.query.uid, request.query.direction, pageOf(request.query))),
  )
  route('playerInvitations', '玩家邀请的好友', async (request) => ok(await players.invitations(request.query.uid, pageOf(request.query))))
  route('playerPrizes', '玩家的抽奖记录', async (request) => ok(await players.prizes(request.query.uid, pageOf(request.query))))
  route('playerFeedback', '玩家的反馈', async (request) => ok(await players.feedback(request.query.uid, pageOf(request.query))))
  route('playerRevokeSessions', '退出玩家的全部登录（需填写原因）', async (request) =>
    ok(await players.revokeSessions(actorOf(request), request.body.uid, request.body.reason)),
  )
}
