/**
 * The serving process's peak per bench step (issue 24 item 2): which step makes the peak.
 * The kernel's high-water mark (VmHWM) is monotonic, so it cannot say when it was reached;
 * the sampled resident size can, but misses a spike between two samples. Together: a step's
 * peak is the largest sampled size during the step, and the high-water mark itself when it
 * rose during the step (the spike happened then, even if no sample saw it).
 */

export interface MemorySample {
  /** The serving processes' resident sizes added up, now. */
  rssBytes: number
  /** The largest VmHWM among them: the highest any one has been since it started. */
  hwmBytes: number
}

export interface StepPeak {
  step: string
  /** Highest resident memory of the Next.js server during the step. */
  serverPeakRssBytes: number
}

export function createStepPeaks(firstStep = 'Start') {
  const steps: StepPeak[] = [{ step: firstStep, serverPeakRssBytes: 0 }]
  let hwmSoFar = 0
  return {
    /** One sample, counted in the current step. */
    record(sample: MemorySample) {
      const current = steps[steps.length - 1]!
      let peak = Math.max(current.serverPeakRssBytes, sample.rssBytes)
      if (sample.hwmBytes > hwmSoFar) {
        // The first sample sees the peak of the whole start-up: it belongs to the first step.
        peak = Math.max(peak, sample.hwmBytes)
        hwmSoFar = sample.hwmBytes
      }
      current.serverPeakRssBytes = peak
    },
    /** Later samples count in `step` (take a sample first, so the last one closes the step before). */
    mark(step: string) {
      steps.push({ step, serverPeakRssBytes: 0 })
    },
    /** The steps so far, in order, with the peak of each. */
    peaks(): StepPeak[] {
      return steps.map((s) => ({ ...s }))
    },
  }
}
