// Stand-in of Spotify's Web Playback SDK (https://sdk.scdn.co/spotify-player.js) for the browser tests: the same
// `Spotify.Player` surface, a device registered with the stand-in's Web API (routes/spotify-web-api.ts) which it polls
// for the plays `PUT /me/player/play` moves to it, and a real clock. No sound: the position is the test's ear.
// Test handle: window.__spotifyStandIn = { player, tapFirst, drift(seconds) }.
;(() => {
  const base = new URL(document.currentScript.src).origin
  const pollMs = 200
  // A test may set tapFirst before the script loads (it loads with the first Spotify song).
  const earlier = window.__spotifyStandIn || {}

  let tapped = false
  for (const type of ['pointerdown', 'keydown']) document.addEventListener(type, () => (tapped = true), true)
  // Sound waits for a tap on the page when tapFirst is set, as a browser's autoplay rule has it for a site not tapped
  // yet (the specs' Chromium lets any page play).
  const mayPlay = () => !window.__spotifyStandIn.tapFirst || tapped

  class Player {
    constructor(options) {
      this._options = { ...options, id: Math.random().toString(36).slice(2) }
      this.listeners = new Map()
      this.volume = options.volume ?? 1
      this.deviceId = null
      this.after = 0
      this.timer = null
      // What plays: the track, the position at `since` (performance.now()), paused or not.
      this.track = null
      this.positionMs = 0
      this.since = performance.now()
      this.paused = true
      this.ended = false
      window.__spotifyStandIn.player = this
    }

    addListener(event, callback) {
      const list = this.listeners.get(event) ?? []
      this.listeners.set(event, [...list, callback])
      return true
    }

    on(event, callback) {
      return this.addListener(event, callback)
    }

    removeListener(event, callback) {
      if (!callback) this.listeners.delete(event)
      else
        this.listeners.set(
          event,
          (this.listeners.get(event) ?? []).filter((c) => c !== callback)
        )
      return true
    }

    emit(event, payload) {
      for (const callback of this.listeners.get(event) ?? []) callback(payload)
    }

    token() {
      return new Promise((resolve) => this._options.getOAuthToken(resolve))
    }

    async connect() {
      const token = await this.token()
      const answer = await fetch(`${base}/spotify-stand-in/devices`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` }
      })
      if (answer.status === 401) {
        this.emit('authentication_error', { message: 'Authentication failed' })
        return false
      }
      if (answer.status === 403) {
        this.emit('account_error', { message: 'This functionality is restricted to premium users only' })
        return false
      }
      if (!answer.ok) {
        this.emit('initialization_error', { message: `Failed to initialize player (${answer.status})` })
        return false
      }
      this.deviceId = (await answer.json()).device_id
      this.timer = setInterval(() => void this.poll(), pollMs)
      this.emit('ready', { device_id: this.deviceId })
      return true
    }

    disconnect() {
      clearInterval(this.timer)
      if (this.deviceId) void fetch(`${base}/spotify-stand-in/devices/${this.deviceId}`, { method: 'DELETE' })
      if (this.deviceId) this.emit('not_ready', { device_id: this.deviceId })
      this.deviceId = null
      this.paused = true
    }

    async poll() {
      let answer
      try {
        answer = await fetch(`${base}/spotify-stand-in/devices/${this.deviceId}/commands?after=${this.after}`)
      } catch {
        return
      }
      if (!answer.ok) return
      const { now, commands } = await answer.json()
      const last = commands.at(-1)
      if (last) {
        this.after = last.seq
        this.track = last.track
        this.positionMs = last.positionMs + Math.max(0, now - last.at)
        this.since = performance.now()
        this.ended = false
        // As the SDK: a play the browser refuses stays paused at its position, and autoplay_failed says so.
        this.paused = !mayPlay()
        this.changed()
        if (this.paused) this.emit('autoplay_failed')
      }
      if (this.track && !this.paused && this.position() >= this.track.duration_ms) {
        this.positionMs = 0
        this.since = performance.now()
        this.paused = true
        this.ended = true
        this.changed()
      }
    }

    position() {
      return Math.round(this.positionMs + (this.paused ? 0 : performance.now() - this.since))
    }

    state() {
      if (!this.track) return null
      const track = {
        id: this.track.id,
        uri: `spotify:track:${this.track.id}`,
        name: this.track.name,
        duration_ms: this.track.duration_ms,
        artists: [{ name: this.track.artist, uri: '', url: '' }],
        album: { name: `${this.track.name} (Single)`, uri: '', images: [] },
        is_playable: true,
        media_type: 'audio',
        type: 'track',
        track_type: 'audio',
        uid: this.track.id,
        linked_from: { uri: null, id: null }
      }
      return {
        context: { uri: null, metadata: {} },
        disallows: {},
        duration: this.track.duration_ms,
        paused: this.paused,
        position: this.position(),
        loading: false,
        timestamp: Date.now(),
        repeat_mode: 0,
        shuffle: false,
        restrictions: { disallow_seeking_reasons: [] },
        track_window: {
          current_track: track,
          previous_tracks: this.ended ? [track] : [],
          next_tracks: []
        },
        playback_id: String(this.after),
        playback_quality: 'HIGH',
        playback_features: { hifi_status: 'NONE' }
      }
    }

    changed() {
      this.emit('player_state_changed', this.state())
    }

    async getCurrentState() {
      return this.state()
    }

    async getVolume() {
      return this.volume
    }

    async setVolume(volume) {
      this.volume = volume
    }

    async pause() {
      if (!this.track || this.paused) return
      this.positionMs = this.position()
      this.paused = true
      this.changed()
    }

    async resume() {
      if (!this.track || !this.paused || this.ended) return
      if (!mayPlay()) return this.emit('autoplay_failed')
      this.since = performance.now()
      this.paused = false
      this.changed()
    }

    async togglePlay() {
      return this.paused ? this.resume() : this.pause()
    }

    async seek(positionMs) {
      if (!this.track) return
      this.positionMs = Math.max(0, Math.min(positionMs, this.track.duration_ms))
      this.since = performance.now()
      this.changed()
    }

    async activateElement() {
      window.__spotifyStandIn.activated = true
    }

    async setName(name) {
      this._options.name = name
    }

    async nextTrack() {}

    async previousTrack() {}
  }

  window.__spotifyStandIn = {
    player: null,
    activated: false,
    tapFirst: !!earlier.tapFirst,
    /** Moves the player's clock by `seconds` without telling anyone, as a stalled stream would. */
    drift(seconds) {
      const player = window.__spotifyStandIn.player
      if (player) player.positionMs += seconds * 1000
    }
  }
  window.Spotify = { Player }
  if (typeof window.onSpotifyWebPlaybackSDKReady === 'function') window.onSpotifyWebPlaybackSDKReady()
})()
