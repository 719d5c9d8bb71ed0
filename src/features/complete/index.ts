/** 完善账号信息 and 发布账号: complete a valued account's information and publish it as a listing. */
export { default as CompleteView } from './CompleteView'
export { default as PublishView, PublishText, priceError } from './PublishView'
export { CompleteText, formErrors } from './form'
