/**
 * Home's market sections (价格走势, 热门属性价值). Mini-programs: part of the home page. H5 loads them on their own
 * (index.h5.tsx).
 */
export { default as HomeMarket } from './HomeMarketSections'
export { HOME_MARKET_EXPOSURES } from './keys'
export { refreshHomeMarket } from './refresh'
