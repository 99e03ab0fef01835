import { OffsetPage } from '../common.ts'
import { routeGroup } from '../route.ts'
import { GenreQuery, GenreSchema } from './genre.ts'

export const genreRoutes = routeGroup({
  listGenres: {
    method: 'GET',
    path: '/api/v1/genres',
    access: 'any',
    summary: 'genres (limit, idIn, prefix)',
    description:
      'Genres of the catalogue by name: those with an id in idIn, whose name starts with prefix (any case); at most 1024.',
    tags: ['catalogue'],
    query: GenreQuery,
    result: OffsetPage(GenreSchema)
  }
})
