import type { genreRoutes } from '@spinroom/schemas'
import { GENRES_LIST_LIMIT } from '@spinroom/schemas'
import type { Handlers } from '../../../lib/domain.ts'
import { toGenre, type GenreRow } from './entity.ts'

/** A LIKE pattern matching names that start with `text`. */
const startingWith = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export const genreHandlers: Handlers<typeof genreRoutes> = {
  async listGenres({ app, query }) {
    const knex = app.get('knex')
    const limit = query.limit ?? GENRES_LIST_LIMIT
    const offset = query.offset ?? 0
    const genres = () => {
      const q = knex('genres')
      if (query.idIn) q.whereIn('id', query.idIn)
      if (query.prefix) q.whereILike('name', startingWith(query.prefix))
      return q
    }
    const [rows, [{ total }]] = await Promise.all([
      genres().orderByRaw('lower(name), id').limit(limit).offset(offset) as Promise<GenreRow[]>,
      genres().count<{ total: string | number }[]>('* as total')
    ])
    return { data: rows.map(toGenre), total: Number(total), limit, offset }
  }
}
