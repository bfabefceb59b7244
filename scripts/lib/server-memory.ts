import { totalmem } from 'node:os'

/**
 * Memory settings of the production serving process (scripts/serve.mjs), decision 0062.
 * Issue 24 asks one Next server to peak at 512 MB under the bench (a 1 GB host). The bench
 * machine has 24 GB, so V8 sized its heap limit at 4 GB and let garbage pile up during the
 * uncached renders (50 at once) until the process held 718 MB; on a 1 GB host V8 would size
 * the old generation at about a quarter of the memory. The limit is set here, explicitly, so
 * the server behaves the same on every machine and collects before it grows past the target.
 */

/** V8's old generation, MB: above the live set under the bench's heaviest step (decision 0062). */
export const SERVER_OLD_SPACE_MB = 320

/** The memory this process may use, MB: its cgroup's limit (a container) when lower, else the machine's. */
export function availableMemoryMb(): number {
  const machine = totalmem()
  const constrained = process.constrainedMemory?.() ?? 0
  const bytes = constrained > 0 && constrained < machine ? constrained : machine
  return Math.floor(bytes / 2 ** 20)
}

/**
 * The old generation's size for a host of `availableMb`: SERVER_OLD_SPACE_MB, but never more
 * than half of what the host has (issue 64, item 2): the rest is V8's young generation, native
 * memory (sharp, the image optimizer) and the system. A heap that outgrows the host is killed
 * by the system without a word; a bounded one collects, or fails with V8's own report.
 */
export function serverOldSpaceMb(availableMb = availableMemoryMb()): number {
  return Math.max(64, Math.min(SERVER_OLD_SPACE_MB, Math.floor(availableMb / 2)))
}

/**
 * Node's flags for the serving process. An operator's NODE_OPTIONS that already sets the old
 * generation's size wins: the flag is left out rather than overriding theirs.
 */
export function serverNodeFlags(nodeOptions = '', availableMb = availableMemoryMb()): string[] {
  return /--max-old-space-size\b/.test(nodeOptions)
    ? []
    : [`--max-old-space-size=${serverOldSpaceMb(availableMb)}`]
}

/**
 * glibc gives each thread that allocates its own malloc arena (up to 8 per core), and memory
 * freed in one is not reused by another: the image optimizer's threads (sharp, libuv's pool)
 * kept resident memory the process no longer used. Two arenas, as sharp's documentation
 * suggests for glibc; an operator's own MALLOC_ARENA_MAX is kept.
 */
export function serverMemoryEnv(env: { MALLOC_ARENA_MAX?: string }): Record<string, string> {
  return env.MALLOC_ARENA_MAX?.trim() ? {} : { MALLOC_ARENA_MAX: '2' }
}
