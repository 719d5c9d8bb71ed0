import { homeMarketStore } from './store'

/** Home's pull-down refresh: the market brief of the game on show again. */
export const refreshHomeMarket = (): Promise<unknown> => homeMarketStore.load()
