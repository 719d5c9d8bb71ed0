/** A browser has no host login: the player is named by the service's own session (and WeChat's authorisation). */
export async function hostLoginCode(): Promise<string | undefined> {
  return undefined
}
