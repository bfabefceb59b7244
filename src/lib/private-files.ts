import { chmod, readdir } from 'node:fs/promises'
import path from 'node:path'
import { isMainThread } from 'node:worker_threads'

/**
 * Uploaded files (media, case photos with national documents) were written 0644 in folders
 * 0755: readable by every account of the machine. Payload writes them
 * (fs and sharp) with the process's umask and offers no mode of its own, so every process that
 * runs Payload (web server, seed, jobs) creates files for its own user only: 0600 files, 0700
 * folders. Called from src/payload.config.ts; worker threads cannot set it and share the
 * process's umask anyway.
 */
export function privateFileModes(): void {
  if (isMainThread) process.umask(0o077)
}

/**
 * Tightens files written before `privateFileModes()`: folders 0700, files 0600, below
 * `dir` (missing folders are skipped). Run at start for the upload folders.
 */
export async function tightenTree(dir: string): Promise<void> {
  let entries
  try {
    entries = await readdir(dir, { withFileTypes: true })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
    throw error
  }
  await chmod(dir, 0o700)
  for (const entry of entries) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) await tightenTree(full)
    else if (entry.isFile()) await chmod(full, 0o600)
  }
}
