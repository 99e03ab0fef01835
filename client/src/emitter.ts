/** A small typed event emitter (works the same in browsers and Node). */
export class Emitter<Events extends object> {
  private listeners = new Map<keyof Events, Set<(value: never) => void>>()

  /** Adds a listener; answers the function that removes it. */
  on<E extends keyof Events>(event: E, listener: (value: Events[E]) => void): () => void {
    const set = this.listeners.get(event) ?? new Set()
    set.add(listener)
    this.listeners.set(event, set)
    return () => void set.delete(listener)
  }

  protected emit<E extends keyof Events>(event: E, value: Events[E]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) (listener as (value: Events[E]) => void)(value)
  }
}
