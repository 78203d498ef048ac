/**
 * Stands in for `mnemonist/lru-cache` inside the Lambda bundles (infra/cdk/bundling.ts). Its one user
 * is the SDK's endpoint-discovery cache (@aws-sdk/endpoint-cache), which reads only `get`, `set`, `has`,
 * `peek` and `clear`, and which DynamoDB uses only when endpoint discovery is turned on, as ours never
 * is. Mnemonist's cache is 5 KB of every bundle; a Map kept in use order does the same job.
 */
export default class LRUCache<K, V> {
  private readonly entries = new Map<K, V>();
  private readonly capacity: number;
  constructor(capacity: number) {
    this.capacity = capacity;
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  /** The value without marking it used. */
  peek(key: K): V | undefined {
    return this.entries.get(key);
  }

  get(key: K): V | undefined {
    if (!this.entries.has(key)) return undefined;
    const value = this.entries.get(key)!;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: K, value: V): this {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
    return this;
  }

  clear(): void {
    this.entries.clear();
  }
}
