/**
 * The start-up check of REDIS_URL (decision 0033): a server with REDIS_URL set must reach Redis
 * before it serves, so a wrong address or password stops the start with a message naming the
 * variable instead of an instance that silently renders every page. Once started, Redis going
 * away only makes the instance slower (src/lib/cache/redis-cache-handler.mjs).
 */
import { createClient } from '@redis/client'
import { redisLabel } from '../../src/lib/cache/redis-cache-handler.mjs'

/** Resolves when Redis at `url` answers PING; rejects with a message naming REDIS_URL. */
export async function checkRedis(url, timeoutMs = 5_000) {
  if (!/^rediss?:\/\//.test(url)) {
    throw new Error('REDIS_URL: must start with redis:// or rediss://')
  }
  const client = createClient({
    url,
    socket: { connectTimeout: timeoutMs, reconnectStrategy: false },
  })
  client.on('error', () => {})
  try {
    await client.connect()
    await client.ping()
  } catch (error) {
    const reason = error?.code ?? error?.message ?? String(error)
    throw new Error(
      `REDIS_URL: cannot use the Redis server at ${redisLabel(url)} (${reason}). ` +
        'Start it, correct REDIS_URL, or leave REDIS_URL unset for a cache per instance.',
    )
  } finally {
    await client.close?.().catch?.(() => {})
    if (client.isOpen) client.destroy?.()
  }
}
