import { ConfigRepository } from '../../src/modules/config/repository'
import { SettingsService } from '../../src/modules/config/settings'
import { DEFAULT_PAY_PRICES } from '../../src/modules/config/pay-prices'
import { createTestClock, createTestDb, type TestDb } from '../helpers'

/** The settings other modules act on: cached where read on every page, and a stored typo falls back to the default. */
let testDb: TestDb
beforeEach(async () => {
  testDb = await createTestDb()
})
afterEach(async () => {
  await testDb.close()
})

function setup() {
  const clock = createTestClock()
  const repo = new ConfigRepository(testDb.db)
  const logged: string[] = []
  const settings = new SettingsService(repo, clock, (_, msg) => logged.push(msg))
  const store = (key: string, value: string) => repo.upsert(key, value, 0, clock.now())
  return { clock, settings, logged, store }
}

test('pay prices: defaults, a minute cache, and the defaults again (logged) for a value that no longer parses', async () => {
  const { clock, settings, logged, store } = setup()
  expect(await settings.payPrices()).toEqual(DEFAULT_PAY_PRICES)
  await store('payment.prices', '{"1":{"list":1990,"discount":990}}')
  expect((await settings.payPrices())[1]).toEqual(DEFAULT_PAY_PRICES[1])
  clock.advance(60_000)
  expect((await settings.payPrices())[1]).toEqual({ list: 1990, discount: 990 })
  await store('payment.prices', '{"1":{"list":0}}')
  clock.advance(60_000)
  expect(await settings.payPrices()).toEqual(DEFAULT_PAY_PRICES)
  expect(logged).toEqual(['payment.prices is invalid; using the default prices'])
})

test('love rates are read afresh; a bad stored value gives the defaults', async () => {
  const { settings, logged, store } = setup()
  expect(await settings.loveRates()).toEqual({ coupon: 100, chance: 30 })
  await store('love.rates', '{"chance":20}')
  expect(await settings.loveRates()).toEqual({ coupon: 100, chance: 20 })
  await store('love.rates', '{"vip":1}')
  expect(await settings.loveRates()).toEqual({ coupon: 100, chance: 30 })
  expect(logged).toEqual(['love.rates is invalid; using the default rates'])
})

test.each([
  [undefined, 3],
  ['2', 2],
  ['20', 20],
  ['21', 3],
  ['0', 3],
  ['1.5', 3],
  ['many', 3],
])('help.required %s counts as %i', async (stored, expected) => {
  const { settings, store } = setup()
  if (stored !== undefined) await store('help.required', stored)
  expect(await settings.helpRequired()).toBe(expected)
})
