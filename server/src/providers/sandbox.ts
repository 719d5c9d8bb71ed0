/**
 * Sandbox adapters are honest stand-ins for outside systems on a developer machine. They must never run in
 * production: a misconfigured deployment would otherwise accept any login or show codes in logs.
 */
export function assertSandboxAllowed(providerName: string, nodeEnv: string, howToConfigure: string): void {
  if (nodeEnv === 'production') {
    throw new Error(
      `The local sandbox ${providerName} cannot be used when NODE_ENV=production. Configure the real provider: ${howToConfigure}.`,
    )
  }
}
