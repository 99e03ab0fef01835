import { expect, type Page } from '@playwright/test'
import { test } from '../test.ts'
import { createSocketClient, type SocketClient } from '@spinroom/client'
import { type KickedFromRoom, type LiveStatelessMessage } from '@spinroom/schemas'
import { shot, tokenOf } from '../helpers.ts'

test.use({ locale: 'en-US', viewport: { width: 1440, height: 900 } })
test.setTimeout(120_000)

const slug = 'demo-room-live-now'

const logInAsModerator = async (page: Page) => {
  await page.goto('/admin/')
  await page.locator('input[name="username"]').fill('mod@spinroom.test')
  await page.locator('input[name="password"]').fill('spinroom-mod')
  await page.getByRole('button', { name: /sign in/i }).click()
  await expect(page.getByText('Welcome, ', { exact: false })).toBeVisible()
}

/** ana in the live room over socket.io, as the player connects. */
async function listener(baseURL: string, accessToken: string, roomUuid: string) {
  const client: SocketClient = createSocketClient({ url: baseURL, io: { transports: ['websocket'], forceNew: true } })
  await client.authenticate(accessToken)
  const kicks: KickedFromRoom[] = []
  client.live.on('statelessMessage', (m: LiveStatelessMessage) => {
    if (m.name === 'kickedFromRoom') kicks.push(m.params)
  })
  await client.live.joinRoom({ roomUuid })
  return { client, kicks }
}

test('a moderator runs the live desk: audience, stage, chat as it happens, delete, disable chat, kick', async ({
  page,
  request,
  baseURL
}) => {
  const anaToken = await tokenOf(request, 'ana@spinroom.test')
  const auth = { authorization: `Bearer ${anaToken}` }
  const room = (await (await request.get(`/api/room-service/rooms/${slug}`, { headers: auth })).json()) as {
    id: number
    uuid: string
  }
  const ana = await listener(baseURL!, anaToken, room.uuid)
  const run = Date.now().toString(36)
  const text = `hello from the floor ${run}`

  await logInAsModerator(page)
  await page.goto(`/admin/#/rooms/${room.id}/show/live`)
  await expect(page.getByTestId('live-status')).toHaveText('Live: updates as it happens', { timeout: 20_000 })
  // The demo DJ bots keep a song playing, with votes, on a stage of their own.
  const stage = page.getByTestId('live-now-playing')
  await expect(stage).toContainText('DJ: ')
  await expect(stage.getByTestId('live-stage')).toContainText('demodj')
  await expect(stage.getByRole('button', { name: 'Skip song' })).toBeVisible()
  await expect(stage.getByTestId('live-votes').getByLabel(/Likes: \d+/)).toBeVisible()
  const audience = page.getByTestId('live-audience')
  const anaRow = audience.getByRole('row').filter({ has: page.getByText('ana', { exact: true }) })
  await expect(anaRow).toBeVisible()
  // The desk watches unseen: the moderator is not in the room's audience.
  await expect(audience.getByRole('row').filter({ hasText: 'moderator' })).toHaveCount(0)
  await shot(page, 'live-desk')

  // ana's message reaches the desk without a reload, at the bottom of the feed.
  const sent = await ana.client.live.sendChatMessage({ roomUuid: room.uuid, uuid: crypto.randomUUID(), message: text })
  const feed = page.getByTestId('chat-feed')
  const line = feed.getByTestId('chat-message').filter({ hasText: text })
  await expect(line).toBeVisible()
  await expect(feed.getByTestId('chat-message').last()).toContainText(text)
  await expect(line).toContainText('ana')
  await shot(page, 'live-desk-chat')

  await line.getByRole('button', { name: 'Delete message' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText("Delete ana's message?")
  await dialog.locator('textarea[name="reason"]').fill('spam')
  await dialog.getByRole('button', { name: 'Delete message' }).click()
  await expect(page.getByText('Message deleted')).toBeVisible()
  await expect(line).toHaveCount(0)
  const history = await ana.client.live.chatHistory({ roomUuid: room.uuid })
  expect(history.map((m) => m.uuid)).not.toContain(sent.uuid)

  await anaRow.getByRole('button', { name: 'Disable chat' }).click()
  await expect(dialog).toContainText("Disable ana's chat?")
  await expect(dialog.getByRole('combobox')).toHaveText('5 minutes')
  await dialog.locator('textarea[name="reason"]').fill('cool down')
  await shot(page, 'live-desk-disable-chat')
  await dialog.getByRole('button', { name: 'Disable chat' }).click()
  await expect(page.getByText("ana's chat is disabled")).toBeVisible()
  await expect(anaRow).toContainText('chat off until')
  const roles = (await (
    await request.get(`/api/room-service/roomUserRoles/${room.id}/${sent.userUuid}`, { headers: auth })
  ).json()) as { role: string; expirationTime: string | null }[]
  const chatOff = roles.find((r) => r.role === 'chatDisabled')!
  expect(Math.abs(Date.parse(chatOff.expirationTime!) - Date.now() - 5 * 60_000)).toBeLessThan(60_000)
  await expect(
    ana.client.live.sendChatMessage({ roomUuid: room.uuid, uuid: crypto.randomUUID(), message: 'still here?' })
  ).rejects.toThrow('You cannot chat in this room')

  await anaRow.getByRole('button', { name: 'Kick' }).click()
  await expect(dialog).toContainText('Kick ana from the room?')
  await dialog.getByRole('combobox').click()
  await page.getByRole('option', { name: '1 hour' }).click()
  await dialog.locator('textarea[name="reason"]').fill('ignored the warning')
  await shot(page, 'live-desk-kick')
  await dialog.getByRole('button', { name: 'Kick' }).click()
  await expect(page.getByText('ana was kicked from the room')).toBeVisible()
  await expect(anaRow).toHaveCount(0)
  await expect.poll(() => ana.kicks.length).toBe(1)
  // The room says so in its chat: a notice, with no writer to silence or kick.
  const notice = feed.getByTestId('chat-message').filter({ hasText: 'ana was removed from the room by a moderator' })
  await expect(notice).toBeVisible()
  await expect(notice.getByRole('button', { name: /Kick|Disable chat/ })).toHaveCount(0)
  await shot(page, 'live-desk-notice')

  const acts = page.getByTestId('recent-acts')
  await expect(acts.getByRole('row').filter({ hasText: 'ignored the warning' })).toContainText(
    'Kicked from the room for 1 hour'
  )
  await expect(acts.getByRole('row').filter({ hasText: 'cool down' })).toContainText('Chat disabled for 5 minutes')
  await expect(acts.getByRole('row').filter({ hasText: 'spam' })).toContainText('Delete chat message')
  await shot(page, 'live-desk-acts')
  const records =
    (await // The admin list-query language: a plain `roomUuid=` is not a filter of this route (400 naming it).
    (
      await request.get(
        `/api/audit-service/moderation-actions?filter=roomUuid||$eq||${room.uuid}&filter=targetUserUuid||$eq||${sent.userUuid}`,
        { headers: { authorization: `Bearer ${await tokenOf(request, 'mod@spinroom.test', 'spinroom-mod')}` } }
      )
    ).json()) as { actionType: string; reason: string | null }[] | { data: { actionType: string; reason: string }[] }
  const list = Array.isArray(records) ? records : records.data
  expect(list.map((r) => `${r.actionType}: ${r.reason}`)).toEqual(
    expect.arrayContaining(['kickUser: ignored the warning', 'deleteChatMessage: spam'])
  )
  ana.client.close()
})
