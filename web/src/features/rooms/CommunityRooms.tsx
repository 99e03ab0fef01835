import { useTranslation } from 'react-i18next'
import type { Community } from '@spinroom/schemas'
import { RoomSection } from './RoomSection.tsx'
import { useCommunityRooms, useUserCommunities } from './room-lists.ts'

function CommunitySection({ community }: { community: Community }) {
  const { t } = useTranslation()
  const query = useCommunityRooms(community.id)
  return (
    <RoomSection
      id={`community-${community.slug}`}
      title={t('rooms.community', { name: community.name })}
      query={query}
      rooms={query.data?.data ?? []}
      empty={t('rooms.noCommunityRooms')}
    />
  )
}

/** A room list for each community the signed-in user belongs to. */
export function CommunityRooms() {
  const communities = useUserCommunities(true)
  return (communities.data?.data ?? []).map((community) => (
    <CommunitySection key={community.id} community={community} />
  ))
}
