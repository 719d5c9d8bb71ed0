import { PxLoginKeyBody, PxLoginKeyData, SmsInboxData, SmsInboxQuery } from '../../contract'
import { BizCode, BizError } from '../../errors'
import { ok } from '../../http/envelope'
import { requirePhone } from '../../lib/phone'
import { describe, success } from '../../http/route-schema'
import type { App } from '../../http/types'
import { LocalSmsProvider, type Providers } from '../../providers'
import type { Services } from '../../services'

const TAG = '开发调试（生产环境不存在）'

/** Helpers for developers and tests. Registered only when NODE_ENV !== 'production'. */
export function devRoutes(app: App, { auth }: Services, providers: Providers): void {
  app.get(
    '/dev/sms-inbox',
    { schema: { ...describe(TAG, '本地短信收件箱：最新验证码'), querystring: SmsInboxQuery, response: success(SmsInboxData) } },
    async (request) => {
      const { phone, telCode = '86' } = request.query
      const code = providers.sms instanceof LocalSmsProvider ? providers.sms.latestCode(requirePhone(telCode, phone).e164) : undefined
      if (!code) throw new BizError(BizCode.NOT_FOUND, '暂无验证码')
      return ok({ code })
    },
  )

  app.post(
    '/dev/px-login-key',
    { schema: { ...describe(TAG, '生成合作方快捷登录 key'), body: PxLoginKeyBody, response: success(PxLoginKeyData) } },
    async (request) => ok({ pxLoginKey: await auth.createPxLoginKey(request.body.telCode ?? '86', request.body.phone) }),
  )
}
