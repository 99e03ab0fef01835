import type { Application } from '../../../declarations.ts'
import { setting } from '../../../providers/settings.ts'

export interface Vapid {
  subject: string
  publicKey: string
  privateKey: string
}

const known = new WeakMap<Application, Promise<Vapid>>()

const importLibrary = () => import('web-push')
let library: ReturnType<typeof importLibrary> | undefined

/** The web-push library, imported on first use (a site nobody subscribes to never loads it) and kept. */
export const webPushLibrary = async () => (await (library ??= importLibrary())).default

// Made once and kept in the database, so every process of a deployment signs with the same key.
async function storedPair(app: Application): Promise<{ publicKey: string; privateKey: string }> {
  const knex = app.get('knex')
  const fresh = (await webPushLibrary()).generateVAPIDKeys()
  await knex('vapid_keys')
    .insert({ id: 'vapid', ...fresh })
    .onConflict('id')
    .ignore()
  return knex('vapid_keys').where('id', 'vapid').first('publicKey', 'privateKey')
}

/**
 * The VAPID identity push services see: `VAPID_PUBLIC_KEY` and `VAPID_PRIVATE_KEY` when given, else a pair made on
 * first use; `VAPID_SUBJECT` (a mailto: or https: URL) says whom push services may contact.
 */
export function vapidOf(app: Application): Promise<Vapid> {
  let vapid = known.get(app)
  if (!vapid) {
    vapid = (async () => {
      const { providers, publicUrl, adminEmail } = app.get('config')
      const given = providers.VAPID_PUBLIC_KEY && providers.VAPID_PRIVATE_KEY
      const pair = given
        ? { publicKey: providers.VAPID_PUBLIC_KEY!, privateKey: providers.VAPID_PRIVATE_KEY! }
        : await storedPair(app)
      const subject = setting(app, 'VAPID_SUBJECT', `mailto:${adminEmail ?? `push@${new URL(publicUrl).hostname}`}`)
      return { subject, ...pair }
    })()
    vapid.catch(() => known.delete(app))
    known.set(app, vapid)
  }
  return vapid
}
