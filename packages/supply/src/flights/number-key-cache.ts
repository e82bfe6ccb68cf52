/**
 * A fixed-size cache keyed by whole numbers (0 ≤ key < 2^53), for the pricing's per-flight memos
 * when one fare calendar looks up hundreds of thousands of keys: a Map with keys beyond 2^31 boxes
 * each key and cost more than the pricing it saved. Open addressing with linear probing; when half
 * full it forgets everything (a cache, not a store).
 */
export class NumberKeyCache<V> {
  private readonly keys: Float64Array;
  private readonly values: (V | undefined)[];
  private readonly mask: number;
  private count = 0;

  constructor(capacityPowerOfTwo = 16) {
    const capacity = 1 << capacityPowerOfTwo;
    this.keys = new Float64Array(capacity).fill(-1);
    this.values = new Array<V | undefined>(capacity);
    this.mask = capacity - 1;
  }

  get size(): number {
    return this.count;
  }

  private slot(key: number): number {
    const lo = key >>> 0;
    const hi = Math.floor(key / 4_294_967_296);
    let h = Math.imul(lo ^ Math.imul(hi, 0x27d4eb2d), 0x9e3779b1);
    h ^= h >>> 15;
    return h & this.mask;
  }

  get(key: number): V | undefined {
    let i = this.slot(key);
    for (;;) {
      const k = this.keys[i];
      if (k === key) return this.values[i];
      if (k === -1 || k === undefined) return undefined;
      i = (i + 1) & this.mask;
    }
  }

  set(key: number, value: V): this {
    if (this.count * 2 >= this.keys.length) this.clear();
    let i = this.slot(key);
    for (;;) {
      const k = this.keys[i];
      if (k === key || k === -1) {
        if (k === -1) this.count++;
        this.keys[i] = key;
        this.values[i] = value;
        return this;
      }
      i = (i + 1) & this.mask;
    }
  }

  clear(): void {
    this.keys.fill(-1);
    this.values.fill(undefined);
    this.count = 0;
  }
}
