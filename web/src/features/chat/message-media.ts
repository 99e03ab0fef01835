import { isWebUrl, type ChatMessage } from '@spinroom/schemas'

/** The images and media links of a message the player shows: http(s) URLs only, whatever the server stored. */
export const shownMedia = (message: Pick<ChatMessage, 'imageUrls' | 'media'>) => ({
  images: message.imageUrls.filter(isWebUrl),
  media: message.media.filter((m) => isWebUrl(m.url))
})
