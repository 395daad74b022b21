// How fast this machine runs JavaScript right now, after the idea of Lighthouse's "benchmarkIndex" (string
// building and array copying for about a second; not calibrated to its scale): the 4x CPU slowdown models a
// mid-range phone only on an unloaded desktop-class machine, so every page run records the score of the moment
// it ran in. Higher is faster; compare scores of runs with each other.
export function benchmarkIndex() {
  const gcHeavy = () => {
    const start = Date.now();
    let iterations = 0;
    while (Date.now() - start < 500) {
      let text = '';
      for (let j = 0; j < 10000; j += 1) text += 'a';
      if (text.length !== 10000) throw new Error('unreachable');
      iterations += 1;
    }
    return iterations / ((Date.now() - start) / 1000);
  };
  const copyHeavy = () => {
    const a = [];
    const b = [];
    for (let i = 0; i < 100000; i += 1) a[i] = b[i] = i;
    const start = Date.now();
    let iterations = 0;
    while (iterations % 10 !== 0 || Date.now() - start < 500) {
      const [from, to] = iterations % 2 === 0 ? [a, b] : [b, a];
      for (let j = 0; j < from.length; j += 1) to[j] = from[j];
      iterations += 1;
    }
    return iterations / ((Date.now() - start) / 1000);
  };
  return Math.round((gcHeavy() + copyHeavy()) / 2);
}
