import { expect, type Page } from '@playwright/test'
import { test } from '../test.ts'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { root, tokenOf } from '../helpers.ts'

// Issue 11: the player's first load stays under 300 KB of JavaScript, gzipped; the rest loads per screen.
const BUDGET_KB = 300
const assets = join(root, 'web', 'dist', 'assets')

/** The gzipped size of every script the page fetched from the player's build, in KB. */
async function scriptsLoaded(page: Page, open: () => Promise<void>): Promise<number> {
  const files = new Set<string>()
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname
    if (path.startsWith('/assets/') && path.endsWith('.js')) files.add(path.slice('/assets/'.length))
  })
  await open()
  await page.waitForLoadState('networkidle')
  if (process.env.BUNDLE_FILES)
    for (const file of files) console.log(file, gzipSync(readFileSync(join(assets, file))).length)
  const bytes = [...files].reduce((sum, file) => sum + gzipSync(readFileSync(join(assets, file))).length, 0)
  return Math.round((bytes / 1024) * 10) / 10
}

test('the front door loads under the budget', async ({ page }) => {
  const kb = await scriptsLoaded(page, async () => {
    await page.goto('/')
    await expect(page.getByRole('heading', { name: 'Live now', level: 1 })).toBeVisible()
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign up' })).toBeVisible()
  })
  console.log(`first load, signed out (front door): ${kb} KB of JavaScript gzipped`)
  expect(kb).toBeLessThan(BUDGET_KB)
})

test('the sign-in screen loads under the budget', async ({ page }) => {
  const kb = await scriptsLoaded(page, async () => {
    await page.goto('/sign-in')
    await expect(page.getByRole('button', { name: 'Continue as guest' })).toBeVisible()
  })
  console.log(`first load, signed out (sign-in): ${kb} KB of JavaScript gzipped`)
  expect(kb).toBeLessThan(BUDGET_KB)
})

test('the landing page of a signed-in listener loads under the budget', async ({ page, request }) => {
  const token = await tokenOf(request, 'ana@spinroom.test')
  await page.addInitScript((value) => localStorage.setItem('spinroom-jwt', value), token)
  const kb = await scriptsLoaded(page, async () => {
    await page.goto('/')
    await expect(page.getByTestId('greeting')).toBeVisible()
  })
  console.log(`first load, signed in: ${kb} KB of JavaScript gzipped`)
  expect(kb).toBeLessThan(BUDGET_KB)
})
