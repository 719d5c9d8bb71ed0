import type { Migration } from 'kysely'
import { accounts } from './0001_accounts'
import { catalogue } from './0002_catalogue'
import { market } from './0003_market'
import { marketApis } from './0004_market_apis'
import { gameAuth } from './0005_game_auth'
import { reportExtras } from './0007_report_extras'
import { feedback } from './0008_feedback'
import { accountListing } from './0009_account_listing'
import { pkReport } from './0010_pk_report'
import { payment } from './0011_payment'
import { growth } from './0012_growth'
import { rewards } from './0013_rewards'
import { bugReport } from './0014_bug_report'
import { limits } from './0015_limits'
import { information } from './0016_information'
import { tracker } from './0018_tracker'
import { helpLimits } from './0019_help_limits'
import { identities } from './0020_identities'
import { refundState } from './0021_refund_state'
import { shareOwnerMarks } from './0022_share_owner_marks'
import { featureClaims } from './0023_feature_claims'
import { operatorConsole } from './0024_console'
import { refundRequests } from './0025_refund_requests'
import { supportDesk } from './0026_support_desk'
import { playerDesk } from './0027_player_desk'
import { articleStatus } from './0028_article_status'
import { payNotifyLog } from './0029_pay_notify_log'
import { bannerImages } from './0030_banner_images'
import { loveAdjustNote } from './0031_love_adjust_note'
// 价格与规则 (issue 38 point 3)
import { priceCampaigns } from './0032_price_campaigns'
// Issue 38: model versions and retrain runs
import { modelVersions } from './0033_model_versions'
// 消息 (issue 40 point 2)
import { messages } from './0034_messages'
import { valuationOutcomes } from './0035_valuation_outcomes'
import { reportImages } from './0036_report_images'
// Drift checks (issue 41 point 3)
import { modelDrift } from './0037_model_drift'

/**
 * Every migration, listed and applied in key order (Kysely sorts the keys; `migrations-registry.test.ts` keeps the
 * list in that order and in step with the files). To add one: create `NNNN_name.ts` exporting a
 * `Migration`, tables written with `./helpers` (`createTables({ name: { columns, indexes } })`; portable: bigint for
 * times, integer 0/1 for booleans, text for JSON, `autoId` for serial ids) and add it below with the next number.
 * Never change what a shipped migration builds: `server/test/db/schema-snapshot.test.ts` compares it with a snapshot.
 */
export const migrations: Record<string, Migration> = {
  '0001_accounts': accounts,
  '0002_catalogue': catalogue,
  '0003_market': market,
  '0004_market_apis': marketApis,
  '0005_game_auth': gameAuth,
  '0007_report_extras': reportExtras,
  '0008_feedback': feedback,
  '0009_account_listing': accountListing,
  '0010_pk_report': pkReport,
  '0011_payment': payment,
  '0012_growth': growth,
  '0013_rewards': rewards,
  '0014_bug_report': bugReport,
  '0015_limits': limits,
  '0016_information': information,
  '0018_tracker': tracker,
  '0019_help_limits': helpLimits,
  '0020_identities': identities,
  '0021_refund_state': refundState,
  '0022_share_owner_marks': shareOwnerMarks,
  '0023_feature_claims': featureClaims,
  '0024_console': operatorConsole,
  '0025_refund_requests': refundRequests,
  '0026_support_desk': supportDesk,
  '0027_player_desk': playerDesk,
  '0028_article_status': articleStatus,
  '0029_pay_notify_log': payNotifyLog,
  '0030_banner_images': bannerImages,
  // 任务与爱心值 (issue 38 point 2)
  '0031_love_adjust_note': loveAdjustNote,
  // 价格与规则 (issue 38 point 3)
  '0032_price_campaigns': priceCampaigns,
  // Issue 38: model versions and retrain runs
  '0033_model_versions': modelVersions,
  // 消息 (issue 40 point 2)
  '0034_messages': messages,
  // Realised prices (issue 41 point 1)
  '0035_valuation_outcomes': valuationOutcomes,
  // Report screenshots (issue 40 point 3)
  '0036_report_images': reportImages,
  // Drift checks (issue 41 point 3)
  '0037_model_drift': modelDrift,
}
