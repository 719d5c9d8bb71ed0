import Taro, { state } from '../mocks/taro'
import { requestSubscribe } from '../../src/platform/subscribe-message'
import { hostLoginCode } from '../../src/platform/host-login'
import { Route } from '../../src/constants/routes'
import { MESSAGES_PAGE, REPORT_PAGES } from '../../server/src/modules/messages/push-pages'

/** The mini-programs' subscribe dialog as the app reads it, and the pages the service's subscribe messages open. */

const host = Taro as unknown as { requestSubscribeMessage: jest.Mock }

describe('requestSubscribe (WeChat and Douyin builds)', () => {
  test('answers the templates the player accepted, whatever else the host reports', async () => {
    host.requestSubscribeMessage = jest.fn(async () => ({ errMsg: 'requestSubscribeMessage:ok', a: 'accept', b: 'reject', c: 'ban' }))
    expect(await requestSubscribe(['a', 'b', 'c'])).toEqual(['a'])
    expect(host.requestSubscribeMessage).toHaveBeenCalledWith({ tmplIds: ['a', 'b', 'c'] })
  })

  test('a dialog the host would not show (not from a tap, too many) answers none and never throws', async () => {
    host.requestSubscribeMessage = jest.fn(async () => {
      throw { errCode: 20004, errMsg: 'requestSubscribeMessage:fail can only be invoked by user TAP gesture.' }
    })
    expect(await requestSubscribe(['a'])).toEqual([])
  })

  test('the host login code for the service, or none when the host fails', async () => {
    state.loginCode = 'code-9'
    expect(await hostLoginCode()).toBe('code-9')
    ;(Taro.login as jest.Mock).mockRejectedValueOnce(new Error('login:fail'))
    expect(await hostLoginCode()).toBeUndefined()
  })
})

test('the pages a subscribe message opens are the app’s routes', () => {
  const paths = new Set<string>(Object.values(Route).map((r) => r.path))
  expect(paths.has(MESSAGES_PAGE)).toBe(true)
  expect(Route.messages.path).toBe(MESSAGES_PAGE)
  for (const page of Object.values(REPORT_PAGES)) expect(paths.has(page!.path)).toBe(true)
  expect(REPORT_PAGES.report).toEqual({ path: Route.report.path, param: 'valId' })
  expect(REPORT_PAGES.purpose).toEqual({ path: Route.purpose.path, param: 'reportId' })
  expect(REPORT_PAGES.check).toEqual({ path: Route.check.path, param: 'reportId' })
})
