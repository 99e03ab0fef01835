import type { authRoutes } from '@spinroom/schemas'
import type { Handlers } from '../../../lib/domain.ts'
import { guest, login, pubKey, session } from './auth.ts'

export const authHandlers: Handlers<typeof authRoutes> = { login, session, pubKey, guest }
