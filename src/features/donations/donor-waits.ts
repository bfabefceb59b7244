/**
 * The donors of this process waiting for an answer (a staging or a confirmation in flight), so
 * that work no donor waits for yields to them. A receipt (a PDF and a mail, run after the answer)
 * took about a tenth of the server's CPU during a burst of twenty donors, on the one JavaScript
 * thread the waiting donors share (docs/benchmarks.md, "Donation under load"). Per process, as
 * the CPU is.
 */
let waiting = 0
let onQuiet: (() => void)[] = []

/** Runs a donor's request, counted as waiting until it answers (or fails). */
export async function whileDonorWaits<T>(request: () => Promise<T>): Promise<T> {
  waiting++
  try {
    return await request()
  } finally {
    waiting--
    if (waiting === 0) {
      const listeners = onQuiet
      onQuiet = []
      for (const listener of listeners) listener()
    }
  }
}

/**
 * Resolves once no donor is waiting, and at `deadline` (epoch ms) at the latest, so that work
 * held back during a long rush still runs.
 */
export function donorsAnswered(deadline: number, now = Date.now()): Promise<void> {
  if (waiting === 0 || deadline <= now) return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      onQuiet = onQuiet.filter((listener) => listener !== done)
      resolve()
    }
    const timer = setTimeout(done, deadline - now)
    onQuiet.push(done)
  })
}
