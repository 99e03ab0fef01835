import { enumChoices } from '../../shared/enums.ts'

export const djTypeChoices = enumChoices('djTypes')
export const roomTypeChoices = enumChoices('roomTypes')
export const designChoices = enumChoices('roomDesigns')
export const providerChoices = enumChoices('musicProviderKeys')
