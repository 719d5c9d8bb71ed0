import type { AuditActor } from '../audit-port'
import { ConfigInputError, type ConfigService } from './service'

export const CONFIG_USAGE = `用法：
  npm run config:set -- KEY VALUE [--private|--public]   设置全局配置（新键默认 public：会下发给客户端）
  npm run config:set -- game GAME_ID field=value ...      修改游戏：name genre icon sort enabled features
  npm run config:set -- --list                            列出全部配置与游戏
例：
  npm run config:set -- valuation_question_mark_config_status 0
  npm run config:set -- game 10130 name=某游戏 genre=射击 enabled=true`

/**
 * Runs one operator command and returns what to print. Throws ConfigInputError for usage mistakes. The writes are
 * recorded under `actor` by the config service, as the console's are.
 */
export async function runConfigCommand(args: string[], config: ConfigService, actor: AuditActor): Promise<string> {
  if (args.length === 0 || args[0] === '--help' || args[0] === '-h') return CONFIG_USAGE

  if (args[0] === '--list') {
    const entries = await config.listConfig()
    const games = await config.listGames()
    const lines = entries.map((e) => `${e.conf_key}${e.is_public ? '' : ' (private)'} = ${e.conf_value}`)
    lines.push('', 'games:')
    for (const g of games) {
      lines.push(`${g.game_id} ${g.name || '(未命名)'} ${g.genre} enabled=${g.enabled === 1} sort=${g.sort_order}`)
    }
    return lines.join('\n')
  }

  if (args[0] === 'game') {
    const [, id, ...pairs] = args
    if (!id || !/^\d+$/.test(id) || pairs.length === 0) throw new ConfigInputError(CONFIG_USAGE)
    const assignments: Record<string, string> = {}
    for (const pair of pairs) {
      const eq = pair.indexOf('=')
      if (eq <= 0) throw new ConfigInputError(`"${pair}" is not field=value`)
      assignments[pair.slice(0, eq)] = pair.slice(eq + 1)
    }
    const game = await config.setGame(Number(id), assignments, actor)
    return `game ${game.game_id}: name=${game.name} genre=${game.genre} enabled=${game.enabled === 1} sort=${game.sort_order}`
  }

  const flags: string[] = args.filter((a) => a === '--private' || a === '--public')
  const [key, value, ...rest] = args.filter((a) => !flags.includes(a))
  if (key === undefined || value === undefined || rest.length > 0) throw new ConfigInputError(CONFIG_USAGE)
  const isPublic = flags.includes('--private') ? false : flags.includes('--public') ? true : undefined
  await config.set(key, value, { isPublic, actor })
  return `${key} = ${value}`
}
