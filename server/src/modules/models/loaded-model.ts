import type { GameModel } from '../../valuation/model/types'

/** A served model as the registry holds it. */
export interface LoadedModel {
  model: GameModel
  /** Trained on demo data: reports must say their figures are illustrative. */
  demo: boolean
  /** The served copy's stamp (ModelRepository.stamps), to notice another one. */
  stamp: number
}
