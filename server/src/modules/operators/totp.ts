import { generateSecret, generateURI, verify } from 'otplib'

/** The name authenticator apps show above the code. */
const ISSUER = '游戏估价控制台'

export const newTotpSecret = (): string => generateSecret()

export const totpUrl = (secret: string, operatorName: string): string => generateURI({ issuer: ISSUER, label: operatorName, secret })

/**
 * The time step a code belongs to when it is good at `nowMs` (the app's clock), allowing one 30-second step of
 * drift either way; null otherwise. A step at or before `afterStep` (the last code used) is refused: each code is
 * good once.
 */
export async function totpStep(secret: string, code: string, nowMs: number, afterStep: number | null): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(nowMs / 1000),
    epochTolerance: 30,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  })
  // The functional API types HOTP and TOTP results alike; a TOTP match carries its time step.
  return result.valid && 'timeStep' in result ? result.timeStep : null
}
