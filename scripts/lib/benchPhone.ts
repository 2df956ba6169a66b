/**
 * The phone the benchmarks emulate (`bench:main-thread`, `bench:field`): a 390 x 844 touch
 * screen at 3 device pixels per CSS pixel, with the CPU slowed as DevTools' mid-range phone is.
 */
export const BENCH_PHONE = { width: 390, height: 844, deviceScaleFactor: 3, cpuSlowdown: 4 }
