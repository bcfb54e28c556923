// The k-th smallest of a typed array's first values, in place: a median without sorting. Pure.

/** The k-th smallest of values[0..m-1], reordering them (selection by partitions). */
export function kthSmallest(values: Float64Array, m: number, k: number): number {
  let low = 0;
  let high = m - 1;
  while (low < high) {
    const pivot = values[(low + high) >> 1]!;
    let i = low;
    let j = high;
    while (i <= j) {
      while (values[i]! < pivot) i++;
      while (values[j]! > pivot) j--;
      if (i <= j) {
        const held = values[i]!;
        values[i++] = values[j]!;
        values[j--] = held;
      }
    }
    if (k <= j) high = j;
    else if (k >= i) low = i;
    else break;
  }
  return values[k]!;
}
