import { djTypes, musicProviderKeys, roomDesigns, roomTypes } from '@spinroom/schemas'

const choices = (values: readonly string[]) => values.map((id) => ({ id, name: id }))

export const djTypeChoices = choices(djTypes)
export const roomTypeChoices = choices(roomTypes)
export const designChoices = choices(roomDesigns)
export const providerChoices = choices(musicProviderKeys)
