/** Where media files live: keys are `/`-separated paths (`songs/<id>/original`, `songs/<id>/hls/<attempt>/…`). */
export interface Storage {
  /** `local` or `s3`, for the logs. */
  readonly kind: string
  put(key: string, body: Buffer, contentType: string): Promise<void>
  /** The bytes of a key, or null when there is none. */
  get(key: string): Promise<Buffer | null>
  exists(key: string): Promise<boolean>
  /** Copies a key to a local file (ffmpeg reads files). */
  download(key: string, path: string): Promise<void>
  /** Removes every key below a prefix (a song's files, an abandoned rendition). */
  removePrefix(prefix: string): Promise<void>
  /** Bytes free where the files are written, or null where there is no such limit (a bucket). */
  freeBytes(): Promise<number | null>
}
