/**
 * The operators' console API contract (prefix /console/api, OpenAPI tag console), shared by the service and the
 * console app (types only, plus the TypeBox-free ./values). Never imported by the player app.
 */
export * from './values'
export * from './auth'
export * from './operators'
export * from './audit'
export * from './pii'
export * from './orders-values'
export * from './orders'
export * from './players'
export * from './player-tag'
export * from './coupons'
export * from './feedback'
export * from './articles'
export * from './content'
export * from './prizes-values'
export * from './prizes'
export * from './dashboard'
// 价格与规则 (issue 38 point 3)
export * from './pricing'
// 任务与爱心值、抽奖活动
export * from './activities-values'
export * from './activities'
// Issue 38: 市场数据与模型
export * from './models'
export * from './endpoints'
