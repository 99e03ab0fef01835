/**
 * A URL slug from a name: lower-case ASCII letters and digits joined by single hyphens (`fallback` when nothing is
 * left).
 */
export function slugify(name: string, maxLength = 80, fallback = 'item'): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '')
  return slug || fallback
}
