import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { vi } from 'vitest'
import { routeUrl, routes } from '@spinroom/schemas'
import { App } from '../App.tsx'
import { authProvider } from '../authProvider.ts'
import { fakeApi, type FakeAnswer, type SentRequest } from './fake-api.ts'
import { emptyAnswer } from './schema-answers.ts'
import { signIn, type TestCaller } from './signed-in.ts'

/**
 * The whole console (a DOM test), signed in as `caller`, at `path`, before a fake API: the caller's session, then
 * `answer`'s answers, else empty ones of each route's shape. `close` unmounts it and signs out.
 */
export function mountApp(caller: TestCaller, path: string, answer: (request: SentRequest) => FakeAnswer | undefined) {
  signIn(caller)
  const user = { id: 'the-caller', nickname: 'Caller', roles: caller.roles }
  const sent = fakeApi((request) =>
    request.path === routeUrl(routes.accounts.session)
      ? { body: { type: 'user', isLoggedIn: true, user } }
      : (answer(request) ?? emptyAnswer(request))
  )
  window.location.hash = `#${path}`
  const element = document.createElement('div')
  document.body.append(element)
  const root = createRoot(element)
  root.render(createElement(App))
  return {
    element,
    sent,
    close: async () => {
      root.unmount()
      element.remove()
      await authProvider.logout({})
      vi.unstubAllGlobals()
    }
  }
}
