import { routeGroup } from '../route.ts'
import {
  SIMILAR_TRACKS_LIMIT,
  SIMILAR_TRACKS_SEEDS,
  SimilarTracksRequestSchema,
  SimilarTracksSchema
} from './similar-tracks.ts'

export const similarTracksRoutes = routeGroup({
  suggestSimilarTracks: {
    method: 'POST',
    path: '/similar-tracks',
    access: 'user',
    rateLimit: 'suggestions',
    summary: 'songs like the submitted ones (the recommendation service, Cyanite)',
    description:
      'Ours: seed 002 has the player ask the recommendation service itself. Every submitted song needs `thumbnails` ' +
      '(at least one) and a `duration` above 0 (400 naming the field otherwise); songs with the same track and artist ' +
      `name count once. The first ${SIMILAR_TRACKS_SEEDS} with a \`musicProviders.spotify\` id are looked up at ` +
      'Cyanite (similar Spotify tracks); one Cyanite has not analysed yet (`trackNotAnalyzed`) is enqueued for ' +
      'analysis and listed in `enqueued`. The answer holds at most ' +
      `${SIMILAR_TRACKS_LIMIT} catalogue songs, most similar first, each with thumbnails and a positive duration, ` +
      'none sharing a track and artist name with another or with a submitted song. 503 naming the setting while ' +
      'CYANITE_ACCESS_TOKEN is unset; 502 naming Cyanite when it fails.',
    tags: ['music analysis'],
    body: SimilarTracksRequestSchema,
    result: SimilarTracksSchema
  }
})
