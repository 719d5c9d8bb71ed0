/**
 * Gives a plugin the name Fastify shows in its errors and plugin tree. Without one, Fastify looks for the plugin
 * among the exports of every loaded module (`require.cache`) at each registration: a scan of thousands of entries,
 * and under Jest, whose module registry is a proxy, 12% of a service test file's CPU.
 */
export function namedPlugin<T extends object>(name: string, plugin: T): T {
  ;(plugin as Record<symbol, unknown>)[Symbol.for('fastify.display-name')] = name
  return plugin
}
