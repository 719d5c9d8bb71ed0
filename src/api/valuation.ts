import type { QuestionsData } from '../../server/src/contract/questions'
import type { ValReportData, ValuationBody, ValuationData } from '../../server/src/contract/valuation'
import type { AuthIdBody, AuthStartBody, AuthStepData, AuthVerifyBody } from '../../server/src/contract/valuation-auth'
import { post, type RequestOptions } from '../http'
import { ApiPath } from './paths'

/**
 * Valuation calls: a game's questions (public), creating a valuation (link / props / auth) and reading its
 * report, and the authorization session of valuation by authorization (`val/auth/*`). Types come from the
 * service's contract. Reading a report is in `report.ts`. Pages that show errors inline pass `{ silent: true }` to skip the global toast.
 */
type Extra = Partial<RequestOptions>

export const getGameQuestions = (gameId: number, extra?: Extra) =>
  post<QuestionsData>(ApiPath.VAL_QUESTIONS, { gameId }, extra).then((r) => r.data)

export const createValuation = (body: ValuationBody, extra?: Extra) =>
  post<ValuationData>(ApiPath.VAL_VALUATION, { ...body }, extra).then((r) => r.data)

export const authStart = (body: AuthStartBody, extra?: Extra) =>
  post<AuthStepData>(ApiPath.VAL_AUTH_START, { ...body }, extra).then((r) => r.data)

export const authVerify = (body: AuthVerifyBody, extra?: Extra) =>
  post<AuthStepData>(ApiPath.VAL_AUTH_VERIFY, { ...body }, extra).then((r) => r.data)

export const authResend = (body: AuthIdBody, extra?: Extra) =>
  post<AuthStepData>(ApiPath.VAL_AUTH_RESEND, { ...body }, extra).then((r) => r.data)

export const authStatus = (body: AuthIdBody, extra?: Extra) =>
  post<AuthStepData>(ApiPath.VAL_AUTH_STATUS, { ...body }, extra).then((r) => r.data)

export type { QuestionsData, ValReportData, ValuationBody, AuthStepData, AuthStartBody }
