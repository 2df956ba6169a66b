import { CallToAction } from '../../components/CallToAction/CallToAction'
import { AgencyComparison } from './sections/AgencyComparison'
import { AiPlatforms } from './sections/AiPlatforms'
import { ClientQuote } from './sections/ClientQuote'
import { GoodCompany } from './sections/GoodCompany'
import { HomeHero } from './sections/HomeHero'
import { NumbersGrid } from './sections/NumbersGrid'
import { ServiceTiles } from './sections/ServiceTiles'
import { SpeedSection } from './sections/SpeedSection'
import { TrafficHighlight } from './sections/TrafficHighlight'

export default function HomeView() {
  return (
    <>
      <HomeHero />
      <TrafficHighlight />
      <ServiceTiles />
      <NumbersGrid />
      <SpeedSection />
      <AiPlatforms />
      <GoodCompany />
      <ClientQuote />
      <AgencyComparison />
      <CallToAction />
    </>
  )
}
