/** 高于本游戏 N% 的账号: the service's figure is already rounded down, so it never says more than is true or locked. */
export const percentileText = (p: number): string => `高于本游戏 ${p}% 的账号`

/** Leads the name of the attribute adding the most to a locked report (its amount is locked). */
export const DRIVER_LEAD = '价值主要来自'
