import { PhoneBody, PxLoginKeyData, SmsInboxData } from '../../contract'
import { BizCode, BizError } from '../../errors'
import { ok } from '../../http/envelope'
import { requirePhone } from '../../lib/phone'
import { describe, success } from '../../http/route-schema'
import type { App } from '../../http/types'
import { LocalSmsProvider, type Providers } from '../../providers'

const TAG = '开发调试（生产环境不存在）'

/** Helpers for developers and tests. Registered only when NODE_ENV !== 'production'. */
/** The auth module's partner login key, which a developer's partner app would otherwise ask for. */
interface PxLoginKeys {
  createPxLoginKey(telCode: string, phone: string): Promise<string>
}

export function devRoutes(app: App, { auth }: { auth: PxLoginKeys }, providers: Providers): void {
  app.get(
    '/dev/sms-inbox',
    { schema: { ...describe(TAG, '本地短信收件箱：最新验证码'), querystring: PhoneBody, response: success(SmsInboxData) } },
    async (request) => {
      const { phone, telCode = '86' } = request.query
      const code = providers.sms instanceof LocalSmsProvider ? providers.sms.latestCode(requirePhone(telCode, phone).e164) : undefined
      if (!code) throw new BizError(BizCode.NOT_FOUND, '暂无验证码')
      return ok({ code })
    },
  )

  app.post(
    '/dev/px-login-key',
    { schema: { ...describe(TAG, '生成合作方快捷登录 key'), body: PhoneBody, response: success(PxLoginKeyData) } },
    async (request) => ok({ pxLoginKey: await auth.createPxLoginKey(request.body.telCode ?? '86', request.body.phone) }),
  )
}
