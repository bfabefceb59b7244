import { spawnSync } from 'node:child_process'
import { existsSync, rmSync, writeFileSync } from 'node:fs'

/** Debian packages by a file each one installs: the file's presence says the package is there. */
export type DebianPackages = Record<string, string>

export const missingPackages = (packages: DebianPackages) =>
  Object.entries(packages)
    .filter(([, file]) => !existsSync(file))
    .map(([pkg]) => pkg)

/**
 * Installs the missing packages as .ci/run does (a policy-rc.d refusing to start the packages'
 * own services while apt runs: the bench starts its own, on its own ports). A fresh machine
 * then measures every part of the bench, not only those its earlier tests happened to install.
 * Returns why the packages are still missing, or undefined when they are all there.
 */
export function ensureDebianPackages(packages: DebianPackages): string | undefined {
  const needed = missingPackages(packages)
  if (needed.length === 0) return undefined
  if (process.getuid?.() !== 0) {
    return `not installed (${needed.join(', ')}) and the bench is not root: apt-get install ${needed.join(' ')}`
  }
  console.log(`  installing ${needed.join(', ')} (apt-get)`)
  const policy = '/usr/sbin/policy-rc.d'
  const ownPolicy = !existsSync(policy)
  if (ownPolicy) writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 })
  try {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'ignore', env })
    const apt = spawnSync(
      'apt-get',
      ['install', '-y', '-qq', '--no-install-recommends', ...needed],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
        env,
      },
    )
    if (apt.status !== 0)
      return `apt-get install failed: ${apt.stderr.toString().trim().slice(-300)}`
  } finally {
    if (ownPolicy) rmSync(policy, { force: true })
  }
  const still = missingPackages(packages)
  return still.length ? `still missing after apt-get: ${still.join(', ')}` : undefined
}
