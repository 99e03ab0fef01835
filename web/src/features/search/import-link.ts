import { isApiError } from '@spinroom/client'
import { importProviders, type ImportProvider, type Song } from '@spinroom/schemas'

/** Where a song is imported from: the first provider of the seed's import preference it has an id on. */
export function importSourceOf(
  song: Pick<Song, 'musicProviders'>
): { musicProvider: ImportProvider; providerId: string } | null {
  const musicProvider = importProviders.find((provider) => song.musicProviders[provider])
  return musicProvider ? { musicProvider, providerId: song.musicProviders[musicProvider]! } : null
}

/** Seed 002 §8: a message below 500 is shown with its first letter capitalised. */
export const capitalised = (message: string) => message.charAt(0).toUpperCase() + message.slice(1)

/** Whether the server refused the request itself (4xx) rather than failing. */
export const isClientError = (error: unknown) => isApiError(error) && error.status >= 400 && error.status < 500
