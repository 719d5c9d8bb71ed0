/** A browser has no subscribe messages: the player finds what happened in 消息. */
export const subscribeSupported: boolean = false

export async function requestSubscribe(_templateIds: string[]): Promise<string[]> {
  return []
}
