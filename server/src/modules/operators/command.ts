import { CONSOLE_ROLE_NAMES, CONSOLE_ROLES, isConsoleRole, type ConsoleRole } from '../../contract/console/values'
import { BizError } from '../../errors'
import { CommandError } from '../../lib/command-error'
import type { AuditActor } from '../audit/service'
import type { OperatorService } from './service'

export const OPERATOR_USAGE = `operator commands (the console's accounts; each change is in the audit log as cli:NAME):
  operator:list                        every operator with role, state and TOTP
  operator:add NAME ROLE               create an operator and print a one-time password (changed at first login)
  operator:role NAME ROLE              change the role
  operator:disable NAME                disable and end every session at once (operator:enable NAME undoes it)
  operator:enable NAME
  operator:reset NAME [--totp]         new one-time password, login lock lifted, sessions ended; --totp also clears TOTP
  roles: ${CONSOLE_ROLES.map((r) => `${r} (${CONSOLE_ROLE_NAMES[r]})`).join(', ')}`

function role(raw: string | undefined): ConsoleRole {
  if (raw === undefined || !isConsoleRole(raw))
    throw new CommandError(`ROLE must be one of ${CONSOLE_ROLES.join(', ')}, got "${raw ?? ''}"`)
  return raw
}

/** Service refusals (a taken name, the last admin) are the operator's mistake: print their message alone. */
async function asCommand<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (err) {
    if (err instanceof BizError) throw new CommandError(err.message)
    throw err
  }
}

/**
 * `npm run ops -- operator:*`: the console's accounts from a server's shell, the way the first admin is made.
 * Changes go through the same service as the console's operator page, recorded under `actor` (cli:NAME).
 */
export async function runOperatorCommand(args: string[], operators: OperatorService, actor: AuditActor): Promise<string> {
  const [command, name, ...rest] = args
  if (command === 'operator:list') {
    const list = await operators.list()
    if (list.length === 0) return 'no operators yet: npm run ops -- operator:add NAME admin'
    return list
      .map(
        (o) =>
          `#${o.id} ${o.name.padEnd(20)} ${o.role.padEnd(10)} ${o.disabled ? 'disabled' : 'enabled '} totp ${o.totpEnabled ? 'on' : 'off'}`,
      )
      .join('\n')
  }
  if (!['operator:add', 'operator:role', 'operator:disable', 'operator:enable', 'operator:reset'].includes(command))
    throw new CommandError(`unknown command "${command}"\n\n${OPERATOR_USAGE}`)
  if (!name) throw new CommandError(`give the operator's NAME\n\n${OPERATOR_USAGE}`)
  if (command === 'operator:add') {
    const { operator, password } = await asCommand(() => operators.create(actor, name, role(rest[0])))
    return [
      `operator ${operator.name} (${operator.role}) created.`,
      `one-time password: ${password}`,
      'It is shown this once; the operator changes it at first login (and sets up TOTP where it is required).',
    ].join('\n')
  }
  const existing = await operators.byName(name)
  if (!existing) throw new CommandError(`no operator named "${name}"`)
  switch (command) {
    case 'operator:role': {
      const updated = await asCommand(() => operators.update(actor, existing.id, { role: role(rest[0]) }))
      return `operator ${updated.name}: role ${existing.role} → ${updated.role}`
    }
    case 'operator:disable':
    case 'operator:enable': {
      const disabled = command === 'operator:disable'
      await asCommand(() => operators.update(actor, existing.id, { disabled }))
      return disabled ? `operator ${name} disabled; their sessions have ended` : `operator ${name} enabled`
    }
    default: {
      const unknown = rest.find((a) => a !== '--totp')
      if (unknown) throw new CommandError(`operator:reset takes NAME [--totp], got "${unknown}"`)
      const password = await operators.resetPassword(actor, existing.id)
      if (rest.includes('--totp')) await operators.resetTotp(actor, existing.id)
      return [
        `operator ${name}: new one-time password: ${password}`,
        rest.includes('--totp') ? 'TOTP cleared: it is set up again at next login.' : 'TOTP unchanged.',
      ].join('\n')
    }
  }
}
