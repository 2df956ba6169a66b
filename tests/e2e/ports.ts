/**
 * The ports the browser tests serve on: the preview server's (`TEST_PORT`, default 4174) and,
 * right after it, one for each analytics provider's own build. Everything follows `TEST_PORT`,
 * so two checkouts given different ones run their tests side by side without meeting.
 */
export const TEST_PORT = Number(process.env.TEST_PORT ?? 4174)

export const analyticsPorts = {
  plausible: TEST_PORT + 1,
  umami: TEST_PORT + 2,
  local: TEST_PORT + 3,
} as const
