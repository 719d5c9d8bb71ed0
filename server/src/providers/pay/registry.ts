import type { PaymentConfig } from '../../config'
import { AlipayProvider } from './alipay-pay'
import { DouyinPayProvider } from './douyin-pay'
import { SandboxPayProvider } from './sandbox'
import type { PayProvider, PayProviderName } from './types'
import { WeixinPayProvider } from './weixin-pay'

/**
 * The enabled payment providers by name, from configuration (PAY_PROVIDERS). loadConfig has already refused
 * the sandbox in production and any enabled provider without its keys.
 */
export function createPayProviders(config: PaymentConfig, nodeEnv: string, now: () => number): Map<PayProviderName, PayProvider> {
  const providers = new Map<PayProviderName, PayProvider>()
  for (const name of config.providers) {
    if (name === 'sandbox') providers.set(name, new SandboxPayProvider(nodeEnv, now))
    if (name === 'weixin' && config.weixin) providers.set(name, new WeixinPayProvider(config.weixin, now))
    if (name === 'alipay' && config.alipay) providers.set(name, new AlipayProvider(config.alipay))
    if (name === 'douyin' && config.douyin) providers.set(name, new DouyinPayProvider(config.douyin, now))
  }
  return providers
}
