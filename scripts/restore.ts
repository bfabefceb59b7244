/**
 * `npm run restore ARCHIVE KEY_FILE`: puts an archive of `npm run backup` back, decrypted with
 * the operator's age secret key (KEY_FILE, made by `npm run backup:key`), into an empty data
 * folder (the embedded database is created in DATA_DIR) or an empty DATABASE_URL database,
 * and the files into DATA_DIR or, with S3_BUCKET set, into the bucket.
 * Refuses a database or upload folder that already holds something: a restore never mixes
 * two sites' data. The schema is made by the committed migrations the archive's database
 * had, then every table is filled; `npm start` applies any newer migration afterwards.
 * An archive of before decision 0083 (a plain .tar.gz) is read without a key.
 */
import { chmod, copyFile, cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { EnvError, loadEnv } from '../src/lib/env'
import { migrations } from '../src/migrations'
import { s3SettingsOf } from '../src/lib/storage/s3-settings'
import { folderInUse, uploadFolder } from './lib/backup-bucket'
import { loadDatabase, publicTables, type DatabaseDump } from './lib/backup-db'
import { decryptFile, isEncrypted, readIdentities } from './lib/backup-crypt'
import { BackupError, isEmptyDir, openDatabase, tar } from './lib/backup-target'
import { bin, root, run } from './lib/process'

interface Manifest {
  format: number
  migrations: string[]
  sequences: Record<string, string | null>
  tables: Record<string, number>
  uploads: string[]
  secret: boolean
}

const [archive, keyFile] = process.argv.slice(2)
const stage = await mkdtemp(path.join(tmpdir(), 'charity-restore-'))

/** The archive as a plain .tar.gz: decrypted into the private stage folder when it is age. */
async function plainArchive(file: string): Promise<string> {
  if (!(await isEncrypted(file))) return file
  if (!keyFile) {
    throw new BackupError(
      `${file} is encrypted: give the file of its secret key, npm run restore ${file} KEY_FILE.`,
    )
  }
  const plain = path.join(stage, 'archive.tar.gz')
  await decryptFile(file, plain, await readIdentities(keyFile))
  return plain
}

try {
  if (!archive) {
    throw new BackupError('Usage: npm run restore ARCHIVE KEY_FILE (a file of npm run backup).')
  }
  if (!existsSync(archive)) throw new BackupError(`The archive ${archive} was not found.`)
  const e = loadEnv()

  const contents = path.join(stage, 'contents')
  await mkdir(contents)
  await tar(['-xzf', await plainArchive(archive), '-C', contents])
  const manifestFile = path.join(contents, 'manifest.json')
  if (!existsSync(manifestFile)) {
    throw new BackupError(`${archive} is not an archive of npm run backup (no manifest.json).`)
  }
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest
  if (manifest.format !== 1) {
    throw new BackupError(`The archive's format ${manifest.format} is not known to this version.`)
  }
  const known = new Set(migrations.map((m) => m.name))
  const unknown = manifest.migrations.filter((name) => !known.has(name))
  if (unknown.length > 0) {
    throw new BackupError(
      `The archive comes from a newer version of the site (migrations ${unknown.join(', ')}): restore it with that version.`,
    )
  }
  // With S3_BUCKET the files go back into the bucket, whichever the archive came from.
  const bucket = s3SettingsOf(e)
  for (const rel of manifest.uploads) {
    const dir = path.resolve(e.DATA_DIR, rel)
    if (bucket && (await folderInUse(bucket, rel))) {
      throw new BackupError(
        `The bucket ${bucket.bucket} already holds files under ${rel}/: restore into an empty bucket.`,
      )
    }
    if (!bucket && !isEmptyDir(dir)) {
      throw new BackupError(`${dir} is not empty: restore into an empty data folder.`)
    }
  }

  // Before the config is loaded: without PAYLOAD_SECRET, loading it makes a new secret file.
  const secretFile = path.resolve(e.DATA_DIR, 'secret')
  if (manifest.secret && !e.PAYLOAD_SECRET && !existsSync(secretFile)) {
    await mkdir(path.dirname(secretFile), { recursive: true })
    await copyFile(path.join(contents, 'secret'), secretFile)
    await chmod(secretFile, 0o600)
  } else if (manifest.secret) {
    console.warn(
      "The archive's secret was not restored (PAYLOAD_SECRET is set, or DATA_DIR has a secret of its own): staff sessions, outstanding links and encrypted national IDs need the old one.",
    )
  }

  const db = await openDatabase(e, true)
  try {
    const tables = await publicTables(db.url)
    if (tables.length > 0) {
      throw new BackupError(
        `The database ${new URL(db.url).pathname.slice(1)} is not empty (${tables.length} tables): restore into an empty database.`,
      )
    }
    // The schema, as the archive's database had it: the same migrations, run by Payload.
    await run(
      bin('tsx'),
      [path.join(root, 'scripts/lib/restore-schema.ts'), ...manifest.migrations],
      {
        ...process.env,
        DATABASE_URL: db.url,
        PAYLOAD_DB_PUSH: 'false',
      },
    )
    const dump: DatabaseDump = {
      migrations: manifest.migrations,
      tables: new Map(),
      sequences: manifest.sequences,
    }
    for (const table of Object.keys(manifest.tables)) {
      dump.tables.set(
        table,
        await readFile(path.join(contents, 'database', `${table}.json`), 'utf8'),
      )
    }
    await loadDatabase(db.url, dump)
  } finally {
    await db.close()
  }

  for (const rel of manifest.uploads) {
    const from = path.join(contents, 'uploads', rel)
    if (!existsSync(from)) continue
    if (bucket) await uploadFolder(bucket, from, rel)
    else await cp(from, path.resolve(e.DATA_DIR, rel), { recursive: true })
  }
  console.log(
    `Restored ${archive}: ${Object.keys(manifest.tables).length} tables, upload folders: ${manifest.uploads.join(', ')}${bucket ? ` into the bucket ${bucket.bucket}` : ''}.`,
  )
} catch (error) {
  if (error instanceof EnvError || error instanceof BackupError) {
    console.error(error.message)
    process.exitCode = 1
  } else throw error
} finally {
  await rm(stage, { recursive: true, force: true })
}
process.exit()
