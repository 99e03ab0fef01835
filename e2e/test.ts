import { test as base } from '@playwright/test'

/**
 * Playwright's `test`, with every browser context a test opens itself (a second listener, a moderator) closed when it
 * ends: the browser lives on through the group's specs, and a page left in a live room plays on and slows the rest.
 */
export const test = base.extend<{ closesItsContexts: void }>({
  closesItsContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts())
      await use()
      await Promise.all(
        browser
          .contexts()
          .filter((context) => !before.has(context))
          .map((context) => context.close())
      )
    },
    { auto: true }
  ]
})
