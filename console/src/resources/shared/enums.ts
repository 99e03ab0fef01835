import {
  assignmentTypes,
  auditTopics,
  avatarStatuses,
  badges,
  consumableDisplayTypes,
  crateImportStatuses,
  crateSongStatuses,
  customFieldEntities,
  customFieldTypes,
  deactivationStatuses,
  deliveryStatuses,
  djTypes,
  emailStatuses,
  emailTypes,
  imageKinds,
  importProviders,
  moderationActionTypes,
  musicProviderKeys,
  notificationKinds,
  outboxChannels,
  paymentProviders,
  paymentStatuses,
  paymentTypes,
  phoneValidationStatuses,
  pushPlatforms,
  roomDesigns,
  roomRoles,
  roomTypes,
  songProviderKeys,
  songStatuses,
  subscriptionLevels,
  subscriptionStatuses,
  tokenAccountStatuses,
  tokenRoles,
  tokenTransactionTypes,
  userCapabilities,
  userRoles,
  userStatuses,
  socketEventKinds,
  voucherStatuses
} from '@spinroom/schemas'

/** Every enumeration the console shows, by name: its words live at `spinroom.enums.<name>.<value>`. */
export const enums = {
  userRoles,
  userCapabilities,
  userStatuses,
  badges,
  emailTypes,
  emailStatuses,
  imageKinds,
  roomRoles,
  tokenRoles,
  djTypes,
  roomTypes,
  roomDesigns,
  musicProviderKeys,
  moderationActionTypes,
  voucherStatuses,
  deactivationStatuses,
  outboxChannels,
  phoneValidationStatuses,
  tokenAccountStatuses,
  tokenTransactionTypes,
  avatarStatuses,
  assignmentTypes,
  consumableDisplayTypes,
  customFieldEntities,
  customFieldTypes,
  songStatuses,
  crateSongStatuses,
  songProviderKeys,
  crateImportStatuses,
  importProviders,
  pushPlatforms,
  deliveryStatuses,
  notificationKinds,
  paymentTypes,
  paymentProviders,
  paymentStatuses,
  subscriptionLevels,
  subscriptionStatuses,
  auditTopics,
  socketEventKinds
} as const

export type EnumName = keyof typeof enums
export type EnumValue<N extends EnumName> = (typeof enums)[N][number]

/** The words of every value of every enumeration: what each locale's enums file must fill in. */
export type EnumWords = { [N in EnumName]: Record<EnumValue<N>, string> }

/** The translation key of one value. */
export const enumKey = (name: EnumName, value: string) => `spinroom.enums.${name}.${value}`

/** Choices for a SelectInput/AutocompleteInput/SelectArrayInput: each value with its words. */
export const enumChoices = <N extends EnumName>(name: N, only?: readonly EnumValue<N>[]) =>
  (only ?? (enums[name] as readonly EnumValue<N>[])).map((id) => ({ id, name: enumKey(name, id) }))
