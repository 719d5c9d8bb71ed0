/**
 * Wording of the valuation accuracy figures, shared by the report's line and the explanation page so both say
 * the same thing the same way. Shares arrive as fractions (0.134 = 13.4%).
 */

/** The median error keeps one decimal (13.4%): it is the headline figure and moves in small steps. */
export const errorPercent = (share: number) => `${(Math.round(share * 1000) / 10).toFixed(1)}%`

/** Shares of deals as whole percents (38%): a decimal would claim more precision than a few hundred deals give. */
export const sharePercent = (share: number) => `${Math.round(share * 100)}%`

export const DEMO_NOTE = '以上数字来自演示数据，不代表真实成交的准确度'
