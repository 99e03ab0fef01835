import type { authRoutes } from '@spinroom/schemas'
import type { Handlers } from '../../../lib/domain.ts'
import { guest, login, pubKey, session } from './auth.ts'
import { signOutEverywhere, signOutUserEverywhere } from './sign-out.ts'

export const authHandlers: Handlers<typeof authRoutes> = {
  login,
  session,
  pubKey,
  guest,
  signOutEverywhere,
  signOutUserEverywhere
}
