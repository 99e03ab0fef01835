import type { Plugin } from 'vite'

// One string literal: a template without substitutions, or a double- or single-quoted string.
const text = /(?:`(?:[^`\\$]|\\.|\$(?!\{))*`|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')/.source
// A route's summary and description, strings joined with `+` as the declarations write them.
const routeDocs = new RegExp(`\\b(summary|description):\\s*${text}(?:\\s*\\+\\s*${text})*`, 'g')

/**
 * Leaves the route declarations' prose out of the player's chunks that hold the shared schemas (about 18 KB gzipped):
 * it is for the API's docs and the console; the player never shows it.
 */
export function stripRouteDocs(): Plugin {
  return {
    name: 'spinroom-strip-route-docs',
    apply: 'build',
    renderChunk(code, chunk) {
      if (!chunk.moduleIds.some((id) => /[\\/]schemas[\\/]src[\\/]/.test(id))) return null
      return { code: code.replace(routeDocs, '$1: ""'), map: null }
    }
  }
}
