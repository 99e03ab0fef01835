import type { ModerationComment, ModerationCommentCreate } from '@spinroom/schemas'
import { httpClient } from '../../../httpClient.ts'
import { customProvider } from '../../customProvider.ts'

const COMMENTS = '/api/user-service/moderation-comments'

/**
 * `GET /moderation-comments/{userId}` answers `{ data, total, limit, offset }`, newest first:
 * read as getManyReference (target `userUuid`); `POST /moderation-comments { userUuid, text }` as create.
 */
export const moderationCommentsProvider = customProvider('moderation-comments', {
  getManyReference: async (_resource, { id, pagination }) => {
    const { page, perPage } = pagination
    const query = new URLSearchParams({ limit: String(perPage), offset: String((page - 1) * perPage) })
    const { json } = await httpClient(`${COMMENTS}/${encodeURIComponent(String(id))}?${query}`)
    const { data, total } = json as { data: ModerationComment[]; total: number }
    return { data, total } as never
  },
  create: async (_resource, { data }) => {
    const body: ModerationCommentCreate = { userUuid: String(data.userUuid), text: String(data.text) }
    const { json } = await httpClient(COMMENTS, { method: 'POST', body: JSON.stringify(body) })
    return { data: json as ModerationComment } as never
  }
})
