import type { apiKeyRoutes } from '@spinroom/schemas'
import type { Handlers } from '../../../lib/domain.ts'
import { createApiKey, getApiKey, listApiKeys, revokeApiKey } from './api-keys.ts'

export const apiKeyHandlers: Handlers<typeof apiKeyRoutes> = { listApiKeys, createApiKey, getApiKey, revokeApiKey }
