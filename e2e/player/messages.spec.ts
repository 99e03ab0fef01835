import AxeBuilder from '@axe-core/playwright'
import { expect, type Browser, type Page } from '@playwright/test'
import { test } from '../test.ts'
import { shot, tokenOf } from '../helpers.ts'

test.use({ locale: 'en-US' })
test.setTimeout(120_000)

async function open(browser: Browser, email: string, path: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width, height: 860 } })
  const page = await context.newPage()
  const token = await tokenOf(page.request, email)
  await context.addInitScript((jwt) => localStorage.setItem('spinroom-jwt', jwt), token)
  await page.goto(path)
  return page
}

const composer = (page: Page, nickname: string) => page.getByRole('textbox', { name: `Message ${nickname}` })
const bubbles = (page: Page) => page.getByTestId('conversation-thread').getByTestId('direct-message')

test('a listener reads a friend’s messages and answers; the friend sees it live; tabs split friends and others', async ({
  browser
}) => {
  const run = Date.now().toString(36)
  const ana = await open(browser, 'ana@spinroom.test', '/')
  const unread = ana.getByTestId('unread-messages')
  // The demo leaves ana one unread message from ben (a friend) and one from djkai (not a friend).
  await expect(unread).toContainText('2')
  await ana.getByRole('link', { name: 'Messages: 2 unread' }).click()
  await expect(ana).toHaveURL(/\/messages$/)
  const list = ana.getByTestId('conversation-list')
  await expect(list.getByTestId('conversation-djkai')).toContainText('Thanks for following!')
  await expect(list.getByTestId('conversation-ben')).toContainText('Deal. djkai plays at nine.')
  await shot(ana, 'player-messages-list')

  await ana.getByTestId('messages-tab-FRIENDS').click()
  await expect(list.getByTestId('conversation-ben')).toBeVisible()
  await expect(list.getByTestId('conversation-djkai')).toHaveCount(0)
  await ana.getByTestId('messages-tab-OTHERS').click()
  await expect(list.getByTestId('conversation-djkai')).toBeVisible()
  await expect(list.getByTestId('conversation-ben')).toHaveCount(0)
  await ana.getByTestId('messages-tab-UNSET').click()

  // Opening ben's conversation reads it: one unread left (djkai's).
  await list.getByTestId('conversation-ben').click()
  await expect(bubbles(ana)).toHaveCount(3)
  await expect(bubbles(ana).last()).toContainText('Deal. djkai plays at nine.')
  await expect(unread).toContainText('1')

  const ben = await open(browser, 'ben@spinroom.test', '/messages')
  await ben.getByTestId('conversation-list').getByTestId('conversation-ana').click()
  await expect(bubbles(ben)).toHaveCount(3)

  // ana writes (Enter sends); ben's open conversation shows it at once, and ana's answer reads on arrival.
  const hello = `See you at nine ${run}`
  await composer(ana, 'ben').fill(hello)
  await composer(ana, 'ben').press('Enter')
  await expect(composer(ana, 'ben')).toHaveValue('')
  await expect(bubbles(ana).last()).toContainText(hello)
  await expect(bubbles(ben).last()).toContainText(hello)
  const reply = `Bring the glow sticks ${run}`
  await composer(ben, 'ana').fill(reply)
  await ben.getByRole('button', { name: 'Send' }).click()
  await expect(bubbles(ana).last()).toContainText(reply)
  await expect(ana.getByTestId('conversation-ben')).toContainText(reply)
  await expect(unread).toContainText('1')
  const axe = await new AxeBuilder({ page: ana }).analyze()
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  await shot(ana, 'player-messages-thread')
  await shot(ben, 'player-messages-thread-other-side')
})

test('on a phone the list and a conversation take the whole screen in turn', async ({ browser }) => {
  const cleo = await open(browser, 'cleo@spinroom.test', '/me', 390)
  // From a friend on Me: cleo and ana are friends in the demo.
  const social = cleo.getByTestId('me-social')
  await social.getByTestId('social-tab-friends').click()
  await social.getByTestId('friend-list').getByTestId('person-ana').getByRole('link', { name: 'Message' }).click()
  await expect(cleo).toHaveURL(/\/messages\/[0-9a-f-]{36}$/)
  await expect(cleo.getByText('Say hello to ana.')).toBeVisible()
  await expect(cleo.getByTestId('conversation-list')).toBeHidden()
  await composer(cleo, 'ana').fill('Hi from my phone')
  await composer(cleo, 'ana').press('Enter')
  await expect(bubbles(cleo)).toHaveCount(1)
  await shot(cleo, 'player-messages-phone-thread')
  await cleo.getByRole('link', { name: 'All conversations' }).click()
  await expect(cleo.getByTestId('conversation-ana')).toContainText('You: Hi from my phone')
  await shot(cleo, 'player-messages-phone-list')
})
