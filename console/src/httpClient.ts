import { fetchUtils } from 'react-admin'
import { readToken } from './auth/storage.ts'

/** An HTTP error of the API, with the URL that answered it (checkError needs it). */
export interface ApiError {
  status?: number
  message: string
  body?: unknown
  url?: string
}

/**
 * fetchJson with the console's bearer token. Feathers errors (`{ name, message, code, className, data }`)
 * reject with an HttpError whose message is the API's `message`, shown as is.
 */
export const httpClient = async (url: string, options: fetchUtils.Options = {}) => {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' })
  const token = readToken()
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`)
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers })
  } catch (error) {
    if (error && typeof error === 'object') Object.assign(error, { url })
    throw error
  }
}
