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
    ['[]', /prices must be an object keyed by pay scene/],
    ['{"9":{"list":10,"discount":5}}', /unknown pay scene 9/],
    ['{"1":null}', /scene 1: prices are whole fen between 1 and 99900/],
    ['{"1":{"list":10}}', /scene 1: prices are whole fen/],
    ['{"3":{"list":99901,"discount":1}}', /scene 3: prices are whole fen/],
    ['{"1":{"list":"10","discount":"5"}}', /scene 1: prices are whole fen/],
    ['{"1":{"list":100,"discount":200}}', /scene 1: the discount price exceeds the list price/],
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
