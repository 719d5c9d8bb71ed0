import Taro from '@tarojs/taro'
import * as weapp from '@/platform/payment'
import * as tt from '@/platform/payment.tt'

/** How each mini-program turns the service's launch into the host's payment call and reads its answer. */

const JSAPI = {
  kind: 'requestPayment' as const,
  params: { appId: 'wx1', timeStamp: '1', nonceStr: 'n', package: 'prepay_id=wx1', signType: 'RSA' as const, paySign: 's' },
}
const TT = { kind: 'ttPay' as const, params: { orderInfo: { order_id: 'N1', order_token: 'T' }, service: 5 } }

afterEach(() => {
  delete (Taro as unknown as Record<string, unknown>).requestPayment
  delete (globalThis as unknown as Record<string, unknown>).tt
})

test('WeChat: requestPayment gets the signed parameters (not the appId); its answer maps to paid, cancelled or failed', async () => {
  const calls: unknown[] = []
  let outcome: () => Promise<unknown> = async () => ({ errMsg: 'requestPayment:ok' })
  ;(Taro as unknown as Record<string, unknown>).requestPayment = (o: unknown) => {
    calls.push(o)
    return outcome()
  }
  expect(await weapp.startPayment(JSAPI)).toEqual({ result: 'paid' })
  expect(calls).toEqual([{ timeStamp: '1', nonceStr: 'n', package: 'prepay_id=wx1', signType: 'RSA', paySign: 's' }])
  outcome = () => Promise.reject({ errMsg: 'requestPayment:fail cancel' })
  expect(await weapp.startPayment(JSAPI)).toEqual({ result: 'cancelled' })
  outcome = () => Promise.reject({ errMsg: 'requestPayment:fail (detail message)' })
  expect(await weapp.startPayment(JSAPI)).toEqual({ result: 'failed' })
  // A cashier page (the sandbox) is opened by the caller in the web-view; Douyin's launch is not WeChat's.
  expect(await weapp.startPayment({ kind: 'redirect', url: 'https://x/sandbox-pay/cashier?orderNo=P1' })).toEqual({
    result: 'cashier',
    url: 'https://x/sandbox-pay/cashier?orderNo=P1',
  })
  expect(await weapp.startPayment(TT)).toEqual({ result: 'failed' })
})

test('Douyin: tt.pay gets the order info; code 0 is paid, 4 cancelled, anything else failed', async () => {
  const calls: unknown[] = []
  let code = 0
  ;(globalThis as unknown as Record<string, unknown>).tt = {
    pay: (o: { orderInfo: unknown; service: number; success: (r: { code: number }) => void }) => {
      calls.push({ orderInfo: o.orderInfo, service: o.service })
      o.success({ code })
    },
  }
  expect(await tt.startPayment(TT)).toEqual({ result: 'paid' })
  expect(calls).toEqual([{ orderInfo: { order_id: 'N1', order_token: 'T' }, service: 5 }])
  code = 4
  expect(await tt.startPayment(TT)).toEqual({ result: 'cancelled' })
  code = 2
  expect(await tt.startPayment(TT)).toEqual({ result: 'failed' })
  expect(tt.payTypeLabels[1]).toBe('抖音支付')
})
