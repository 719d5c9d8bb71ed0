import { CommandError } from '../lib/command-error'
import { BANNER_USAGE, runBannerCommand } from '../modules/banner/command'
import { DRAW_USAGE, runDrawCommand } from '../modules/draw/command'
import { MISSION_USAGE, runMissionCommand } from '../modules/rewards/command'
import { MODELS_USAGE, runModelsCommand } from '../modules/models/command'
import { OPERATOR_USAGE, runOperatorCommand } from '../modules/operators/command'
import type { AuditActor } from '../modules/audit/service'
import type { OperatorService } from '../modules/operators/service'
import { commandActor, type AuditTarget } from './command-audit'
import type { JobQueue } from '../jobs/job-queue'
import type { ModelDesk } from '../modules/models/desk'
import type { BannerService } from '../modules/banner/service'
import type { PrizeDesk } from '../modules/draw/prize-desk'
// 价格与规则 (issue 38 point 3)
import { CAMPAIGN_USAGE, runCampaignCommand } from '../modules/pricing/command'
import type { CampaignDesk } from '../modules/pricing/campaign-desk'
import type { ActivityDesk } from '../modules/draw/activity-desk'
import type { RewardsDesk } from '../modules/rewards/desk'
import { MESSAGE_USAGE, runMessageCommand } from '../modules/messages/command'
import type { NoticeDesk } from '../modules/messages/notice-desk'

/** What the families' commands use; each command reads only its own family's service. */
export interface OpsServices {
  readonly rewardsDesk: RewardsDesk
  readonly activityDesk: ActivityDesk
  readonly prizeDesk: PrizeDesk
  readonly banner: BannerService
  readonly jobs: JobQueue
  readonly modelDesk: ModelDesk
  readonly operators: OperatorService
  readonly campaigns: CampaignDesk
  readonly notices: NoticeDesk
}

/** One family of operator commands: what `npm run ops -- family:verb ...` runs. Returns what to print. */
type OpsCommand = (args: string[], services: OpsServices, actor: AuditActor) => Promise<string>

export interface OpsFamily {
  /** The part of the command before the colon: `banner` for `banner:set`. */
  prefixes: readonly string[]
  run: OpsCommand
  /** One line for the overall usage. */
  summary: string
  /**
   * Its module records its own audit rows (with before and after): all its commands, or the ones listed. The others
   * get one row per writing command.
   */
  auditsItself?: true | readonly string[]
}

export const OPS_FAMILIES: readonly OpsFamily[] = [
  {
    prefixes: ['task', 'love'],
    run: runMissionCommand,
    summary: 'task:*  love:*              missions (task definitions) and love value',
    // The rewards desk records task and love value writes with before and after, as the console's do.
    auditsItself: ['task:set', 'love:adjust'],
  },
  {
    prefixes: ['activity', 'prize', 'payout'],
    run: runDrawCommand,
    summary: 'activity:*  prize:*  payout:*  prize draw activities, prizes and stock, shipping, red packet payouts',
    auditsItself: ['activity:set', 'prize:add', 'prize:set', 'prize:ship', 'payout:retry'],
  },
  {
    prefixes: ['banner'],
    run: runBannerCommand,
    summary: 'banner:*                    home banners and their landing pages',
    auditsItself: true,
  },
  {
    prefixes: ['models'],
    run: runModelsCommand,
    summary: 'models:*                    valuation models: retrain, versions, promote, rollback',
    auditsItself: true,
  },
  {
    prefixes: ['operator'],
    run: (args, services, actor) => runOperatorCommand(args, services.operators, actor),
    summary: 'operator:*                  console operators: add (one-time password), role, disable, reset',
    auditsItself: true,
  },
  // 价格与规则 (issue 38 point 3)
  {
    prefixes: ['campaign'],
    run: (args, services, actor) => runCampaignCommand(args, services.campaigns, actor),
    summary: 'campaign:*                  dated price campaigns (the only struck-through 原价)',
    auditsItself: true,
  },
  {
    prefixes: ['message'],
    run: (args, services, actor) => runMessageCommand(args, services, actor),
    summary: "message:*                   system notices in every player's 消息",
    auditsItself: true,
  },
]

export function opsUsage(families: readonly OpsFamily[] = OPS_FAMILIES): string {
  return [
    'usage: npm run ops -- COMMAND [ARGS]   (against DATABASE_URL, or var/app.db)',
    '',
    'command families:',
    ...families.map((f) => `  ${f.summary}`),
    '',
    `missions and love value ${MISSION_USAGE}`,
    '',
    DRAW_USAGE,
    '',
    BANNER_USAGE,
    '',
    MODELS_USAGE,
    '',
    OPERATOR_USAGE,
    '',
    CAMPAIGN_USAGE,
    '',
    MESSAGE_USAGE,
  ].join('\n')
}

/**
 * Runs one operator command by its family (the text before the colon). `help` prints the usage; no command or
 * an unknown family is a CommandError carrying the usage, so the CLI exits 1.
 */
export async function dispatchOps(
  args: string[],
  services: OpsServices,
  families: readonly OpsFamily[] = OPS_FAMILIES,
  actor: AuditActor = commandActor(null),
): Promise<string> {
  const [command] = args
  if (command === 'help' || command === '--help' || command === '-h') return opsUsage(families)
  if (!command) throw new CommandError(`give a command\n\n${opsUsage(families)}`)
  const family = familyOf(command, families)
  if (!family) throw new CommandError(`unknown command "${command}"\n\n${opsUsage(families)}`)
  return family.run(args, services, actor)
}

function familyOf(command: string, families: readonly OpsFamily[]): OpsFamily | undefined {
  const colon = command.indexOf(':')
  return colon > 0 ? families.find((f) => f.prefixes.includes(command.slice(0, colon))) : undefined
}

/**
 * The audit row a command line gets once it succeeded: every command but the `…:list` reads and the families
 * that record their own. The object is the family (banner, prize, task, …) and the first plain argument.
 */
export function opsAuditTarget(args: readonly string[], families: readonly OpsFamily[] = OPS_FAMILIES): AuditTarget | null {
  const [command, ...rest] = args
  const family = command ? familyOf(command, families) : undefined
  const own = family?.auditsItself
  if (!family || own === true || own?.includes(command) || command.endsWith(':list')) return null
  return { action: command, objectType: command.slice(0, command.indexOf(':')), objectId: rest.find((a) => !a.startsWith('--')) ?? null }
}
