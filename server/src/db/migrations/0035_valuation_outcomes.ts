import type { Migration } from 'kysely'
import { autoId, bigint, createTables, int, unique, varchar } from './helpers'

/**
 * Realised prices (issue 41 point 1): a valued account that sold — its own published listing marked sold, a deal in a
 * market import that is the same listing or the same game and attributes, or the price its owner entered in 我亏了吗 —
 * linked to the report with the estimate, range and confidence the report gave. Live accuracy is computed from these
 * rows, not from the backtest. One outcome per report: the first link wins.
 */
export const valuationOutcomes: Migration = createTables({
  valuation_outcome: {
    columns: {
      id: autoId,
      report_id: varchar(40),
      user_id: int,
      game_id: int,
      // listing (own listing sold), market (an imported deal), check (the price entered in 我亏了吗).
      source: varchar(16),
      // The listing id, the market row's source:external id, or the check report's id.
      source_ref: varchar(200),
      price_fen: bigint,
      dealt_at: bigint,
      estimate_fen: bigint,
      low_fen: bigint,
      high_fen: bigint,
      // 高 / 中 / 低, as the report said it.
      confidence: varchar(8),
      model_version: varchar(64),
      valued_at: bigint,
      created_at: bigint,
    },
    indexes: {
      valuation_outcome_report_unique: unique(['report_id']),
      valuation_outcome_game_idx: ['game_id', 'dealt_at'],
    },
  },
})
