import { copyFile, mkdir, readFile, rename, rm, stat, statfs, writeFile } from 'node:fs/promises'
import { dirname, resolve, sep } from 'node:path'
import { InsufficientStorage } from '../../errors.ts'
import type { Storage } from './storage.ts'

/** Files under one folder; a key never leaves it. */
export function localStorage(root: string): Storage {
  const base = resolve(root)
  const pathOf = (key: string) => {
    const path = resolve(base, key)
    if (!path.startsWith(base + sep)) throw new Error(`storage key outside the media folder: ${key}`)
    return path
  }
  const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT'
  const full = (error: unknown) => ['ENOSPC', 'EDQUOT'].includes((error as NodeJS.ErrnoException).code ?? '')
  return {
    kind: 'local',
    async put(key, body) {
      const path = pathOf(key)
      await mkdir(dirname(path), { recursive: true })
      // Written beside and renamed, so a reader never sees half a file.
      const partial = `${path}.${process.pid}.partial`
      try {
        await writeFile(partial, body)
      } catch (error) {
        await rm(partial, { force: true })
        throw full(error) ? new InsufficientStorage() : error
      }
      await rename(partial, path)
    },
    async get(key) {
      try {
        return await readFile(pathOf(key))
      } catch (error) {
        if (missing(error)) return null
        throw error
      }
    },
    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile()
      } catch (error) {
        if (missing(error)) return false
        throw error
      }
    },
    async download(key, path) {
      await copyFile(pathOf(key), path)
    },
    async removePrefix(prefix) {
      await rm(pathOf(prefix.replace(/\/+$/, '')), { recursive: true, force: true })
    },
    async freeBytes() {
      await mkdir(base, { recursive: true })
      const { bavail, bsize } = await statfs(base)
      return bavail * bsize
    }
  }
}
