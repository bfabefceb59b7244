import { afterEach, describe, expect, it, vi } from 'vitest'
import { donorsAnswered, whileDonorWaits } from './donor-waits'

/** A donor request that answers when `answer()` is called. */
function inFlight() {
  let answer!: () => void
  const request = whileDonorWaits(() => new Promise<void>((resolve) => (answer = resolve)))
  return { answer: async () => (answer(), await request) }
}

const settled = async (p: Promise<void>) => {
  let done = false
  void p.then(() => (done = true))
  await vi.advanceTimersByTimeAsync(0)
  return done
}

describe('donorsAnswered', () => {
  afterEach(() => vi.useRealTimers())

  it('resolves at once when no donor is waiting', async () => {
    vi.useFakeTimers()
    expect(await settled(donorsAnswered(Date.now() + 30_000))).toBe(true)
  })

  it('waits while donors wait, and resolves when the last one is answered', async () => {
    vi.useFakeTimers()
    const [a, b] = [inFlight(), inFlight()]
    const quiet = donorsAnswered(Date.now() + 30_000)
    expect(await settled(quiet)).toBe(false)
    await a.answer()
    expect(await settled(quiet)).toBe(false)
    await b.answer()
    expect(await settled(quiet)).toBe(true)
  })

  it('gives up waiting at the deadline when donors keep coming', async () => {
    vi.useFakeTimers()
    const donor = inFlight()
    const quiet = donorsAnswered(Date.now() + 30_000)
    await vi.advanceTimersByTimeAsync(29_999)
    expect(await settled(quiet)).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await settled(quiet)).toBe(true)
    await donor.answer()
  })

  it('counts a request that failed as answered', async () => {
    vi.useFakeTimers()
    const failing = whileDonorWaits(() => Promise.reject(new Error('gateway down')))
    await expect(failing).rejects.toThrow('gateway down')
    expect(await settled(donorsAnswered(Date.now() + 30_000))).toBe(true)
  })
})
