import { Hello, ServiceStatusSchema, type DomainName } from '@spinroom/schemas'
import { endpoint, type Endpoint } from '../../lib/endpoint.ts'
import { hello, status } from './handlers.ts'

// Transitional, for the tables not yet moved to schemas/: the hello and status rows of a domain.
export const helloEndpoint = (name: DomainName): Endpoint =>
  endpoint({
    method: 'GET',
    path: '/',
    access: 'public',
    summary: 'hello check',
    result: Hello,
    tags: ['status'],
    handler: hello(name)
  })

export const statusEndpoint = (name: DomainName, path: string): Endpoint =>
  endpoint({
    method: 'GET',
    path,
    access: 'admin',
    summary: 'service status: version, uptime, database',
    result: ServiceStatusSchema,
    tags: ['status'],
    handler: status(name)
  })
