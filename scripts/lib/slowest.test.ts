import { describe, expect, it } from 'vitest'
import { playwrightTimings, slowestLines, vitestTimings } from './slowest'

describe('the slowest tests and files of a run', () => {
  it('reads a Vitest report: each test, and each file from its start to its end', () => {
    const { tests, files } = vitestTimings(
      'unit',
      {
        testResults: [
          {
            name: '/repo/src/a.test.ts',
            startTime: 1000,
            endTime: 4500,
            assertionResults: [
              { fullName: 'a › adds', title: 'adds', duration: 12 },
              { title: 'skipped', duration: null },
            ],
          },
        ],
      },
      '/repo',
    )
    expect(files).toEqual([{ suite: 'unit', name: 'src/a.test.ts', ms: 3500 }])
    expect(tests).toEqual([
      { suite: 'unit', name: 'src/a.test.ts › a › adds', ms: 12 },
      { suite: 'unit', name: 'src/a.test.ts › skipped', ms: 0 },
    ])
  })

  it('reads a Playwright report: nested describes, retries added, files per browser project', () => {
    const { tests, files } = playwrightTimings('e2e', {
      suites: [
        {
          file: 'donation.spec.ts',
          title: 'donation.spec.ts',
          suites: [
            {
              title: 'donation form',
              file: 'donation.spec.ts',
              specs: [
                {
                  title: 'a full donation',
                  file: 'donation.spec.ts',
                  line: 29,
                  tests: [
                    { projectName: 'chromium', results: [{ duration: 9000 }, { duration: 4000 }] },
                  ],
                },
              ],
            },
          ],
          specs: [
            {
              title: 'top level',
              file: 'donation.spec.ts',
              line: 3,
              tests: [{ projectName: 'chromium', results: [{ duration: 1000 }] }],
            },
          ],
        },
      ],
    })
    expect(tests).toEqual([
      { suite: 'e2e', name: '[chromium] tests/e2e/donation.spec.ts:3 › top level', ms: 1000 },
      {
        suite: 'e2e',
        name: '[chromium] tests/e2e/donation.spec.ts:29 › donation form › a full donation',
        ms: 13000,
      },
    ])
    expect(files).toEqual([
      { suite: 'e2e', name: '[chromium] tests/e2e/donation.spec.ts', ms: 14000 },
    ])
  })

  it('prints the slowest first, at most the count asked for, in seconds', () => {
    const lines = slowestLines(
      [
        { suite: 'unit', name: 'fast', ms: 10 },
        { suite: 'e2e', name: 'slow', ms: 41_400 },
        { suite: 'integration', name: 'middle', ms: 2_000 },
      ],
      2,
    )
    expect(lines).toEqual(['   41.4 s  e2e         slow', '    2.0 s  integration middle'])
  })
})
