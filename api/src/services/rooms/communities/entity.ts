import { CommunitySchema, communityListFields, type Community } from '@spinroom/schemas'
import { defineEntity } from '../../../lib/entity.ts'

export type CommunityRow = Omit<Community, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date }

export const communitiesEntity = defineEntity({
  table: 'communities',
  path: 'api/room-service/community-records',
  resource: 'communities',
  schema: CommunitySchema,
  listFields: communityListFields,
  searchFields: ['name', 'slug'],
  defaultSort: { name: 1 }
})
