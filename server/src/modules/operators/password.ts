import { hash, verify } from '@node-rs/argon2'
import { randomBase32 } from '../../lib/secrets'

/**
 * argon2id (the library's default algorithm) at OWASP's minimum memory-hard setting: 19 MiB, 2 passes, 1 lane,
 * about 30 ms on one core. The parameters live in each PHC string, so raising them later leaves old hashes readable.
 */
const PARAMS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 }

export const hashPassword = (plain: string): Promise<string> => hash(plain, PARAMS)

export async function passwordMatches(phc: string, plain: string): Promise<boolean> {
  try {
    return await verify(phc, plain)
  } catch {
    return false
  }
}

/**
 * A hash of nothing anyone knows, checked when the name does not exist: an unknown name then costs as long as a
 * wrong password, so timing does not tell which names are operators.
 */
let decoy: Promise<string> | undefined
export const decoyHash = (): Promise<string> => (decoy ??= hashPassword(randomBase32(24)))

/** A one-time password handed to an operator once (operator:add, reset): 16 characters easy to read out. */
export const oneTimePassword = (): string => randomBase32(16)
