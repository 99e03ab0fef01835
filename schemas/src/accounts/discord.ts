import { Type, type Static } from '@sinclair/typebox'

const RedirectUri = Type.String({ format: 'uri', maxLength: 2000 })

/** `POST /auth/discord-auth`: where to send the browser to sign in with Discord. */
export const DiscordAuthRequestSchema = Type.Object(
  {
    redirectUri: RedirectUri,
    state: Type.Optional(
      Type.String({ minLength: 8, maxLength: 200, description: 'echoed back to the redirect; random per attempt' })
    )
  },
  { additionalProperties: false }
)
export type DiscordAuthRequest = Static<typeof DiscordAuthRequestSchema>

export const DiscordAuthUrlSchema = Type.Object({ url: Type.String({ format: 'uri' }), state: Type.String() })
export type DiscordAuthUrl = Static<typeof DiscordAuthUrlSchema>

/** The code Discord sent back to the redirect URI. */
export const DiscordCodeSchema = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 2000 }), redirectUri: RedirectUri },
  { additionalProperties: false }
)
export type DiscordCode = Static<typeof DiscordCodeSchema>

export const DiscordLinkSchema = Type.Object({
  provider: Type.Literal('discord'),
  externalId: Type.String(),
  username: Type.Union([Type.String(), Type.Null()])
})
export type DiscordLink = Static<typeof DiscordLinkSchema>
