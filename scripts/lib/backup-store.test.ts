import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { backupCheckMs, MAX_SLEEP_MS, nextCheckInMs } from './backup-schedule.mjs'
import { archiveName, archiveStore, archiveTime, isDue, prune } from './backup-store'
import { loadEnv } from '../../src/lib/env'

const dirs: string[] = []
afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true })
})

async function folder(names: string[]) {
  const dir = await mkdtemp(path.join(tmpdir(), 'charity-store-'))
  dirs.push(dir)
  for (const n of names) await writeFile(path.join(dir, n), 'x')
  return archiveStore(loadEnv({ BACKUP_DIR: dir }))
}

describe('the archive store', () => {
  it('names archives by their UTC time and reads the time back', () => {
    const at = new Date('2026-11-28T03:17:05.123Z')
    expect(archiveName(at)).toBe('charity-20261128-031705.tar.gz.age')
    expect(archiveTime(archiveName(at))).toEqual(new Date('2026-11-28T03:17:05Z'))
    expect(archiveTime('charity-20261128-031705.tar.gz')).toBeNull()
  })

  it('is due when the newest archive is a period old, or there is none', async () => {
    const now = new Date('2026-11-28T12:00:00Z')
    expect(await isDue(await folder([]), 24, now)).toBe(true)
    const store = await folder([
      'charity-20261127-130000.tar.gz.age',
      'charity-20261120-120000.tar.gz.age',
    ])
    expect(await isDue(store, 24, now)).toBe(false)
    expect(await isDue(store, 23, now)).toBe(true)
  })

  it('keeps the newest N archives and never touches other files', async () => {
    const store = await folder([
      'charity-20261101-000000.tar.gz.age',
      'charity-20261103-000000.tar.gz.age',
      'charity-20261102-000000.tar.gz.age',
      'keep-me.txt',
    ])
    expect(await prune(store, 1)).toEqual([
      'charity-20261101-000000.tar.gz.age',
      'charity-20261102-000000.tar.gz.age',
    ])
    expect((await readdir(store.where)).sort()).toEqual([
      'charity-20261103-000000.tar.gz.age',
      'keep-me.txt',
    ])
  })
})

describe('the server’s backup timer', () => {
  it('is off without recipients or with BACKUP_EVERY_HOURS=0, else every 10 minutes', () => {
    expect(backupCheckMs({})).toBe(0)
    expect(backupCheckMs({ BACKUP_RECIPIENTS: 'age1x', BACKUP_EVERY_HOURS: '0' })).toBe(0)
    expect(backupCheckMs({ BACKUP_RECIPIENTS: 'age1x' })).toBe(600_000)
    expect(backupCheckMs({ BACKUP_RECIPIENTS: 'age1x', BACKUP_CHECK_MS: '5000' })).toBe(5000)
  })

  it('sleeps until the next backup is due, within 10 minutes and 6 hours', () => {
    const now = Date.parse('2026-11-29T01:00:00Z')
    const says = (iso: string) => `Backup written.\nNext backup due at ${iso}.\n`
    const every = 600_000
    expect(nextCheckInMs(says('2026-11-29T04:00:00.000Z'), every, now)).toBe(3 * 3_600_000)
    expect(nextCheckInMs(says('2026-11-30T00:59:00.000Z'), every, now)).toBe(MAX_SLEEP_MS)
    expect(nextCheckInMs(says('2026-11-29T01:01:00.000Z'), every, now)).toBe(every)
    expect(nextCheckInMs(says('2026-11-28T01:00:00.000Z'), every, now)).toBe(every)
    // The script said nothing of the next one (no archive yet, or it failed): the usual check.
    expect(nextCheckInMs('No backup is scheduled.', every, now)).toBe(every)
  })
})
