/*
 * Gradient-boosted regression trees (issue 19; docs/price-prediction.md): complete binary trees of
 * a fixed depth on histogram-binned features, fitted to squared, logistic or quantile (pinball)
 * loss. Pure and deterministic: the row subsample per tree comes from a seeded generator, so the
 * same data and options give the same ensemble on every machine. Training runs in the training
 * script (bench/train-price-model.ts); the portal only evaluates (`predictEnsemble`).
 */

/**
 * A fitted ensemble. Each tree is one flat array: for its 2^depth − 1 inner nodes in breadth-first
 * order a feature index and a threshold (go left when the feature is at most the threshold; a
 * feature of −1 sends everything left), then its 2^depth leaf values, already scaled by the
 * learning rate. The prediction is `base` plus one leaf per tree (a log-odds for logistic loss).
 */
export interface TreeEnsemble {
  base: number;
  depth: number;
  trees: readonly (readonly number[])[];
}

export type EnsembleLoss = 'squared' | 'logistic' | { quantile: number };

export interface FitOptions {
  loss: EnsembleLoss;
  trees: number;
  depth: number;
  rate: number;
  /** Fewest rows a leaf may hold. */
  minLeaf: number;
  /** L2 penalty on leaf values (squared and logistic loss). */
  lambda: number;
  /** Share of rows each tree is fitted on. */
  subsample: number;
  seed: number;
  /** Histogram bins per feature (at most 255). */
  bins: number;
}

export interface TrainingSet {
  /** Row-major features, `rows` × `features`. */
  x: Float64Array;
  y: Float64Array;
  rows: number;
  features: number;
}

/** Evaluates one ensemble on one row of features. */
export function predictEnsemble(model: TreeEnsemble, x: ArrayLike<number>): number {
  const inner = (1 << model.depth) - 1;
  let sum = model.base;
  for (const tree of model.trees) {
    let node = 0;
    while (node < inner) {
      const feature = tree[2 * node] ?? -1;
      const goRight = feature >= 0 && (x[feature] ?? 0) > (tree[2 * node + 1] ?? 0);
      node = 2 * node + (goRight ? 2 : 1);
    }
    sum += tree[2 * inner + (node - inner)] ?? 0;
  }
  return sum;
}

export const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** mulberry32: a small seeded generator (the domain has no randomness of its own). */
function createGenerator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Up to `bins − 1` cut points per feature at its quantiles (distinct values only). */
function findCutPoints(data: TrainingSet, bins: number): Float64Array[] {
  const cuts: Float64Array[] = [];
  const step = Math.max(1, Math.floor(data.rows / 20_000));
  for (let f = 0; f < data.features; f++) {
    const sample: number[] = [];
    for (let i = 0; i < data.rows; i += step) sample.push(data.x[i * data.features + f] ?? 0);
    sample.sort((a, b) => a - b);
    const distinct: number[] = [];
    for (const v of sample)
      if (distinct.length === 0 || v !== distinct[distinct.length - 1]) distinct.push(v);
    const out: number[] = [];
    if (distinct.length <= bins) {
      // Cut halfway between neighbours, so a value seen at inference falls on its own side.
      for (let i = 0; i + 1 < distinct.length; i++)
        out.push(((distinct[i] ?? 0) + (distinct[i + 1] ?? 0)) / 2);
    } else {
      for (let b = 1; b < bins; b++) {
        const v = sample[Math.floor((b / bins) * sample.length)] ?? 0;
        if (out.length === 0 || v > (out[out.length - 1] ?? -Infinity)) out.push(v);
      }
    }
    cuts.push(Float64Array.from(out));
  }
  return cuts;
}

/** The bin of a value: the number of cut points below it (a value equal to a cut goes left). */
function binOf(cutPoints: Float64Array, value: number): number {
  let lo = 0;
  let hi = cutPoints.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((cutPoints[mid] ?? 0) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function quantileOf(values: number[], q: number): number {
  if (values.length === 0) return 0;
  values.sort((a, b) => a - b);
  const pos = q * (values.length - 1);
  const lo = Math.floor(pos);
  const frac = pos - lo;
  return (values[lo] ?? 0) * (1 - frac) + (values[Math.min(values.length - 1, lo + 1)] ?? 0) * frac;
}

function computeBase(loss: EnsembleLoss, y: Float64Array): number {
  if (loss === 'squared') return y.reduce((s, v) => s + v, 0) / Math.max(1, y.length);
  if (loss === 'logistic') {
    const p = Math.min(
      0.999,
      Math.max(0.001, y.reduce((s, v) => s + v, 0) / Math.max(1, y.length)),
    );
    return Math.log(p / (1 - p));
  }
  return quantileOf(Array.from(y), loss.quantile);
}

/** Fits an ensemble (deterministic for the same data and options). */
export function fitEnsemble(data: TrainingSet, options: FitOptions): TreeEnsemble {
  const { rows, features: width } = data;
  const bins = Math.min(255, options.bins);
  const cuts = findCutPoints(data, bins);
  const binned = new Uint8Array(rows * width);
  for (let i = 0; i < rows; i++)
    for (let f = 0; f < width; f++)
      binned[i * width + f] = binOf(cuts[f] ?? new Float64Array(), data.x[i * width + f] ?? 0);
  const base = computeBase(options.loss, data.y);
  const score = new Float64Array(rows).fill(base);
  const grad = new Float64Array(rows);
  const hess = new Float64Array(rows);
  const node = new Int32Array(rows);
  const inRound = new Uint8Array(rows);
  const random = createGenerator(options.seed);
  const depth = options.depth;
  const inner = (1 << depth) - 1;
  const leaves = 1 << depth;
  const loss = options.loss;
  const trees: number[][] = [];
  for (let t = 0; t < options.trees; t++) {
    for (let i = 0; i < rows; i++) {
      inRound[i] = random() < options.subsample ? 1 : 0;
      const s = score[i] ?? 0;
      const y = data.y[i] ?? 0;
      if (loss === 'squared') {
        grad[i] = s - y;
        hess[i] = 1;
      } else if (loss === 'logistic') {
        const p = sigmoid(s);
        grad[i] = p - y;
        hess[i] = Math.max(1e-6, p * (1 - p));
      } else {
        grad[i] = y - s > 0 ? -loss.quantile : 1 - loss.quantile;
        hess[i] = 1;
      }
      node[i] = 0;
    }
    // Inner nodes: [feature, bin] while growing; thresholds are written at the end.
    const splitFeature = new Int32Array(inner).fill(-1);
    const splitBin = new Int32Array(inner);
    for (let level = 0; level < depth; level++) {
      const first = (1 << level) - 1;
      const count = 1 << level;
      const hist = new Float64Array(count * width * bins * 3);
      for (let i = 0; i < rows; i++) {
        if (inRound[i] === 0) continue;
        const k = (node[i] ?? 0) - first;
        const g = grad[i] ?? 0;
        const h = hess[i] ?? 0;
        const rowBase = i * width;
        const nodeBase = k * width * bins;
        for (let f = 0; f < width; f++) {
          const at = (nodeBase + f * bins + (binned[rowBase + f] ?? 0)) * 3;
          hist[at] = (hist[at] ?? 0) + g;
          hist[at + 1] = (hist[at + 1] ?? 0) + h;
          hist[at + 2] = (hist[at + 2] ?? 0) + 1;
        }
      }
      for (let k = 0; k < count; k++) {
        let bestGain = 1e-9;
        let bestFeature = -1;
        let bestBin = 0;
        for (let f = 0; f < width; f++) {
          const at0 = (k * width + f) * bins * 3;
          let gSum = 0;
          let hSum = 0;
          let nSum = 0;
          for (let b = 0; b < bins; b++) {
            gSum += hist[at0 + b * 3] ?? 0;
            hSum += hist[at0 + b * 3 + 1] ?? 0;
            nSum += hist[at0 + b * 3 + 2] ?? 0;
          }
          if (nSum < 2 * options.minLeaf) continue;
          const parent = (gSum * gSum) / (hSum + options.lambda);
          let gL = 0;
          let hL = 0;
          let nL = 0;
          const lastCut = (cuts[f]?.length ?? 0) - 1;
          for (let b = 0; b <= lastCut; b++) {
            gL += hist[at0 + b * 3] ?? 0;
            hL += hist[at0 + b * 3 + 1] ?? 0;
            nL += hist[at0 + b * 3 + 2] ?? 0;
            if (nL < options.minLeaf) continue;
            if (nSum - nL < options.minLeaf) break;
            const gR = gSum - gL;
            const hR = hSum - hL;
            const gain =
              (gL * gL) / (hL + options.lambda) + (gR * gR) / (hR + options.lambda) - parent;
            if (gain > bestGain) {
              bestGain = gain;
              bestFeature = f;
              bestBin = b;
            }
          }
        }
        splitFeature[first + k] = bestFeature;
        splitBin[first + k] = bestBin;
      }
      for (let i = 0; i < rows; i++) {
        const n = node[i] ?? 0;
        const f = splitFeature[n] ?? -1;
        const right = f >= 0 && (binned[i * width + f] ?? 0) > (splitBin[n] ?? 0);
        node[i] = 2 * n + (right ? 2 : 1);
      }
    }
    const leafValues = new Float64Array(leaves);
    if (typeof loss === 'object') {
      const residuals: number[][] = Array.from({ length: leaves }, () => []);
      for (let i = 0; i < rows; i++)
        if (inRound[i] === 1)
          residuals[(node[i] ?? inner) - inner]?.push((data.y[i] ?? 0) - (score[i] ?? 0));
      for (let l = 0; l < leaves; l++)
        leafValues[l] = options.rate * quantileOf(residuals[l] ?? [], loss.quantile);
    } else {
      const g = new Float64Array(leaves);
      const h = new Float64Array(leaves);
      for (let i = 0; i < rows; i++) {
        if (inRound[i] === 0) continue;
        const l = (node[i] ?? inner) - inner;
        g[l] = (g[l] ?? 0) + (grad[i] ?? 0);
        h[l] = (h[l] ?? 0) + (hess[i] ?? 0);
      }
      for (let l = 0; l < leaves; l++)
        leafValues[l] = (-options.rate * (g[l] ?? 0)) / ((h[l] ?? 0) + options.lambda);
    }
    for (let i = 0; i < rows; i++)
      score[i] = (score[i] ?? 0) + (leafValues[(node[i] ?? inner) - inner] ?? 0);
    const tree: number[] = [];
    for (let n = 0; n < inner; n++) {
      const f = splitFeature[n] ?? -1;
      tree.push(f, f >= 0 ? (cuts[f]?.[splitBin[n] ?? 0] ?? 0) : 0);
    }
    for (const v of leafValues) tree.push(v);
    trees.push(tree);
  }
  return { base, depth, trees };
}
