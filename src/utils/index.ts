export * from './validators'
export * from './input'
export * from './time'
export * from './id'
