import { expect, type Browser, type Page } from '@playwright/test'
import { test } from '../test.ts'
import { shot, tokenOf } from '../helpers.ts'

test.use({ locale: 'en-US' })
test.setTimeout(240_000)

/** A demo user's page at `path`, signed in through the stored token. */
async function open(browser: Browser, email: string, path: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  const token = await tokenOf(page.request, email)
  await context.addInitScript((jwt) => localStorage.setItem('spinroom-jwt', jwt), token)
  await page.goto(path)
  return page
}

async function enterRoom(page: Page, slug: string) {
  await page.goto(`/rooms/${slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('chat-panel')).toBeVisible()
  await expect(page.getByText('The chat opens once you are in the room.')).toHaveCount(0, { timeout: 15_000 })
}

const chat = (page: Page) => page.getByTestId('chat-panel')
const say = async (page: Page, text: string) => {
  await chat(page).getByRole('combobox', { name: 'Chat message' }).fill(text)
  await chat(page).getByRole('combobox', { name: 'Chat message' }).press('Enter')
}
const chatText = (page: Page, text: string) => chat(page).getByTestId('chat-text').filter({ hasText: text })

test('follow the DJ on the decks from the stage', async ({ browser }) => {
  const cleo = await open(browser, 'cleo@spinroom.test', '/')
  await enterRoom(cleo, 'demo-room-live-now')
  const title = cleo.getByTestId('now-playing-title')
  await expect(title).toBeVisible({ timeout: 60_000 })
  // Right after a song starts its DJ stays on the decks for the whole check (a demo song lasts 64 s).
  const playing = (await title.textContent())!
  await expect(title).not.toHaveText(playing, { timeout: 80_000 })
  const dj = (await cleo.getByTestId('now-playing-dj').textContent())!.replace('Played by ', '').trim()
  const follow = cleo.getByTestId('follow-dj')
  await expect(follow).toHaveAccessibleName(new RegExp(`^(Follow|Unfollow) ${dj.replace('.', '\\.')}$`))
  // cleo follows both demo DJs: unfollow, then follow again.
  const [before, after] = ['Following', 'Follow']
  await expect(follow).toHaveText(before)
  await follow.click()
  await expect(follow).toHaveText(after, { timeout: 10_000 })
  await follow.click()
  await expect(follow).toHaveText(before, { timeout: 10_000 })
  await shot(cleo, 'player-social-stage-follow')
})

test('two users become friends from a user card and Me, then one blocks the other in the room', async ({ browser }) => {
  const slug = 'festival-main-stage'
  const run = Date.now().toString(36)
  const ana = await open(browser, 'ana@spinroom.test', '/')
  const kai = await open(browser, 'dj.kai@spinroom.test', '/')
  await enterRoom(ana, slug)
  await enterRoom(kai, slug)

  // ana opens djkai's card: his fan count, follow (she is a fan already), and a friend invitation.
  await ana.getByTestId('member-djkai').click()
  const card = ana.getByRole('dialog')
  await expect(card.getByTestId('member-fan-counts')).toHaveText('2 fans · 1 following')
  await expect(card.getByTestId('follow-dj')).toHaveText('Following')
  await card.getByTestId('add-friend').click()
  await expect(card.getByTestId('withdraw-invitation')).toBeVisible()
  await shot(ana, 'player-social-member-card')

  // djkai accepts on Me: ana's invitation and cleo's (the demo's) wait there.
  await kai.goto('/me')
  const social = kai.getByTestId('me-social')
  await social.getByTestId('social-tab-invitations').click()
  const fromAna = social.getByTestId('person-ana')
  await expect(fromAna).toContainText('wants to be your friend')
  // me.spec renames cleo (cleo-on-air) when it runs first.
  await expect(social.locator('[data-testid^="person-cleo"]')).toBeVisible()
  await shot(kai, 'player-social-me-invitations')
  await fromAna.getByTestId('accept').click()
  await expect(fromAna).toHaveCount(0)
  await social.getByTestId('social-tab-friends').click()
  await expect(social.getByTestId('friend-list').getByTestId('person-ana')).toBeVisible()
  await social.getByTestId('social-tab-fans').click()
  await expect(social.getByTestId('person-ana')).toBeVisible()
  await expect(social.getByTestId('person-ben')).toBeVisible()
  await shot(kai, 'player-social-me-fans')

  // The card follows along: they are friends now.
  await expect(card.getByTestId('unfriend')).toBeVisible({ timeout: 15_000 })

  // ana blocks djkai: his chat messages no longer reach her, live; after the unblock they do again.
  await card.getByTestId('block-user').click()
  await expect(card.getByTestId('unblock-user')).toBeVisible()
  await expect(card).toContainText('You blocked djkai')
  await shot(ana, 'player-social-blocked-card')
  await card.getByRole('button', { name: 'Close' }).click()
  await enterRoom(kai, slug)
  const hidden = `you cannot hear me ${run}`
  await say(kai, hidden)
  await expect(chatText(kai, hidden)).toBeVisible()
  await say(ana, `still here ${run}`)
  await expect(chatText(kai, `still here ${run}`)).toBeVisible()
  await expect(chatText(ana, `still here ${run}`)).toBeVisible()
  await expect(chatText(ana, hidden)).toHaveCount(0)
  await shot(ana, 'player-social-blocked-chat')

  await ana.getByTestId('member-djkai').click()
  await ana.getByRole('dialog').getByTestId('unblock-user').click()
  await expect(ana.getByRole('dialog').getByTestId('block-user')).toBeVisible()
  await ana.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
  const heard = `hello again ${run}`
  await say(kai, heard)
  await expect(chatText(ana, heard)).toBeVisible()
  // The history she gets again holds the message sent while he was blocked.
  await ana.reload()
  await enterRoom(ana, slug)
  await expect(chatText(ana, hidden)).toBeVisible()

  // Back to where the demo started: unfriend.
  await ana.getByTestId('member-djkai').click()
  await ana.getByRole('dialog').getByTestId('unfriend').click()
  await expect(ana.getByRole('dialog').getByTestId('add-friend')).toBeVisible()
})
