import { describe, expect, it } from 'vitest'
import { EnvError, loadEnv } from '../env'
import { s3SettingsOf } from './s3-settings'

const minio = {
  S3_BUCKET: 'charity-uploads',
  S3_ENDPOINT: 'http://minio.internal:9000',
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'charity',
  S3_SECRET_ACCESS_KEY: 'a-long-secret-key',
  S3_FORCE_PATH_STYLE: 'true',
}

function problemsOf(source: Record<string, string>): string[] {
  try {
    loadEnv(source)
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError)
    return (error as EnvError).problems
  }
  return expect.unreachable('loadEnv should have thrown')
}

describe('object storage settings', () => {
  it('keeps uploads on disk when S3_BUCKET is unset', () => {
    expect(s3SettingsOf(loadEnv({}))).toBeNull()
    expect(s3SettingsOf(loadEnv({ S3_BUCKET: '  ' }))).toBeNull()
  })

  it('reads a MinIO bucket (path-style) and an AWS bucket with the instance role', () => {
    expect(s3SettingsOf(loadEnv(minio))).toEqual({
      bucket: 'charity-uploads',
      endpoint: 'http://minio.internal:9000',
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'charity', secretAccessKey: 'a-long-secret-key' },
    })
    expect(s3SettingsOf(loadEnv({ S3_BUCKET: 'charity-uploads', S3_REGION: 'eu-west-1' }))).toEqual(
      {
        bucket: 'charity-uploads',
        endpoint: undefined,
        region: 'eu-west-1',
        forcePathStyle: false,
        credentials: undefined,
      },
    )
  })

  it('names the missing variable', () => {
    expect(problemsOf({ ...minio, S3_REGION: '' })).toEqual([
      'S3_REGION: must be set when S3_BUCKET is set (the bucket’s region; auto for Cloudflare R2, us-east-1 for MinIO)',
    ])
    expect(problemsOf({ ...minio, S3_SECRET_ACCESS_KEY: '' })).toEqual([
      'S3_SECRET_ACCESS_KEY: must be set together with S3_ACCESS_KEY_ID',
    ])
    expect(problemsOf({ ...minio, S3_ACCESS_KEY_ID: '' })).toEqual([
      'S3_ACCESS_KEY_ID: must be set together with S3_SECRET_ACCESS_KEY',
    ])
    // Half a configuration never falls back to one instance's disk in silence.
    expect(problemsOf({ ...minio, S3_BUCKET: '' })).toEqual([
      'S3_BUCKET: must be set when S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are set (or unset them to keep uploads on disk)',
    ])
  })

  it('names the wrong variable', () => {
    expect(
      problemsOf({
        ...minio,
        S3_BUCKET: 'Charity_Uploads',
        S3_ENDPOINT: 'minio.internal:9000',
        S3_FORCE_PATH_STYLE: 'yes',
      }),
    ).toEqual([
      'S3_BUCKET: must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens',
      'S3_ENDPOINT: must be an http:// or https:// URL such as https://s3.example.org',
      'S3_FORCE_PATH_STYLE: must be true or false',
    ])
    expect(problemsOf({ ...minio, S3_ENDPOINT: 'ftp://minio.internal' })).toEqual([
      'S3_ENDPOINT: must be an http:// or https:// URL such as https://s3.example.org',
    ])
  })
})
