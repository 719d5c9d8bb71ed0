import { DEFAULT_PAY_PRICES, parsePayPrices } from '../../src/modules/config/pay-prices'
import { parseLoveRates } from '../../src/modules/config/love-rates'
import { parseFeatures, parseSlogan } from '../../src/modules/config/home-entries'

/** The settings' parsers are TypeBox schemas read by one decoder: what they accept and what they say otherwise. */
describe('payment.prices', () => {
  test('scenes left out keep their defaults; a key names the scene Number(key) names', () => {
    expect(parsePayPrices('{}')).toEqual(DEFAULT_PAY_PRICES)
    expect(parsePayPrices('{"2":{"list":700,"discount":700,"note":"x"}}')[2]).toEqual({ list: 700, discount: 700 })
    expect(parsePayPrices('{"01":{"list":10,"discount":5}}')[1]).toEqual({ list: 10, discount: 5 })
  })

  test.each([
    ['[]', /须为按支付场景分列的对象/],
    ['{"9":{"list":10,"discount":5}}', /未知的支付场景 9/],
    ['{"1":null}', /场景 1：价格须为 1 到 99900 之间的整数（分）/],
    ['{"1":{"list":10}}', /场景 1：价格须为/],
    ['{"3":{"list":99901,"discount":1}}', /场景 3：价格须为/],
    ['{"1":{"list":"10","discount":"5"}}', /场景 1：价格须为/],
    ['{"1":{"list":100,"discount":200}}', /场景 1：2 小时内价格不能高于标价/],
  ])('%s is refused', (json, message) => {
    expect(() => parsePayPrices(json)).toThrow(message)
  })
})

test('love.rates: items left out keep their default rate', () => {
  expect(parseLoveRates('{"chance":20}')).toEqual({ coupon: 100, chance: 20 })
  expect(() => parseLoveRates('null')).toThrow('must be a JSON object {"coupon": N, "chance": N}')
})

test('home entries: one message for any bad slogan; features name their shape', () => {
  for (const raw of [undefined, '', '{"title":"a"}'])
    expect(() => parseSlogan(raw)).toThrow('config home_slogan is missing or not a valid slogan')
  expect(parseFeatures('[{"title":"a","desc":"b"}]')).toEqual([{ title: 'a', desc: 'b' }])
  expect(() => parseFeatures('[{"title":"a"}]')).toThrow('game features must be a JSON array of { title, desc }')
})
