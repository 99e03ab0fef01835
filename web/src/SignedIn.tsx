import { useState } from 'react'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { playerPaths } from '@spinroom/schemas'
import { Layout } from './features/shell/Layout.tsx'
import { screens } from './routes.tsx'

/** The signed-in player: one router for as long as the session lasts, so a reconnect never remounts a screen. */
export default function SignedIn() {
  const [router] = useState(() =>
    createBrowserRouter([{ path: playerPaths.home, element: <Layout />, children: screens }])
  )
  return <RouterProvider router={router} />
}
