import type { AgoraToken, AgoraTokenRequest } from '@spinroom/schemas'
import type { Call } from '../../../lib/endpoint.ts'
import { Forbidden } from '../../../errors.ts'
import { requireSettings, setting } from '../../../providers/settings.ts'

/** A real-time audio token bound to the caller's account; guests may listen, not publish. */
export async function agoraToken({
  app,
  caller,
  body
}: Call<unknown, unknown, AgoraTokenRequest>): Promise<AgoraToken> {
  const role = body.role ?? 'SUBSCRIBER'
  if (role === 'PUBLISHER' && caller!.type === 'guest')
    throw new Forbidden('Guests may only listen: sign in to publish audio')
  const { AGORA_APP_ID, AGORA_APP_CERTIFICATE } = requireSettings(app, 'Real-time audio (Agora)', [
    'AGORA_APP_ID',
    'AGORA_APP_CERTIFICATE'
  ])
  const ttl = Number(setting(app, 'AGORA_TOKEN_TTL_SECONDS', '3600'))
  // Imported on first use, as the other providers' SDKs are: most sites never ask for an audio token.
  const { RtcRole, RtcTokenBuilder } = (await import('agora-token')).default
  const token = RtcTokenBuilder.buildTokenWithUserAccount(
    AGORA_APP_ID,
    AGORA_APP_CERTIFICATE,
    body.channelName,
    caller!.id,
    RtcRole[role],
    ttl,
    ttl
  )
  return {
    token,
    appId: AGORA_APP_ID,
    channelName: body.channelName,
    account: caller!.id,
    role,
    expiresAt: new Date(Date.now() + ttl * 1000).toISOString()
  }
}
