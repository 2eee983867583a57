/**
 * A map that keeps at most `capacity` entries, dropping the least recently used one: the bound is what
 * keeps random queries from growing memory. Whether an entry may go stale is the user's concern (the
 * catalogue's answers never do; read-model answers carry the version they were computed under).
 */
export class RecentAnswers<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly capacity: number) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // Re-inserting moves the key to the end: Map iteration order is insertion order.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, value);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
