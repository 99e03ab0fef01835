import { createClient } from '@spinroom/client'
import { magicLinkPage, routes } from '@spinroom/schemas'

/** The player, opened signed in as a new account when a magic link can be had (the console keeps no session). */
export async function playerLinkFor(accessToken: string): Promise<string> {
  try {
    const link = await createClient({ token: accessToken }).call(routes.accounts.issueMagicLink)
    return magicLinkPage(link.token)
  } catch {
    return '/'
  }
}
