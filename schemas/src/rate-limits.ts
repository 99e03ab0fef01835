/**
 * The API's named rate limits: a route or a live action names the ones it spends, the API sizes them from its settings
 * (docs/configuration "Rate limits").
 */
export const rateLimitNames = [
  'chat',
  'directMessage',
  'vote',
  'animation',
  'reaction',
  'login',
  'loginEmail',
  'signUp',
  'codes',
  'codesPerNumber',
  'codesPerCaller',
  'codesPerEmail',
  'freeConsumable',
  'auditEvents',
  'crateEdit',
  'suggestions',
  'chatImage',
  'providerProxy'
] as const
export type RateLimitName = (typeof rateLimitNames)[number]
