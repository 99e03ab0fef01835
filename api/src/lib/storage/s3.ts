import { writeFile } from 'node:fs/promises'
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client
} from '@aws-sdk/client-s3'
import type { Storage } from './index.ts'

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
  const client = new S3Client({
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
  const Bucket = settings.bucket
  const get = async (key: string): Promise<Buffer | null> => {
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }))
      return Buffer.from(await answer.Body!.transformToByteArray())
    } catch (error) {
      if (notFound(error)) return null
      throw error
    }
  }
  return {
    kind: 's3',
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }))
    },
    get,
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }))
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
      const Prefix = prefix.endsWith('/') ? prefix : `${prefix}/`
      for (let token: string | undefined; ;) {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken: token }))
        const keys = (page.Contents ?? []).map((o) => ({ Key: o.Key! }))
        if (keys.length) await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys } }))
        if (!page.IsTruncated) return
        token = page.NextContinuationToken
      }
    }
  }
}
