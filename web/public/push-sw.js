// The player's service worker: shows the server's web push notifications and opens their link when one is tapped.
self.addEventListener('push', (event) => {
  const message = event.data ? event.data.json() : {}
  event.waitUntil(
    self.registration.showNotification(message.title || 'Spinroom', {
      body: message.body || '',
      icon: '/favicon.svg',
      data: { link: message.link || '/' }
    })
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  event.waitUntil(self.clients.openWindow(event.notification.data.link))
})
