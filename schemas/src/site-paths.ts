/** Where the API process serves its apps beside the routes: one spelling for the server and the pages linking there. */
export const sitePaths = {
  player: '/',
  console: '/admin/',
  apiReference: '/docs',
  openApi: '/openapi.json',
  /** The live room's reference (web/live-docs.html) and its AsyncAPI document. */
  liveRoomReference: '/docs/live',
  asyncApi: '/asyncapi.json',
  /** The player's service worker (web/public): it shows web pushes. */
  pushWorker: '/push-sw.js'
} as const
