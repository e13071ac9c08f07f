/** The same split in BigInt, for amounts whose products pass 2^53. */
function distributeLargeAmount(
  amountSteps: number,
  weights: readonly number[],
  step: number,
  totalSteps: number,
): number[] {
  const amount = BigInt(amountSteps);
  const total = BigInt(totalSteps);
  let running = 0n;
  let given = 0n;
  return weights.map((weight) => {
    running += BigInt(weight / step);
    const reached = (2n * amount * running + total) / (2n * total);
    const share = reached - given;
    given = reached;
    return Number(share) * step;
  });
}

/**
 * Splits `amount` over lines in proportion to `weights`, in whole `step`s, by cumulative
 * rounding: line i gets amount × (w₁+…+wᵢ) / Σw rounded half up, less what the lines before it
 * got. The shares add up to `amount` exactly, each is within one step of its exact proportion,
 * and none exceeds its weight. Preconditions: every value is a multiple of `step` and
 * `amount` <= the weights' sum.
 */
export function distributeAmount(
  amount: number,
  weights: readonly number[],
  step: number,
): number[] {
  let totalSteps = 0;
  for (const weight of weights) totalSteps += weight / step;
  if (amount === 0 || totalSteps === 0) return weights.map(() => 0);
  const amountSteps = amount / step;
  if (2 * amountSteps * totalSteps + totalSteps > Number.MAX_SAFE_INTEGER) {
    return distributeLargeAmount(amountSteps, weights, step, totalSteps);
  }
  const shares = new Array<number>(weights.length);
  let running = 0;
  let given = 0;
  let i = 0;
  for (const weight of weights) {
    running += weight / step;
    const reached = Math.floor((2 * amountSteps * running + totalSteps) / (2 * totalSteps));
    shares[i] = (reached - given) * step;
    given = reached;
    i += 1;
  }
  return shares;
}
