import type { Pool, PoolClient } from 'pg'
import type { Payload } from 'payload'

/**
 * When PostgreSQL ends a connection (a restart, a failover, a proxy's idle timeout), pg emits
 * 'error' on the pool for an idle client and on the client itself for one checked out between
 * two queries of a transaction. Without a listener Node treats either as an uncaught error and
 * the whole app process exits. With these listeners the error is logged, the query in flight
 * fails (its request answers 500 in the shared shape), pg-pool drops the dead client on release,
 * and the next request gets a new connection (issue 25's restart test). Called from the config's
 * onInit, so this is not a server-only module.
 */
export function survivePoolErrors(payload: Payload): void {
  const pool = (payload.db as unknown as { pool?: Pool }).pool
  if (!pool) return
  const log = (error: Error & { code?: string }) =>
    payload.logger.warn(
      `[database] a connection was closed by the server (${error.code ?? 'no code'}): ${error.message.split('\n')[0]}; it will be replaced`,
    )
  const watch = (client: PoolClient) => {
    if (!client.listeners('error').includes(log)) client.on('error', log)
  }
  pool.on('error', log)
  pool.on('connect', watch)
  // Clients opened before onInit (Payload connects and migrates first); pg-pool keeps them here.
  for (const client of (pool as unknown as { _clients?: PoolClient[] })._clients ?? [])
    watch(client)
}
