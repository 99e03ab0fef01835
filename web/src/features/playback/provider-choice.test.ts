import { playbackOrders, songProviderKeys, type PlaybackSettings } from '@spinroom/schemas'
import { describe, expect, it } from 'vitest'
import { chooseForSong, chooseProvider, firstPlayable, type Listener } from './provider-choice.ts'

const settings = (brand: 'default' | 'hangout' = 'default', off: string[] = []): PlaybackSettings => ({
  brand,
  order: [...playbackOrders[brand]],
  providers: Object.fromEntries(songProviderKeys.map((key) => [key, { configured: !off.includes(key), missing: [] }])),
  youtube: { iframeApiUrl: 'https://www.youtube.com/iframe_api' },
  spotify: { sdkUrl: 's', apiUrl: 'a', accountsUrl: 'c', clientId: 'id' },
  apple: { sdkUrl: 'm', storefront: 'us', appName: 'Spinroom' }
})

const listener = (over: Partial<Listener> = {}): Listener => ({
  settings: settings(),
  access: {},
  isLoggedIn: true,
  preferred: [],
  failed: {},
  ...over
})

const everywhere = {
  spotify: 'sp1',
  apple: 'ap1',
  youtube: 'yt1',
  soundCloudPublic: '1',
  audius: 'au1',
  sevenDigital: '7',
  uploadService: 'up1'
}

describe('the playable-provider choice (seed 002 §5, §9)', () => {
  it('walks the default order and takes the first provider the listener can play', () => {
    expect(chooseProvider(everywhere, listener())).toEqual({ provider: 'youtube', id: 'yt1' })
    expect(chooseProvider(everywhere, listener({ access: { spotify: 'ready' } }))).toEqual({
      provider: 'spotify',
      id: 'sp1'
    })
    expect(chooseProvider(everywhere, listener({ access: { apple: 'ready' } }))).toEqual({
      provider: 'apple',
      id: 'ap1'
    })
  })

  it('plays from seven-digital first in the hangout brand', () => {
    expect(chooseProvider(everywhere, listener({ settings: settings('hangout') }))).toEqual({
      provider: 'sevenDigital',
      id: '7'
    })
  })

  it("puts the listener's own streaming provider first when it can play", () => {
    const both = listener({ access: { spotify: 'ready', apple: 'ready' }, preferred: ['apple', 'audius'] })
    expect(chooseProvider(everywhere, both).provider).toBe('apple')
    const cannot = listener({ access: { spotify: 'ready', apple: 'notAuthorized' }, preferred: ['apple'] })
    expect(chooseProvider(everywhere, cannot).provider).toBe('spotify')
  })

  it('counts a song with a spotify or sevenDigital id as playable on Apple Music', () => {
    const apple = listener({ access: { apple: 'ready' } })
    expect(chooseProvider({ sevenDigital: '7' }, apple)).toEqual({ provider: 'apple', id: undefined })
    expect(chooseProvider({ spotify: 'sp1' }, apple)).toEqual({ provider: 'apple', id: undefined })
  })

  it('skips unconfigured providers and those that failed this song, for the next one', () => {
    const song = { youtube: 'yt1', audius: 'au1' }
    expect(chooseProvider(song, listener({ settings: settings('default', ['youtube']) })).provider).toBe('audius')
    expect(chooseProvider(song, listener({ failed: { youtube: 'blocked' } })).provider).toBe('audius')
  })

  it('says why nothing plays, the obstacle a listener can remove first', () => {
    expect(chooseProvider({ spotify: 'sp1' }, listener({ access: { apple: 'notAuthorized' } }))).toEqual({
      provider: null,
      obstacle: { provider: 'spotify', access: 'notLinked' }
    })
    expect(chooseProvider({ spotify: 'sp1' }, listener({ isLoggedIn: false }))).toEqual({
      provider: null,
      obstacle: { provider: 'spotify', access: 'signIn' }
    })
    expect(chooseProvider({ spotify: 'sp1' }, listener({ access: { spotify: 'notPremium' } })).provider).toBeNull()
    expect(chooseProvider({ youtube: 'yt1' }, listener({ failed: { youtube: 'embed blocked' } }))).toEqual({
      provider: null,
      obstacle: { provider: 'youtube', access: 'failed', message: 'embed blocked' }
    })
    const unconfigured = listener({ settings: settings('default', ['audius']) })
    expect(chooseProvider({ audius: 'au1' }, unconfigured)).toEqual({
      provider: null,
      obstacle: { provider: 'audius', access: 'notConfigured' }
    })
    expect(chooseProvider({}, listener())).toEqual({ provider: null, obstacle: null })
  })

  it('names the provider most songs play on for this listener, the one warmed when a room opens', () => {
    expect(firstPlayable(listener())).toBe('youtube')
    expect(firstPlayable(listener({ access: { spotify: 'ready' } }))).toBe('spotify')
    expect(firstPlayable(listener({ preferred: ['audius'] }))).toBe('audius')
    expect(firstPlayable(listener({ preferred: ['apple'], access: { apple: 'notAuthorized' } }))).toBe('youtube')
    expect(firstPlayable(listener({ settings: settings('hangout') }))).toBe('sevenDigital')
    const nothing = settings('default', [...songProviderKeys])
    expect(firstPlayable(listener({ settings: nothing }))).toBeNull()
  })

  it('leaves an explicit song out where explicit audio is not allowed (a Discord activity, seed 002 §5)', () => {
    const explicit = { musicProviders: everywhere, explicit: true }
    expect(chooseForSong(explicit, listener({ explicitAllowed: false }))).toEqual({
      provider: null,
      obstacle: null,
      explicit: true
    })
    expect(chooseForSong(explicit, listener({ explicitAllowed: true }))).toEqual({ provider: 'youtube', id: 'yt1' })
    expect(chooseForSong(explicit, listener())).toEqual({ provider: 'youtube', id: 'yt1' })
    const clean = { musicProviders: everywhere, explicit: false }
    expect(chooseForSong(clean, listener({ explicitAllowed: false }))).toEqual({ provider: 'youtube', id: 'yt1' })
  })
})
