import { ApiError } from '@spinroom/client'
import type { Route, RouteResult } from '@spinroom/schemas'
import { rest, storedToken } from './client.ts'

/** A route that takes one file in a multipart field (e.g. `routes.songs.uploadSong`), and maybe optional others. */
type UploadRoute = Route & {
  upload: { field: string; otherFiles?: Readonly<Record<string, number>> }
  params?: undefined
}

/** The optional files a route takes beside its main one, by field. */
type OtherFiles<R extends UploadRoute> = Partial<Record<keyof NonNullable<R['upload']['otherFiles']>, Blob | null>>

/** The connection dropped (or the upload was stopped) before the server answered. */
export class UploadInterrupted extends Error {
  constructor() {
    super('The upload was interrupted')
    this.name = 'UploadInterrupted'
  }
}

function answerOf(request: XMLHttpRequest): unknown {
  try {
    return request.responseText ? JSON.parse(request.responseText) : undefined
  } catch {
    return { message: request.responseText }
  }
}

/**
 * Sends `file` (and `others`, the route's optional file fields) to an upload route with the session's token;
 * `onProgress` hears the share of bytes sent (0–1), which fetch cannot report. Resolves with the route's answer,
 * rejects with an `ApiError` or `UploadInterrupted`.
 */
export function uploadWithProgress<R extends UploadRoute>(
  route: R,
  file: File,
  onProgress: (sent: number) => void,
  options: { signal?: AbortSignal; others?: OtherFiles<R> } = {}
): Promise<RouteResult<R>> {
  return new Promise((resolve, reject) => {
    const url = rest.url(route)
    const request = new XMLHttpRequest()
    request.open(route.method, url)
    request.setRequestHeader('accept', 'application/json')
    const token = storedToken()
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`)
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    }
    request.onload = () => {
      const answer = answerOf(request)
      if (request.status >= 200 && request.status < 300) resolve(answer as RouteResult<R>)
      else reject(new ApiError(request.status, answer as ConstructorParameters<typeof ApiError>[1], url))
    }
    request.onerror = () => reject(new UploadInterrupted())
    request.onabort = () => reject(new UploadInterrupted())
    options.signal?.addEventListener('abort', () => request.abort(), { once: true })
    const form = new FormData()
    form.set(route.upload.field, file, file.name)
    for (const [field, blob] of Object.entries(options.others ?? {}) as [string, Blob | null][])
      if (blob) form.set(field, blob, blob instanceof File ? blob.name : field)
    request.send(form)
  })
}
