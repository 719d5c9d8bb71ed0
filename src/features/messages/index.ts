/**
 * What other features use of 消息: the ask for a subscribe message (under a generating report, in the help card). The
 * messages page itself is imported by its page file.
 */
export { default as SubscribePrompt } from './SubscribePrompt'
