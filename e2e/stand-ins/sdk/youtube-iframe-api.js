// A stand-in for YouTube's IFrame Player API (https://www.youtube.com/iframe_api) for the browser tests: the part of
// YT.Player the player's driver uses, with a real clock (the position advances with time while playing), the
// browser's own autoplay rule, and a test handle,
// window.__youtubeStandIn = { players, blocked, errors, tapFirst, drift }.
// Its videos are the stand-in songs of api/test/playlists/stand-ins/music-providers.ts.
;(() => {
  const videos = { dQw4w9WgXcQ: 201, aBcDeFgHiJk: 240, LwHlong0001: 3723 }
  const PlayerState = { UNSTARTED: -1, ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 }
  const PlayerError = { InvalidParam: 2, Html5Error: 5, VideoNotFound: 100, EmbeddingNotAllowed: 101, Forbidden: 150 }
  const loadMs = 400
  const seekMs = 120

  // A test may set these before the script loads (it loads with the first YouTube song).
  const earlier = window.__youtubeStandIn || {}
  const handle = {
    players: [],
    /** Videos whose owner does not allow them on other sites (error 150). */
    blocked: new Set(earlier.blocked || []),
    /** Videos YouTube refuses with another onError code, by id: 101 (embedding not allowed), 100, 5 or 2. */
    errors: { ...(earlier.errors || {}) },
    /**
     * Sound waits for a tap on the page from now on, as Chromium's rule has it for a site not tapped yet (headless
     * Chromium lets any page play, and counts the sign-in's taps for the next page of the site).
     */
    tapFirst: !!earlier.tapFirst,
    /** Moves every playing video `seconds` away from where it is, as a stalled or hurried player would be. */
    drift(seconds) {
      for (const player of handle.players) player._drift(seconds)
    }
  }
  window.__youtubeStandIn = handle

  /** A tenth of a second of silence: playing it tells whether the browser lets this page start sound now. */
  const silence = (() => {
    const samples = 800
    const bytes = new Uint8Array(44 + samples)
    const view = new DataView(bytes.buffer)
    const text = (at, s) => [...s].forEach((c, i) => view.setUint8(at + i, c.charCodeAt(0)))
    text(0, 'RIFF')
    view.setUint32(4, 36 + samples, true)
    text(8, 'WAVEfmt ')
    view.setUint32(16, 16, true)
    view.setUint16(20, 1, true)
    view.setUint16(22, 1, true)
    view.setUint32(24, 8000, true)
    view.setUint32(28, 8000, true)
    view.setUint16(32, 1, true)
    view.setUint16(34, 8, true)
    text(36, 'data')
    view.setUint32(40, samples, true)
    bytes.fill(128, 44)
    return `data:audio/wav;base64,${btoa(String.fromCharCode(...bytes))}`
  })()

  let tapped = false
  for (const type of ['pointerdown', 'keydown']) document.addEventListener(type, () => (tapped = true), true)

  // Once the browser let this page start sound it does not take that back: later plays and seeks need no probe (a
  // probe starts a media element of its own, which costs a loaded browser as much as the seek it would delay).
  let allowed = false
  const mayPlay = (muted) => {
    if (handle.tapFirst && !muted && !tapped) return Promise.resolve(false)
    if (allowed) return Promise.resolve(true)
    const probe = new Audio(silence)
    probe.muted = muted
    return probe.play().then(
      () => {
        probe.pause()
        if (!muted) allowed = true
        return true
      },
      (error) => error.name !== 'NotAllowedError'
    )
  }

  const clock = (seconds) => {
    const whole = Math.max(0, Math.floor(seconds))
    return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`
  }

  class Player {
    constructor(elementOrId, options = {}) {
      const element = typeof elementOrId === 'string' ? document.getElementById(elementOrId) : elementOrId
      if (!element) throw new Error('YT.Player: no element')
      this._events = options.events || {}
      this._vars = options.playerVars || {}
      this._state = PlayerState.UNSTARTED
      this._video = null
      this._at = 0
      this._since = null
      this._volume = 100
      this._muted = false
      this._timers = new Set()
      this._run = 0
      const frame = document.createElement('iframe')
      frame.id = element.id || `youtube-stand-in-${handle.players.length + 1}`
      frame.title = 'YouTube video player'
      frame.allow = 'autoplay; encrypted-media'
      frame.width = String(options.width ?? 640)
      frame.height = String(options.height ?? 360)
      frame.style.border = '0'
      frame.style.display = 'block'
      element.replaceWith(frame)
      this._frame = frame
      handle.players.push(this)
      this._tick = setInterval(() => this._onTick(), 250)
      this._later(100, () => {
        this._draw()
        this._emit('onReady')
      })
    }

    loadVideoById(idOrArgs, startSeconds) {
      const args = typeof idOrArgs === 'object' ? idOrArgs : { videoId: idOrArgs, startSeconds }
      this._load(args.videoId, args.startSeconds ?? 0, true)
    }

    cueVideoById(idOrArgs, startSeconds) {
      const args = typeof idOrArgs === 'object' ? idOrArgs : { videoId: idOrArgs, startSeconds }
      this._load(args.videoId, args.startSeconds ?? 0, false)
    }

    playVideo() {
      if (!this._video || this._state === PlayerState.PLAYING) return
      if (this._state === PlayerState.ENDED) this._at = 0
      this._play(seekMs)
    }

    pauseVideo() {
      if (this._state !== PlayerState.PLAYING && this._state !== PlayerState.BUFFERING) return
      this._freeze()
      this._setState(PlayerState.PAUSED)
    }

    stopVideo() {
      this._freeze()
      this._run++
      this._at = 0
      if (this._video) this._setState(PlayerState.UNSTARTED)
    }

    seekTo(seconds, _allowSeekAhead) {
      if (!this._video) return
      const wasPlaying = this._state === PlayerState.PLAYING || this._state === PlayerState.BUFFERING
      this._freeze()
      this._at = Math.min(Math.max(0, Number(seconds) || 0), this._video.duration)
      if (wasPlaying || this._state === PlayerState.UNSTARTED || this._state === PlayerState.CUED) this._play(seekMs)
      else this._draw()
    }

    getCurrentTime() {
      if (!this._video) return 0
      const running = this._since === null ? 0 : (performance.now() - this._since) / 1000
      return Math.min(this._at + running, this._video.duration)
    }

    getDuration() {
      return this._video ? this._video.duration : 0
    }

    getPlayerState() {
      return this._state
    }

    getVideoData() {
      return { video_id: this._video ? this._video.id : '' }
    }

    setVolume(volume) {
      this._volume = Math.min(100, Math.max(0, Math.round(Number(volume) || 0)))
    }

    getVolume() {
      return this._volume
    }

    mute() {
      this._muted = true
    }

    unMute() {
      this._muted = false
    }

    isMuted() {
      return this._muted
    }

    getIframe() {
      return this._frame
    }

    destroy() {
      this._run++
      clearInterval(this._tick)
      this._timers.forEach(clearTimeout)
      this._frame.remove()
      handle.players.splice(handle.players.indexOf(this), 1)
    }

    _load(videoId, startSeconds, play) {
      this._freeze()
      this._run++
      const id = String(videoId ?? '')
      const duration = videos[id]
      this._video = duration ? { id, duration } : null
      this._at = Math.max(0, Number(startSeconds) || 0)
      this._setState(PlayerState.UNSTARTED)
      const error = !/^[\w-]{11}$/.test(id)
        ? PlayerError.InvalidParam
        : handle.blocked.has(id)
          ? PlayerError.Forbidden
          : handle.errors[id] !== undefined
            ? handle.errors[id]
            : !duration
              ? PlayerError.VideoNotFound
              : null
      if (error !== null) {
        this._video = null
        this._later(loadMs, () => this._emit('onError', error))
        return
      }
      if (play) this._play(loadMs)
      else this._setState(PlayerState.CUED)
    }

    /** Buffers a moment, then plays from where it is, if the browser lets sound start now. */
    _play(delay) {
      const run = ++this._run
      this._setState(PlayerState.BUFFERING)
      void mayPlay(this._muted).then((allowed) => {
        if (run !== this._run) return
        if (!allowed) {
          this._setState(PlayerState.UNSTARTED)
          this._emit('onAutoplayBlocked')
          return
        }
        this._later(delay, () => {
          if (run !== this._run) return
          this._since = performance.now()
          this._setState(PlayerState.PLAYING)
        })
      })
    }

    _freeze() {
      this._at = this.getCurrentTime()
      this._since = null
    }

    _drift(seconds) {
      if (!this._video) return
      const at = this.getCurrentTime() + seconds
      this._at = Math.min(Math.max(0, at), this._video.duration)
      if (this._since !== null) this._since = performance.now()
      this._draw()
    }

    _onTick() {
      if (this._state !== PlayerState.PLAYING) return
      if (this.getCurrentTime() >= this._video.duration) {
        this._freeze()
        this._setState(PlayerState.ENDED)
      } else this._draw()
    }

    _setState(state) {
      if (state === this._state) return
      this._state = state
      this._draw()
      this._emit('onStateChange', state)
    }

    _emit(name, data) {
      const listener = this._events[name]
      if (typeof listener === 'function') listener({ target: this, data })
    }

    _later(ms, run) {
      const timer = setTimeout(() => {
        this._timers.delete(timer)
        run()
      }, ms)
      this._timers.add(timer)
    }

    /** The small box where the video would be: the video's id, its state and its clock. */
    _draw() {
      const doc = this._frame.contentDocument
      if (!doc || !doc.body) return
      const state = Object.keys(PlayerState).find((key) => PlayerState[key] === this._state)
      doc.body.style.cssText =
        'margin:0;height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;' +
        'background:#0f0f0f;color:#fff;font:600 10px/1.3 system-ui,sans-serif;text-align:center;overflow:hidden'
      doc.body.innerHTML =
        '<div style="width:22px;height:15px;border-radius:4px;background:#f00;display:flex;align-items:center;' +
        'justify-content:center"><div style="border-left:6px solid #fff;border-top:4px solid transparent;' +
        'border-bottom:4px solid transparent"></div></div>'
      const line = doc.createElement('div')
      line.textContent = this._video
        ? `${clock(this.getCurrentTime())} ${state === 'PLAYING' ? '' : state.toLowerCase()}`.trim()
        : 'YouTube'
      doc.body.append(line)
    }
  }

  window.YT = { Player, PlayerState, PlayerError, loaded: 1 }
  setTimeout(() => {
    if (typeof window.onYouTubeIframeAPIReady === 'function') window.onYouTubeIframeAPIReady()
  }, 50)
})()
