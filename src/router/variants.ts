/** The router's platform variant held to its base module, as `platform/adapters.ts` does for the platform layer. */
export type InstallAdapter = typeof import('./install')

type Satisfies<Variant extends Adapter, Adapter> = [Variant, Adapter]

export type VariantChecks = [Satisfies<typeof import('./install.h5'), InstallAdapter>]
