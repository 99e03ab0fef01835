/**
 * The slice of MusicKit on the Web v3 the Apple Music account module and driver use. `@types/musickit-js` describes
 * v1 (playback on `instance.player`, a synchronous `configure`), which v3 no longer matches, hence these few lines.
 */
export interface MusicKitGlobal {
  configure(configuration: MusicKitConfiguration): Promise<MusicKitInstance>
  getInstance(): MusicKitInstance | undefined
  PlaybackStates: MusicKitPlaybackStates
}

export interface MusicKitConfiguration {
  developerToken: string
  app: { name: string; build: string }
  storefrontId?: string
}

export interface MusicKitPlaybackStates {
  playing: number
  ended: number
  completed: number
}

export interface MusicKitEvents {
  playbackStateDidChange: { state: number }
  playbackTimeDidChange: { currentPlaybackTime: number }
  mediaPlaybackError: unknown
}

export interface MusicKitInstance {
  readonly isAuthorized: boolean
  authorize(): Promise<string>
  unauthorize(): Promise<void>
  setQueue(options: { song: string; startTime?: number }): Promise<unknown>
  play(): Promise<void>
  stop(): Promise<void> | void
  seekToTime(seconds: number): Promise<void>
  readonly currentPlaybackTime: number
  volume: number
  addEventListener<E extends keyof MusicKitEvents>(name: E, listener: (event: MusicKitEvents[E]) => void): void
  removeEventListener<E extends keyof MusicKitEvents>(name: E, listener: (event: MusicKitEvents[E]) => void): void
}

/** What MusicKit rejects and reports with: an MKError names its reason in `errorCode`. */
export interface MusicKitError {
  name?: string
  errorCode?: string
}

declare global {
  interface Window {
    MusicKit?: MusicKitGlobal
  }
}
