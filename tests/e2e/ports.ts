// Everything follows `TEST_PORT`, so two checkouts given different ones can test side by side.
export const TEST_PORT = Number(process.env.TEST_PORT ?? 4174)

export const analyticsPorts = {
  plausible: TEST_PORT + 1,
  local: TEST_PORT + 2,
} as const
