/** True when an insert/update hit a unique constraint (SQLite or PostgreSQL). */
export function isUniqueViolation(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false
  const code = (err as { code?: unknown }).code
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
}

/**
 * SQLSTATEs meaning the connection, not the statement, failed: class 08 (connection exception), the server shutting
 * down or terminating the backend (57P01 admin_shutdown, 57P02 crash_shutdown), a server still starting after a
 * restart or failover (57P03 cannot_connect_now), and a server out of connection slots (53300).
 */
const CONNECTION_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300'])

/** The socket under the connection failed, or it never opened (the server is down or moving). */
const SOCKET_ERRORS = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN'])

/** What node-postgres says, without a code, of a connection that ended under it or that it could not open. */
const LOST_CONNECTION_MESSAGES = new Set([
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Connection terminated due to connection timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
])

/**
 * True when a query failed because the PostgreSQL connection was lost or could not be had (a failover, a restart, a
 * pooler restart, an administrator's terminate), not because of the query itself: asking again shortly may succeed.
 */
export function isConnectionLost(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false
  const { code, message } = err as { code?: unknown; message?: unknown }
  if (typeof code === 'string' && (code.startsWith('08') || CONNECTION_SQLSTATES.has(code) || SOCKET_ERRORS.has(code))) return true
  return typeof message === 'string' && LOST_CONNECTION_MESSAGES.has(message)
}
