import { writeFile } from 'node:fs/promises'
import type * as S3 from '@aws-sdk/client-s3'
import type { Storage } from './storage.ts'

export interface S3Settings {
  bucket: string
  region: string
  endpoint?: string
  accessKeyId?: string
  secretAccessKey?: string
  /** Path-style URLs (`endpoint/bucket/key`), what MinIO and most S3-compatible servers want. */
  forcePathStyle: boolean
}

const notFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404
}

/** An S3-compatible bucket (AWS S3, MinIO, R2…) through @aws-sdk/client-s3. */
export function s3Storage(settings: S3Settings): Storage {
  // The SDK (about 17 MB and a second of start-up) is loaded when the bucket is first used, not by every start.
  let loading: Promise<{ s3: typeof S3; client: S3.S3Client }> | undefined
  const load = async () => {
    const s3 = await import('@aws-sdk/client-s3')
    const client = new s3.S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      // S3-compatible servers do not all know the SDK's newer default checksums: only where S3 requires one.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined
    })
    return { s3, client }
  }
  const sdk = () => (loading ??= load())
  const Bucket = settings.bucket
  const get = async (key: string): Promise<Buffer | null> => {
    try {
      const { s3, client } = await sdk()
      const answer = await client.send(new s3.GetObjectCommand({ Bucket, Key: key }))
      return Buffer.from(await answer.Body!.transformToByteArray())
    } catch (error) {
      if (notFound(error)) return null
      throw error
    }
  }
  return {
    kind: 's3',
    async put(key, body, contentType) {
      const { s3, client } = await sdk()
      await client.send(new s3.PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }))
    },
    get,
    async exists(key) {
      const { s3, client } = await sdk()
      try {
        await client.send(new s3.HeadObjectCommand({ Bucket, Key: key }))
        return true
      } catch (error) {
        if (notFound(error)) return false
        throw error
      }
    },
    async download(key, path) {
      const body = await get(key)
      if (!body) throw new Error(`storage key not found: ${key}`)
      await writeFile(path, body)
    },
    async removePrefix(prefix) {
      const { s3, client } = await sdk()
      const Prefix = prefix.endsWith('/') ? prefix : `${prefix}/`
      for (let token: string | undefined; ;) {
        const page = await client.send(new s3.ListObjectsV2Command({ Bucket, Prefix, ContinuationToken: token }))
        const keys = (page.Contents ?? []).map((o) => ({ Key: o.Key! }))
        if (keys.length) await client.send(new s3.DeleteObjectsCommand({ Bucket, Delete: { Objects: keys } }))
        if (!page.IsTruncated) return
        token = page.NextContinuationToken
      }
    },
    // A bucket's space is the provider's to limit.
    freeBytes: async () => null
  }
}
