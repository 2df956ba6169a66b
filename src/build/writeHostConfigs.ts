import { analytics } from '../config/analytics'
import { analyticsOrigin } from '../config/analyticsSetup'
import { formService } from '../config/form'
import { hostFiles } from '../features/hosting/hostConfigFiles'
import { hostPolicy } from '../features/hosting/hostPolicy'
import { siteRoutes } from '../routes'
import { pageAddresses } from '../routing/resolve'
import { notFoundPaths } from './prerenderUrls'
import { writeSiteFile } from './writeSiteFile'

export async function writeHostConfigs(outDir: string): Promise<void> {
  const policy = hostPolicy(
    { formEndpoint: formService.endpoint, analyticsOrigin: analyticsOrigin(analytics) },
    await notFoundPaths(),
    await pageAddresses(siteRoutes.routes),
  )
  await Promise.all(
    Object.entries(hostFiles(policy)).map(([name, content]) =>
      writeSiteFile(outDir, `/${name}`, content),
    ),
  )
}
