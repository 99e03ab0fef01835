// Stand-in of MusicKit on the Web v3 for the browser tests, served where APPLE_MUSIC_SDK_URL points: the surface the
// Apple Music driver uses, with a real clock (the stand-in's audio plays on a media element of its own). Songs are
// read from the Apple Music API stand-in beside it, which checks the developer token's ES256 signature.
;(() => {
  const base = new URL(document.currentScript.src).origin
  const keyId = 'KEY1234567'
  const PlaybackStates = {
    none: 0,
    loading: 1,
    playing: 2,
    paused: 3,
    stopped: 4,
    ended: 5,
    seeking: 6,
    waiting: 8,
    stalled: 9,
    completed: 10
  }
  const Events = {
    authorizationStatusDidChange: 'authorizationStatusDidChange',
    mediaPlaybackError: 'mediaPlaybackError',
    playbackStateDidChange: 'playbackStateDidChange',
    playbackTimeDidChange: 'playbackTimeDidChange'
  }

  class MKError extends Error {
    constructor(errorCode, description) {
      super(description)
      this.name = 'MKError'
      this.errorCode = errorCode
      this.description = description
    }
  }

  /** The claims of a developer token MusicKit accepts: three base64url parts, an ES256 header with the key's id. */
  function claimsOf(token) {
    const parts = typeof token === 'string' ? token.split('.') : []
    if (parts.length !== 3 || parts.some((part) => !/^[A-Za-z0-9_-]+$/.test(part))) return null
    try {
      const decode = (part) => JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/')))
      const header = decode(parts[0])
      const claims = decode(parts[1])
      return header.alg === 'ES256' && header.kid === keyId && typeof claims.iss === 'string' ? claims : null
    } catch {
      return null
    }
  }

  class MusicKitInstance {
    constructor(configuration, claims) {
      this.developerToken = configuration.developerToken
      this.storefrontId = configuration.storefrontId || 'us'
      // Where MusicKit keeps the Music-User-Token: signed in stays signed in on the next visit.
      this.tokenKey = `music.${claims.iss.toLowerCase()}.media-user-token`
      this.listeners = new Map()
      this.item = null
      this.startTime = null
      this.playbackState = PlaybackStates.none
      this.audio = new Audio()
      this.audio.preload = 'auto'
      this.audio.addEventListener('playing', () => this.setState(PlaybackStates.playing))
      this.audio.addEventListener('waiting', () => this.item && this.setState(PlaybackStates.waiting))
      this.audio.addEventListener('pause', () => {
        if (this.item && this.playbackState === PlaybackStates.playing) this.setState(PlaybackStates.paused)
      })
      this.audio.addEventListener('timeupdate', () => this.tick())
      this.audio.addEventListener('error', () => {
        if (this.item)
          this.dispatch(Events.mediaPlaybackError, new MKError('MEDIA_PLAYBACK', 'The song could not play'))
      })
    }

    get isAuthorized() {
      return !!localStorage.getItem(this.tokenKey)
    }

    get musicUserToken() {
      return localStorage.getItem(this.tokenKey) || undefined
    }

    get nowPlayingItem() {
      return this.item || undefined
    }

    get currentPlaybackTime() {
      return this.item ? this.audio.currentTime : 0
    }

    get currentPlaybackDuration() {
      return this.item ? this.item.duration : 0
    }

    get volume() {
      return this.audio.volume
    }

    set volume(value) {
      this.audio.volume = Math.min(1, Math.max(0, Number(value) || 0))
    }

    async authorize() {
      const token = `stand-in-music-user-token-${Math.random().toString(36).slice(2)}`
      localStorage.setItem(this.tokenKey, token)
      this.dispatch(Events.authorizationStatusDidChange, { authorizationStatus: 3 })
      return token
    }

    async unauthorize() {
      localStorage.removeItem(this.tokenKey)
      this.dispatch(Events.authorizationStatusDidChange, { authorizationStatus: 0 })
    }

    async setQueue(options) {
      if (!options || typeof options.song !== 'string' || !options.song)
        throw new MKError('INVALID_ARGUMENTS', 'setQueue needs a song id')
      const response = await fetch(
        `${base}/apple/v1/catalog/${this.storefrontId}/songs/${encodeURIComponent(options.song)}`,
        { headers: { Authorization: `Bearer ${this.developerToken}` } }
      )
      if (response.status === 401 || response.status === 403)
        throw new MKError('UNAUTHORIZED_ERROR', 'The developer token was refused')
      if (response.status === 404) throw new MKError('CONTENT_UNAVAILABLE', 'The song is not in this storefront')
      if (!response.ok) throw new MKError('SERVER_ERROR', `Apple Music answered ${response.status}`)
      const [song] = (await response.json()).data
      this.unload()
      this.item = { id: song.id, attributes: song.attributes, duration: song.attributes.durationInMillis / 1000 }
      this.startTime = Math.max(0, Number(options.startTime) || 0)
      this.audio.src = `${base}/media/apple/${song.id}.mp3`
      this.setState(PlaybackStates.loading)
      return { items: [this.item] }
    }

    async play() {
      if (!this.item) throw new MKError('INVALID_ARGUMENTS', 'Nothing is queued')
      if (!this.isAuthorized) throw new MKError('AUTHORIZATION_ERROR', 'Sign in to Apple Music to play full songs')
      if (this.startTime !== null) {
        await this.metadata()
        this.audio.currentTime = this.startTime
        this.startTime = null
      }
      // A page without a user's gesture is refused here as a media element is: NotAllowedError.
      await this.audio.play()
    }

    async pause() {
      this.audio.pause()
    }

    async stop() {
      this.unload()
      this.setState(PlaybackStates.stopped)
    }

    async seekToTime(seconds) {
      // As MusicKit: seeking needs something playing or queued.
      if (!this.item) throw new MKError('INVALID_ARGUMENTS', 'Nothing is playing')
      await this.metadata()
      const seeked = new Promise((resolve) => this.audio.addEventListener('seeked', resolve, { once: true }))
      this.audio.currentTime = Math.max(0, Math.min(Number(seconds) || 0, this.item.duration))
      await seeked
    }

    addEventListener(name, listener) {
      if (!this.listeners.has(name)) this.listeners.set(name, new Set())
      this.listeners.get(name).add(listener)
    }

    removeEventListener(name, listener) {
      this.listeners.get(name)?.delete(listener)
    }

    dispatch(name, event) {
      for (const listener of [...(this.listeners.get(name) ?? [])]) listener(event)
    }

    setState(state) {
      if (state === this.playbackState) return
      const oldState = this.playbackState
      this.playbackState = state
      this.dispatch(Events.playbackStateDidChange, { oldState, state })
    }

    tick() {
      if (!this.item) return
      const time = this.audio.currentTime
      if (time >= this.item.duration) {
        this.audio.pause()
        this.setState(PlaybackStates.ended)
        this.setState(PlaybackStates.completed)
        return
      }
      this.dispatch(Events.playbackTimeDidChange, {
        currentPlaybackTime: time,
        currentPlaybackDuration: this.item.duration,
        currentPlaybackTimeRemaining: this.item.duration - time
      })
    }

    metadata() {
      if (this.audio.readyState >= 1) return Promise.resolve()
      return new Promise((resolve, reject) => {
        this.audio.addEventListener('loadedmetadata', resolve, { once: true })
        this.audio.addEventListener('error', () => reject(new MKError('MEDIA_PLAYBACK', 'The song did not load')), {
          once: true
        })
      })
    }

    unload() {
      this.item = null
      this.startTime = null
      this.audio.pause()
      this.audio.removeAttribute('src')
      this.audio.load()
    }
  }

  let instance

  window.MusicKit = {
    version: '3.0.0-stand-in',
    PlaybackStates,
    Events,
    MKError,
    async configure(configuration) {
      const claims = claimsOf(configuration && configuration.developerToken)
      if (!claims) throw new MKError('UNAUTHORIZED_ERROR', 'Initialization failed: the developer token is not valid')
      instance = new MusicKitInstance(configuration, claims)
      return instance
    },
    getInstance: () => instance
  }

  /** The specs' handle: where this page's MusicKit is, and a drift to force. */
  window.__musicKitStandIn = {
    position: () => (instance && instance.item ? instance.audio.currentTime : null),
    playing: () => !!instance && instance.playbackState === PlaybackStates.playing,
    song: () => (instance && instance.item ? instance.item.id : null),
    drift(seconds) {
      if (instance && instance.item) instance.audio.currentTime += seconds
    }
  }

  setTimeout(() => document.dispatchEvent(new Event('musickitloaded')))
})()
