/** The hosts whose own runtimes serve the built site in `npm run test:hosts` (hosts/serve.sh). */
export const hostPorts = { cloudflare: 4301, netlify: 4302, vercel: 4303 } as const

export type HostName = keyof typeof hostPorts

export const hostNames = Object.keys(hostPorts) as HostName[]
