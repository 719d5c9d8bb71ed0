import type { QuestionFlow } from '../../server/src/contract/questions'
import type { ValuationBody } from '../../server/src/contract/valuation'
import type { AuthIdBody, AuthStartBody, AuthVerifyBody } from '../../server/src/contract/valuation-auth'
import { call, type Extra } from './endpoint'

/**
 * Valuation calls: a game's questions (public), creating a valuation (link / props / auth) and reading its
 * report, and the authorization session of valuation by authorization (`val/auth/*`). Types come from the
 * service's contract. Reading a report is in `report.ts`. Pages that show errors inline pass `{ silent: true }` to skip the global toast.
 */
/** `flow` words the hints for whose account is described (the owner's, a wanted one, a deal's); valuation by default. */
export const getGameQuestions = (gameId: number, flow: QuestionFlow, extra?: Extra) =>
  call('valQuestions', { gameId, flow }, extra).then((r) => r.data)

export const createValuation = (body: ValuationBody, extra?: Extra) => call('valValuation', { ...body }, extra).then((r) => r.data)

/** `val/answers`: what the caller's report was valued from, to open the form prefilled (属性有误). */
export const reportAnswers = (valId: string, extra?: Extra) => call('valAnswers', { valId }, extra).then((r) => r.data)

export const authStart = (body: AuthStartBody, extra?: Extra) => call('authStart', { ...body }, extra).then((r) => r.data)

export const authVerify = (body: AuthVerifyBody, extra?: Extra) => call('authVerify', { ...body }, extra).then((r) => r.data)

export const authResend = (body: AuthIdBody, extra?: Extra) => call('authResend', { ...body }, extra).then((r) => r.data)

export const authStatus = (body: AuthIdBody, extra?: Extra) => call('authStatus', { ...body }, extra).then((r) => r.data)

export type { ValuationBody, AuthStartBody }
