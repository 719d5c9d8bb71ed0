import type { ReactNode } from 'react'
import { useGetIdentity } from '@refinedev/core'
import { Navigate, useLocation } from 'react-router'
import { Flex, Spin } from 'antd'
import type { SessionOperator } from '../api'
import { setupRedirect } from '../auth/session'

/**
 * Keeps an operator on the first-login steps (change the one-time password, set up TOTP) until they are done: the
 * service answers nothing else meanwhile, so every other page would only show refusals.
 */
export function SetupGate({ children }: { children: ReactNode }) {
  const { data: operator, isLoading } = useGetIdentity<SessionOperator>()
  const { pathname } = useLocation()
  if (isLoading || !operator) {
    return (
      <Flex justify='center' align='center' style={{ minHeight: '60vh' }}>
        <Spin />
      </Flex>
    )
  }
  const redirect = setupRedirect(operator, pathname)
  if (redirect) return <Navigate to={redirect} replace />
  return <>{children}</>
}
