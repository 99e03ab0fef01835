import type { RoomDesign } from '@spinroom/schemas'

export interface DesignLook {
  /** Two colours of the room's backdrop, from its design. */
  from: string
  to: string
}

/** Each room design's colours: a card looks like the room it opens. */
export const designLooks: Record<RoomDesign, DesignLook> = {
  BARN: { from: '#8a4b2a', to: '#3b2216' },
  BARN_UA: { from: '#1f5fbf', to: '#d9b300' },
  CHAT_ONLY: { from: '#3a3f5c', to: '#1c1f2e' },
  CLUB: { from: '#ff4d8d', to: '#4a1a8c' },
  CLUB_UA: { from: '#1f6fe0', to: '#e0c21f' },
  FERRY_BUILDING: { from: '#2f8fbf', to: '#17364d' },
  FESTIVAL: { from: '#ff9f1c', to: '#c2185b' },
  STADIUM: { from: '#2ee59d', to: '#155e63' },
  THEATER: { from: '#b71c3c', to: '#3d0a1a' },
  TOMORROWLAND: { from: '#b388ff', to: '#1a237e' },
  UNDERGROUND: { from: '#546e7a', to: '#0d1317' },
  YACHT: { from: '#4fc3f7', to: '#01579b' }
}

/** The backdrop of a room card: its poster when it has one, else its design's gradient. */
export function roomBackdrop(design: RoomDesign, posterUrl: string | null): string {
  const look = designLooks[design]
  const gradient = `linear-gradient(135deg, ${look.from} 0%, ${look.to} 100%)`
  return posterUrl
    ? `linear-gradient(180deg, rgba(13,11,20,0.1) 0%, rgba(13,11,20,0.75) 100%), url("${posterUrl}") center / cover, ${gradient}`
    : gradient
}
