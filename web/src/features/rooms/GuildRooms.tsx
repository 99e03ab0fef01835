import { useTranslation } from 'react-i18next'
import { RoomSection } from './RoomSection.tsx'
import { useGuildRooms } from './room-lists.ts'

/** The rooms of one Discord server. */
export function GuildRooms({ guildId, index }: { guildId: string; index: number }) {
  const { t } = useTranslation()
  const query = useGuildRooms(guildId)
  return (
    <RoomSection
      id={`guild-${guildId}`}
      title={index === 0 ? t('rooms.guild') : t('rooms.guildNumbered', { number: index + 1 })}
      query={query}
      rooms={query.data ?? []}
      empty={t('rooms.noGuildRooms')}
    />
  )
}
