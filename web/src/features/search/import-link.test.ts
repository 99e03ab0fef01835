import { describe, expect, it } from 'vitest'
import { ApiError } from '@spinroom/client'
import { IMPORT_NOT_IN_CATALOG, IMPORT_NO_PROVIDER } from '@spinroom/schemas'
import en from '../../i18n/en/search.json'
import { capitalised, importSourceOf, isClientError } from './import-link.ts'

describe('importSourceOf', () => {
  it("follows the seed's import preference: seven-digital, SoundCloud, Spotify, Apple Music, upload", () => {
    expect(importSourceOf({ musicProviders: { spotify: 's1', soundCloudPublic: 'sc1' } })).toEqual({
      musicProvider: 'soundCloudPublic',
      providerId: 'sc1'
    })
    expect(importSourceOf({ musicProviders: { apple: 'a1', uploadService: 'u1' } })?.musicProvider).toBe('apple')
  })

  it('finds nothing for a song only on providers nobody imports from', () => {
    expect(importSourceOf({ musicProviders: { youtube: 'y1', audius: 'au1' } })).toBeNull()
  })
})

describe('import messages', () => {
  it("are the seed's, verbatim", () => {
    expect(en.search.import.noProvider).toBe(IMPORT_NO_PROVIDER)
    expect(en.search.import.notInCatalog).toBe(IMPORT_NOT_IN_CATALOG)
  })

  it('tell a refusal from a failure and capitalise the server message', () => {
    expect(isClientError(new ApiError(404, { message: 'not found' }))).toBe(true)
    expect(isClientError(new ApiError(502, { message: 'bad gateway' }))).toBe(false)
    expect(capitalised('host example.com is not a music host')).toBe('Host example.com is not a music host')
  })
})
