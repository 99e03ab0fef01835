import { expect } from '@playwright/test'
import { test } from '../test.ts'
import { logIn, openUser, shot, tokenOf } from '../helpers.ts'

test.use({ viewport: { width: 1280, height: 900 } })

test('the DJ list shows fan counts by name; a user page shows fans, follows, friends, blocks and contacts', async ({
  page,
  request
}) => {
  // ana blocks cleo and uploads a small contact book, for the admin to see.
  const ana = await tokenOf(request, 'ana@spinroom.test')
  const headers = { authorization: `Bearer ${ana}` }
  const admin = await tokenOf(request, 'admin@spinroom.test', 'spinroom-admin')
  const users = await request.get(`/api/user-service/admin/users?filter=${encodeURIComponent('{"nickname":"cleo"}')}`, {
    headers: { authorization: `Bearer ${admin}` }
  })
  const cleo = (await users.json())[0] as { id: string }
  const block = await request.post('/api/social-service/blocked-users', { headers, data: { blockedUserUuid: cleo.id } })
  expect(block.status()).toBe(201)
  const book = await request.post('/api/social-service/user-book-contact', {
    headers,
    data: { contacts: [{ name: 'Grandma', phoneNumbers: ['+34 612 345 678'], emails: ['gran@example.com'] }] }
  })
  expect(book.status()).toBe(201)

  await logIn(page)
  await page.getByRole('menuitem', { name: 'DJs' }).click()
  const list = page.getByTestId('dj-list')
  await expect(list.getByRole('row').nth(1)).toContainText('nova.demodj')
  await expect(list.getByRole('row').nth(1)).toContainText('4')
  await shot(page, 'console-social-djs')
  await list.getByRole('row').nth(1).click()
  await expect(page.getByTestId('dj-fans')).toContainText('ana')
  await expect(page.getByTestId('dj-fans')).toContainText('djkai')
  await shot(page, 'console-social-dj')

  await openUser(page, 'ana')
  await page.getByRole('tab', { name: 'Social', exact: true }).click()
  await expect(page.getByTestId('user-follows')).toContainText('nova.demodj')
  await expect(page.getByTestId('user-friends')).toContainText('ben')
  await expect(page.getByTestId('user-friends')).toContainText('cleo')
  await expect(page.getByTestId('user-blocks')).toContainText('cleo')
  await expect(page.getByTestId('user-contact-book')).toContainText('Grandma')
  await expect(page.getByTestId('user-contact-book')).toContainText('+34612345678')
  await shot(page, 'console-social-userpage')

  // Back to where the demo started: the player's specs have ana and cleo write to each other.
  const { id } = (await block.json()) as { id: string }
  expect((await request.delete(`/api/social-service/blocked-users/${id}`, { headers })).status()).toBe(200)
})
