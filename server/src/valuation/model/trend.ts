import { monthLabel } from '../util/stats'
import type { TrainedModel } from './types'

/** The game's monthly price index as a chart series (1.0 = the latest month), for the market-trend view. */
export function priceTrend(model: TrainedModel): { month: string; value: number }[] {
  const last = model.priceIndex.values[model.priceIndex.values.length - 1]
  return model.priceIndex.values.map((v, k) => ({
    month: monthLabel(model.priceIndex.startMonth + k),
    value: Math.round(Math.exp(v - last) * 1000) / 1000,
  }))
}
