import { routeGroup } from '../route.ts'
import { AppleDeveloperTokenSchema, PlaybackSettingsSchema } from './playback.ts'

const tags = ['playback'] as const

export const playbackRoutes = routeGroup({
  getPlaybackSettings: {
    method: 'GET',
    path: '/playback/settings',
    access: 'any',
    summary: 'what a player needs to choose a provider and load its SDK',
    description:
      "The brand and its playback order (seed 002 §9), which providers this server is configured to play, and the addresses of each provider's SDK and API (settings whose defaults are the providers' own). The settings a provider lacks are named for staff only.",
    tags,
    result: PlaybackSettingsSchema
  },
  getAppleDeveloperToken: {
    method: 'GET',
    path: '/playback/apple-developer-token',
    access: 'any',
    summary: 'a MusicKit developer token',
    description:
      'A developer token for MusicKit JS, signed (ES256) from the APPLE_MUSIC_TEAM_ID, APPLE_MUSIC_KEY_ID and APPLE_MUSIC_PRIVATE_KEY settings; 503 naming Apple Music when they are not set.',
    tags,
    result: AppleDeveloperTokenSchema,
    errors: { 503: 'Apple Music is not available on this server' }
  }
})
