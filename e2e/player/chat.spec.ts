import AxeBuilder from '@axe-core/playwright'
import { expect, type Browser, type Page } from '@playwright/test'
import { test } from '../test.ts'
import { createSocketClient } from '@spinroom/client'
import { shot, tokenOf } from '../helpers.ts'

test.use({ locale: 'en-US' })
test.setTimeout(180_000)

/** A demo user's page in the room (joined by the room page), signed in through the stored token. */
async function enter(browser: Browser, slug: string, email: string, password?: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width, height: 860 } })
  const page = await context.newPage()
  const token = await tokenOf(page.request, email, password)
  await context.addInitScript((jwt) => localStorage.setItem('spinroom-jwt', jwt), token)
  await page.goto(`/rooms/${slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 })
  // On phones the room page shows its chat in a tab of its own.
  if (width < 900) await page.getByRole('tab', { name: 'Chat' }).click()
  await expect(page.getByTestId('chat-panel')).toBeVisible()
  await expect(page.getByText('The chat opens once you are in the room.')).toHaveCount(0, { timeout: 15_000 })
  return page
}

const chat = (page: Page) => page.getByTestId('chat-panel')
const message = (page: Page, text: string) =>
  chat(page)
    .getByTestId('chat-message')
    .filter({ has: page.getByTestId('chat-text').filter({ hasText: text }) })
// The shell (header, language switch) is checked by its own spec; this one checks the chat.
const axeOnChat = async (page: Page) => {
  const result = await new AxeBuilder({ page }).include('[data-testid="chat-panel"]').analyze()
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}
const composer = (page: Page) => chat(page).getByRole('combobox', { name: 'Chat message' })

test('two listeners chat: send, mention, react, reply, take back; a moderator deletes', async ({ browser }) => {
  // Festival Main Stage: ana and ben hold no role there; the demo moderator is a global moderator.
  const slug = 'festival-main-stage'
  // Texts unique to this run, whatever the room's history holds.
  const run = Date.now().toString(36)
  const hello = `welcome to the barn ${run}`
  const thanks = `thanks ${run}! spinning now`
  const oops = `oops ${run}, wrong room`
  const ana = await enter(browser, slug, 'ana@spinroom.test')
  const ben = await enter(browser, slug, 'ben@spinroom.test')
  const mod = await enter(browser, slug, 'mod@spinroom.test', 'spinroom-mod')

  // A mention picked from the people in the room, then sent with Enter: shown at once, then to ben.
  await composer(ana).fill('hello @be')
  await expect(
    ana.getByRole('listbox', { name: 'People in the room' }).getByRole('option', { name: 'ben' })
  ).toBeVisible()
  await composer(ana).press('Enter')
  await expect(composer(ana)).toHaveValue('hello @ben ')
  await composer(ana).pressSequentially(hello)
  await composer(ana).press('Enter')
  await expect(composer(ana)).toHaveValue('')
  await expect(message(ana, hello)).toBeVisible()
  const greeting = message(ben, hello)
  await expect(greeting).toBeVisible()
  await expect(greeting).toHaveAttribute('aria-label', 'Mentions you')
  await expect(greeting.getByTestId('chat-author')).toHaveText('ana')

  // ben reacts; ana sees it with his name; her own reaction with the same emoji toggles on, then off.
  await greeting.getByRole('button', { name: "React to ana's message" }).click()
  await ben.getByRole('menuitem', { name: 'React with 🔥' }).click()
  await expect(message(ana, hello).getByRole('button', { name: '🔥 1, ben' })).toBeVisible()
  await expect(greeting.getByRole('button', { name: '🔥 1, you' })).toHaveAttribute('aria-pressed', 'true')
  await message(ana, hello).getByRole('button', { name: '🔥 1, ben' }).click()
  await expect(greeting.getByRole('button', { name: '🔥 2, you, ana' })).toBeVisible()
  await message(ana, hello).getByRole('button', { name: '🔥 2, ben, you' }).click()
  await expect(greeting.getByRole('button', { name: '🔥 1, you' })).toBeVisible()

  // ben answers ana: the answer quotes her message.
  await greeting.getByRole('button', { name: 'Reply to ana' }).click()
  await expect(chat(ben).getByText('Replying to ana')).toBeVisible()
  await composer(ben).fill(`${thanks} https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC`)
  await chat(ben).getByRole('button', { name: 'Send message' }).click()
  const answer = message(ana, thanks)
  await expect(answer.getByTestId('chat-reply-quote')).toContainText(`ana: hello @ben ${hello}`)
  await expect(answer.getByRole('group', { name: 'Song from Spotify' })).toBeVisible()
  await expect(answer.getByRole('link', { name: 'Open on Spotify' })).toHaveAttribute('href', /open\.spotify\.com/)
  await shot(ana, 'player-chat-thread-1280')

  // ana takes back a message within 20 s: gone for both, its text back in her composer.
  await composer(ana).fill(oops)
  await composer(ana).press('Enter')
  await expect(message(ben, oops)).toBeVisible()
  await message(ana, oops)
    .getByRole('button', { name: /^Take back \(\d+ s\)$/ })
    .click()
  await expect(message(ana, oops)).toHaveCount(0)
  await expect(message(ben, oops)).toHaveCount(0)
  await expect(composer(ana)).toHaveValue(oops)
  await composer(ana).fill('')

  // Only moderators see delete; the moderator deletes ben's message for everyone.
  await expect(ben.getByRole('button', { name: "Delete ana's message" })).toHaveCount(0)
  await message(mod, thanks).getByRole('button', { name: "Delete ben's message" }).click()
  await expect(message(ana, thanks)).toHaveCount(0)
  await expect(message(ben, thanks)).toHaveCount(0)
  await expect(message(ana, hello)).toBeVisible()

  // A reload brings the history back.
  await ben.reload()
  await expect(message(ben, hello).getByRole('button', { name: '🔥 1, you' })).toBeVisible()

  expect(await axeOnChat(ana)).toEqual([])
  await shot(ana, 'player-chat-1280')

  const phone = await enter(browser, slug, 'dj.kai@spinroom.test', undefined, 360)
  await expect(message(phone, hello)).toBeVisible()
  await composer(phone).fill('@a')
  await expect(phone.getByRole('option', { name: 'ana' })).toBeVisible()
  await shot(phone, 'player-chat-360')
  expect(await axeOnChat(phone)).toEqual([])

  for (const page of [ana, ben, mod, phone]) await page.context().close()
})

test('a chat-disabled listener sees until when, and cannot write', async ({ browser }) => {
  // The demo communities disable cleo's chat in Late Night Grooves for a day.
  const cleo = await enter(browser, 'late-night-grooves', 'cleo@spinroom.test', undefined, 360)
  await expect(chat(cleo).getByTestId('chat-disabled')).toContainText(
    /You can't chat in this room until .+ \(in (23|24) hours\)/
  )
  await expect(composer(cleo)).toHaveCount(0)
  await shot(cleo, 'player-chat-disabled-360')
  expect(await axeOnChat(cleo)).toEqual([])
  await cleo.context().close()
})

test('a busy room: the list follows the newest message, and a listener who scrolled up gets a new-messages pill', async ({
  browser,
  request,
  baseURL
}) => {
  const slug = 'yacht-rock-sundays'
  const ben = await enter(browser, slug, 'ben@spinroom.test')
  const token = await tokenOf(request, 'dj.kai@spinroom.test')
  const found = await request.get(`/api/room-service/rooms/${slug}`, { headers: { authorization: `Bearer ${token}` } })
  expect(found.ok()).toBeTruthy()
  const room = (await found.json()) as { uuid: string }
  const bot = createSocketClient({
    url: baseURL,
    io: { transports: ['websocket'], forceNew: true, reconnection: false }
  })
  await bot.authenticate(token)
  await bot.live.joinRoom({ roomUuid: room.uuid })
  const say = async (message: string) => {
    await bot.live.sendChatMessage({ roomUuid: room.uuid, uuid: crypto.randomUUID(), message })
  }
  // Enough to scroll; the 300 cap is the unit tests' (chat-log.test.ts).
  for (let i = 1; i <= 30; i++) await say(`line ${i}`)

  // At the bottom, the list follows the newest message.
  await expect(message(ben, 'line 30')).toBeInViewport()
  await expect(chat(ben).getByTestId('chat-message')).toHaveCount(30)

  // Scrolled up, it stays put and counts what arrives; the pill brings the newest into view.
  await chat(ben)
    .getByRole('region', { name: 'Chat messages' })
    .evaluate((el) => el.scrollTo({ top: 0 }))
  // The list has seen the scroll (its scroll event ran) before anything new arrives.
  await expect(message(ben, 'line 30')).not.toBeInViewport()
  await say('line 31')
  await say('line 32')
  await expect(chat(ben).getByTestId('new-messages')).toHaveText('2 new messages')
  await expect(message(ben, 'line 32')).not.toBeInViewport()
  await chat(ben).getByTestId('new-messages').click()
  await expect(message(ben, 'line 32')).toBeInViewport()
  await expect(chat(ben).getByTestId('new-messages')).toHaveCount(0)
  bot.close()
  await ben.context().close()
})
