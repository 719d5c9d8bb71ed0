import { EvaluateType } from '../../server/src/contract/values/valuation'

/**
 * Copy that names a game's assets or says whose answers a report used. The assets are the game's own (the
 * service's `assetTerms`, taken from its valuation catalogue), so 原神 never reads 段位 or 皮肤; pure, so a test
 * renders it for every game and evaluate type.
 */

const list = (terms: readonly string[]) => terms.join('、')

/** 属性估价's line on the valuation tab. */
export function propsMethodDesc(terms: readonly string[]): string {
  return terms.length ? `填写${list(terms)}等账号属性，综合估价` : '填写账号属性，综合估价'
}

/** What an authorization by 营地ID reads. */
export function campIdDesc(terms: readonly string[]): string {
  return `营地ID可在游戏营地App的个人主页查看，授权后读取${terms.length ? `${list(terms)}等` : ''}账号数据。`
}

/**
 * The breakdown's note on 空号底价. `emptyAccount` is the service's per-game 空号 (没有皮肤、英雄的账号); a report
 * without it says what the base is without naming assets.
 */
export function baseNote(emptyAccount: string | undefined, unanswered: boolean): string {
  // The base is the empty account on the most common server with the safe answer to every risk question; servers and
  // risk flags scale the whole account, so a discount reads as a percentage, never as the base gone negative.
  const base = `空号底价是同游戏一个${emptyAccount ?? '没有计价资产的账号'}在最常见区服、没有风险问题（活邮、实名可改、无违规）时的行情价`
  const rest = '加上各项资产，风险项与区服再按比例折价（如 -15% 即按 85% 计），即为估价'
  return unanswered ? `${base}，未填写的项目按市场平均计入底价；${rest}` : `${base}；${rest}`
}

/** Where a report's properties came from: the user typed them only in 属性估价; a link or an authorization was read. */
export function attrsSource(evaluateType: number): string {
  return evaluateType === EvaluateType.PROPS ? '你填写的' : '读取到的'
}

/** Popup 6 (解锁前请确认): what the report was valued from. */
export function unlockConfirmText(evaluateType: number): string {
  return `报告按${attrsSource(evaluateType)}账号属性估价，属性有误会影响结果。确认属性无误后再解锁。`
}

/**
 * The property feedback's placeholder: its example is one of the report's own properties, a counted one when there is
 * one (英雄数量 reads better than 大区).
 */
export function feedbackPlaceholder(attrs: readonly { label: string; value: string }[]): string {
  const example = attrs.find((a) => /\d/.test(a.value)) ?? attrs[0]
  return example ? `请描述哪些属性有误，例如：${example.label}实际为 …` : '请描述哪些属性有误'
}
