import type { Reply, Req } from './helpers'

/** The friend-help landing's fake service: helpDetail (the public teaser) and valReportShare (the help). */

export const ok = (data: unknown, msg = 'ok'): Reply => ({ code: 200, msg, data })

export const helpDetail = (over: Record<string, unknown> = {}) => ({
  required: 3,
  count: 1,
  remaining: 2,
  unlocked: false,
  expired: false,
  expiresAt: Date.UTC(2026, 11, 1),
  helpers: [{ nickname: '玩***', avatar: '', helpedAt: 1 }],
  kind: 1,
  gameName: '王者荣耀',
  level: 'SR',
  band: '1千-3千元',
  ownerNickname: '阿***',
  mine: false,
  helpedByMe: false,
  ...over,
})

export const APK = 'https://dl.example.com/gujia.apk'

/**
 * `help`: what val/valReportShare answers (the detail then counts the friend when it succeeded); `download`: the
 * `app.download` config, or none.
 */
export function helpService(opts: { help?: Reply; download?: Record<string, string> } = {}) {
  let helped = false
  return (r: Req): Reply => {
    const path = r.url.split('?')[0]
    if (path === '/app/v1/val/helpDetail') {
      return ok(
        helpDetail(
          helped
            ? {
                count: 2,
                remaining: 1,
                helpedByMe: true,
                helpers: [{ nickname: '我***', avatar: 'https://img.example.com/me.png', helpedAt: 2 }, ...helpDetail().helpers],
              }
            : {},
        ),
      )
    }
    if (path === '/app/v1/val/valReportShare') {
      const reply = opts.help ?? ok({ count: 2, required: 3, remaining: 1, unlocked: false }, '恭喜助力成功！')
      helped = reply.code === 200
      return reply
    }
    if (path === '/app/v1/config/global' && opts.download) {
      return ok({ globalConfig: [{ confKey: 'app.download', confValue: JSON.stringify(opts.download) }] })
    }
    return ok(null)
  }
}

export const helpCalls = (requests: Req[]) => requests.filter((r) => r.url.startsWith('/app/v1/val/valReportShare'))
