import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, resolve, sep } from 'node:path'
import type { Storage } from './index.ts'

/** Files under one folder; a key never leaves it. */
export function localStorage(root: string): Storage {
  const base = resolve(root)
  const pathOf = (key: string) => {
    const path = resolve(base, key)
    if (!path.startsWith(base + sep)) throw new Error(`storage key outside the media folder: ${key}`)
    return path
  }
  const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT'
  return {
    kind: 'local',
    async put(key, body) {
      const path = pathOf(key)
      await mkdir(dirname(path), { recursive: true })
      // Written beside and renamed, so a reader never sees half a file.
      const partial = `${path}.${process.pid}.partial`
      await writeFile(partial, body)
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
    }
  }
}
