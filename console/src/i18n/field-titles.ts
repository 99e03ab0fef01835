import type { Route } from '@spinroom/schemas'
import { registry } from '../resources/registry.ts'

type Node = { title?: string; properties?: Record<string, Node>; items?: Node; anyOf?: Node[]; allOf?: Node[] }

/** The `title` of each property a schema declares, at any depth (a list's records sit in its page's `data`). */
export function titlesOf(schema: unknown, into = new Map<string, string>()): Map<string, string> {
  const node = schema as Node | undefined
  if (!node) return into
  for (const [name, property] of Object.entries(node.properties ?? {})) {
    const title = property.title ?? property.anyOf?.find((variant) => variant.title)?.title
    if (title && !into.has(name)) into.set(name, title)
    titlesOf(property, into)
  }
  for (const part of [node.items, ...(node.anyOf ?? []), ...(node.allOf ?? [])]) titlesOf(part, into)
  return into
}

const byResource = new Map<string, Map<string, string>>()

/** A resource's field titles, read from the bodies and results of the routes that serve it. */
function resourceTitles(resource: string): Map<string, string> {
  let titles = byResource.get(resource)
  if (!titles) {
    titles = new Map()
    const served = Object.values(registry[resource]?.routes ?? {}).flat() as Route[]
    for (const route of served) titlesOf(route.result, titlesOf(route.body, titles))
    byResource.set(resource, titles)
  }
  return titles
}

const FIELD_LABEL = /^resources\.([^.]+)\.fields\.(.+)$/

/**
 * The label of a field that no translation names: its schema's `title` where it declares one (react-admin's own
 * fallback, the source name made readable, otherwise).
 */
export function fieldTitle(key: string): string | undefined {
  const [, resource, source] = FIELD_LABEL.exec(key) ?? []
  return resource && source ? resourceTitles(resource).get(source) : undefined
}
