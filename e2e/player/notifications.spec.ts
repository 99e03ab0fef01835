import { expect } from '@playwright/test'
import { test } from '../test.ts'
import { startPushService } from '../../api/test/social/push-stand-ins.ts'
import { shot, tokenOf } from '../helpers.ts'

test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } })

// Headless Chromium reaches no push service: the browser's subscribe() answers a subscription at a local one instead,
// with keys this test holds, so the message the server encrypts and signs can be read here.
test('a listener allows notifications in the player; an admin message reaches the browser encrypted', async ({
  page,
  context,
  request
}) => {
  const push = await startPushService()
  try {
    const browser = push.browser()
    await context.grantPermissions(['notifications'])
    await page.addInitScript((subscription) => {
      let subscribed = false
      const fake = {
        ...subscription,
        toJSON: () => ({ ...subscription, expirationTime: null }),
        unsubscribe: async () => true
      }
      PushManager.prototype.subscribe = async function () {
        subscribed = true
        // The stand-in has what the player reads of a PushSubscription, not its browser-made internals.
        return fake as unknown as PushSubscription
      }
      // The same stand-in.
      PushManager.prototype.getSubscription = async () => (subscribed ? (fake as unknown as PushSubscription) : null)
    }, browser.subscription)

    await page.goto('/sign-in')
    await page.getByLabel('E-mail').fill('cleo@spinroom.test')
    await page.locator('input[name="password"]').fill('spinroom-user')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.getByRole('link', { name: 'Me', exact: true }).click()
    const card = page.getByTestId('me-notifications')
    await expect(card.getByTestId('notifications-state')).toContainText('Hear when a DJ you follow goes live')
    await card.getByRole('button', { name: 'Allow notifications' }).click()
    await expect(card.getByTestId('notifications-state')).toContainText('This browser gets notifications')
    await card.scrollIntoViewIfNeeded()
    await shot(page, 'player-notifications-on-1280')

    const admin = await tokenOf(request, 'admin@spinroom.test', 'spinroom-admin')
    const users = await request.get('/api/user-service/admin/users?s={"email":"cleo@spinroom.test"}', {
      headers: { authorization: `Bearer ${admin}` }
    })
    const cleo = ((await users.json()) as { data: { id: string }[] }).data[0]!.id
    const message = { userUuids: [cleo], title: 'Season finale', body: 'Tonight at 9 in Demo Room' }
    const sent = await request.post('/api/social-service/notifications/custom-message', {
      headers: { authorization: `Bearer ${admin}` },
      data: message
    })
    expect(sent.status()).toBe(202)
    await push.waitFor(1)
    expect(browser.read(push.received[0]!.body)).toMatchObject({ title: 'Season finale', body: message.body })

    await card.getByRole('button', { name: 'Stop notifications in this browser' }).click()
    await expect(card.getByRole('button', { name: 'Allow notifications' })).toBeVisible()
  } finally {
    await push.close()
  }
})
