import { socialRoutes } from '@spinroom/schemas'
import { defineDomain } from '../../lib/domain.ts'
import { hello, status } from '../status/handlers.ts'
import { configureNotificationDeliveries } from './notifications/delivery-job.ts'
import { closePushDrivers } from './notifications/drivers.ts'
import { notificationsEntity } from './notifications/entity.ts'
import { notificationHandlers } from './notifications/handlers.ts'

export default defineDomain(socialRoutes, {
  handlers: { hello: hello('social'), status: status('social'), ...notificationHandlers },
  entities: [notificationsEntity],
  setup(app) {
    configureNotificationDeliveries(app)
    app.hooks({
      teardown: [async (_context: unknown, next: () => Promise<void>) => (await next(), closePushDrivers(app))]
    })
  }
})
