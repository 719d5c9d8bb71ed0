/**
 * The direction of a change in money or price, named for the `--gain` / `--loss` / `--flat` style modifiers. The
 * colours live once in styles/_ui.scss ($gain red, $loss green: 红涨绿跌), so every page reads the same way.
 */
export type GainLoss = 'gain' | 'loss' | 'flat'

export const gainLoss = (change: number): GainLoss => (change > 0 ? 'gain' : change < 0 ? 'loss' : 'flat')
