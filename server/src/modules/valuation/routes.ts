import { endpointRouter } from '../../http/endpoint-route'
import { caller } from '../../http/auth-guard'
import { onCallerQuota } from '../../http/daily-quota'
import { ok } from '../../http/envelope'
import type { App, RouteKit } from '../../http/types'
import type { ReportFlags, ValuationService } from './service'
import type { QuotaService } from '../quotas/service'
import type { ReportScreenshots } from '../reports/screenshots'

/** The account module's flags on a report the owner reads (wired in services.ts). */
export interface AccountFlags {
  reportFlags(userId: number, ...report: Parameters<ReportFlags>): ReturnType<ReportFlags>
}

export async function valuationRoutes(
  app: App,
  {
    auth,
    valuation,
    account,
    quotas,
    screenshots,
  }: RouteKit & { valuation: ValuationService; account: AccountFlags; quotas: QuotaService; screenshots: ReportScreenshots },
): Promise<void> {
  const route = endpointRouter(app, auth, '估价')

  route(
    'valValuation',
    {
      summary: '发起估价',
      description:
        'evaluateType 2：{gameId, answers}；1：{link, gameId?}（只用商品属性，不用挂牌价）；3：{gameId, authId}（val/auth/* 返回 200 的授权会话，只能使用一次）。返回报告 id，报告在后台生成。',
    },
    async (request) => ok(await onCallerQuota(quotas, 'valuations', request, (userId) => valuation.create(userId, request.body))),
  )

  route(
    'valRetry',
    {
      summary: '重新生成失败的报告',
      description:
        '自己的、生成失败（状态 3）的报告按原输入重新排队生成，返回状态 0；正在生成的原样返回 0；已生成的 → 40000；他人的或不存在 → 40004。',
    },
    async (request) => ok(await valuation.retry(caller(request).userId, request.body.valId)),
  )

  route(
    'valAnswers',
    {
      summary: '报告所用的属性',
      description:
        '自己的报告估价所用的属性（属性估价的答案，或链接、授权读到的属性），形状同 val/valuation 的 answers，供「属性有误」时预填表单重新估价；他人的或不存在 → 40004。',
    },
    async (request) => ok(await valuation.answers(caller(request).userId, request.body.valId)),
  )

  route(
    'valReport',
    {
      summary: '估价报告',
      description:
        '仅报告所有者可读。未解锁时只返回等级、价格档等概要；解锁后返回完整估价。images 为本人上传的账号截图（签名链接，没有时不返回）。生成中（status 0）时可带 wait（秒，最多 10）：报告在任一实例上生成完成或失败即返回，否则到时返回仍在生成的状态。',
    },
    async (request) => {
      const { userId } = caller(request)
      const { valId, wait = 0 } = request.body
      const report = await valuation.read(userId, valId, (r, game) => account.reportFlags(userId, r, game), wait * 1000)
      return ok({ ...report, ...(await screenshots.shown(userId, valId)) })
    },
  )

  route(
    'valAccuracy',
    {
      summary: '估价准确度',
      description:
        '无需登录：每个开放估价的游戏的模型在未参与训练的成交上的准确度（按时间切分：用较早的成交训练，给之后的成交估价，与成交价对比）。list 为有模型的游戏（中位误差、10%/20% 以内占比、区间实际覆盖率、检验笔数与时间、demo 演示数据）；refused 为样本不足等原因暂不估价的游戏及原因。gameId 只看一个游戏；不存在或未开放的游戏返回 40000。',
    },
    async (request) => ok(await valuation.accuracy(request.body.gameId)),
  )

  route('reportList', { summary: '我的估价记录' }, async (request) => {
    const { page = 1, pageSize = 20, status, finished, gameId } = request.body
    return ok(await valuation.list(caller(request).userId, page, pageSize, { status, finished, gameId }))
  })
}
