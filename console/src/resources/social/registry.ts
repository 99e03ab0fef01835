import { routes } from '@spinroom/schemas'
import type { ResourceEntry } from '../types.ts'
import dj from './dj/index.ts'

const s = routes.social

/** The social domain's resources, in menu order. */
export const socialResources: Record<string, ResourceEntry> = {
  djs: { domain: 'social', routes: { list: s.listDjs, get: s.getDj }, views: dj }
}
