import { expect } from '@playwright/test'
import { test } from '../test.ts'
import { startPushService } from '../../api/test/social/push-stand-ins.ts'
import { logIn, shot, tokenOf } from '../helpers.ts'

test('an admin sends a notification to one user from the console and sees its delivery, by name', async ({
  page,
  request
}) => {
  const push = await startPushService()
  try {
    const browser = push.browser()
    const ana = await tokenOf(request, 'ana@spinroom.test')
    const subscribed = await request.post('/api/social-service/web-notifications/subscription', {
      headers: { authorization: `Bearer ${ana}` },
      data: browser.subscription
    })
    expect(subscribed.status()).toBe(201)

    await logIn(page)
    await page.getByRole('menuitem', { name: 'Notifications' }).click()
    await expect(page).toHaveURL(/#\/notifications/)
    await page.getByRole('button', { name: 'Send a notification' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('To (empty: everyone)').fill('ana')
    await page.getByRole('option', { name: 'ana', exact: true }).click()
    await dialog.getByLabel('Title').fill('Your crate is featured')
    await dialog.getByLabel('Message').fill('Thousands will hear it tonight')
    await shot(page, 'console-notification-send')
    await dialog.getByRole('button', { name: 'Send to this user' }).click()
    await expect(page.getByText('Sent to 1 user')).toBeVisible()

    await push.waitFor(1)
    expect(browser.read(push.received[0]!.body)).toMatchObject({ title: 'Your crate is featured' })
    const row = page.getByRole('row', { name: /Your crate is featured/ })
    await expect(row).toContainText('ana')
    await expect(row).toContainText('admin')
    // Queued when the list was read and sent off the request path since: the list follows it by itself.
    await expect(row.getByText('Sent', { exact: true })).toBeVisible({ timeout: 10_000 })
    await shot(page, 'console-notifications')
  } finally {
    await push.close()
  }
})
