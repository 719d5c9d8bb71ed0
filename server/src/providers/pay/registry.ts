import type { PaymentConfig } from '../../config'
import { SandboxPayProvider } from './sandbox'
import type { PayProvider, PayProviderName } from './types'

/**
 * The enabled payment providers by name, from configuration (PAY_PROVIDERS). loadConfig has already refused
 * the sandbox in production and any enabled provider without its keys.
 */
export function createPayProviders(config: PaymentConfig, nodeEnv: string, now: () => number): Map<PayProviderName, PayProvider> {
  const providers = new Map<PayProviderName, PayProvider>()
  for (const name of config.providers) {
    if (name === 'sandbox') providers.set(name, new SandboxPayProvider(nodeEnv, now))
  }
  return providers
}
