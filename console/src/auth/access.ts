import type { AccessControlProvider } from '@refinedev/core'
import { COUPON_DESK_ROLES, FEEDBACK_DESK_ROLES } from '../../../server/src/contract/console/values'
import type { Role } from '../api'
import { currentOperator } from './session'

/** Who sees each console page. The service checks every call again; this only keeps the menu to what answers. */
const PAGE_ROLES: Record<string, 'any' | readonly Role[]> = {
  home: 'any',
  operators: ['admin'],
  audit: ['admin'],
  coupons: COUPON_DESK_ROLES,
  feedback: FEEDBACK_DESK_ROLES,
  password: 'any',
}

export function roleMaySee(role: Role | undefined, resource: string | undefined): boolean {
  if (!role || !resource) return false
  const allowed = PAGE_ROLES[resource]
  if (allowed === undefined) return false
  return allowed === 'any' || allowed.includes(role)
}

export const NO_PERMISSION = '没有权限访问此页面'

export const accessControlProvider: AccessControlProvider = {
  can: async ({ resource }) => {
    const allowed = roleMaySee(currentOperator()?.role, resource)
    return allowed ? { can: true } : { can: false, reason: NO_PERMISSION }
  },
  options: {
    buttons: { enableAccessControl: true, hideIfUnauthorized: true },
    // The answer depends on who is logged in, which changes without the query key changing.
    queryOptions: { staleTime: 0, gcTime: 0 },
  },
}
