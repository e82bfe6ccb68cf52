import { describe, expect, it } from 'vitest';
import { fitEnsemble, predictEnsemble, sigmoid, type FitOptions } from './boosted-trees';

const OPTIONS: Omit<FitOptions, 'loss'> = {
  trees: 60,
  depth: 3,
  rate: 0.2,
  minLeaf: 5,
  lambda: 1,
  subsample: 0.8,
  seed: 7,
  bins: 32,
};

/** y = 10 when x0 > 0.5 (x1 is noise), on a grid of 400 rows. */
function stepData(label: (x0: number) => number) {
  const rows = 400;
  const x = new Float64Array(rows * 2);
  const y = new Float64Array(rows);
  for (let i = 0; i < rows; i++) {
    x[i * 2] = i / rows;
    x[i * 2 + 1] = (i * 7919) % 13;
    y[i] = label(i / rows);
  }
  return { x, y, rows, features: 2 };
}

describe('boosted trees', () => {
  it('learn a step (squared loss) and predict it on new rows', () => {
    const model = fitEnsemble(
      stepData((x0) => (x0 > 0.5 ? 10 : 0)),
      { ...OPTIONS, loss: 'squared' },
    );
    expect(predictEnsemble(model, [0.9, 3])).toBeCloseTo(10, 0);
    expect(predictEnsemble(model, [0.1, 3])).toBeCloseTo(0, 0);
    expect(model.trees).toHaveLength(60);
    expect(model.trees[0]).toHaveLength(2 * 7 + 8);
  });

  it('are deterministic: the same data and seed give the same ensemble', () => {
    const data = stepData((x0) => Math.sin(6 * x0));
    const options = { ...OPTIONS, loss: 'squared' } as const;
    expect(fitEnsemble(data, options)).toEqual(fitEnsemble(data, options));
  });

  it('give probabilities with logistic loss', () => {
    const model = fitEnsemble(
      stepData((x0) => (x0 > 0.3 ? 1 : 0)),
      { ...OPTIONS, loss: 'logistic' },
    );
    expect(sigmoid(predictEnsemble(model, [0.8, 1]))).toBeGreaterThan(0.9);
    expect(sigmoid(predictEnsemble(model, [0.1, 1]))).toBeLessThan(0.1);
  });

  it('give ordered quantiles with pinball loss', () => {
    // y spread evenly over [0, 10) whatever x: the 10th and 90th percentiles are near 1 and 9.
    const data = stepData(() => 0);
    for (let i = 0; i < data.rows; i++) data.y[i] = (i * 37) % 10;
    const low = fitEnsemble(data, { ...OPTIONS, loss: { quantile: 0.1 } });
    const high = fitEnsemble(data, { ...OPTIONS, loss: { quantile: 0.9 } });
    const row = [0.5, 2];
    expect(predictEnsemble(low, row)).toBeLessThan(2);
    expect(predictEnsemble(high, row)).toBeGreaterThan(7);
  });
});
