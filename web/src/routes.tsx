import { lazy } from 'react'
import type { RouteObject } from 'react-router-dom'
import { playerPaths } from '@spinroom/schemas'

const HomeScreen = lazy(() => import('./features/home/HomeScreen.tsx'))
const RoomScreen = lazy(() => import('./features/room/RoomScreen.tsx'))
const SearchScreen = lazy(() => import('./features/search/SearchScreen.tsx'))
const CratesScreen = lazy(() => import('./features/crates/CratesScreen.tsx'))
const CrateScreen = lazy(() => import('./features/crates/CrateScreen.tsx'))
const NotFoundScreen = lazy(() => import('./features/shared/NotFoundScreen.tsx'))
const RoomsScreen = lazy(() => import('./features/rooms/RoomsScreen.tsx'))
const UploadsScreen = lazy(() => import('./features/uploads/UploadsScreen.tsx'))
const MessagesScreen = lazy(() => import('./features/messages/MessagesScreen.tsx'))
const MeScreen = lazy(() => import('./features/me/MeScreen.tsx'))
const LeaderboardScreen = lazy(() => import('./features/me/LeaderboardScreen.tsx'))
const SpotifyLinkScreen = lazy(() => import('./features/me/SpotifyLinkScreen.tsx'))
const ResetPasswordScreen = lazy(() => import('./features/session/ResetPasswordScreen.tsx'))
const AfterSignIn = lazy(() => import('./features/session/AfterSignIn.tsx'))
const SubscribePlanScreen = lazy(() => import('./features/payments/SubscribePlanScreen.tsx'))

/** The player's screens below the layout; each loads on first visit (code-split), the landing too. */
export const screens: RouteObject[] = [
  { index: true, element: <HomeScreen /> },
  { path: playerPaths.rooms.slice(1), element: <RoomsScreen /> },
  { path: `${playerPaths.rooms.slice(1)}/:slug`, element: <RoomScreen /> },
  { path: playerPaths.search.slice(1), element: <SearchScreen /> },
  { path: playerPaths.crates.slice(1), element: <CratesScreen /> },
  { path: `${playerPaths.crates.slice(1)}/:id`, element: <CrateScreen /> },
  { path: playerPaths.uploads.slice(1), element: <UploadsScreen /> },
  { path: playerPaths.messages.slice(1), element: <MessagesScreen /> },
  { path: `${playerPaths.messages.slice(1)}/:userUuid`, element: <MessagesScreen /> },
  { path: playerPaths.me.slice(1), element: <MeScreen /> },
  { path: playerPaths.leaderboard.slice(1), element: <LeaderboardScreen /> },
  { path: playerPaths.resetPassword.slice(1), element: <ResetPasswordScreen /> },
  { path: playerPaths.signIn.slice(1), element: <AfterSignIn /> },
  { path: playerPaths.linkSpotify.slice(1), element: <SpotifyLinkScreen /> },
  { path: `${playerPaths.subscribePlan.slice(1)}/:plan`, element: <SubscribePlanScreen /> },
  { path: '*', element: <NotFoundScreen /> }
]
